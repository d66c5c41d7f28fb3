import CellGrid
import LocflowScenario
/// The asciicast v2 format (asciinema's recordings): a JSON header line, then one JSON array
/// per event, `[time, code, data]`, with times in seconds from the start, never decreasing.
///
/// Only the lines are made here; where they go (a file, flushed per event) is the caller's.
public enum Asciicast {
    /// The header line: terminal size, optional Unix timestamp, title and environment.
    public static func header(cols: Int, rows: Int, title: String, timestamp: Int? = nil) -> String {
        var out = "{\"version\": 2, \"width\": \(cols), \"height\": \(rows)"
        if let timestamp { out += ", \"timestamp\": \(timestamp)" }
        out += ", \"title\": " + JSONText.quoted(TextSanitizer.sanitize(title))  // players show it raw
        out += ", \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}}"
        return out
    }

    /// An output event: bytes the terminal receives at `time`.
    public static func output(at time: Double, _ data: String) -> String { event(time, "o", data) }

    /// A marker event: a named point a player can jump to or pause at.
    public static func marker(at time: Double, _ label: String) -> String { event(time, "m", label) }

    /// A resize event: the terminal is now `cols` × `rows`.
    public static func resize(at time: Double, cols: Int, rows: Int) -> String { event(time, "r", "\(cols)x\(rows)") }

    private static func event(_ time: Double, _ code: String, _ data: String) -> String {
        "[" + seconds(time) + ", \"" + code + "\", " + JSONText.quoted(data) + "]"
    }

    /// Seconds with microsecond precision and no exponent: `1.500000`.
    static func seconds(_ time: Double) -> String {
        let micros = Int((max(0, time) * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

}
