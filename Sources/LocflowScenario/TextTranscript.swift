import CellGrid
import LocflowCore

/// The `--format text` transcript: a readable block per step.
///
/// The state line is printed for step 0 and whenever it changes, a prompt when it appears, so
/// that a long run reads as a story of what changed.
public enum TextTranscript {
    /// The whole transcript of a collected run (the same text `Writer` streams).
    public static func render(_ result: RunResult) -> String {
        var writer = Writer(extended: result.scenario.setup.extended), out = ""
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

        /// The file is extended (modern-apis.md C2): the header shows D37's ranges (D38).
        private let extended: Bool

        /// A writer; `extended` for a file that uses the modern vocabulary (`Setup.extended`).
        public init(extended: Bool = false) { self.extended = extended }

        public mutating func begin(file: String, name: String?, ruleSet: RuleSet, into out: inout String) {
            let title = name.map { " — \($0)" } ?? ""
            // D38: an extended file shows D37's ranges; others keep the old release wording (C1).
            let releases = extended ? ruleSet.modernReleases : ruleSet.releases
            line(&out) { $0 += "\(file)\(title)  [\(releases), rule set \(ruleSet.rawValue)]" }
        }

        public mutating func write(_ record: StepRecord, into out: inout String) {
            // Lines are built straight into `out` (no string per line): a long run writes
            // millions of them (issue 14).
            let indent = "       "
            let number = String(record.step)
            if let expectation = record.expectation {
                line(&out) { out in
                    Self.pad(number, into: &out)
                    out += record.failures.isEmpty ? "  ✓ expect " : "  ✗ expect "
                    out += describe(expectation)
                }
                for failure in record.failures { line(&out) { $0 += indent; $0 += "✗ "; $0 += failure } }
                return
            }
            line(&out) { out in
                Self.pad(number, into: &out)
                out += "  "
                out += record.action
            }
            let s = record.snapshot
            // An identical state prints the same state line: most steps build none.
            if previous.map({ !$0.isIdentical(to: s) }) ?? true {
                let status = statusLine(s)
                if status != previousStatus { line(&out) { $0 += indent; $0 += status } }
                previousStatus = status
            }
            if let prompt = s.prompt, previous?.prompt != prompt {
                line(&out) { $0 += "\(indent)prompt \(prompt.kind.rawValue): \(prompt.title)" }
                if let message = prompt.message { line(&out) { $0 += "\(indent)  \u{201C}\(message)\u{201D}" } }
                let precise = prompt.precise.map { "   Precise: \($0 ? "On" : "Off")" } ?? ""
                line(&out) { $0 += indent + "  " + prompt.labels.map { "[\($0)]" }.joined(separator: " ") + precise }
            } else if s.prompt == nil, previous?.prompt != nil {
                line(&out) { $0 += indent; $0 += "prompt closed" }
            }
            for callback in record.callbacks {
                line(&out) { out in
                    out += indent
                    out += "→ "
                    out += callback.canonical
                    out += "   manager #"
                    out += String(callback.manager)
                }
            }
            if let modern = s.modern {
                for text in modernLines(modern, previous: previous?.modern, yields: record.yields) { line(&out) { $0 += indent; $0 += text } }
            }
            for text in record.console { line(&out) { $0 += indent; $0 += "console: "; $0 += text } }
            if let note = record.note { line(&out) { $0 += indent; $0 += "note: "; $0 += note } }
            previous = s
        }

        public mutating func end(_ summary: RunSummary, into out: inout String) {
            let total = summary.expectationCount, failed = summary.failureCount
            line(&out) { $0 += failed == 0 ? "✓ \(total) expectation\(total == 1 ? "" : "s") held" : "✗ \(failed) of \(total) expectations failed" }
        }

        /// Appends one line that `build` writes, then its newline. App names, purpose strings
        /// and labels come from the file: no control character in them may reach the terminal,
        /// so a line that holds one is replaced by CellGrid's sanitised form (each made visible).
        private func line(_ out: inout String, _ build: (inout String) -> Void) {
            let start = out.utf8.count
            build(&out)
            if !TextSanitizer.isSafe(utf8: out, from: start) {
                let index = out.utf8.index(out.startIndex, offsetBy: start)
                let raw = String(out[index...])
                out.removeSubrange(index...)
                out += TextSanitizer.sanitize(raw)
            }
            out += "\n"
        }

        /// The step number right-aligned in three columns.
        private static func pad(_ number: String, into out: inout String) {
            if number.utf8.count < 3 { out += String(repeating: " ", count: 3 - number.utf8.count) }
            out += number
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
        parts += describe(e.modern)
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

