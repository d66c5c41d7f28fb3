import CNCursesW
import CellGrid
import Glibc
import Testing

@testable import LocflowTerminal

/// The blitter's runs (`mvwadd_wchnstr`) against its per-cell path (`mvwadd_wch`), cell by cell
/// (issue 14). In `CursesTests`, the one serialised suite that may touch curses.
extension CursesTests {
    /// What a window holds at `row`, `col`: the whole curses cell (glyph, combining marks,
    /// attributes, the wide-glyph half bits, colour pair), as bytes.
    static func cellBytes(_ window: UnsafeMutablePointer<WINDOW>, _ row: Int, _ col: Int) -> [UInt8] {
        var cell = cchar_t()
        _ = mvwin_wch(window, Int32(row), Int32(col), &cell)
        return withUnsafeBytes(of: &cell) { Array($0) }
    }

    /// A small deterministic generator (SplitMix64), so a failure names the seed that gives it.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A canvas of random text: wide glyphs, emoji, combining marks, flags, box lines, styles.
    static func randomCanvas(_ random: inout Seeded, rows: Int, cols: Int) -> Canvas {
        let pieces = ["a", "Z", " ", "日", "本語", "🙂", "e\u{301}", "⚠️", "🇫🇷", "─", "│┌┐", "x y", "👍🏽", "✓", "Ω"]
        let styles: [Style] = [.plain, .bold, .reverse, .underline, .dim, Style(tint: .good), Style(bold: true, tint: .accent), Style(tint: .bad)]
        var canvas = Canvas(rows: rows, cols: cols)
        for _ in 0..<(rows * cols / 2) {
            canvas.put(pieces[random.next(pieces.count)], row: random.next(rows), col: random.next(cols), style: styles[random.next(styles.count)])
        }
        return canvas
    }

    @Test func runsGiveTheCellsOfTheCellByCellPath() throws {
        let rows = 6, cols = 14
        let screen = try #require(HeadlessScreen(rows: rows, cols: cols, colors: true))
        defer { screen.close() }
        let palette = Palette.start()
        for seed in UInt64(1)...300 {
            var random = Seeded(state: seed)
            // Canvases smaller, equal and larger than the window; every third one drawn over
            // another, so only the cells that changed are sent.
            let size = (rows: rows - 2 + random.next(5), cols: cols - 3 + random.next(7))
            let before = seed % 3 == 0 ? Self.randomCanvas(&random, rows: size.rows, cols: size.cols) : nil
            let after = Self.randomCanvas(&random, rows: size.rows, cols: size.cols)
            let runs = try #require(newwin(Int32(rows), Int32(cols), 0, 0))
            let cells = try #require(newwin(Int32(rows), Int32(cols), 0, 0))
            defer {
                delwin(runs)
                delwin(cells)
            }
            for (window, eachCell) in [(runs, false), (cells, true)] {
                if let before {
                    CursesBlitter.blit(before, into: window, palette: palette, eachCell: eachCell)
                    wnoutrefresh(window)  // untouched now: the next blit sends only changes
                }
                CursesBlitter.blit(after, into: window, palette: palette, eachCell: eachCell)
            }
            for row in 0..<rows {
                for col in 0..<cols {
                    #expect(Self.cellBytes(runs, row, col) == Self.cellBytes(cells, row, col), "seed \(seed), row \(row), col \(col)")
                }
            }
        }
        CursesBlitter.forget()
    }
}
