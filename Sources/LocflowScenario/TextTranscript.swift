import CellGrid
import LocflowCore

/// The `--format text` transcript: a readable block per step.
///
/// The state line is printed for step 0 and whenever it changes, a prompt when it appears, so
/// that a long run reads as a story of what changed.
public enum TextTranscript {
    public static func render(_ result: RunResult) -> String {
        var out: [String] = []
        let title = result.scenario.name.map { " — \($0)" } ?? ""
        // D38: an extended file shows D37's ranges; others keep the old release wording (C1).
        let releases = result.scenario.setup.extended ? result.ruleSet.modernReleases : result.ruleSet.releases
        out.append("\(result.scenario.file)\(title)  [\(releases), rule set \(result.ruleSet.rawValue)]")
        var previous: Snapshot?
        for record in result.records {
            out += block(record, previous: previous, ruleSet: result.ruleSet)
            if !record.isExpectation { previous = record.snapshot }
        }
        let total = result.expectationCount, failed = result.failureCount
        out.append(failed == 0 ? "✓ \(total) expectation\(total == 1 ? "" : "s") held" : "✗ \(failed) of \(total) expectations failed")
        // App names, purpose strings and labels come from the file: no control character in
        // them may reach the terminal (CellGrid's sanitiser makes each one visible instead).
        return out.map(TextSanitizer.sanitize).joined(separator: "\n") + "\n"
    }

    static func block(_ record: StepRecord, previous: Snapshot?, ruleSet: RuleSet) -> [String] {
        let number = String(record.step).leftPadded(to: 3)
        let indent = "       "
        if let expectation = record.expectation {
            let mark = record.failures.isEmpty ? "✓" : "✗"
            var lines = ["\(number)  \(mark) expect \(describe(expectation))"]
            lines += record.failures.map { "\(indent)✗ \($0)" }
            return lines
        }
        var lines = ["\(number)  \(record.action)"]
        let s = record.snapshot
        if previous.map({ !sameStatus($0, s) }) ?? true { lines.append(indent + statusLine(s)) }
        if let prompt = s.prompt, previous?.prompt != prompt {
            lines.append("\(indent)prompt \(prompt.kind.rawValue): \(prompt.title)")
            if let message = prompt.message { lines.append("\(indent)  \u{201C}\(message)\u{201D}") }
            let precise = prompt.precise.map { "   Precise: \($0 ? "On" : "Off")" } ?? ""
            lines.append(indent + "  " + prompt.labels.map { "[\($0)]" }.joined(separator: " ") + precise)
        } else if s.prompt == nil, previous?.prompt != nil {
            lines.append("\(indent)prompt closed")
        }
        for callback in record.callbacks { lines.append("\(indent)→ \(callback.canonical)   manager #\(callback.manager)") }
        if let modern = s.modern { lines += modernLines(modern, previous: previous?.modern, yields: record.yields).map { indent + $0 } }
        for line in record.console { lines.append("\(indent)console: \(line)") }
        if let note = record.note { lines.append("\(indent)note: \(note)") }
        return lines
    }

    /// The state line: each observable field's words, joined (`ObservableField.stateWords`).
    static func statusLine(_ s: Snapshot) -> String {
        ObservableField.all.compactMap { $0.stateWords(s) }.joined(separator: " · ")
    }

    private static func sameStatus(_ a: Snapshot, _ b: Snapshot) -> Bool {
        statusLine(a) == statusLine(b)
    }

    /// `status: notDetermined, prompt: none`, in the contract's key order.
    static func describe(_ e: Expectation) -> String {
        var parts = ObservableField.all.compactMap { field in
            e.values[field.key].map { "\(field.key): \(field.describedText($0))" }
        }
        if let v = e.services { parts.append("services: {" + v.map { "\($0.service.rawValue): \($0.availability.rawValue)" }.joined(separator: ", ") + "}") }
        parts += describe(e.modern)
        return parts.isEmpty ? "(nothing)" : parts.joined(separator: ", ")
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
