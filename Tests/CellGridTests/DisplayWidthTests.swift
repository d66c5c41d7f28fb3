import CellGrid
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("─", 1), ("…", 1), ("✓", 1), ("→", 1), ("●", 1),
        ("日", 2), ("ｱ", 1), ("Ａ", 2), ("가", 2), ("。", 2), ("🙂", 2), ("✅", 2), ("⌚", 2),
        ("👍🏽", 2), ("👩‍💻", 2), ("⚠️", 1), ("☂", 1), ("🇯🇵", 1), ("\u{301}", 0), ("\u{200B}", 0),
        ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{AD}", 1), ("\u{1B}", 1), ("\u{2066}", 1),
    ] as [(Character, Int)])
    func characterWidth(character: Character, width: Int) {
        #expect(DisplayWidth.of(character) == width)
    }

    @Test(arguments: [("", 0), ("abc", 3), ("日本", 4), ("a日b", 4), ("✅ ok", 5), ("e\u{301}\u{302}", 1)])
    func stringWidth(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func prefixFitting() {
        #expect(Canvas.prefix(of: "日本語", fitting: 5) == "日本")
        #expect(Canvas.prefix(of: "abc", fitting: 0) == "")
        #expect(Canvas.prefix(of: "abc", fitting: 9) == "abc")
    }
}

/// `DisplayWidth.fits` answers like comparing `of` with the width, reading only what it must.
@Suite struct DisplayWidthFitsTests {
    @Test(arguments: ["", "abc", "日本語", "e\u{301}x", "👨‍👩‍👧ab", "🇯🇵🇫🇷", "\u{200B}\u{200B}a"])
    func fitsAgreesWithOf(text: String) {
        for width in 0...8 { #expect(DisplayWidth.fits(text, in: width) == (DisplayWidth.of(text) <= width), "\(text) in \(width)") }
    }
}
