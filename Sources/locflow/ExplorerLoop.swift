import CellGrid
import LocflowCommandLine
import LocflowScenario
import LocflowTerminal
import LocflowUI

/// The explorer's run loop: draw, block for one key, update, until quit or a quit signal.
enum ExplorerLoop {
    /// Runs the explorer on the terminal and returns the exit status (0, 130 after a quit
    /// confirmed with Ctrl-C, or 2 if the terminal could not start). `afterEachKey` runs after every key
    /// with the effects the key returned (it writes the session's files and carries out a save);
    /// the loop itself carries out a quit.
    ///
    /// `readKey` blocks with no timeout, so an idle explorer uses no CPU. A quit signal
    /// (SIGTERM, SIGHUP, SIGINT, SIGQUIT) interrupts the wait: `readKey` returns nil and the loop leaves
    /// through `stop()`, which restores the terminal.
    ///
    /// With `recorder`, every frame drawn is also recorded (`locflow --cast`). `afterFirstPaint`
    /// runs once the first frame is on screen (work the first frame does not need); when
    /// it says it changed the state, the frame is drawn again before the first key is read.
    static func run(
        _ initial: ExplorerState, recorder: LiveCast? = nil, theme: Theme = .standard,
        afterFirstPaint: ((inout ExplorerState) -> Bool)? = nil, afterEachKey: (inout ExplorerState, [ExplorerEffect]) -> Void = { _, _ in }
    ) -> Int32 {
        let terminal = Terminal()
        do {
            try terminal.start(mouse: true, theme: theme)
        } catch {
            Stderr.write("locflow: \(error.message)")
            return 2
        }
        let clock = ContinuousClock(), started = clock.now
        let elapsed = {
            let parts = (clock.now - started).components
            return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        }
        defer {
            recorder?.finish(time: elapsed())
            terminal.stop()
        }
        var state = initial
        var lastKey: Key?
        // Two canvases taking turns and one render cache: the terminal keeps the
        // canvas it drew last to compare the next one with, so drawing into that same canvas
        // would copy its storage; the other one is ours alone, and `render` reuses its storage.
        var canvas = Canvas(rows: 0, cols: 0), shown = Canvas(rows: 0, cols: 0)
        let cache = RenderCache()
        // The first frame is drawn straight into the frame (a cache that keeps nothing, the same
        // cells, `RenderCacheTests`): keeping each panel's cells means one screen-sized canvas a
        // panel, fresh pages the first frame would fault in one by one (about 60 of a start's
        // ~500 page faults). The keeping cache is filled after the first paint.
        // `straight` lives until the first frame is on screen (it is nil from then on): letting
        // it go right after `render` would instantiate its views' generic metadata there, inside
        // the first frame.
        var straight: RenderCache? = RenderCache(keeping: false)
        // Set by a quit effect: whether Ctrl-C confirmed it.
        var quit: Bool?
        while quit == nil {
            let size = terminal.size
            let screen = ScreenSize(rows: size.rows, cols: size.cols)
            Explorer.render(state, size: screen, into: &canvas, cache: straight ?? cache)
            terminal.draw(canvas)
            recorder?.frame(canvas, state: state, key: lastKey, time: elapsed())
            swap(&canvas, &shown)
            lastKey = nil
            FaultInjection.crashIfAsked()
            if straight != nil {
                straight = nil
                if let deferred = afterFirstPaint, deferred(&state) { continue }
                // On screen now, before the first key: the panels' cells kept for the next frame
                // (drawn into the spare canvas, which the next frame clears), so the first key
                // costs what every key costs.
                Explorer.render(state, size: screen, into: &canvas, cache: cache)
            }
            let read = terminal.readKey(timeoutMs: nil)
            // Signals first, whether or not a key came with them.
            if TerminalGuard.quitSignal != nil { break }
            // The terminal went away without SIGHUP: end, keeping the journal as it is.
            if terminal.inputClosed { break }
            if TerminalGuard.takeSuspendRequest() { terminal.suspend() }
            if TerminalGuard.takeContinued() { terminal.resumeAfterContinue() }
            guard let key = read else { continue }
            switch key {
            case .ctrl("z"):
                // Job control like less, vim and htop: raw mode reads Ctrl-Z as a byte, so the
                // explorer stops itself the way the tty driver would have.
                terminal.suspend()
                continue
            case .resize:
                // A full repaint: curses's diff cannot see rows a reflowing terminal left behind.
                terminal.repaintFully()
            default: break
            }
            // A resize needs no state change: the next frame is rendered at the new size.
            let effects = state.handle(key, size: ScreenSize(rows: terminal.size.rows, cols: terminal.size.cols))
            afterEachKey(&state, effects)
            for case .quit(let interrupted) in effects { quit = interrupted }
            lastKey = key
        }
        // Ctrl-C confirmed: 128 + SIGINT, as a shell reports an interrupted program.
        return quit == true ? 130 : 0
    }
}
