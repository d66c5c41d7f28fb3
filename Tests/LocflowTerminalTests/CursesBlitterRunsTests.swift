import CNCursesW
import CellGrid
import Glibc
import Testing

@testable import LocflowTerminal

/// The blitter's runs (`mvwadd_wchnstr`) against the per-cell algorithm it replaced
/// (`mvwadd_wch` a cell), cell by cell. In `CursesTests`, the one serialised suite
/// that may touch curses.
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

    /// Control-free random text: pieces the explorer draws (boxes, emoji, flags, combining marks,
    /// a ZWJ family, skin tones) and scalars drawn from whole blocks (Latin, combining marks,
    /// CJK, Hangul, box drawing, emoji, zero-width and format characters, unassigned and private-use
    /// code points, which curses may refuse or count otherwise).
    static func randomText(_ random: inout Seeded) -> String {
        let pieces = ["日本", "🙂", "e\u{301}\u{302}", "⚠️", "🇫🇷", "👨\u{200D}👩\u{200D}👧", "👍🏽", "─│┌┐└┘├┤", "a\u{200B}b", "x\u{FE0F}", " "]
        let blocks: [ClosedRange<UInt32>] = [
            0x21...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x4E00...0x4E7F, 0xAC00...0xAC7F, 0x2500...0x257F,
            0x1F300...0x1F64F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1100...0x115F, 0xFF01...0xFF60,
            0x370...0x37F, 0x2FE0...0x2FEF, 0xE000...0xE00F, 0x1FA70...0x1FAFF,  // unassigned, private use, newer emoji
        ]
        var text = ""
        for _ in 0..<(1 + random.next(6)) {
            if random.next(3) == 0 {
                text += pieces[random.next(pieces.count)]
            } else {
                let block = blocks[random.next(blocks.count)]
                let value = block.lowerBound + UInt32(random.next(Int(block.upperBound - block.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
        }
        return text
    }

    /// A random style: any mix of the four attributes, with or without a tint.
    static func randomStyle(_ random: inout Seeded) -> Style {
        let tints: [Tint?] = [nil, .accent, .good, .warning, .bad, .muted, .prompt]
        return Style(
            bold: random.next(2) == 0, dim: random.next(4) == 0, reverse: random.next(3) == 0,
            underline: random.next(4) == 0, tint: tints[random.next(tints.count)])
    }

    /// A canvas around the window's size, filled with `randomText` in `randomStyle`s.
    static func randomTextCanvas(_ random: inout Seeded, rows: Int, cols: Int) -> Canvas {
        var canvas = Canvas(rows: rows - 2 + random.next(5), cols: cols - 3 + random.next(7))
        for _ in 0..<(canvas.rows * canvas.cols / 3) {
            canvas.put(Self.randomText(&random), row: random.next(canvas.rows), col: random.next(canvas.cols), style: Self.randomStyle(&random))
        }
        return canvas
    }

    /// The blitter against `CellByCellBlitter`, the per-cell algorithm it replaced, kept in the
    /// tests: 400 seeds of random text, styles and sizes around the window's, half of
    /// them drawn over a random earlier frame (of its own random size) so only changes are sent,
    /// in a UTF-8 and in a non-UTF-8 locale (`unicode` false: ACS boxes, ASCII text); every
    /// cell of the two windows (glyph, combining marks, attributes, pair) must be equal,
    /// the bottom-right corner included (the windows are the whole screen).
    @Test func blitGivesTheCellsOfTheCellByCellOracle() throws {
        let rows = 7, cols = 16
        let screen = try #require(HeadlessScreen(rows: rows, cols: cols, colors: true))
        defer { screen.close() }
        let palette = Palette.start()
        for seed in UInt64(1)...400 {
            var random = Seeded(state: seed &* 7919)
            let unicode = seed % 4 != 0
            let before = seed % 2 == 0 ? Self.randomTextCanvas(&random, rows: rows, cols: cols) : nil
            let after = Self.randomTextCanvas(&random, rows: rows, cols: cols)
            let blitted = try #require(newwin(Int32(rows), Int32(cols), 0, 0))
            let oracle = try #require(newwin(Int32(rows), Int32(cols), 0, 0))
            defer {
                delwin(blitted)
                delwin(oracle)
            }
            if let before {
                CursesBlitter.blit(before, into: blitted, palette: palette, unicode: unicode)
                CellByCellBlitter.blit(before, previous: nil, into: oracle, palette: palette, unicode: unicode)
                wnoutrefresh(blitted)  // untouched now: the next blit sends only changes
                wnoutrefresh(oracle)
            }
            CursesBlitter.blit(after, into: blitted, palette: palette, unicode: unicode)
            CellByCellBlitter.blit(after, previous: before, into: oracle, palette: palette, unicode: unicode)
            for row in 0..<rows {
                for col in 0..<cols {
                    #expect(Self.cellBytes(blitted, row, col) == Self.cellBytes(oracle, row, col), "seed \(seed), row \(row), col \(col)")
                }
            }
        }
        CursesBlitter.forget()
    }
}
