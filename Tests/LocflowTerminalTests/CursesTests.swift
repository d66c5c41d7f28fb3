import CNCursesW
import CellGrid
import Glibc
import LocflowTerminal
import Testing

/// Everything that touches curses or the process locale. Curses state is process-global and
/// Swift Testing runs suites in parallel, so all of it lives in this one serialised suite.
@Suite(.serialized) struct CursesTests {
    static func sampleCanvas() -> Canvas {
        var canvas = Canvas(rows: 6, cols: 24)
        canvas.box(canvas.bounds, title: "Location", style: Style(tint: .accent), titleStyle: .bold)
        canvas.put("Status: ", row: 1, col: 2)
        canvas.put("Allowed ✓", row: 1, col: 10, style: Style(bold: true, tint: .good))
        canvas.put("日本語 🙂 café", row: 2, col: 2)
        canvas.put("e\u{301} ⚠️ x", row: 3, col: 2, style: .underline)
        canvas.putTruncated("Precise location is on", row: 4, col: 2, width: 20, style: .reverse)
        return canvas
    }

    @Test func roundTripThroughCurses() throws {
        let canvas = Self.sampleCanvas()
        let screen = try #require(HeadlessScreen(rows: canvas.rows, cols: canvas.cols))
        defer { screen.close() }
        screen.draw(canvas)
        #expect(screen.lines.count == canvas.rows)
        for (row, (drawn, expected)) in zip(screen.lines, canvas.lines).enumerated() {
            #expect(drawn == expected, "row \(row)")
        }
        #expect(screen.lines[0] == "┌─ Location ───────────┐")
        #expect(screen.lines[2] == "│ 日本語 🙂 café       │")
    }

    @Test func redrawOfAnotherCanvasLeavesNoStaleCells() throws {
        let screen = try #require(HeadlessScreen(rows: 3, cols: 10))
        defer { screen.close() }
        var first = Canvas(rows: 3, cols: 10)
        first.put("日本日本日", row: 0, col: 0)
        first.put("abcdefghij", row: 1, col: 0)
        screen.draw(first)
        var second = Canvas(rows: 3, cols: 10)
        second.put("x日", row: 0, col: 0)
        second.put("abc", row: 1, col: 0)
        screen.draw(second)
        #expect(screen.text == second.text)
        var small = Canvas(rows: 2, cols: 4)  // smaller than the screen: the rest is erased
        small.put("ok", row: 0, col: 0)
        screen.draw(small)
        #expect(screen.lines == ["ok", "", ""])
    }

    @Test func stylesReachCursesAttributes() throws {
        let screen = try #require(HeadlessScreen(rows: 1, cols: 6, colors: true))
        defer { screen.close() }
        var canvas = Canvas(rows: 1, cols: 6)
        canvas.put("B", row: 0, col: 0, style: .bold)
        canvas.put("R", row: 0, col: 1, style: .reverse)
        canvas.put("g", row: 0, col: 2, style: Style(tint: .good))
        canvas.put("p", row: 0, col: 3)
        screen.draw(canvas)
        let cells = (0..<4).map { Self.cellAttributes(row: 0, col: $0) }
        #expect(cells[0].attributes & cnc_a_bold() != 0)
        #expect(cells[1].attributes & cnc_a_reverse() != 0)
        #expect(cells[2].pair != 0)
        #expect(cells[3].attributes & (cnc_a_bold() | cnc_a_reverse()) == 0 && cells[3].pair == 0)
    }

    @Test func monochromeDropsTintsButKeepsAttributes() throws {
        let screen = try #require(HeadlessScreen(rows: 1, cols: 4, colors: false))
        defer { screen.close() }
        var canvas = Canvas(rows: 1, cols: 4)
        canvas.put("x", row: 0, col: 0, style: Style(bold: true, tint: .bad))
        screen.draw(canvas)
        let cell = Self.cellAttributes(row: 0, col: 0)
        #expect(cell.pair == 0)
        #expect(cell.attributes & cnc_a_bold() != 0)
    }

    /// Reads attributes and colour pair of one on-screen cell back from curses.
    static func cellAttributes(row: Int32, col: Int32) -> (attributes: attr_t, pair: Int16) {
        var cell = cchar_t()
        _ = mvwin_wch(cnc_stdscr(), row, col, &cell)
        var chars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        _ = getcchar(&cell, &chars, &attributes, &pair, nil)
        return (attributes, pair)
    }

    @Test func oneCellChangeCostsFarFewerBytesThanAFullRepaint() throws {
        let screen = try #require(HeadlessScreen(rows: 24, cols: 80, colors: true, recordOutput: true))
        defer { screen.close() }
        var canvas = Canvas(rows: 24, cols: 80)
        for row in 0..<24 { canvas.put(String(repeating: "locflow 日本 ", count: 7), row: row, col: 0, style: Style(tint: .accent)) }
        let start = screen.bytesWritten
        screen.draw(canvas)
        let full = screen.bytesWritten - start
        canvas.put("X", row: 12, col: 40, style: .bold)
        screen.draw(canvas)
        let delta = screen.bytesWritten - start - full
        screen.draw(canvas)
        let unchanged = screen.bytesWritten - start - full - delta
        #expect(full > 2000, "full repaint: \(full) bytes")
        #expect(delta > 0 && delta < 64, "one-cell change: \(delta) bytes")
        #expect(unchanged == 0)
    }

    @Test func checkTermMapsNamesToErrors() {
        #expect(Terminal.checkTerm(nil) == .termUnset)
        #expect(Terminal.checkTerm("") == .termUnset)
        #expect(Terminal.checkTerm("no-such-term-xyz") == .termUnknown("no-such-term-xyz"))
        #expect(Terminal.checkTerm("dumb") == .termNotAddressable("dumb"))  // no cursor addressing: not "unknown"
        #expect(Terminal.checkTerm("xterm-256color") == nil)
        #expect(Terminal.checkTerm("screen") == nil)
        #expect(TerminalError.termUnknown("x\u{1B}]0;pwn\u{07}").message == "TERM=\"x␛]0;pwn␇\" is unknown to terminfo; try TERM=xterm-256color")
        #expect(TerminalError.termUnset.message.hasPrefix("TERM is not set"))
    }

    @Test func preflightFailsWithoutATerminal() {
        // Under `swift test` stdin/stdout are usually not ttys; when they are, this proves nothing.
        if isatty(STDIN_FILENO) == 0 {
            #expect(Terminal.preflight() == .stdinNotATerminal)
        } else if isatty(STDOUT_FILENO) == 0 {
            #expect(Terminal.preflight() == .stdoutNotATerminal)
        }
        let idle = Terminal()
        #expect(idle.size == (0, 0))
        #expect(idle.readKey(timeoutMs: 0) == nil)
        idle.stop()  // stop before start is a no-op
    }

    /// Characters the explorer might plausibly show, across every width rule.
    static let widthSamples: [Unicode.Scalar] = [
        "a", "~", "é", "ß", "Ω", "Ж", "א", "ع", "ก", "─", "┌", "╭", "━", "│", "…", "→", "←", "↑", "▸", "●", "○",
        "✓", "✗", "✔", "★", "☂", "⚠", "⌘", "°", "±", "½", "€", "™", "\u{A0}", "\u{AD}",
        "日", "本", "語", "中", "한", "가", "ｱ", "Ａ", "！", "。", "、", "〜", "ー", "\u{3000}", "\u{1100}", "\u{1160}",
        "🙂", "👍", "✅", "❌", "⌚", "⏰", "⭐", "🚀", "📍", "🗺", "🌍", "🇯", "\u{1F3FB}",
        "\u{301}", "\u{308}", "\u{20DD}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{FE0F}", "\u{FEFF}", "\u{2060}",
        "\u{E000}", "\u{FFFD}", "\u{20000}", "\u{2F800}",
    ]

    @Test func displayWidthAgreesWithGlibcWcwidth() {
        setlocale(LC_CTYPE, "C.UTF-8")  // wcwidth answers -1 for non-ASCII in the C locale
        for scalar in Self.widthSamples {
            let glibc = Int(cnc_wcwidth(scalar.value))
            #expect(DisplayWidth.of(scalar) == glibc, "U+\(String(scalar.value, radix: 16, uppercase: true)) \(scalar)")
        }
    }
}
