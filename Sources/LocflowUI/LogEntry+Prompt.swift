import LocflowCore

extension LogEntry {
    /// The log line for a prompt that has just appeared: its title and buttons, as `locflow run`
    /// reports them, so the log tells which prompt the person saw and with which words.
    static func prompt(_ prompt: Prompt, time: Int) -> LogEntry {
        let buttons = prompt.labels.joined(separator: " | ")
        return LogEntry(time: time, kind: .prompt, text: "prompt \u{201C}\(prompt.title)\u{201D} [\(buttons)]")
    }
}
