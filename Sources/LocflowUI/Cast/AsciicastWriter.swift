import LocflowScenario

/// The asciicast versions locflow writes: v2 (asciinema 2, times from the start) and v3
/// (asciinema 3's default: a `term` object in the header, each event's time the interval since
/// the previous one, an exit event at the end).
///
/// The format: https://docs.asciinema.org/manual/asciicast/v3/
public enum CastFormat: String, CaseIterable, Sendable {
    case v2, v3
}

/// The lines of one recording in one asciicast version. Callers give absolute times (seconds
/// since the start, as for v2); for v3 each event's time becomes the interval since the
/// previous event, computed on whole microseconds so that the intervals add up to the v2 times.
public struct AsciicastWriter: Sendable {
    /// The version written.
    public let format: CastFormat
    /// The previous event's time in microseconds (v3 intervals).
    private var lastMicros = 0

    /// A writer for `format`.
    public init(format: CastFormat = .v2) { self.format = format }

    /// The header line: terminal size, optional Unix timestamp, title and environment.
    public func header(cols: Int, rows: Int, title: String, timestamp: Int? = nil) -> String {
        guard format == .v3 else { return Asciicast.header(cols: cols, rows: rows, title: title, timestamp: timestamp) }
        var out = "{\"version\": 3, \"term\": {\"cols\": \(cols), \"rows\": \(rows), \"type\": \"xterm-256color\"}"
        if let timestamp { out += ", \"timestamp\": \(timestamp)" }
        out += ", \"title\": " + JSONText.quoted(title)
        out += ", \"env\": {\"SHELL\": \"/bin/sh\"}}"
        return out
    }

    /// An output event: bytes the terminal receives at `time`.
    public mutating func output(at time: Double, _ data: String) -> String { event(time, "o", data) }

    /// A marker event: a named point a player can jump to or pause at.
    public mutating func marker(at time: Double, _ label: String) -> String { event(time, "m", label) }

    /// A resize event: the terminal is now `cols` × `rows`.
    public mutating func resize(at time: Double, cols: Int, rows: Int) -> String { event(time, "r", "\(cols)x\(rows)") }

    /// v3's exit event (the session ended with `status`); nil for v2, which has none.
    public mutating func exit(at time: Double, status: Int = 0) -> String? {
        format == .v3 ? event(time, "x", "\(status)") : nil
    }

    private mutating func event(_ time: Double, _ code: String, _ data: String) -> String {
        let micros = Int((max(0, time) * 1_000_000).rounded())
        let stamp: Double
        switch format {
        case .v2: stamp = Double(micros) / 1_000_000
        case .v3: stamp = Double(max(0, micros - lastMicros)) / 1_000_000
        }
        lastMicros = max(lastMicros, micros)
        return "[" + Asciicast.seconds(stamp) + ", \"" + code + "\", " + JSONText.quoted(data) + "]"
    }
}
