import CellGrid

/// Word wrapping by display width, for text that must be read whole (titles, log entries).
///
/// The cost is linear in the text's length (issue 13: it was quadratic, 9 s a frame for a
/// 40,000-character app name): the text is split into graphemes and their widths once, and
/// words and cuts are index ranges into that array, never re-measured or re-copied. With a line
/// limit, wrapping stops at the first line past it, and the text is first cut to a budget of
/// UTF-8 bytes that the limit's lines could ever show, so a frame costs the same whatever the text.
enum TextWrap {
    /// Splits sanitised `text` into lines at most `width` columns wide, breaking at spaces and
    /// cutting words longer than a line.
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, continuationWidth: width)
    }

    /// Like `wrap(_:width:)`, with lines after the first at most `continuationWidth` wide
    /// (for a hanging indent), and at most `maxLines` lines (wrapping stops there).
    static func wrap(_ text: String, width firstWidth: Int, continuationWidth: Int, maxLines: Int = .max) -> [String] {
        guard firstWidth > 0, continuationWidth > 0, maxLines > 0 else { return [] }
        let clean = TextSanitizer.sanitize(text)
        // Most lines fit as they are: no need to split them into words. (Runs of spaces, and
        // spaces at the ends, are what splitting would drop, so such text takes the long way.)
        if clean.utf8.count <= 4 * firstWidth, DisplayWidth.of(clean) <= firstWidth, !clean.contains("  "),
            clean.first != " ", clean.last != " "
        {
            return [clean]
        }
        var breaker = LineBreaker(clean, firstWidth: firstWidth, continuationWidth: continuationWidth, maxLines: maxLines)
        return breaker.run()
    }

    /// The greedy line breaker over one array of graphemes and their widths (linear time).
    private struct LineBreaker {
        let clean: String
        let characters: [Character]
        /// Where each character starts in `clean`, and `clean.endIndex` last: lines are cut
        /// from `clean` as substrings, so building one is a copy of bytes, not of characters.
        let starts: [String.Index]
        let widths: [Int]
        let continuationWidth: Int
        let maxLines: Int
        var width: Int
        var lines: [String] = []

        init(_ clean: String, firstWidth: Int, continuationWidth: Int, maxLines: Int) {
            // Reserved once (a scalar is at least one UTF-8 byte): no regrowth while filling.
            var characters: [Character] = [], starts: [String.Index] = []
            characters.reserveCapacity(clean.utf8.count)
            starts.reserveCapacity(clean.utf8.count + 1)
            var index = clean.startIndex
            while index < clean.endIndex {
                starts.append(index)
                characters.append(clean[index])
                index = clean.index(after: index)
            }
            starts.append(clean.endIndex)
            self.clean = clean
            self.characters = characters
            self.starts = starts
            widths = characters.map(DisplayWidth.of)
            width = firstWidth
            self.continuationWidth = continuationWidth
            self.maxLines = maxLines
        }

        var full: Bool { lines.count >= maxLines }

        mutating func emit(_ range: Range<Int>) {
            lines.append(String(clean[starts[range.lowerBound]..<starts[range.upperBound]]))
        }

        mutating func run() -> [String] {
            // The current line as the ranges of its words (joined by single spaces on output);
            // the array's storage is reused from line to line.
            var line: [Range<Int>] = [], lineWidth = 0
            var index = 0
            let count = characters.count
            while index < count, !full {
                if characters[index] == " " { index += 1; continue }
                var start = index, wordWidth = 0
                while index < count, characters[index] != " " { wordWidth += widths[index]; index += 1 }
                let end = index
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line.append(start..<end)
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(joined(line))
                    width = continuationWidth
                    if full { break }
                }
                line.removeAll(keepingCapacity: true)
                lineWidth = 0
                while wordWidth > width {  // a word longer than a line: cut it
                    var fit = start, used = 0
                    while fit < end, used + widths[fit] <= width { used += widths[fit]; fit += 1 }
                    let cut = readableCut(start..<fit, next: fit < end ? characters[fit] : nil)
                    guard cut > start else { return lines }  // a glyph wider than the line
                    emit(start..<cut)
                    width = continuationWidth
                    if full { return lines }
                    for i in start..<cut { wordWidth -= widths[i] }
                    start = cut
                }
                line.append(start..<end)
                lineWidth = wordWidth
            }
            if !full, lineWidth > 0 || lines.isEmpty { lines.append(joined(line)) }
            return lines
        }

        /// The words joined by single spaces, built in one allocation (none for a short line).
        private func joined(_ words: [Range<Int>]) -> String {
            func text(_ word: Range<Int>) -> Substring { clean[starts[word.lowerBound]..<starts[word.upperBound]] }
            if words.count == 1 { return String(text(words[0])) }
            var bytes = words.count
            for word in words { bytes += clean.utf8.distance(from: starts[word.lowerBound], to: starts[word.upperBound]) }
            var line = ""
            line.reserveCapacity(bytes)
            for (n, word) in words.enumerated() {
                if n > 0 { line.append(" ") }
                line.append(contentsOf: text(word))
            }
            return line
        }

        /// The end of `head` moved back to a readable boundary (see `TextWrap.readableCut`).
        private func readableCut(_ head: Range<Int>, next: Character?) -> Int {
            TextWrap.readableCutLength(head.count, next: next) { characters[head.lowerBound + $0] } + head.lowerBound
        }
    }

    /// `head` shortened to end at a boundary a reader sees (before a capital of a camelCase name,
    /// or after `(`, `:`, `,`, `.` or `)`), so that `locationManagerDidChangeAuthorization(_:)`
    /// breaks as `locationManagerDidChange` / `Authorization(_:)`; unchanged if the only such
    /// boundary is in its first half.
    static func readableCut(_ head: String, next: Character?) -> String {
        let characters = Array(head)
        return String(characters.prefix(readableCutLength(characters.count, next: next) { characters[$0] }))
    }

    /// How many of the `count` characters (read through `at`) `readableCut` keeps.
    private static func readableCutLength(_ count: Int, next: Character?, at: (Int) -> Character) -> Int {
        guard count > 0 else { return 0 }
        if let next, isBoundary(between: at(count - 1), and: next) { return count }
        var index = count - 1
        while index > count / 2 {
            if isBoundary(between: at(index - 1), and: at(index)) { return index }
            index -= 1
        }
        return count
    }

    /// A place to break inside a name: before a capital that follows a lower-case letter, or
    /// after punctuation.
    private static func isBoundary(between previous: Character, and current: Character) -> Bool {
        (current.isUppercase && previous.isLowercase) || "(:,.)".contains(previous)
    }

    /// At most `limit` lines of `wrap`, the last ending in "…" when text was left out.
    /// (With `continuationWidth`, lines after the first are at most that wide.)
    static func wrap(_ text: String, width: Int, continuationWidth: Int? = nil, limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        let later = continuationWidth ?? width
        let (all, cut) = bounded(text, width: width, continuationWidth: later, maxLines: limit + 1)
        return ellipsised(all, cut: cut, width: width, continuationWidth: later, limit: limit)
    }

    /// `wrap(text, width:continuationWidth:limit:)` from `wrapped`, the lines `bounded` gave for
    /// the same text and widths with more than `limit` lines allowed: the same lines without
    /// wrapping again (issue 14: the prompt wraps its title and message once a frame). Text long
    /// enough for the smaller budget to cut it is wrapped again, so the result is always exact.
    static func wrap(_ text: String, width: Int, continuationWidth: Int? = nil, limit: Int, from wrapped: [String]) -> [String] {
        guard limit > 0 else { return [] }
        let later = continuationWidth ?? width
        let budget = (limit + 1).multipliedReportingOverflow(by: 16 * (max(width, later) + 1))
        guard !budget.overflow, text.utf8.count <= budget.partialValue else {
            return wrap(text, width: width, continuationWidth: later, limit: limit)
        }
        let all = wrapped.count > limit + 1 ? Array(wrapped.prefix(limit + 1)) : wrapped
        return ellipsised(all, cut: false, width: width, continuationWidth: later, limit: limit)
    }

    /// The first `limit` of `all`, the last ending in "…" when lines were left out or `cut`.
    private static func ellipsised(_ all: [String], cut: Bool, width: Int, continuationWidth later: Int, limit: Int) -> [String] {
        guard all.count > limit || cut, !all.isEmpty else { return all }
        var kept = Array(all.prefix(limit))
        let last = kept[kept.count - 1]
        let room = (kept.count == 1 ? width : later) - 1
        let shortened = DisplayWidth.of(last) <= room ? last : Canvas.prefix(of: last, fitting: room)
        kept[kept.count - 1] = shortened + "…"
        return kept
    }

    /// `wrap` with at most `maxLines` lines, reading at most the text those lines could show:
    /// 16 scalars a column (a family emoji is 7 scalars in 2 columns), so a frame's cost is
    /// bounded whatever the text's length. `cut` says the text went past that budget. Only text
    /// with more than 16 invisible scalars (spaces, combining marks) a column wraps differently.
    static func bounded(_ text: String, width: Int, continuationWidth: Int, maxLines: Int) -> (lines: [String], cut: Bool) {
        let budget = maxLines.multipliedReportingOverflow(by: 16 * (max(width, continuationWidth) + 1))
        let scalars = text.unicodeScalars
        guard !budget.overflow, text.utf8.count > budget.partialValue,
            let end = scalars.index(scalars.startIndex, offsetBy: budget.partialValue, limitedBy: scalars.endIndex),
            end < scalars.endIndex
        else {
            return (wrap(text, width: width, continuationWidth: continuationWidth, maxLines: maxLines), false)
        }
        let head = String(scalars[..<end])
        return (wrap(head, width: width, continuationWidth: continuationWidth, maxLines: maxLines), true)
    }

    /// `text` padded with spaces to `width` columns (never cut).
    static func pad(_ text: String, to width: Int) -> String {
        let missing = width - DisplayWidth.of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }
}
