import CellGrid
import LocflowCore
import LocflowTerminal
import LocflowUI
import Testing

/// Whole explorer screens drawn through real ncurses and read back (tig's headless trick):
/// in the serialized curses suite, because curses is process-global.
extension CursesTests {
    @Test("explorer screens survive the curses round trip at 100×30 and 80×24", arguments: [
        ScreenSize(rows: 30, cols: 100), ScreenSize(rows: 24, cols: 80),
    ])
    func explorerRoundTrip(size: ScreenSize) throws {
        var state = ExplorerState(config: Setup())
        for key in "a2p".map(Key.char) { state.handle(key, size: size) }
        let canvas = Explorer.render(state, size: size)
        #expect(canvas.text.contains("authorizedAlways"))
        let screen = try #require(HeadlessScreen(rows: size.rows, cols: size.cols))
        defer { screen.close() }
        screen.draw(canvas)
        #expect(screen.lines == canvas.lines)
    }

    @Test("a prompt with a hostile, wide app name reads back exactly as the grid holds it")
    func hostileNameRoundTrip() throws {
        let size = ScreenSize(rows: 30, cols: 100)
        var config = Setup()
        config.app.name = "地図\u{1B}[2J\u{7}Tracker"
        var state = ExplorerState(config: config)
        state.handle(.char("w"), size: size)
        let canvas = Explorer.render(state, size: size)
        #expect(!canvas.text.contains("\u{1B}"))
        #expect(canvas.text.contains("地図␛[2J␇Tracker"))
        let screen = try #require(HeadlessScreen(rows: size.rows, cols: size.cols))
        defer { screen.close() }
        screen.draw(canvas)
        #expect(screen.lines == canvas.lines)
    }
}
