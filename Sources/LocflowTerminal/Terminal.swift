import CNCursesW
import CellGrid
import Glibc

/// The interactive curses session: start, draw canvases, read keys, stop.
///
/// One at a time per process (curses state is global). Use it from one thread, the one that
/// runs the explorer loop. `stop()` runs on every normal path; crashes and `exit()` are covered
/// by `TerminalGuard`.
public final class Terminal {
    private var screen: OpaquePointer?
    private var window: Window?
    private var output: UnsafeMutablePointer<FILE>?
    private var input: UnsafeMutablePointer<FILE>?
    private var palette = Palette.monochrome

    /// Whether tints are drawn in colour (false under `NO_COLOR` or on a monochrome terminal).
    public var colorsEnabled: Bool { palette.hasColours }
    /// Whether the session is on screen.
    public var isActive: Bool { screen != nil }

    /// Creates an idle session; nothing touches the terminal until `start`.
    public init() {}

    deinit { stop() }

    // MARK: - Preflight

    /// Checks that an interactive session can start here; `nil` means go.
    ///
    /// Callers print `error.message` and exit 2. Run this before `start`, never during a session.
    public static func preflight() -> TerminalError? {
        if isatty(STDIN_FILENO) == 0 { return .stdinNotATerminal }
        if isatty(STDOUT_FILENO) == 0 { return .stdoutNotATerminal }
        return checkTerm(getenv("TERM").map { String(cString: $0) })
    }

    /// Checks a `TERM` value against terminfo without a tty (curses on /dev/null).
    ///
    /// `nil` means usable. Unset or empty gives `.termUnset`; a name terminfo does not know, or
    /// one without cursor addressing (such as `dumb`), gives `.termUnknown`. Do not call while
    /// a session or `HeadlessScreen` is active: it briefly creates a curses screen of its own.
    public static func checkTerm(_ term: String?) -> TerminalError? {
        guard let term, !term.isEmpty else { return .termUnset }
        guard let sink = fopen("/dev/null", "w"), let source = fopen("/dev/null", "r") else {
            return .startFailed("cannot open /dev/null")
        }
        defer { fclose(sink); fclose(source) }
        // newterm, not setupterm/initscr: it returns nil for unknown names instead of exiting.
        guard let probe = newterm(term, sink, source) else { return .termUnknown(term) }
        let cursorAddress = tigetstr("cup")
        let canAddress = cursorAddress != nil && Int(bitPattern: cursorAddress) != -1
        endwin()
        delscreen(probe)
        return canAddress ? nil : .termUnknown(term)
    }

    // MARK: - Lifecycle

    /// Takes over the terminal: alternate screen, raw keys, hidden cursor, optional mouse.
    ///
    /// Order matters and follows the verified recipe: guard (signals, tty modes, stderr) →
    /// locale → `newterm` on stdout/stdin (never `initscr`, which exits on a bad TERM) → modes.
    public func start(mouse: Bool) throws(TerminalError) {
        guard screen == nil else { return }
        if let problem = Self.preflight() { throw problem }
        TerminalGuard.engage()
        ensureUTF8Locale()
        // Duplicates, so closing our FILEs at stop never closes the process's fd 0 and 1.
        guard let out = fdopen(dup(STDOUT_FILENO), "w"), let inp = fdopen(dup(STDIN_FILENO), "r") else {
            TerminalGuard.restore()
            throw .startFailed("cannot open the terminal streams")
        }
        guard let newScreen = newterm(nil, out, inp), let win = cnc_stdscr() else {
            fclose(out)
            fclose(inp)
            TerminalGuard.restore()
            throw .termUnknown(getenv("TERM").map { String(cString: $0) } ?? "")
        }
        screen = newScreen
        window = win
        output = out
        input = inp
        raw()  // Ctrl-C arrives as a key; SIGINT cannot kill us mid-draw
        noecho()
        keypad(win, true)
        leaveok(win, true)  // the cursor is hidden, so do not spend bytes moving it back
        curs_set(0)
        set_escdelay(25)  // the 1 s default makes Esc feel broken
        if mouse {
            let mask = cnc_button1_pressed() | cnc_button1_released() | cnc_button1_clicked()
                | cnc_button4_pressed() | cnc_button5_pressed()  // no motion: idle means idle
            mousemask(mask, nil)
            mouseinterval(0)
        }
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        palette = noColor ? .monochrome : .start()
    }

    /// Ends the session: `endwin`, `delscreen`, tty modes restored, captured stderr replayed.
    /// Safe to call more than once.
    public func stop() {
        guard let current = screen else { return }
        endwin()
        delscreen(current)
        screen = nil
        window = nil
        if let output { fclose(output) }
        if let input { fclose(input) }
        output = nil
        input = nil
        palette = .monochrome
        TerminalGuard.restore()
    }

    // MARK: - Drawing and input

    /// The current size in rows and columns (0×0 when not started).
    public var size: (rows: Int, cols: Int) {
        guard let window else { return (0, 0) }
        var rows: Int32 = 0, cols: Int32 = 0
        cnc_getmaxyx(window, &rows, &cols)
        return (Int(rows), Int(cols))
    }

    /// Shows `canvas`; curses sends only the cells that differ from what is on screen.
    public func draw(_ canvas: Canvas) {
        guard let window else { return }
        CursesBlitter.blit(canvas, into: window, palette: palette)
        wnoutrefresh(window)
        doupdate()
    }

    /// Waits for one key: up to `timeoutMs`, or forever when `nil` (no polling, no CPU).
    ///
    /// Returns `nil` on timeout, when a signal interrupted the wait (check
    /// `TerminalGuard.quitSignal`), or for input that decodes to nothing. SIGWINCH comes back
    /// as `.resize` with `size` already updated.
    public func readKey(timeoutMs: Int?) -> Key? {
        guard let window else { return nil }
        wtimeout(window, timeoutMs.map { Int32(clamping: max(0, $0)) } ?? -1)
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        if status == KEY_CODE_YES && Int32(bitPattern: code) == KEY_MOUSE {
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            return KeyDecoder.decodeMouse(row: event.y, col: event.x, bstate: event.bstate)
        }
        return KeyDecoder.decode(status: status, code: code)
    }
}
