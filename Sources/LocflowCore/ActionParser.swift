/// Reads one action line of a scenario (contract "Actions") into an `Action`: the inverse of
/// `Action.text`, read by the one action table (`ActionTable`), so that keys, journal lines,
/// presets and scenario files share one vocabulary.
public enum ActionParser {
    /// Every action name (first word), for suggestions and help.
    public static var names: [String] { ActionTable.names }

    /// Parses `text`; the error message says what was wrong and what would be right.
    public static func parse(_ text: String) -> Result<Action, ActionParseError> {
        ActionTable.parse(text)
    }
}

/// Why an action line could not be read.
public struct ActionParseError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension String {
    /// The string without leading and trailing spaces and tabs (Foundation-free).
    public var trimmingWhitespace: String {
        // By bytes: a space or tab is one byte and never part of a longer character, and a search
        // by `Character` breaks graphemes for every step of a scenario read before the screen.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        let end = utf8.index(after: last)  // after a whole scalar: a space or the end follows
        if first == startIndex && end == endIndex { return self }
        return String(self[first..<end])
    }
}
