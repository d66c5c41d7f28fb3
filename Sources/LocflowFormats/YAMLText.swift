/// YAML scalars written so that any text reads back exactly: the writer's only quoting rules.
public enum YAMLText {
    /// `text` as a double-quoted YAML scalar, every character that could be misread escaped.
    ///
    /// Escaped: `"` and `\`, every C0 and C1 control and DEL (YAML forbids them raw, and they must
    /// not reach a terminal that shows the file), the line and paragraph separators and the BOM
    /// (which readers would fold or drop), and the bidi marks, embeddings, overrides and isolates
    /// (which would reorder the file on screen, as every other writer of locflow keeps them from
    /// doing). Everything else, accents and emoji included, stays as
    /// UTF-8 so the file stays readable.
    public static func quoted(_ text: String) -> String {
        // Most text is printable ASCII without a quote or backslash: nothing to escape, decided
        // by one pass over its bytes (scalar by scalar, a session's header cost a tenth of a
        // `--record` start before its first frame).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        return quotedByScalars(text)
    }

    /// `quoted`, scalar by scalar: the rules themselves (`YAMLTextTests` holds the byte check to it).
    static func quotedByScalars(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case "\u{1B}": out += "\\e"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\\x" + hex(scalar.value, digits: 2)
            case "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}"..."\u{202E}",
                "\u{2066}"..."\u{2069}":
                out += "\\u" + hex(scalar.value, digits: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `text` unquoted when that is unambiguous in a block context, else `quoted(text)`.
    ///
    /// Plain only for text that starts with a letter and holds nothing but letters, digits,
    /// spaces and `' ’ . , _ - ( )`, with no trailing space and no word YAML reads as a boolean or
    /// null: `tap Don't Allow` stays plain, `tap a: b`, `- x` and `yes` are quoted.
    package static func plainIfSafe(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, isLetter(first), text.last != " " else { return quoted(text) }
        let allowed = text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || " '’.,_-()".unicodeScalars.contains($0) }
        let reserved = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
        guard allowed, !reserved.contains(text.lowercased()) else { return quoted(text) }
        return text
    }

    /// A flow list of quoted strings: `["Allow Once", "Don't Allow"]`.
    package static func list(_ items: [String]) -> String {
        // Appended by hand: the first `joined(separator:)` in a process instantiates its generic
        // machinery, a third of a `--record` start's header.
        var out = "["
        for (index, item) in items.enumerated() {
            if index > 0 { out += ", " }
            out += quoted(item)
        }
        return out + "]"
    }

    /// `text` made safe for a `#` comment: one line, no control or invisible characters
    /// (each becomes a space), so a note can never end the comment or break the file.
    package static func commentText(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { s -> Unicode.Scalar in
            let bad = s.value < 0x20 || (0x7F...0x9F).contains(s.value) || [0x2028, 0x2029, 0xFEFF, 0x061C, 0x200E, 0x200F].contains(s.value)
                || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
            return bad ? " " : s
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
