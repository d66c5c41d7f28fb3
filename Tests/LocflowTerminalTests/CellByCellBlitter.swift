import CNCursesW
import CellGrid
import Glibc

@testable import LocflowTerminal

/// The blitter as it was before it sent runs: one `setcchar` and one `mvwadd_wch` per
/// changed glyph cell, kept here, apart from the blitter, as the oracle its runs are compared with.
///
/// A copy on purpose: a change to the blitter's shared helpers (`fill`, the wide-glyph rule)
/// cannot change the oracle with it. Framing as `CursesBlitter.blit`: a canvas of another size
/// than the window erases it first, and `previous` counts only while the window is untouched.
enum CellByCellBlitter {
    /// Writes the glyph cells of `canvas` that differ from `previous` into `window`.
    static func blit(_ canvas: Canvas, previous: Canvas?, into window: UnsafeMutablePointer<WINDOW>, palette: Palette, unicode: Bool) {
        var height: Int32 = 0, width: Int32 = 0
        cnc_getmaxyx(window, &height, &width)
        if canvas.rows != Int(height) || canvas.cols != Int(width) { werase(window) }
        let previous = is_wintouched(window) ? nil : previous
        let rows = min(canvas.rows, Int(height)), cols = min(canvas.cols, Int(width))
        var chars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var cell = cchar_t()
        for r in 0..<rows {
            for c in 0..<cols {
                if let previous, canvas.sameCell(row: r, col: c, as: previous) { continue }
                let item = canvas[r, c]
                guard case .glyph(let character) = item.content else { continue }
                var (attributes, pair) = palette.resolve(item.style)
                // A wide glyph the window cannot hold whole (narrower window) becomes a space.
                var glyph = c + 1 < cols || DisplayWidth.of(character) < 2 ? character : " "
                if !unicode {
                    let wide = DisplayWidth.of(glyph) >= 2
                    let (narrow, alternate) = LineDrawing.narrow(glyph)
                    glyph = narrow
                    if alternate { attributes |= cnc_a_altcharset() }
                    if wide, c + 1 < cols { _ = mvwaddch(window, Int32(r), Int32(c + 1), chtype(UInt8(ascii: " "))) }
                }
                fill(&chars, with: glyph)
                if setcchar(&cell, chars, attributes, pair, nil) == ERR {
                    chars[1] = 0  // drop the combining marks curses refused, keep the base
                    _ = setcchar(&cell, chars, attributes, pair, nil)
                }
                _ = mvwadd_wch(window, Int32(r), Int32(c), &cell)  // bottom-right returns ERR, still drawn
            }
        }
    }

    /// The base scalar plus following zero-width scalars (never a joiner), at most `CCHARW_MAX`.
    private static func fill(_ chars: inout [wchar_t], with character: Character) {
        var count = 0
        for scalar in character.unicodeScalars {
            if count == Int(CCHARW_MAX) { break }
            if count > 0 && (DisplayWidth.of(scalar) != 0 || scalar == "\u{200D}") { break }
            chars[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        chars[count] = 0
    }
}
