import CellGrid
import LocflowCore

/// The `--format jsonl` transcript: exactly one JSON object per step (contract "JSONL transcript").
///
/// Written by a small ordered writer rather than `JSONEncoder`, whose key order on Linux follows
/// a hash: QA reads these lines, and they should read in the contract's order. Tests parse every
/// line back with Foundation's `JSONSerialization`.
public enum JSONTranscript {
    /// One line of JSON for a record, keys in the contract's order.
    public static func line(_ record: StepRecord) -> String {
        var out: [UInt8] = [], pieces = Pieces()
        write(record, pieces: &pieces, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the line of `record` (without its newline) to `out`: the writer's own keys
    /// (`step`, `action`, `services`, `note`, `console`, the modern keys, `ok`, `failures`) and,
    /// in their places, the observable fields' (`ObservableField.jsonl`, read from `pieces`).
    /// `pieces` holds parts of earlier lines, reused where they would be written the same.
    static func write(_ record: StepRecord, pieces: inout Pieces, into out: inout [UInt8]) {
        let s = record.snapshot
        var w = JSONWriter(into: &out)
        w.field("step", record.step, into: &out)
        w.field("action", record.action, into: &out)
        // The registry's state run (`status` to `temporary`): the same bytes for the same state
        // words. The run after `console` is encoded with it, by the same key.
        pieces.state(of: s, into: &out)
        out += pieces.promptKey
        if let p = s.prompt {
            pieces.prompt(p, into: &out) { out, insidePrompt in
                var o = JSONWriter(into: &out)
                o.field("kind", word: p.kind.rawValue, into: &out)
                o.field("title", p.title, into: &out)
                o.field("message", p.message, into: &out)  // null for the Location Services alert (D29)
                for field in insidePrompt { field.writeJSONL(s, into: &out) }
                o.finish(into: &out)
            }
        } else {
            out += "null"
        }
        out += pieces.callbacksKey
        out += "["
        for (i, callback) in record.callbacks.enumerated() {
            if i > 0 { out.append(0x2C) }
            // The contract's callback names: locflow's own words, nothing to escape.
            out.append(0x22)
            out += callback.canonical
            out.append(0x22)
        }
        out += "]"
        w.key("services", into: &out)
        pieces.services(s.services, into: &out) { out in
            var services = JSONWriter(into: &out)
            for (service, availability) in s.services { services.field(service.rawValue, word: availability.rawValue, into: &out) }
            services.finish(into: &out)
        }
        // `StepRecord.note`, escaped piece by piece (escaping is per scalar, so the same text).
        w.key("note", into: &out)
        if record.notes.isEmpty {
            out += "null"
        } else {
            out.append(0x22)
            for (index, note) in record.notes.enumerated() {
                if index > 0 { out += "; " }
                JSONValue.escape(note.text, into: &out)
                out += " ("
                JSONValue.escape(note.source, into: &out)
                out += ")"
                JSONValue.escape(pieces.marks.mark(note), into: &out)  // "≈ approximate: CODE" (Note.line)
            }
            out.append(0x22)
        }
        w.field("console", strings: record.console, into: &out)
        // D36: the registry's run after the contract's keys, so that the keys before it keep their places.
        pieces.stateTail(into: &out)
        if let modern = s.modern { modernFields(modern, yields: record.yields, &w, into: &out) }  // §4, extended files only
        if record.isExpectation {
            w.field("ok", record.failures.isEmpty, into: &out)
            w.field("failures", strings: record.failures, into: &out)
        }
        w.finish(into: &out)
    }

    /// All lines of a run.
    public static func lines(_ result: RunResult) -> [String] { result.records.map(line) }

    /// Writes JSONL one record at a time: a line per record, nothing before or after.
    public struct Writer: TranscriptWriter {
        /// Parts of the lines written so far, reused while they read the same.
        private var pieces = Pieces()

        public init() {}
        public mutating func begin(file: String, name: String?, ruleSet: RuleSet, into out: inout [UInt8]) {}
        public mutating func write(_ record: StepRecord, into out: inout [UInt8]) {
            JSONTranscript.write(record, pieces: &pieces, into: &out)
            out.append(0x0A)
        }
        public mutating func end(_ summary: RunSummary, into out: inout [UInt8]) {}
    }
}

/// JSON string literals, for every writer of JSON in locflow (transcripts, casts, graphs).
public enum JSONText {
    /// `text` as a JSON string (RFC 8259): quote, backslash and control characters escaped, the
    /// rest left as UTF-8.
    public static func quoted(_ text: String) -> String {
        "\"" + (JSONValue.needsEscape(text) ? JSONValue.escaped(text) : text) + "\""
    }
}

/// JSON string escaping, shared by `JSONWriter` and `JSONText`.
enum JSONValue {
    /// RFC 8259 string escaping: quote, backslash and control characters; the rest stays UTF-8,
    /// except what must never reach a terminal that prints the JSON (`jq`, `cat`): C1 controls
    /// (8-bit CSI), bidi controls and the line separators are written as `\u` escapes too
    ///, the same set `TextSanitizer` keeps off the screen.
    /// Whether `s` may hold any of those, by one pass over its UTF-8: ASCII controls, quote and
    /// backslash directly; C2 (C1 controls), D8 (U+061C) and E2 (bidi, separators) lead bytes
    /// send the string to the exact check.
    static func needsEscape(_ s: String) -> Bool {
        // The same loop over contiguous bytes first (the common case); nil: look closer.
        let quick = s.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes {
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
                if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 { return nil }
            }
            return false
        }
        if case .some(.some(let answer)) = quick { return answer }
        for byte in s.utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
            if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
                return s.unicodeScalars.contains { TextSanitizer.replacement(for: $0) != nil || $0 == "\"" || $0 == "\\" }
            }
        }
        return false
    }

    static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(0x22)
        escape(s, into: &out)
        out.append(0x22)
    }

    /// Appends `s` escaped, without quotes.
    static func escape(_ s: String, into out: inout [UInt8]) {
        if needsEscape(s) { out += escaped(s) } else { out += s }  // the common case: the text whole
    }

    /// `s` escaped, without quotes.
    static func escaped(_ s: String) -> String {
        var out = ""
        // Text between escapes is appended in runs (scalar by scalar is ten times slower).
        let scalars = s.unicodeScalars
        var run = scalars.startIndex
        for index in scalars.indices {
            let escaped: String
            switch scalars[index] {
            case "\"": escaped = "\\\""
            case "\\": escaped = "\\\\"
            case "\n": escaped = "\\n"
            case "\r": escaped = "\\r"
            case "\t": escaped = "\\t"
            case let scalar where TextSanitizer.replacement(for: scalar) != nil:
                let hex = String(scalar.value, radix: 16)
                escaped = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: continue
            }
            out += Substring(scalars[run..<index])
            out += escaped
            run = scalars.index(after: index)
        }
        out += Substring(scalars[run...])
        return out
    }
}

/// Writes one JSON object straight into a text buffer, field by field, in order (no value tree,
/// no allocation per field).
struct JSONWriter {
    private var empty = true

    /// Opens the object.
    init(into out: inout [UInt8]) { out += "{" }

    /// Writes `"key":`; the caller writes the value. Keys are locflow's own words (contract
    /// keys, service names), never text from a file, so they are written without escaping.
    mutating func key(_ key: String, into out: inout [UInt8]) {
        if !empty { out.append(0x2C) }  // ,
        empty = false
        out.append(0x22)
        out += key
        out.append(0x22)
        out.append(0x3A)  // :
    }

    /// A field whose value is one of locflow's own words (an enum's raw value): no escaping.
    mutating func field(_ key: String, word: String, into out: inout [UInt8]) {
        self.key(key, into: &out)
        out.append(0x22)
        out += word
        out.append(0x22)
    }

    mutating func field(_ key: String, _ value: String?, into out: inout [UInt8]) {
        self.key(key, into: &out)
        if let value { JSONValue.quote(value, into: &out) } else { out += "null" }
    }

    mutating func field(_ key: String, _ value: Bool, into out: inout [UInt8]) {
        self.key(key, into: &out)
        out += value ? "true" : "false"
    }

    mutating func field(_ key: String, _ value: Int, into out: inout [UInt8]) {
        self.key(key, into: &out)
        out.append(decimal: value)
    }

    mutating func field(_ key: String, strings: [String], into out: inout [UInt8]) {
        self.key(key, into: &out)
        out += "["
        for (i, item) in strings.enumerated() {
            if i > 0 { out += "," }
            JSONValue.quote(item, into: &out)
        }
        out += "]"
    }

    /// Closes the object.
    func finish(into out: inout [UInt8]) { out += "}" }
}
