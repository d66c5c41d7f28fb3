import CellGrid
import Testing

/// `Canvas.copy`: a rectangle of cells drawn elsewhere lands as drawing it here would.
@Suite struct CanvasCopyTests {
    /// What the render cache relies on: copying a view's area from a canvas it was drawn on alone
    /// gives the cells of drawing it straight into the frame, wide glyphs and clusters included.
    @Test func copiedAreaEqualsDrawnArea() {
        let area = Rect(row: 1, col: 3, rows: 2, cols: 8)
        func view(_ canvas: inout Canvas) {
            canvas.put("a🇫🇷b漢é\u{301}", row: 1, col: 3, style: .bold, maxWidth: 8)
            canvas.put("x漢", row: 2, col: 3, maxWidth: 8)
        }
        var direct = Canvas(rows: 4, cols: 14)
        direct.put("left", row: 1, col: 0)
        view(&direct)
        var alone = Canvas(rows: 4, cols: 14)
        view(&alone)
        var copied = Canvas(rows: 4, cols: 14)
        copied.put("left", row: 1, col: 0)
        copied.copy(area, from: alone)
        #expect(copied == direct)
        #expect(copied.text == direct.text)
        #expect(copied.styleMask == direct.styleMask)
    }

    /// Edges: a wide glyph of the target cut by the area loses its other half; a wide glyph in
    /// the area's last column brings its continuation; a continuation in the first column, whose
    /// glyph is outside, becomes a space.
    @Test func wideGlyphsAtTheEdges() {
        var target = Canvas(rows: 1, cols: 8)
        target.put("漢字漢字", row: 0, col: 0)  // glyphs at 0, 2, 4, 6
        var source = Canvas(rows: 1, cols: 8)
        source.put("ab漢", row: 0, col: 1)  // a at 1, b at 2, 漢 at 3–4
        target.copy(Rect(row: 0, col: 1, rows: 1, cols: 3), from: source)  // columns 1–3
        #expect(target.text == " ab漢 字")
        var shifted = Canvas(rows: 1, cols: 8)
        shifted.copy(Rect(row: 0, col: 4, rows: 1, cols: 2), from: source)  // starts on 漢's second half
        #expect(shifted.text == "")
        #expect(shifted[0, 4] == .blank)
    }

    /// Canvases of different widths are copied cell by cell, clipped to both.
    @Test func differentWidths() {
        var small = Canvas(rows: 2, cols: 4)
        small.put("wxyz", row: 0, col: 0)
        var big = Canvas(rows: 3, cols: 10)
        big.copy(Rect(row: 0, col: 0, rows: 3, cols: 10), from: small)
        #expect(big.text == "wxyz\n\n")
    }

    /// `clear(rows:cols:only:)` blanks the area, cuts the wide glyphs its edges split into
    /// spaces, and keeps the rest; with clusters in the table (or a new size) it clears it all.
    @Test func clearOnlyAnArea() {
        var canvas = Canvas(rows: 2, cols: 8)
        canvas.put("漢字漢字", row: 0, col: 0, style: .bold)  // glyphs at 0, 2, 4, 6
        canvas.put("abcdefgh", row: 1, col: 0)
        canvas.clear(rows: 2, cols: 8, only: Rect(row: 0, col: 3, rows: 1, cols: 2))  // columns 3–4
        #expect(canvas.text == "漢    字\nabcdefgh")
        #expect(canvas[0, 2] == Cell(.glyph(" "), style: .bold))
        #expect(canvas[0, 5] == Cell(.glyph(" "), style: .bold))
        #expect(canvas[0, 3] == .blank)
        var drawn = Canvas(rows: 2, cols: 8)
        drawn.put("漢    字", row: 0, col: 0, style: .bold)
        drawn.put("abcdefgh", row: 1, col: 0)
        drawn.copy(Rect(row: 0, col: 3, rows: 1, cols: 2), from: Canvas(rows: 2, cols: 8))
        #expect(canvas == drawn)
        var flagged = Canvas(rows: 1, cols: 8)
        flagged.put("🇫🇷 x", row: 0, col: 0)
        flagged.clear(rows: 1, cols: 8, only: Rect(row: 0, col: 3, rows: 1, cols: 1))
        #expect(flagged == Canvas(rows: 1, cols: 8))  // a cluster: the whole canvas is cleared
        flagged.put("ab", row: 0, col: 0)
        flagged.clear(rows: 2, cols: 8, only: Rect(row: 0, col: 0, rows: 1, cols: 1))
        #expect(flagged == Canvas(rows: 2, cols: 8))  // a new size: a new blank canvas
    }
}
