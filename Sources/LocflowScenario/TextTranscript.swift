import CellGrid
import LocflowCore

/// The `--format text` transcript: a readable block per step.
///
/// The state line is printed for step 0 and whenever it changes, a prompt when it appears, so
/// that a long run reads as a story of what changed.
public enum TextTranscript {
    /// The whole transcript of a collected run (the same text `Writer` streams).
    public static func render(_ result: RunResult) -> String {
        var writer = Writer(), out = ""
        writer.begin(file: result.scenario.file, name: result.scenario.name, ruleSet: result.ruleSet, into: &out)
        for record in result.records { writer.write(record, into: &out) }
        writer.end(result.summary, into: &out)
        return out
    }

    /// Writes the text transcript one record at a time; remembers only the previous state.
    public struct Writer: TranscriptWriter {
        private var previous: Snapshot?
        /// The state line of `previous`, so that each step builds one state line, not three.
        private var previousStatus: String?

        public init() {}

        public mutating func begin(file: String, name: String?, ruleSet: RuleSet, into out: inout String) {
            let title = name.map { " — \($0)" } ?? ""
            emit("\(file)\(title)  [\(ruleSet.releases), rule set \(ruleSet.rawValue)]", into: &out)
        }

        public mutating func write(_ record: StepRecord, into out: inout String) {
            let number = String(record.step).leftPadded(to: 3)
            let indent = "       "
            if let expectation = record.expectation {
                let mark = record.failures.isEmpty ? "✓" : "✗"
                emit("\(number)  \(mark) expect \(describe(expectation))", into: &out)
                for failure in record.failures { emit("\(indent)✗ \(failure)", into: &out) }
                return
            }
            emit("\(number)  \(record.action)", into: &out)
            let s = record.snapshot
            let status = statusLine(s)
            if status != previousStatus { emit(indent + status, into: &out) }
            if let prompt = s.prompt, previous?.prompt != prompt {
                emit("\(indent)prompt \(prompt.kind.rawValue): \(prompt.title)", into: &out)
                if let message = prompt.message { emit("\(indent)  \u{201C}\(message)\u{201D}", into: &out) }
                let precise = prompt.precise.map { "   Precise: \($0 ? "On" : "Off")" } ?? ""
                emit(indent + "  " + prompt.labels.map { "[\($0)]" }.joined(separator: " ") + precise, into: &out)
            } else if s.prompt == nil, previous?.prompt != nil {
                emit("\(indent)prompt closed", into: &out)
            }
            for callback in record.callbacks { emit("\(indent)→ \(callback.canonical)   manager #\(callback.manager)", into: &out) }
            for line in record.console { emit("\(indent)console: \(line)", into: &out) }
            if let note = record.note { emit("\(indent)note: \(note)", into: &out) }
            previous = s
            previousStatus = status
        }

        public mutating func end(_ summary: RunSummary, into out: inout String) {
            let total = summary.expectationCount, failed = summary.failureCount
            emit(failed == 0 ? "✓ \(total) expectation\(total == 1 ? "" : "s") held" : "✗ \(failed) of \(total) expectations failed", into: &out)
        }

        /// One line. App names, purpose strings and labels come from the file: no control
        /// character in them may reach the terminal (CellGrid's sanitiser makes each one visible).
        private func emit(_ line: String, into out: inout String) {
            out += TextSanitizer.sanitize(line)
            out += "\n"
        }
    }

    /// The state line: each observable field's words, joined (`ObservableField.stateWords`).
    static func statusLine(_ s: Snapshot) -> String {
        var line = ""
        for field in ObservableField.all {
            guard let words = field.stateWords(s) else { continue }
            if !line.isEmpty { line += " · " }
            line += words
        }
        return line
    }

    /// `status: notDetermined, prompt: none`, in the contract's key order.
    static func describe(_ e: Expectation) -> String {
        var parts = ObservableField.all.compactMap { field in
            e.values[field.key].map { "\(field.key): \(field.describedText($0))" }
        }
        if let v = e.services { parts.append("services: {" + v.map { "\($0.service.rawValue): \($0.availability.rawValue)" }.joined(separator: ", ") + "}") }
        return parts.isEmpty ? "(nothing)" : parts.joined(separator: ", ")
    }
}

/// Writes a transcript one record at a time into a text buffer: `begin`, a `write` per record,
/// `end`. The formats keep what they print per record in one place (`TextTranscript.Writer.write`,
/// `JSONTranscript.line`), so a new field is added there once.
public protocol TranscriptWriter {
    /// Before the first record: the text format's title line (JSONL has none).
    mutating func begin(file: String, name: String?, ruleSet: RuleSet, into out: inout String)
    mutating func write(_ record: StepRecord, into out: inout String)
    /// After the last record: the text format's tally (JSONL has none).
    mutating func end(_ summary: RunSummary, into out: inout String)
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
