/// Makes untrusted text safe to put on a terminal: no control or bidi-override scalar survives.
///
/// Scenario files, app names and log lines are data, and data must never be able to move the
/// cursor, clear the screen, ring the bell, retitle the window or reorder what the user reads.
/// Every string entering a `Canvas` goes through here, so escape sequences cannot reach curses.
///
/// Replacements (each one column wide, so layout stays predictable):
/// - TAB becomes a single space (a cell grid has no tab stops).
/// - Other C0 controls U+0000–U+001F become their Control Pictures glyph U+2400+code
///   (ESC → `␛`, BEL → `␇`, LF → `␊`, CR → `␍`), and DEL becomes `␡`.
/// - C1 controls U+0080–U+009F (8-bit CSI and friends) become `�` (U+FFFD).
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the bidi marks
///   LRM, RLM and ALM (U+200E, U+200F, U+061C) and the line/paragraph separators
///   (U+2028, U+2029) become `�` too.
public enum TextSanitizer {
    /// The replacement for a scalar that must not reach the terminal, or `nil` if it is safe.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09: " "
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029:
            "\u{FFFD}"
        default: nil
        }
    }

    /// Whether `text` is already safe (the common case, checked without allocating).
    public static func isSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { replacement(for: $0) == nil }
    }

    /// `text` with every unsafe scalar replaced by its visible placeholder.
    public static func sanitize(_ text: String) -> String {
        if isSafe(text) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    /// The sanitised form of a single character (it may regroup, so this returns a string).
    public static func sanitize(_ character: Character) -> String {
        sanitize(String(character))
    }
}
