import CellGrid
import LocflowScenario
/// The asciicast v2 format (asciinema's recordings): a JSON header line, then one JSON array
/// per event, `[time, code, data]`, with times in seconds from the start, never decreasing.
///
/// Only the lines are made here; where they go (a file, flushed per event) is the caller's.
/// `AsciicastWriter` makes the events, in v2 or v3.
public enum Asciicast {
    /// The header line: terminal size, optional Unix timestamp, title and environment.
    public static func header(cols: Int, rows: Int, title: String, timestamp: Int? = nil) -> String {
        var out = "{\"version\": 2, \"width\": \(cols), \"height\": \(rows)"
        if let timestamp { out += ", \"timestamp\": \(timestamp)" }
        out += ", \"title\": " + JSONText.quoted(TextSanitizer.sanitize(title))  // players show it raw
        out += ", \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}}"
        return out
    }

    /// Seconds with microsecond precision and no exponent: `1.500000`.
    static func seconds(_ time: Double) -> String {
        let micros = Int((max(0, time) * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

}
