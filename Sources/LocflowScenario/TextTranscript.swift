import CellGrid
import LocflowCore

/// The `--format text` transcript: a readable block per step.
///
/// The state line is printed for step 0 and whenever it changes, a prompt when it appears, so
/// that a long run reads as a story of what changed.
public enum TextTranscript {
    /// The whole transcript of a collected run (the same text `Writer` streams).
    public static func render(_ result: RunResult) -> String {
        var writer = Writer(extended: result.scenario.setup.extended), out: [UInt8] = []
        writer.begin(file: result.scenario.file, name: result.scenario.name, ruleSet: result.ruleSet, into: &out)
        for record in result.records { writer.write(record, into: &out) }
        writer.end(result.summary, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes the text transcript one record at a time; remembers only the previous state.
    public struct Writer: TranscriptWriter {
        /// The previous step's prompt and modern objects: all of its state this writer compares
        /// (not the whole snapshot, copied per step).
        private var previousPrompt = OutOfLine<Prompt>.none
        private var previousModern = OutOfLine<ModernSnapshot>.none
        /// What the last state line printed was built from, and its text.
        private var previousKey: StateLineKey?
        private var previousStatus: [UInt8] = []
        /// State lines already built, by what they show: a long run has a few dozen at most, and
        /// each is built once. Bounded: cleared when full. Keys and lines apart, so
        /// that a search compares keys in place (no key copied out per comparison).
        private var stateKeys: [StateLineKey] = []
        private var stateLines: [[UInt8]] = []
        /// The notes' approximate marks, by source.
        private var marks = ApproximateMarks()

        /// The file is extended (modern-apis.md C2): the header shows D37's ranges (D38).
        private let extended: Bool

        /// A writer; `extended` for a file that uses the modern vocabulary (`Setup.extended`).
        public init(extended: Bool = false) { self.extended = extended }

        public mutating func begin(file: String, name: String?, ruleSet: RuleSet, into out: inout [UInt8]) {
            let title = name.map { " — \($0)" } ?? ""
            // D38: an extended file shows D37's ranges; others keep the old release wording (C1).
            let releases = extended ? ruleSet.modernReleases : ruleSet.releases
            line(&out) { $0 += "\(file)\(title)  [\(releases), rule set \(ruleSet.rawValue)]" }
        }

        public mutating func write(_ record: StepRecord, into out: inout [UInt8]) {
            // Lines are written straight into `out` as bytes (no string per line): a long run
            // writes millions of them.
            let indent = "       "
            if let expectation = record.expectation {
                line(&out) { out in
                    out.append(decimal: record.step, width: 3)
                    out += record.failures.isEmpty ? "  ✓ expect " : "  ✗ expect "
                    out += describe(expectation)
                }
                for failure in record.failures { line(&out) { $0 += indent; $0 += "✗ "; $0 += failure } }
                return
            }
            line(&out) { out in
                out.append(decimal: record.step, width: 3, spaces: 2)
                out += record.action
            }
            // The state line is printed when it differs from the last one printed; an unchanged
            // key prints the same line, so most steps build and compare none.
            if previousKey?.matches(record.snapshot) != true {
                let key = StateLineKey(record.snapshot)
                let status = stateLine(key, record.snapshot)
                // `stateLine` is already sanitised; the indent is spaces.
                if status != previousStatus { ownLine(&out) { $0 += indent; $0 += status } }
                previousStatus = status
                previousKey = key
            }
            // The prompt out of line: whether one is up is a pointer's test, where `Prompt?`
            // asked its value witnesses several times a step; two prompts are compared only when
            // both are up.
            let shown = record.snapshot.storedPrompt
            if case .some(let prompt) = shown, !Self.same(previousPrompt, shown) {
                line(&out) { $0 += indent; $0 += "prompt "; $0 += prompt.kind.rawValue; $0 += ": "; $0 += prompt.title }
                if let message = prompt.message { line(&out) { $0 += indent; $0 += "  \u{201C}"; $0 += message; $0 += "\u{201D}" } }
                line(&out) { out in
                    out += indent
                    out += "  "
                    for (index, button) in prompt.buttons.enumerated() {
                        out += index == 0 ? "[" : " ["
                        out += button.label
                        out += "]"
                    }
                    if let precise = prompt.precise { out += precise ? "   Precise: On" : "   Precise: Off" }
                }
            } else if !shown.isSome, previousPrompt.isSome {
                line(&out) { $0 += indent; $0 += "prompt closed" }
            }
            for callback in record.callbacks {
                // Locflow's own words only (`Callback.canonical` is a set of literals, a test
                // checks them): nothing from the file to sanitise.
                ownLine(&out) { out in
                    out += "       → "  // the indent and the arrow in one piece
                    out += callback.canonical
                    out += "   manager #"
                    out.append(decimal: callback.manager)
                }
            }
            if let modern = record.snapshot.modern {
                for text in modernLines(modern, previous: previousModern.value, yields: record.yields) { line(&out) { $0 += indent; $0 += text } }
            }
            for text in record.console { line(&out) { $0 += indent; $0 += "console: "; $0 += text } }
            if !record.notes.isEmpty {
                // `StepRecord.note`, written piece by piece.
                // Taken out of `self` for the line's closure (no copy of the cache: swapped).
                var marks = ApproximateMarks()
                swap(&marks, &self.marks)
                defer { swap(&marks, &self.marks) }
                line(&out) { out in
                    out += "       note: "  // the indent and the word in one piece
                    for index in record.notes.indices {
                        if index > 0 { out += "; " }
                        out += record.notes[index].text
                        out += " ("
                        out += record.notes[index].source
                        out += ")"
                        out += marks.mark(record.notes[index])  // "≈ approximate: CODE" (Note.line)
                    }
                }
            }
            if shown.isSome || previousPrompt.isSome { previousPrompt = shown }
            if record.snapshot.storedModern.isSome || previousModern.isSome { previousModern = record.snapshot.storedModern }
        }

        public mutating func end(_ summary: RunSummary, into out: inout [UInt8]) {
            let total = summary.expectationCount, failed = summary.failureCount
            line(&out) { $0 += failed == 0 ? "✓ \(total) expectation\(total == 1 ? "" : "s") held" : "✗ \(failed) of \(total) expectations failed" }
        }

        /// The state line of `s`, whose key is `key`, already through the safety check of
        /// `line`: built and checked once per key.
        private mutating func stateLine(_ key: StateLineKey, _ s: Snapshot) -> [UInt8] {
            for index in stateKeys.indices where stateKeys[index] == key { return stateLines[index] }
            if stateKeys.count >= 64 {
                stateKeys.removeAll(keepingCapacity: true)
                stateLines.removeAll(keepingCapacity: true)
            }
            let text = statusLine(s)
            let line = Array((TextSanitizer.isSafe(utf8: text) ? text : TextSanitizer.sanitize(text)).utf8)
            stateKeys.append(key)
            stateLines.append(line)
            return line
        }

        /// Whether two optional prompts are the same: their values are compared only when both
        /// are up.
        private static func same(_ a: OutOfLine<Prompt>, _ b: OutOfLine<Prompt>) -> Bool {
            switch (a, b) {
            case (.none, .none): true
            case (.some(let x), .some(let y)): x == y
            default: false
            }
        }

        /// Appends one line made only of locflow's own words, which need no safety check.
        private func ownLine(_ out: inout [UInt8], _ build: (inout [UInt8]) -> Void) {
            build(&out)
            out.append(0x0A)
        }

        /// Appends one line that `build` writes, then its newline. App names, purpose strings
        /// and labels come from the file: no control character in them may reach the terminal,
        /// so a line that holds one is replaced by CellGrid's sanitised form (each made visible).
        private func line(_ out: inout [UInt8], _ build: (inout [UInt8]) -> Void) {
            let start = out.count
            build(&out)
            if !TextSanitizer.isSafe(utf8: out, from: start) {
                let raw = String(decoding: out[start...], as: UTF8.self)
                out.removeSubrange(start...)
                out += TextSanitizer.sanitize(raw)
            }
            out.append(0x0A)
        }
    }

    /// What the state line shows of a snapshot: the fields whose `ObservableField.stateWords`
    /// give words, which are also the JSONL line's runs (`JSONTranscript.Pieces` reuses them by
    /// this key). Snapshots with the same key have the same state line and the same runs (tests
    /// check both on every library scenario); a field that gains state words or a JSONL run must
    /// be added here.
    struct StateLineKey: Equatable {
        var status: AuthorizationStatus
        var accuracy: AccuracyAuthorization
        var locationServicesEnabled: Bool
        var settings: String?
        var provisional: Bool
        var temporary: Bool
        var lifecycle: LifecycleReading
        var backgroundIndicator: Bool?

        init(_ s: Snapshot) {
            (status, accuracy, locationServicesEnabled, settings) = (s.status, s.accuracy, s.locationServicesEnabled, s.settings)
            (provisional, temporary, lifecycle, backgroundIndicator) = (s.provisional, s.temporary, s.lifecycle, s.backgroundIndicator)
        }

        /// Whether `s` has this key, compared in place (no key built, no string copied per step).
        func matches(_ s: Snapshot) -> Bool {
            status == s.status && accuracy == s.accuracy && locationServicesEnabled == s.locationServicesEnabled
                && provisional == s.provisional && temporary == s.temporary && lifecycle == s.lifecycle
                && backgroundIndicator == s.backgroundIndicator && Self.same(settings, s.settings)
        }

        /// `a == b` without copying both into a pair first (once a step).
        static func same(_ a: String?, _ b: String?) -> Bool {
            guard a != nil, b != nil else { return a == nil && b == nil }
            return a.unsafelyUnwrapped == b.unsafelyUnwrapped
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
        if !e.noteContains.isEmpty { parts.append("noteContains: [" + e.noteContains.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ") + "]") }
        return parts.isEmpty ? "(nothing)" : parts.joined(separator: ", ")
    }
}

/// Writes a transcript one record at a time into a byte buffer (UTF-8): `begin`, a `write` per record,
/// `end`. The formats keep what they print per record in one place (`TextTranscript.Writer.write`,
/// `JSONTranscript.write`); the observable fields among it come from `ObservableField.all`, so a
/// new field is one entry there.
public protocol TranscriptWriter {
    /// Before the first record: the text format's title line (JSONL has none).
    mutating func begin(file: String, name: String?, ruleSet: RuleSet, into out: inout [UInt8])
    mutating func write(_ record: StepRecord, into out: inout [UInt8])
    /// After the last record: the text format's tally (JSONL has none).
    mutating func end(_ summary: RunSummary, into out: inout [UInt8])
}

