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
        let releases = result.scenario.extended ? result.ruleSet.modernReleases : result.ruleSet.releases
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

    static func statusLine(_ s: Snapshot) -> String {
        var parts = [s.status.rawValue, s.accuracy.rawValue, "Location Services \(s.locationServicesEnabled ? "on" : "off")"]
        parts.append("Settings: \(s.settings.map { "\u{201C}\($0)\u{201D}" } ?? "(no label)")")
        if s.provisional { parts.append("provisional") }
        if s.temporary { parts.append("Allow Once") }
        if s.modern != nil && s.lifecycle != "foreground" { parts.append(s.lifecycle) }  // D36, extended files
        return parts.joined(separator: " · ")
    }

    private static func sameStatus(_ a: Snapshot, _ b: Snapshot) -> Bool {
        a.status == b.status && a.accuracy == b.accuracy && a.locationServicesEnabled == b.locationServicesEnabled
            && a.settings == b.settings && a.provisional == b.provisional && a.temporary == b.temporary
            && (a.modern == nil || a.lifecycle == b.lifecycle)
    }

    /// `status: notDetermined, prompt: none`, in the contract's key order.
    static func describe(_ e: Expectation) -> String {
        var parts: [String] = []
        if let v = e.status { parts.append("status: \(v.rawValue)") }
        if let v = e.accuracy { parts.append("accuracy: \(v.rawValue)") }
        if let v = e.locationServicesEnabled { parts.append("locationServicesEnabled: \(v)") }
        if let v = e.prompt { parts.append("prompt: \(v?.rawValue ?? "none")") }
        if let v = e.buttons { parts.append("buttons: [\(v.joined(separator: ", "))]") }
        if let v = e.settings { parts.append("settings: \(v ?? "null")") }
        if let v = e.callbacks { parts.append("callbacks: [\(v.joined(separator: ", "))]") }
        if let v = e.provisional { parts.append("provisional: \(v)") }
        if let v = e.temporary { parts.append("temporary: \(v)") }
        if let v = e.services { parts.append("services: {" + v.map { "\($0.service.rawValue): \($0.availability.rawValue)" }.joined(separator: ", ") + "}") }
        parts += describe(e.modern)
        return parts.isEmpty ? "(nothing)" : parts.joined(separator: ", ")
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
