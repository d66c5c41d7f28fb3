import CellGrid

/// Word wrapping by display width, for text that must be read whole (titles, log entries).
enum TextWrap {
    /// Splits sanitised `text` into lines at most `width` columns wide, breaking at spaces and
    /// cutting words longer than a line.
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, continuationWidth: width)
    }

    /// Like `wrap(_:width:)`, with lines after the first at most `continuationWidth` wide
    /// (for a hanging indent).
    static func wrap(_ text: String, width firstWidth: Int, continuationWidth: Int) -> [String] {
        guard firstWidth > 0, continuationWidth > 0 else { return [] }
        var width = firstWidth
        let clean = TextSanitizer.sanitize(text)
        // Most lines fit as they are: no need to split them into words. (Runs of spaces, and
        // spaces at the ends, are what splitting would drop, so such text takes the long way.)
        if DisplayWidth.of(clean) <= firstWidth, !clean.contains("  "), clean.first != " ", clean.last != " " {
            return [clean]
        }
        var lines: [String] = []
        var line = "", lineWidth = 0
        for word in clean.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                width = continuationWidth
            }
            line = ""
            lineWidth = 0
            while wordWidth > width {  // a word longer than a line: cut it
                let fitting = Canvas.prefix(of: word, fitting: width)
                let head = readableCut(fitting, next: word.dropFirst(fitting.count).first)
                guard !head.isEmpty else { return lines }  // a glyph wider than the line
                lines.append(head)
                width = continuationWidth
                word = String(word.dropFirst(head.count))
                wordWidth = DisplayWidth.of(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `head` shortened to end at a boundary a reader sees (before a capital of a camelCase name,
    /// or after `(`, `:`, `,`, `.` or `)`), so that `locationManagerDidChangeAuthorization(_:)`
    /// breaks as `locationManagerDidChange` / `Authorization(_:)`; unchanged if the only such
    /// boundary is in its first half.
    static func readableCut(_ head: String, next: Character?) -> String {
        let characters = Array(head)
        if let last = characters.last, let next, isBoundary(between: last, and: next) { return head }
        var index = characters.count - 1
        while index > characters.count / 2 {
            if isBoundary(between: characters[index - 1], and: characters[index]) {
                return String(characters[..<index])
            }
            index -= 1
        }
        return head
    }

    /// A place to break inside a name: before a capital that follows a lower-case letter, or
    /// after punctuation.
    private static func isBoundary(between previous: Character, and current: Character) -> Bool {
        (current.isUppercase && previous.isLowercase) || "(:,.)".contains(previous)
    }

    /// At most `limit` lines of `wrap`, the last ending in "…" when text was left out.
    static func wrap(_ text: String, width: Int, limit: Int) -> [String] {
        let all = wrap(text, width: width)
        guard limit > 0 else { return [] }
        guard all.count > limit else { return all }
        var kept = Array(all.prefix(limit))
        let last = kept[limit - 1]
        let room = width - 1
        let cut = DisplayWidth.of(last) <= room ? last : Canvas.prefix(of: last, fitting: room)
        kept[limit - 1] = cut + "…"
        return kept
    }

    /// `text` padded with spaces to `width` columns (never cut).
    static func pad(_ text: String, to width: Int) -> String {
        let missing = width - DisplayWidth.of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }
}
