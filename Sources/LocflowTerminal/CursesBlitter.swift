import CNCursesW
import CellGrid
import Glibc

/// A curses window pointer. On Debian `NCURSES_OPAQUE` is 0, so `WINDOW *` imports typed.
typealias Window = UnsafeMutablePointer<WINDOW>

/// Copies a `Canvas` into a curses window, cell by cell; the caller then refreshes.
///
/// Only the virtual screen is touched, so `doupdate` sends just the cells that changed since
/// the last frame. Never `clear()` per frame: that forces a full repaint.
///
/// Draw only what changed: the blitter remembers the last canvas it copied into a
/// window and, when the window has not been touched since (curses marks a window touched when
/// it is created, erased or written by anyone else, and `wnoutrefresh` clears the mark), writes
/// only the cells that differ from it. A key usually changes a few dozen cells of 3,000.
enum CursesBlitter {
    /// The last canvas copied into a window, and that window.
    /// Shared mutable state: curses's screen is one per process, and so is the memory of what was
    /// last copied into it; only the thread running the session draws.
    nonisolated(unsafe) private static var shown: (window: Window, canvas: Canvas)?

    /// Forgets the last frame: the next `blit` writes every cell. For whoever blanks the window
    /// and refreshes it (leaving for Ctrl-Z), which clears curses's touched mark too, so the
    /// blitter could not tell the window no longer holds the last frame.
    static func forget() { shown = nil }

    /// Writes the glyph cells of `canvas` that differ from the last frame into `window`
    /// (continuation cells are skipped: curses fills them itself when it places a wide character).
    /// `unicode` false (a non-UTF-8 locale) draws through `LineDrawing`: ACS boxes, ASCII text.
    static func blit(_ canvas: Canvas, into window: Window, palette: Palette, unicode: Bool = true) {
        var height: Int32 = 0, width: Int32 = 0
        cnc_getmaxyx(window, &height, &width)
        // A canvas of another size would leave stale cells around it.
        if canvas.rows != Int(height) || canvas.cols != Int(width) { werase(window) }
        let previous = shown.flatMap { $0.window == window && !is_wintouched(window) ? $0.canvas : nil }
        shown = (window, canvas)
        let rows = min(canvas.rows, Int(height)), cols = min(canvas.cols, Int(width))
        // On the stack: a frame allocates nothing here.
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { chars in
            chars.initialize(repeating: 0)
            drawCells(canvas, previous: previous, into: window, palette: palette, unicode: unicode, rows: rows, cols: cols, chars: chars)
        }
    }

    /// `blit`'s loop over the cells, with a buffer for one cell's scalars.
    ///
    /// In a UTF-8 locale each row's cells to write go to curses in runs, one `mvwadd_wchnstr`
    /// a run: it copies the cells into the line as they are and fills the right half of each
    /// wide glyph itself, where `wadd_wch` checked each character for control codes, wrapping
    /// and scrolling (blitting a 100×30 first frame cost 2.3 M instructions that way,
    /// a third of the start). A run is broken only by a glyph that did not change; the right
    /// halves of wide glyphs are never sent. The window receives the same cells either way
    /// (`CursesBlitterRunsTests.blitGivesTheCellsOfTheCellByCellOracle` compares every cell with the
    /// per-cell algorithm, kept in the tests).
    private static func drawCells(
        _ canvas: Canvas, previous: Canvas?, into window: Window, palette: Palette, unicode: Bool, rows: Int, cols: Int,
        chars: UnsafeMutableBufferPointer<wchar_t>
    ) {
        guard unicode else {
            return drawEachCell(canvas, previous: previous, into: window, palette: palette, unicode: false, rows: 0..<rows, cols: cols, chars: chars)
        }
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: max(1, cols)) { run in
            // Runs of one style are the rule: resolve each style once per run of it, into a
            // `template` cell (a space in that style) that one-scalar cells copy.
            var lastStyle = Style.plain, resolved = palette.resolve(.plain)
            var template = cchar_t()
            fillTemplate(&template, attributes: resolved.attributes, pair: resolved.pair, chars: chars)
            for r in 0..<rows {
                var count = 0, start = 0
                // Each cell is read once: this one, and the next to know whether this glyph is
                // wide (the next is then its right half).
                var next = canvas.peek(row: r, col: 0)
                for c in 0..<cols {
                    let here = next
                    next = canvas.peek(row: r, col: c + 1)  // outside the grid past the last column
                    if here.isContinuation { continue }  // curses fills it with its glyph
                    let wide = next.isContinuation
                    if let previous, canvas.sameCell(row: r, col: c, as: previous) {
                        if count > 0 { _ = mvwadd_wchnstr(window, Int32(r), Int32(start), run.baseAddress, Int32(count)) }
                        count = 0
                        continue
                    }
                    if here.style != lastStyle {
                        lastStyle = here.style
                        resolved = palette.resolve(here.style)
                        fillTemplate(&template, attributes: resolved.attributes, pair: resolved.pair, chars: chars)
                    }
                    if count == 0 { start = c }
                    if let scalar = here.scalar, scalar.value != 0 {
                        // A one-scalar glyph (nearly every cell): the template with its scalar in
                        // place of the space (see `cell`); a wide one in the last column a space.
                        run[count] = template
                        if c + 1 < cols || DisplayWidth.of(scalar) < 2 { run[count].chars.0 = wchar_t(bitPattern: scalar.value) }
                    } else {
                        cell(canvas, row: r, col: c, cols: cols, attributes: resolved.attributes, pair: resolved.pair, chars: chars, into: &run[count])
                    }
                    if !cursesAgrees(run[count].chars.0, wide: wide) {
                        // Curses would move the rest of the run by its own width for this glyph,
                        // and mends the wide glyphs it overlaps otherwise than `wadd_wch`: send
                        // the run so far, then the rest of the row cell by cell (rare: a glyph
                        // newer than glibc's tables).
                        if count > 0 { _ = mvwadd_wchnstr(window, Int32(r), Int32(start), run.baseAddress, Int32(count)) }
                        count = 0
                        drawEachCell(canvas, previous: previous, into: window, palette: palette, unicode: true, rows: r..<(r + 1), cols: cols, from: c, chars: chars)
                        break
                    }
                    count += 1
                }
                if count > 0 { _ = mvwadd_wchnstr(window, Int32(r), Int32(start), run.baseAddress, Int32(count)) }
            }
        }
    }

    /// Whether curses advances a run by the canvas's width for a glyph whose first scalar is
    /// `first`: `wadd_wchnstr` moves on by `wcwidth` (-1 or 0 for a scalar glibc does not know,
    /// such as an emoji newer than its tables), where the canvas counts the Unicode data Swift
    /// carries. Printable ASCII and Latin-1 up to U+02FF are one column for both, unasked.
    private static func cursesAgrees(_ first: wchar_t, wide: Bool) -> Bool {
        let value = UInt32(bitPattern: first)
        if !wide && ((0x20..<0x7F).contains(value) || (0xA0..<0x300).contains(value)) { return true }
        return wcwidth(first) == (wide ? 2 : 1)
    }

    /// A space in `attributes` and colour `pair`, made by `setcchar`: what `setcchar` makes of
    /// any one scalar in that style but for the scalar itself.
    private static func fillTemplate(_ template: inout cchar_t, attributes: attr_t, pair: Int16, chars: UnsafeMutableBufferPointer<wchar_t>) {
        chars[0] = wchar_t(UInt8(ascii: " "))
        chars[1] = 0
        _ = setcchar(&template, chars.baseAddress, attributes, pair, nil)
    }

    /// The curses cell for a glyph of more than one scalar (a cluster) at `row`, `col`, in
    /// `attributes` and colour `pair`, made by `setcchar`. A wide glyph in the window's last
    /// column (a narrower window) becomes a space.
    ///
    /// A one-scalar glyph (nearly every cell) does not come here: `drawCells` copies the style's
    /// template with its scalar in place of the space, without a `setcchar` call (74
    /// instructions a cell). For one non-NUL character `setcchar` (ncurses `lib_cchar.c`)
    /// checks no width, zeroes the cell, sets the attributes and pair whatever the character,
    /// and copies that one character, so the cells are the same
    /// (`CursesBlitterRunsTests.blitGivesTheCellsOfTheCellByCellOracle` compares them).
    private static func cell(
        _ canvas: Canvas, row: Int, col: Int, cols: Int, attributes: attr_t, pair: Int16,
        chars: UnsafeMutableBufferPointer<wchar_t>, into cell: inout cchar_t
    ) {
        guard case .glyph(let character) = canvas[row, col].content else { return }
        fill(chars, with: col + 1 < cols || DisplayWidth.of(character) < 2 ? character : " ")
        if setcchar(&cell, chars.baseAddress, attributes, pair, nil) == ERR {
            chars[1] = 0  // drop the combining marks curses refused, keep the base
            _ = setcchar(&cell, chars.baseAddress, attributes, pair, nil)
        }
    }

    /// The per-cell path: one `mvwadd_wch` a cell. For a locale without UTF-8 (ACS boxes,
    /// ASCII text, a space written after each narrowed wide glyph), and for the rest of a row from
    /// a glyph curses measures otherwise than the canvas.
    /// `from` is the first column of the first row drawn (the rest of a row the runs gave up on).
    private static func drawEachCell(
        _ canvas: Canvas, previous: Canvas?, into window: Window, palette: Palette, unicode: Bool, rows: Range<Int>, cols: Int,
        from: Int = 0, chars: UnsafeMutableBufferPointer<wchar_t>
    ) {
        var cell = cchar_t()
        for r in rows {
            for c in (r == rows.lowerBound ? from : 0)..<cols {
                if let previous, canvas.sameCell(row: r, col: c, as: previous) { continue }
                let item = canvas[r, c]
                guard case .glyph(let character) = item.content else { continue }
                var (attributes, pair) = palette.resolve(item.style)
                // A wide glyph the window cannot hold whole (narrower window) becomes a space.
                let fits = c + 1 < cols || DisplayWidth.of(character) < 2
                var glyph = fits ? character : " "
                if !unicode {
                    let wide = DisplayWidth.of(glyph) >= 2
                    let (narrow, alternate) = LineDrawing.narrow(glyph)
                    glyph = narrow
                    if alternate { attributes |= cnc_a_altcharset() }
                    if wide, c + 1 < cols { _ = mvwaddch(window, Int32(r), Int32(c + 1), chtype(UInt8(ascii: " "))) }
                    fill(chars, with: glyph)
                } else if fits, let scalar = canvas.scalar(row: r, col: c) {
                    chars[0] = wchar_t(bitPattern: scalar.value)
                    chars[1] = 0
                } else {
                    fill(chars, with: glyph)
                }
                if setcchar(&cell, chars.baseAddress, attributes, pair, nil) == ERR {
                    chars[1] = 0  // drop the combining marks curses refused, keep the base
                    _ = setcchar(&cell, chars.baseAddress, attributes, pair, nil)
                }
                _ = mvwadd_wch(window, Int32(r), Int32(c), &cell)  // bottom-right returns ERR, still drawn
            }
        }
    }

    /// The base scalar plus following zero-width scalars (combining marks, VS16, ZWJ), at most
    /// `CCHARW_MAX`, NUL-terminated. Curses keeps only non-spacing followers anyway; a joiner
    /// (U+200D) is never sent, since terminals such as tmux fuse whatever follows it into the
    /// glyph (the canvas already keeps only the part of a ZWJ sequence before its first joiner).
    private static func fill(_ chars: UnsafeMutableBufferPointer<wchar_t>, with character: Character) {
        var count = 0
        for scalar in character.unicodeScalars {
            if count == Int(CCHARW_MAX) { break }
            if count > 0 && (DisplayWidth.of(scalar) != 0 || scalar == "\u{200D}") { break }
            chars[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        chars[count] = 0
    }

    /// Reads row `row` of `window` back as text (wide glyphs once), trailing spaces trimmed.
    static func readRow(_ row: Int, of window: Window, cols: Int) -> String {
        var buffer = [wchar_t](repeating: 0, count: cols * Int(CCHARW_MAX) + 1)
        let count = mvwinnwstr(window, Int32(row), 0, &buffer, Int32(buffer.count - 1))
        guard count != ERR else { return "" }
        var scalars = String.UnicodeScalarView()
        for value in buffer.prefix(while: { $0 != 0 }) {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { scalars.append(scalar) }
        }
        var line = String(scalars)
        while line.last == " " { line.removeLast() }
        return line
    }
}
