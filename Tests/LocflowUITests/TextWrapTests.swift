import CellGrid
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
/// the text (issue 13: a 40,000-character app name took 9 s a key; the old loop re-measured and
/// re-copied the rest of a long word at every cut, the square of its length).
@Suite struct LinearTextWrapTests {
    /// The greedy breaker before issue 13, kept as the reference the linear one must match.
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
