import CellGrid

/// Word wrapping by display width, for text that must be read whole (titles, log entries).
///
/// The cost is linear in the text's length (it was quadratic, 9 s a frame for a
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
        if clean.utf8.count <= 4 * firstWidth, DisplayWidth.of(clean) <= firstWidth, !hasDoubleSpace(clean),
            clean.first != " ", clean.last != " "
        {
            return [clean]
        }
        var breaker = LineBreaker(clean, firstWidth: firstWidth, continuationWidth: continuationWidth, maxLines: maxLines)
        return breaker.run()
    }

    /// Whether two space characters follow each other in `text`: `text.contains("  ")`, read
    /// byte by byte first. (`contains` of a string is `_StringProcessing`'s substring search,
    /// whose code, witness tables and metadata the first frame would fault in.) A space
    /// followed by a combining mark is another character, so a double space of bytes is checked
    /// again character by character.
    static func hasDoubleSpace(_ text: String) -> Bool {
        var previous: UInt8 = 0, bytes = false
        for byte in text.utf8 {
            if byte == 0x20 && previous == 0x20 { bytes = true; break }
            previous = byte
        }
        guard bytes else { return false }
        var afterSpace = false
        for character in text {
            if character == " " {
                if afterSpace { return true }
                afterSpace = true
            } else {
                afterSpace = false
            }
        }
        return false
    }

    /// `wrap(_:width:continuationWidth:maxLines:)` and how many characters (graphemes) of the
    /// sanitised text the breaker split and measured: the lines' own, the spaces between them and
    /// at most one more (`TextWrapTests` checks that a long name is not read past its lines).
    static func wrapReading(_ text: String, width firstWidth: Int, continuationWidth: Int, maxLines: Int) -> (lines: [String], read: Int) {
        guard firstWidth > 0, continuationWidth > 0, maxLines > 0 else { return ([], 0) }
        var breaker = LineBreaker(TextSanitizer.sanitize(text), firstWidth: firstWidth, continuationWidth: continuationWidth, maxLines: maxLines)
        let lines = breaker.run()
        return (lines, breaker.characters.count)
    }

    /// The greedy line breaker (linear time). It splits the text into graphemes and widths as it
    /// reads on, and reads a word only until it is wider than the line: with a line limit it
    /// stops at the limit having read what the lines show, not the rest of a 40,000-character
    /// app name (splitting the whole budget of `bounded` up front cost 4 ms a frame).
    private struct LineBreaker {
        let clean: String
        /// The characters read so far, where each starts in `clean`, and their widths (filled by
        /// `has`). Lines are cut from `clean` as substrings, so building one is a copy of bytes.
        private(set) var characters: [Character] = []
        private var starts: [String.Index] = []
        private var widths: [Int] = []
        /// Where the first character not yet read starts (`clean.endIndex` once all are read).
        private var unread: String.Index
        let continuationWidth: Int
        let maxLines: Int
        var width: Int
        var lines: [String] = []

        init(_ clean: String, firstWidth: Int, continuationWidth: Int, maxLines: Int) {
            // Room for what the lines can show (a scalar is at least one UTF-8 byte), reserved
            // once: no regrowth while reading, unless zero-width marks or runs of spaces abound.
            let shown = maxLines.multipliedReportingOverflow(by: max(firstWidth, continuationWidth) + 1)
            let room = shown.overflow ? clean.utf8.count : min(clean.utf8.count, shown.partialValue + 1)
            characters.reserveCapacity(room)
            starts.reserveCapacity(room)
            widths.reserveCapacity(room)
            self.clean = clean
            unread = clean.startIndex
            width = firstWidth
            self.continuationWidth = continuationWidth
            self.maxLines = maxLines
        }

        var full: Bool { lines.count >= maxLines }

        /// Whether the text has a character at `index`, reading on to it if need be.
        mutating func has(_ index: Int) -> Bool {
            while characters.count <= index {
                guard unread < clean.endIndex else { return false }
                let character = clean[unread]
                starts.append(unread)
                characters.append(character)
                widths.append(DisplayWidth.of(character))
                unread = clean.index(after: unread)
            }
            return true
        }

        /// Where character `index` starts in `clean`; `index` may be the count read (then the
        /// first unread character's start, or the end of the text).
        private func start(_ index: Int) -> String.Index { index < starts.count ? starts[index] : unread }

        mutating func emit(_ range: Range<Int>) {
            lines.append(String(clean[start(range.lowerBound)..<start(range.upperBound)]))
        }

        /// Reads the word on from `index` while it lasts and is at most a line wide, adding the
        /// widths to `wordWidth`. On return either the word ends at `index` and `wordWidth` is its
        /// width, or `wordWidth` is past `width` (the word is cut wherever it ends).
        private mutating func readWord(_ index: inout Int, _ wordWidth: inout Int) {
            while wordWidth <= width, has(index), characters[index] != " " {
                wordWidth += widths[index]
                index += 1
            }
        }

        mutating func run() -> [String] {
            // The current line as the ranges of its words (joined by single spaces on output);
            // the array's storage is reused from line to line.
            var line: [Range<Int>] = [], lineWidth = 0
            var index = 0
            while !full, has(index) {
                if characters[index] == " " { index += 1; continue }
                var start = index, wordWidth = 0
                readWord(&index, &wordWidth)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {  // then the word ended
                    line.append(start..<index)
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(joined(line))
                    width = continuationWidth
                    if full { break }
                    readWord(&index, &wordWidth)  // the next line may be wider
                }
                line.removeAll(keepingCapacity: true)
                lineWidth = 0
                while wordWidth > width {  // a word longer than a line: cut it
                    // The characters read are wider than the line, so `fit` stops before `index`.
                    var fit = start, used = 0
                    while fit < index, used + widths[fit] <= width { used += widths[fit]; fit += 1 }
                    let cut = readableCut(start..<fit, next: fit < index ? characters[fit] : nil)
                    guard cut > start else { return lines }  // a glyph wider than the line
                    emit(start..<cut)
                    width = continuationWidth
                    if full { return lines }
                    for i in start..<cut { wordWidth -= widths[i] }
                    start = cut
                    readWord(&index, &wordWidth)
                }
                line.append(start..<index)
                lineWidth = wordWidth
            }
            if !full, lineWidth > 0 || lines.isEmpty { lines.append(joined(line)) }
            return lines
        }

        /// The words joined by single spaces, built in one allocation (none for a short line).
        private func joined(_ words: [Range<Int>]) -> String {
            func text(_ word: Range<Int>) -> Substring { clean[start(word.lowerBound)..<start(word.upperBound)] }
            if words.count == 1 { return String(text(words[0])) }
            var bytes = words.count
            for word in words { bytes += clean.utf8.distance(from: start(word.lowerBound), to: start(word.upperBound)) }
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
    /// after punctuation or a path separator (a long path wraps as `/tmp/sessions/` /
    /// `locflow-session-….html`, never inside a directory's or the file's name).
    static func isBoundary(between previous: Character, and current: Character) -> Bool {
        // ASCII first, without Unicode properties or a search of a string: every cut of a long
        // name looks back over half a line. Only A–Z and a–z are cased in ASCII.
        if let p = previous.asciiValue, let c = current.asciiValue {
            return (c >= 0x41 && c <= 0x5A && p >= 0x61 && p <= 0x7A) || p == 0x28 || p == 0x3A || p == 0x2C || p == 0x2E || p == 0x29
                || p == 0x2F
        }
        return (current.isUppercase && previous.isLowercase) || "(:,.)/".contains(previous)
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
    /// wrapping again (the prompt wraps its title and message once a frame). Text long
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
