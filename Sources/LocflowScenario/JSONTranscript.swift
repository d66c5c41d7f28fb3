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
        let s = record.snapshot
        var w = JSONWriter()
        w.field("step", .int(record.step))
        w.field("action", .string(record.action))
        w.field("status", .string(s.status.rawValue))
        w.field("accuracy", .string(s.accuracy.rawValue))
        w.field("locationServicesEnabled", .bool(s.locationServicesEnabled))
        w.field("settings", s.settings.map(JSONValue.string) ?? .null)  // null when there is no label (D7)
        w.field("provisional", .bool(s.provisional))
        w.field("temporary", .bool(s.temporary))
        w.field("prompt", s.prompt.map(prompt) ?? .null)
        w.field("callbacks", .strings(record.callbacks.map(\.canonical)))
        w.field("services", .object(s.services.map { ($0.service.rawValue, .string($0.availability.rawValue)) }))
        w.field("note", record.note.map(JSONValue.string) ?? .null)
        w.field("console", .strings(record.console))
        // D36: after the contract's keys, so that the keys before it keep their places.
        w.field("lifecycle", .string(s.lifecycle.rawValue))
        if let modern = s.modern { modernFields(modern, yields: record.yields, &w) }  // §4, extended files only
        if record.isExpectation {
            w.field("ok", .bool(record.failures.isEmpty))
            w.field("failures", .strings(record.failures))
        }
        return w.finish()
    }

    /// All lines of a run.
    public static func lines(_ result: RunResult) -> [String] { result.records.map(line) }

    private static func prompt(_ p: Prompt) -> JSONValue {
        .object([
            ("kind", .string(p.kind.rawValue)),
            ("title", .string(p.title)),
            ("message", p.message.map(JSONValue.string) ?? .null),  // null for the Location Services alert (D29)
            ("buttons", .strings(p.labels)),
        ])
    }
}

/// JSON string literals, for every writer of JSON in locflow (transcripts, casts, graphs).
public enum JSONText {
    /// `text` as a JSON string (RFC 8259): quote, backslash and control characters escaped, the
    /// rest left as UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = ""
        JSONValue.quote(text, into: &out)
        return out
    }
}

/// A JSON value with ordered object keys.
indirect enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out += "," }
                JSONValue.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// RFC 8259 string escaping: quote, backslash and control characters; the rest stays UTF-8,
    /// except what must never reach a terminal that prints the JSON (`jq`, `cat`): C1 controls
    /// (8-bit CSI), bidi controls and the line separators are written as `\u` escapes too
    /// (issue 13), the same set `TextSanitizer` keeps off the screen.
    /// Whether `s` may hold any of those, by one pass over its UTF-8: ASCII controls, quote and
    /// backslash directly; C2 (C1 controls), D8 (U+061C) and E2 (bidi, separators) lead bytes
    /// send the string to the exact check.
    static func needsEscape(_ s: String) -> Bool {
        for byte in s.utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
            if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
                return s.unicodeScalars.contains { TextSanitizer.replacement(for: $0) != nil || $0 == "\"" || $0 == "\\" }
            }
        }
        return false
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        guard needsEscape(s) else {  // the common case: append the text whole
            out += s
            out += "\""
            return
        }
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
        out += "\""
    }
}

/// Writes one JSON object, field by field, in order.
struct JSONWriter {
    private var fields: [(String, JSONValue)] = []
    mutating func field(_ key: String, _ value: JSONValue) { fields.append((key, value)) }
    func finish() -> String {
        var out = ""
        JSONValue.object(fields).write(to: &out)
        return out
    }
}
