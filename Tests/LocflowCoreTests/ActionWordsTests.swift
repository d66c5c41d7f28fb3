import Testing
@testable import LocflowCore

/// The action table reads a line's words by their bytes (a space or tab is one byte, never part
/// of a longer character): the same words as a reading by `Character`, for any text.
@Suite struct ActionWordsTests {
    static let lines = [
        "", " ", "\t \t", "wait 10m", "  tap Allow Once  ", "\ttap Don't Allow\t", "tap Ünïcödé ö ",
        "tap e\u{301}", "tap e\u{301} ", "tap 👩‍👩‍👧 ", " settings app never", "session start always fullAccuracy Key",
        "monitor  add region home", "13.0", "1.2.3",
    ]

    @Test func trimmingIsTheCharacterReading() {
        for line in Self.lines {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            let expected = line.firstIndex(where: { !isSpace($0) }).map { String(line[$0...line.lastIndex(where: { !isSpace($0) })!]) } ?? ""
            #expect(line.trimmingWhitespace == expected, "\(line.debugDescription)")
        }
    }

    @Test func firstWordIsTheCharacterReading() {
        for line in Self.lines {
            #expect(line.firstWord == String(line.prefix { $0 != " " }), "\(line.debugDescription)")
        }
    }

    @Test func dotsAreEscaped() {
        #expect("13.0".replacingDots == #"13\.0"#)
        #expect("1.2.3".replacingDots == #"1\.2\.3"#)
        #expect("18".replacingDots == "18")
    }
}
