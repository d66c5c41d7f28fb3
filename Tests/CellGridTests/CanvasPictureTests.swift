import CellGrid
import Testing

@Suite struct CanvasPictureTests {
    @Test func blankCanvasIsEmptyLines() {
        let canvas = Canvas(rows: 2, cols: 4)
        #expect(canvas.text == "\n")
        #expect(canvas[0, 0] == .blank)
        #expect(canvas[5, 9] == .blank)  // outside reads as blank, no trap
    }

    @Test func boxWithTitle() {
        var canvas = Canvas(rows: 4, cols: 20)
        canvas.box(canvas.bounds, title: "Status")
        canvas.put("ok", row: 1, col: 2)
        #expect(canvas.text == """
            ┌─ Status ─────────┐
            │ ok               │
            │                  │
            └──────────────────┘
            """)
    }

    @Test func boxTitleIsTruncatedWithEllipsis() {
        var canvas = Canvas(rows: 3, cols: 12)
        canvas.box(canvas.bounds, title: "Location Services", border: .rounded)
        #expect(canvas.text == """
            ╭─ Locat… ─╮
            │          │
            ╰──────────╯
            """)
    }

    @Test func putTruncatedEndsWithEllipsisOnlyWhenCut() {
        var canvas = Canvas(rows: 3, cols: 10)
        #expect(canvas.putTruncated("Precise: On", row: 0, col: 0, width: 8) == 8)
        #expect(canvas.putTruncated("Always", row: 1, col: 0, width: 8) == 6)
        #expect(canvas.putTruncated("日本語です", row: 2, col: 0, width: 6) == 5)
        #expect(canvas.text == """
            Precise…
            Always
            日本…
            """)
    }

    @Test func wideGlyphsTakeTwoColumns() {
        var canvas = Canvas(rows: 2, cols: 8)
        #expect(canvas.put("日本", row: 0, col: 0) == 4)
        #expect(canvas.put("x", row: 0, col: 4) == 1)
        #expect(canvas.put("✅ok", row: 1, col: 1) == 4)
        #expect(canvas[0, 1].content == .continuation)
        #expect(canvas[1, 2].content == .continuation)
        #expect(canvas.text == """
            日本x
             ✅ok
            """)
    }

    @Test func wideGlyphAtRightEdgeIsPaddedNotSplit() {
        var canvas = Canvas(rows: 2, cols: 5)
        #expect(canvas.put("a日本", row: 0, col: 0) == 5)  // "a日" + pad: 本 would need columns 3-4… fits
        #expect(canvas.put("ab日本", row: 1, col: 0) == 5)  // 本 would straddle the edge: padded
        #expect(canvas.text == """
            a日本
            ab日
            """)
        #expect(canvas[1, 4] == Cell(.glyph(" ")))
        var narrow = Canvas(rows: 1, cols: 3)
        #expect(narrow.put("🙂🙂", row: 0, col: 0) == 3)
        #expect(narrow.lines == ["🙂"])
        #expect(narrow[0, 2].content == .glyph(" "))
    }

    @Test func maxWidthClipsAndNeverSplits() {
        var canvas = Canvas(rows: 1, cols: 10)
        #expect(canvas.put("日本語", row: 0, col: 0, maxWidth: 3) == 3)
        #expect(canvas.put("abcdef", row: 0, col: 3, maxWidth: 2) == 2)
        #expect(canvas.text == "日 ab")
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var canvas = Canvas(rows: 2, cols: 6)
        canvas.put("日本語", row: 0, col: 0)
        canvas.put("x", row: 0, col: 1)  // right half of 日
        canvas.put("y", row: 0, col: 2)  // left half of 本
        canvas.put("日本語", row: 1, col: 0)
        canvas.put("ab", row: 1, col: 1)  // starts inside 日, ends inside 本
        #expect(canvas.text == """
             xy 語
             ab 語
            """)
        for row in 0..<2 {
            for col in 0..<6 where canvas[row, col].content == .continuation {
                #expect(canvas[row, col - 1].character.map(DisplayWidth.of) == 2)
            }
        }
    }

    @Test func overlayBlitCoversAndClips() {
        var base = Canvas(rows: 4, cols: 12)
        for row in 0..<4 { base.put("............", row: row, col: 0) }
        var popup = Canvas(rows: 3, cols: 7)
        popup.box(popup.bounds, border: .light)
        popup.put("日本", row: 1, col: 1)
        base.blit(popup, atRow: 1, col: 3)
        base.blit(popup, atRow: 2, col: 9)  // clipped at the right and bottom edges
        #expect(base.text == """
            ............
            ...┌─────┐..
            ...│日本 ┌──
            ...└─────│日
            """)
        var source = Canvas(rows: 1, cols: 3)
        source.put("a日", row: 0, col: 0)
        var cut = Canvas(rows: 1, cols: 2)
        cut.blit(source, atRow: 0, col: 0)  // 日 would straddle the right edge
        #expect(cut[0, 1] == Cell(.glyph(" ")))
        #expect(cut.lines == ["a"])
        var edge = Canvas(rows: 1, cols: 4)
        var wide = Canvas(rows: 1, cols: 4)
        wide.put("日本", row: 0, col: 0)
        edge.blit(wide, atRow: 0, col: -1)  // the cut 日 becomes a space
        #expect(edge.lines == [" 本"])
    }

    @Test func fillLinesAndStyleMask() {
        var canvas = Canvas(rows: 4, cols: 8)
        canvas.fill(Rect(row: 0, col: 0, rows: 1, cols: 8), style: .reverse)
        canvas.put("Title", row: 0, col: 1, style: .reverse)
        canvas.put("ok", row: 1, col: 0, style: Style(tint: .good))
        canvas.put("no", row: 1, col: 3, style: Style(bold: true, tint: .bad))
        canvas.put("日", row: 1, col: 6, style: Style(tint: .warning))
        canvas.hline(row: 2, col: 0, width: 8, style: .dim)
        canvas.put("u", row: 3, col: 0, style: .underline)
        canvas.put("m", row: 3, col: 1, style: Style(tint: .muted))
        canvas.put("p", row: 3, col: 2, style: Style(tint: .prompt))
        canvas.put("a", row: 3, col: 3, style: Style(tint: .accent))
        canvas.put("h", row: 3, col: 4, style: Style(tint: .highlight))
        canvas.put("b", row: 3, col: 5, style: Style(tint: .bad))
        #expect(canvas.text == """
             Title
            ok no 日
            ────────
            umpahb
            """)
        #expect(canvas.styleMask == """
            RRRRRRRR
            gg BB ww
            DDDDDDDD
            Umpahb
            """)
    }

    @Test func heavyAndDoubleBorders() {
        var canvas = Canvas(rows: 3, cols: 8)
        canvas.box(Rect(row: 0, col: 0, rows: 3, cols: 4), border: .heavy)
        canvas.box(Rect(row: 0, col: 4, rows: 3, cols: 4), border: .double)
        canvas.box(Rect(row: 0, col: 0, rows: 1, cols: 1))  // too small: ignored
        #expect(canvas.text == """
            ┏━━┓╔══╗
            ┃  ┃║  ║
            ┗━━┛╚══╝
            """)
    }

    @Test func drawingOutsideIsClipped() {
        var canvas = Canvas(rows: 2, cols: 4)
        #expect(canvas.put("zzz", row: -1, col: 0) == 0)
        #expect(canvas.put("zzz", row: 2, col: 0) == 0)
        #expect(canvas.put("abcdef", row: 0, col: -2) == 6)
        canvas.fill(Rect(row: 1, col: 2, rows: 5, cols: 5), with: "#")
        #expect(canvas.text == "cdef\n  ##")
    }
}

/// Cells stored as scalars with a side table for clusters, and ZWJ sequences
/// replaced by their first part.
@Suite struct ClusterCellTests {
    @Test("a ZWJ family is stored as its first emoji, two columns wide")
    func zwjSequenceKeepsItsFirstEmoji() {
        var canvas = Canvas(rows: 1, cols: 8)
        let used = canvas.put("A\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}B", row: 0, col: 0)
        #expect(used == 4)
        #expect(canvas.text == "A\u{1F468}B")
        #expect(canvas[0, 2].content == .continuation)
        #expect(!canvas.text.unicodeScalars.contains("\u{200D}"))
        // A skin tone before the joiner stays: 👩🏽‍💻 → 👩🏽.
        canvas.put("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", row: 0, col: 4)
        #expect(canvas[0, 4].character == "\u{1F469}\u{1F3FD}")
    }

    @Test("clusters survive blits and overwrites, and equality compares what cells show")
    func clustersInTheSideTable() {
        var a = Canvas(rows: 2, cols: 6), b = Canvas(rows: 2, cols: 6)
        a.put("e\u{301}🇯🇵x", row: 0, col: 0)
        a.put("zz", row: 1, col: 0)
        b.put("zz", row: 1, col: 0)
        b.put("🇫🇷", row: 0, col: 0)  // a cluster that is then overwritten: table order differs
        b.put("e\u{301}🇯🇵x", row: 0, col: 0)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var target = Canvas(rows: 3, cols: 8)
        target.blit(a, atRow: 1, col: 1)
        #expect(target.lines == ["", " e\u{301}🇯🇵x", " zz"])
        #expect(target.scalar(row: 2, col: 1) == "z")
        #expect(target.scalar(row: 1, col: 1) == nil)  // a cluster
        #expect(target.sameCell(row: 1, col: 1, as: target))
        #expect(!target.sameCell(row: 1, col: 1, as: a))
    }
}

/// Text far wider than its room costs no more than the room: `put` and
/// `putTruncated` read at most 16 scalars a column, and the cells come out as before.
@Suite struct HugeTextTests {
    @Test("a 1,000,000-character string fills its row and ends in … when truncated")
    func hugeTextIsCutToItsRoom() {
        let huge = String(repeating: "Tracker-", count: 125_000)
        var canvas = Canvas(rows: 2, cols: 20)
        #expect(canvas.put(huge, row: 0, col: 0) == 20)
        #expect(canvas.putTruncated(huge, row: 1, col: 0, width: 12) == 12)
        #expect(canvas.lines == ["Tracker-Tracker-Trac", "Tracker-Tra…"])
        // Mostly invisible text past the budget is cut too, and says so.
        var marks = Canvas(rows: 1, cols: 10)
        marks.putTruncated("ab" + String(repeating: "\u{200B}", count: 1_000), row: 0, col: 0, width: 10)
        #expect(marks.lines == ["ab…"])
        // Left of the grid: what shows is the same as without the budget.
        var left = Canvas(rows: 1, cols: 6)
        left.put(String(repeating: "0123456789", count: 10_000), row: 0, col: -3)
        #expect(left.lines == ["345678"])
    }
}
