import LocflowCore

/// The storyboard as Markdown: each alert as a text picture, with captions and an answer table.
public enum MarkdownBoard {
    /// The whole document.
    public static func render(_ board: Storyboard) -> String {
        var md = "# \(board.title)\n\n\(board.subtitle)\n\n"
        if board.frames.isEmpty { md += "No system prompt appears in this flow.\n" }
        for (index, frame) in board.frames.enumerated() {
            let p = frame.prompt
            md += "## \(index + 1). \(Storyboard.stepCaption(frame))\n\n"
            md += "```text\n" + TextAlert.lines(p).joined(separator: "\n") + "\n```\n\n"
            md += PlainWords.sees(p, app: board.appName).joined(separator: " ") + "\n\n"
            md += "When it appears: " + PlainWords.callbacks(frame.raisedCallbacks).joined(separator: " ") + "\n\n"
            md += "| Button | The app then reads | Delegate callbacks |\n|---|---|---|\n"
            for answer in frame.answers {
                let cells = [
                    answer.label + (answer.chosen ? " (this flow)" : ""),
                    PlainWords.reads(answer.after).joined(separator: " "),
                    PlainWords.callbacks(answer.callbacks).joined(separator: " "),
                ].map { $0.replacing("|", with: "\\|") }
                md += "| " + cells.joined(separator: " | ") + " |\n"
            }
            md += "\nRule: `\(p.source)`" + (p.approximate.map { " · best reading: \($0)" } ?? "") + "\n\n"
        }
        return md
    }
}
