/// The text being read as UTF-8 bytes, with the current place in it.
///
/// Bytes rather than `Character`s: YAML's syntax is ASCII, and stepping through a byte array is many
/// times faster than through grapheme clusters. Columns are counted in Unicode scalars (libyaml's
/// unit) only when a mark is taken, by skipping UTF-8 continuation bytes.
struct YAMLCursor {
    /// The text with line breaks normalized to `\n` and a trailing `0` as the end sentinel.
    let bytes: [UInt8]
    /// The number of real bytes (the sentinel excluded).
    let count: Int
    var pos: Int
    /// The line of `pos`, from 1.
    var line = 1
    /// Where the line of `pos` starts.
    var lineStart: Int

    /// A saved place, to go back to when a look-ahead does not pan out.
    struct Place { var pos: Int, line: Int, lineStart: Int }

    /// Prepares `text`: CR LF and CR become LF (libyaml reads them as one break), a leading
    /// byte order mark is skipped (libyaml does not count it in columns), control characters are
    /// refused as libyaml refuses them.
    init(_ text: String) throws(YAMLError) {
        var bytes = Array(text.utf8)
        if bytes.contains(13) {
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "\r") {
                    out.append(10)
                    if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                } else {
                    out.append(bytes[i])
                }
                i += 1
            }
            bytes = out
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        count = bytes.count
        bytes.append(0)
        self.bytes = bytes
        pos = start
        lineStart = start
        try checkCharacters()
    }

    /// libyaml refuses C0 controls other than tab and line breaks, DEL, and treats NEL, LS and PS as
    /// line breaks, which YAML 1.2 does not: rather than count lines differently, they are refused.
    private func checkCharacters() throws(YAMLError) {
        var line = 1, lineStart = pos, i = pos
        while i < count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            } else if (b < 0x20 && b != UInt8(ascii: "\t")) || b == 0x7F {
                throw YAMLError("control characters are not allowed", at: mark(of: i, line: line, lineStart: lineStart))
            } else if (b == 0xC2 && bytes[i + 1] == 0x85) || (b == 0xE2 && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)) {
                throw YAMLUnsupported.error("a NEL, LS or PS line separator (U+0085, U+2028, U+2029) outside escapes", at: mark(of: i, line: line, lineStart: lineStart))
            }
            i += 1
        }
    }

    /// The byte `offset` places ahead, or 0 past the end.
    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < count ? bytes[i] : 0
    }

    var atEnd: Bool { pos >= count }

    /// The last column worked out, so that marks along one long line (a flow list of thousands of
    /// items) cost the distance from the previous mark, not from the line's start.
    private var known = (offset: 0, column: 0)

    /// The column of `pos` from 0, in Unicode scalars (UTF-8 continuation bytes do not count).
    var column: Int {
        mutating get {
            if known.offset < lineStart || known.offset > pos { known = (lineStart, 0) }
            var n = known.column, i = known.offset
            while i < pos {
                if bytes[i] & 0xC0 != 0x80 { n += 1 }
                i += 1
            }
            known = (pos, n)
            return n
        }
    }

    /// The mark of `pos`.
    var mark: YAMLMark { mutating get { YAMLMark(line: line, column: column + 1) } }

    private func mark(of offset: Int, line: Int, lineStart: Int) -> YAMLMark {
        var n = 0, i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { n += 1 }
            i += 1
        }
        return YAMLMark(line: line, column: n + 1)
    }

    /// The mark of the next token: at the end, libyaml puts the end of the stream at the start of
    /// a new line when the last line has no break.
    var tokenMark: YAMLMark {
        mutating get {
            guard atEnd, pos > lineStart else { return mark }
            return YAMLMark(line: line + 1, column: 1)
        }
    }

    var place: Place { Place(pos: pos, line: line, lineStart: lineStart) }

    mutating func go(to place: Place) {
        pos = place.pos
        line = place.line
        lineStart = place.lineStart
    }

    /// Steps over the line break at `pos`.
    @inline(__always) mutating func newline() {
        pos += 1
        line += 1
        lineStart = pos
    }

    /// Skips spaces and tabs on this line.
    mutating func skipBlanks() {
        while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { pos += 1 }
    }

    /// Skips a comment to the end of its line (not the break).
    mutating func skipComment() {
        if peek() == UInt8(ascii: "#") { while !atEnd && peek() != UInt8(ascii: "\n") { pos += 1 } }
    }

    /// True at `---` or `...` in column 0 followed by a blank, a break or the end: a document marker.
    var atDocumentMarker: Bool {
        guard pos == lineStart else { return false }
        let c = peek()
        guard (c == UInt8(ascii: "-") || c == UInt8(ascii: ".")), peek(1) == c, peek(2) == c else { return false }
        return YAMLBytes.isBlankOrBreak(peek(3))
    }
}

/// Byte classes of YAML's syntax.
enum YAMLBytes {
    @inline(__always) static func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
    /// A blank, a line break or the end (`0`).
    @inline(__always) static func isBlankOrBreak(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == 0 }
    /// `,[]{}`: the characters that end a plain scalar inside flow collections.
    @inline(__always) static func isFlowIndicator(_ b: UInt8) -> Bool { b == UInt8(ascii: ",") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") }
    /// Characters allowed in anchor and alias names by libyaml: ASCII letters, digits, `_` and `-`.
    @inline(__always) static func isAnchorCharacter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }
}
