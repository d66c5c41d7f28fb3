import CellGrid
import LocflowChecks
import LocflowCore
import Testing
@testable import LocflowUI

/// Long names in the narrow log column break where a reader sees a boundary.
@Suite struct TextWrapTests {
    @Test(arguments: [
        ("locationManagerDidChangeAuthorization(_:) → .notDetermined", 24,
         ["locationManagerDidChange", "Authorization(_:) →", ".notDetermined"]),
        ("requestWhenInUseAuthorization", 24, ["requestWhenInUse", "Authorization"]),
        ("abcdefghijklmnopqrstuvwxyz", 10, ["abcdefghij", "klmnopqrst", "uvwxyz"]),  // no boundary: cut
        ("short words stay whole", 11, ["short words", "stay whole"]),
    ])
    func wrapsAtReadableBoundaries(text: String, width: Int, expected: [String]) {
        #expect(TextWrap.wrap(text, width: width) == expected)
    }
}

/// Wrapping costs time linear in the text's length, and a frame's wrapping is bounded whatever
/// the text (a 40,000-character app name took 9 s a key; the old loop re-measured and
/// re-copied the rest of a long word at every cut, the square of its length).
@Suite struct LinearTextWrapTests {
    /// The old greedy breaker (quadratic in a long word), kept as the reference the linear one must match.
    static func reference(_ text: String, width firstWidth: Int, continuationWidth: Int) -> [String] {
        guard firstWidth > 0, continuationWidth > 0 else { return [] }
        var width = firstWidth
        let clean = TextSanitizer.sanitize(text)
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
            while wordWidth > width {
                let fitting = Canvas.prefix(of: word, fitting: width)
                let head = TextWrap.readableCut(fitting, next: word.dropFirst(fitting.count).first)
                guard !head.isEmpty else { return lines }
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

    @Test("the double-space check agrees with a substring search, combining marks included")
    func doubleSpaceCheck() {
        let texts = ["", " ", "  ", "a b", "a  b", "a \u{301} b", "a \u{301}\u{301}  b", " \u{301} ", "\u{301}  ", "a   ", "日本  語", "a\tb  "]
        for text in texts {
            #expect(TextWrap.hasDoubleSpace(text) == text.contains("  "), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("the linear breaker gives exactly the old lines on 3,000 random texts")
    func matchesReference() {
        let pieces = ["a", "B", "word", "camelCase", "(_:)", ".", ",", " ", "  ", "日本", "👨‍👩‍👧", "é\u{301}", "\u{1B}", "🇯🇵", "x"]
        var random = SplitMix(state: 14)
        for _ in 0..<3_000 {
            let text = (0..<random.below(30)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let width = 1 + random.below(14), continuation = 1 + random.below(14)
            #expect(TextWrap.wrap(text, width: width, continuationWidth: continuation)
                == Self.reference(text, width: width, continuationWidth: continuation), "\(text.debugDescription) \(width)/\(continuation)")
        }
    }

    @Test("with a line limit, the breaker gives the first lines of the unlimited wrap on 3,000 random texts")
    func limitedMatchesReference() {
        // Long words (runs of letters) are cut across the point where the breaker stops reading.
        let pieces = ["a", "B", "word", "camelCase", "(_:)", ".", " ", "  ", "日本", "👨‍👩‍👧", "é\u{301}", "\u{1B}", "xxxxxxx", "Tracker-"]
        var random = SplitMix(state: 41)
        for _ in 0..<3_000 {
            let text = (0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let width = 1 + random.below(14), continuation = 1 + random.below(14), maxLines = 1 + random.below(6)
            let expected = Array(Self.reference(text, width: width, continuationWidth: continuation).prefix(maxLines))
            #expect(TextWrap.wrap(text, width: width, continuationWidth: continuation, maxLines: maxLines) == expected,
                "\(text.debugDescription) \(width)/\(continuation) \(maxLines) lines")
            #expect(TextWrap.wrapReading(text, width: width, continuationWidth: continuation, maxLines: maxLines).lines == expected)
        }
    }

    @Test("a limited wrap of a 40,000-character name splits only the characters its lines show, plus one")
    func limitedWrapReadsOnlyItsLines() {
        // The breaker once split the whole text it was given into graphemes and widths
        // before breaking it (the prompt's title: 10,000 characters a frame for 3 lines shown;
        // the log's oldest entry: 35,000), 4 ms a frame at 100×30. Counting, not timing.
        let name = String(repeating: "Tracker-", count: 5_000)
        let (lines, read) = TextWrap.wrapReading("Allow \u{201C}\(name)\u{201D} to use your location?", width: 42, continuationWidth: 42, maxLines: 3)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 42 })
        #expect(read <= 3 * 42 + 1, "read \(read) characters for 3 lines of 42")
        // Words that fit are read whole, then only the word that starts the line after the last.
        let words = String(repeating: "Tracker ", count: 5_000)
        let (wordLines, wordRead) = TextWrap.wrapReading(words, width: 42, continuationWidth: 30, maxLines: 4)
        #expect(wordLines == Array(TextWrap.wrap(words, width: 42, continuationWidth: 30).prefix(4)))
        // The lines, a space after each, the word that did not fit and the space after it.
        #expect(wordRead <= 42 + 3 * 30 + 4 + 8, "read \(wordRead) characters")
    }

    @Test("the ASCII shortcut finds the same readable boundaries as the Unicode properties")
    func asciiBoundariesMatchProperties() {
        let ascii = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        for previous in ascii {
            for current in ascii {
                let byProperties = (current.isUppercase && previous.isLowercase) || "(:,.)/".contains(previous)
                #expect(TextWrap.isBoundary(between: previous, and: current) == byProperties, "\(previous)\(current)")
            }
        }
    }

    @Test("a one-word name of 400,000 characters wraps whole, every line full")
    func longWordWrapsWhole() {
        let name = String(repeating: "abcdefghij", count: 40_000)
        let lines = TextWrap.wrap(name, width: 50)
        #expect(lines.count == 8_000)
        #expect(lines.allSatisfy { $0.count == 50 })
    }

    @Test("a limited wrap reads only what its lines can show, and ends in …")
    func limitedWrapIsBounded() {
        let huge = String(repeating: "Tracker-", count: 1_000_000) + " tail"
        let (lines, cut) = TextWrap.bounded(huge, width: 40, continuationWidth: 40, maxLines: 4)
        #expect(cut)
        #expect(lines.count == 4)
        let limited = TextWrap.wrap(huge, width: 40, limit: 3)
        #expect(limited.count == 3)
        #expect(limited.last?.hasSuffix("…") == true)
        #expect(limited.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test("a log entry of a 40,000-character app name takes at most maxEntryLines lines")
    func logEntryIsBounded() {
        let entry = LogEntry(time: 0, kind: .note, text: String(repeating: "Name ", count: 8_000))
        let lines = LogView.lines([entry], width: 60)
        #expect(lines.count == LogView.maxEntryLines)
        #expect(lines.last?.text.hasSuffix("…") == true)
    }
}
