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
    /// The next draw clears the screen and repaints every cell (after a resize or a resume).
    private var repaintAll = false
    /// The locale is UTF-8; otherwise boxes use the terminal's line drawing (`LineDrawing`).
    private var unicode = true
    /// Keys are decoded by curses (`keypad`) from the first frame on; see `draw`.
    private var keypadOn = false

    /// The terminal stopped giving input: read returned end of file or an error (EIO once the
    /// terminal is gone without a SIGHUP). The loop must end, or it would spin at 100 % CPU.
    public private(set) var inputClosed = false


    /// Creates an idle session; nothing touches the terminal until `start`.
    public init() {}

    deinit { stop() }

    // MARK: - Preflight

    /// Checks that an interactive session can start here; `nil` means go.
    ///
    /// Callers print `error.message` and exit 2. Run this before `start`, never during a session.
    /// `probing: false` skips reading the terminfo entry (`checkTerm`): `start` refuses an
    /// unknown or unaddressable TERM itself from the entry `newterm` reads, with the same
    /// errors, so a caller that writes nothing before `start` need not read the entry twice
    ///.
    public static func preflight(probing: Bool = true) -> TerminalError? {
        if isatty(STDIN_FILENO) == 0 { return .stdinNotATerminal }
        if isatty(STDOUT_FILENO) == 0 { return .stdoutNotATerminal }
        let term = getenv("TERM").map { String(cString: $0) }
        guard let term, !term.isEmpty else { return .termUnset }
        return probing ? checkTerm(term) : nil
    }

    /// Checks a `TERM` value against terminfo without a tty (curses on /dev/null).
    ///
    /// `nil` means usable. Unset or empty gives `.termUnset`; a name terminfo does not know gives
    /// `.termUnknown`; one without cursor addressing (such as `dumb`) `.termNotAddressable`. Do not call while
    /// a session or `HeadlessScreen` is active: it briefly creates a curses screen of its own.
    public static func checkTerm(_ term: String?) -> TerminalError? {
        guard let term, !term.isEmpty else { return .termUnset }
        // setupterm with an error code (it never exits then), on /dev/null: the entry only, no
        // screen. `newterm` later refuses exactly the names refused here.
        switch cnc_probe_term(term) {
        case 0: return nil
        case 2: return .termNotAddressable(term)
        case 3: return .startFailed("cannot open /dev/null")
        default: return .termUnknown(term)
        }
    }

    // MARK: - Lifecycle

    /// Takes over the terminal: alternate screen, raw keys, hidden cursor, optional mouse.
    ///
    /// Order matters and follows the verified recipe: guard (signals, tty modes, stderr) →
    /// locale → `newterm` on stdout/stdin (never `initscr`, which exits on a bad TERM) → modes.
    /// The terminal receives nothing until the first `draw` (see `cnc_mute` below).
    public func start(mouse: Bool, theme: Theme = .standard) throws(TerminalError) {
        guard screen == nil else { return }
        // No terminfo probe here: newterm reads the entry and refuses what the probe refuses
        // (unknown, hard-copy, generic), and a terminal without cursor addressing is refused
        // below from that same entry, before anything is sent.
        if let problem = Self.preflight(probing: false) { throw problem }
        TerminalGuard.engage()
        unicode = selectUserLocale()
        // Duplicates, so closing our FILEs at stop never closes the process's fd 0 and 1.
        guard let out = fdopen(dup(STDOUT_FILENO), "w"), let inp = fdopen(dup(STDIN_FILENO), "r") else {
            TerminalGuard.restore()
            throw .startFailed("cannot open the terminal streams")
        }
        Self.takeSizeFromTheTerminal()
        guard let newScreen = newterm(nil, out, inp), let win = cnc_stdscr() else {
            fclose(out)
            fclose(inp)
            TerminalGuard.restore()
            throw .termUnknown(getenv("TERM").map { String(cString: $0) } ?? "")
        }
        // A known entry without cursor addressing (`dumb`): the probe's refusal, from the entry
        // newterm read, with nothing sent (what curses holds for the screen goes to /dev/null).
        guard cnc_can_address() != 0 else {
            let muted = cnc_mute(fileno(out))
            delscreen(newScreen)
            cnc_unmute(fileno(out), muted)
            fclose(out)
            fclose(inp)
            TerminalGuard.restore()
            throw .termNotAddressable(getenv("TERM").map { String(cString: $0) } ?? "")
        }
        // ncurses sets SIGTSTP up its own way in newterm (its handler, or none when it sees one
        // installed); ours goes in after it, so the run loop alone decides how to suspend.
        TerminalGuard.installJobHandlers()
        TerminalGuard.deferLoopSignals()
        screen = newScreen
        window = win
        output = out
        input = inp
        // The tty modes are set on the terminal itself (ioctls, nothing the terminal sees).
        raw()  // Ctrl-C arrives as a key; SIGINT cannot kill us mid-draw
        noecho()
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
        palette = noColor ? .monochrome : .start(theme: theme)
        // Until a screen has been left once, ncurses sends each cursor move to the terminal at
        // once (`mvcur` flushes while the screen is "initial"; only `doupdate` after `endwin`
        // marks it running): a 100×30 frame went out in ~75 write(2)s, each waking the
        // terminal. Leaving now, with nothing drawn yet, makes the first `draw` come back as
        // after Ctrl-Z (program mode, keypad, mouse and cursor restored, the screen cleared) and
        // every frame go out in one or two writes (docs/performance.md).
        // What `endwin` sends (main screen, cursor shown, mouse off) goes to /dev/null: the
        // terminal stays on the alternate screen it entered above, without the flash of the
        // shell's screen between two entries; the first `doupdate` sends the alternate screen,
        // hidden cursor, colours and mouse mode again, which changes nothing on the terminal.
        // The entry itself still goes out now, a frame's time early: it is the screen clearing
        // for the explorer, and the terminal is awake when the frame follows (sending nothing
        // before the frame measured 0.3–0.6 ms slower to the frame on screen in a VM whose idle
        // terminal had to be woken for it; docs/performance.md, sixth round).
        let muted = cnc_mute(fileno(out))
        endwin()
        cnc_unmute(fileno(out), muted)
    }

    /// The terminal's own size (TIOCGWINSZ) wins over exported `COLUMNS` and `LINES`, at the
    /// start and after every resize: curses reads the variables first, so a value left from
    /// another window (a 200×60 frame drawn into 80×24) overrode the real size for good. When
    /// the terminal says its size, the variables are taken out of this process's environment
    /// before `newterm`, and curses keeps its own path to the size, the one its resize handling
    /// uses (its `use_env(false)` with `use_tioctl(true)` stopped following resizes); they count
    /// only when the terminal cannot say its size.
    private static func takeSizeFromTheTerminal() {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return }
        for name in ["COLUMNS", "LINES"] where getenv(name) != nil { unsetenv(name) }
    }

    /// Ends the session: `endwin`, `delscreen`, tty modes restored, captured stderr replayed.
    /// Safe to call more than once.
    public func stop() {
        guard let current = screen else { return }
        leaveScreen()
        delscreen(current)
        screen = nil
        window = nil
        if let output { fclose(output) }
        if let input { fclose(input) }
        output = nil
        input = nil
        palette = .monochrome
        keypadOn = false
        TerminalGuard.restore()
    }

    /// After a blocking read failed with no signal to explain it: whether standard input hung
    /// up, failed, or is readable yet gave nothing (end of file).
    private static func inputIsGone() -> Bool {
        var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) >= 0 else { return errno != EINTR }
        return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL | POLLIN) != 0
    }

    // MARK: - Drawing and input

    /// The current size in rows and columns (0×0 when not started).
    public var size: (rows: Int, cols: Int) {
        guard let window else { return (0, 0) }
        var rows: Int32 = 0, cols: Int32 = 0
        cnc_getmaxyx(window, &rows, &cols)
        return (Int(rows), Int(cols))
    }

    /// Shows `canvas`; curses sends only the cells that differ from what is on screen, except
    /// after `repaintFully()`, when it clears and sends everything.
    public func draw(_ canvas: Canvas) {
        guard let window else { return }
        if repaintAll {
            repaintAll = false
            clearok(window, true)
        }
        CursesBlitter.blit(canvas, into: window, palette: palette, unicode: unicode)
        wnoutrefresh(window)
        doupdate()
        // The frame is in the pty; the kernel hands it to the terminal's side with a work item
        // queued on this CPU, which waits while this process keeps the CPU busy (the journal
        // and the panel caches after the first frame, the journal after each key). Giving the
        // CPU up once lets it through first: on the first frame the last 25 % of starts saw
        // their frame 1–2.5 ms after writing it, now within 0.1 ms (docs/performance.md,
        // sixth round).
        sched_yield()
        // Keys are read only after a frame is on screen, so keypad mode starts after the first
        // one: turning it on builds curses's tree of the terminal's key sequences (~0.1 M
        // instructions), which the first frame need not wait for.
        if !keypadOn {
            keypad(window, true)
            keypadOn = true
        }
    }

    /// Blanks the alternate screen, then `endwin`. A terminal that resized while in it (tmux after
    /// a start at 1×1, reflowing emulators) may copy its rows to the main screen on the way out;
    /// blank rows are all it can copy then.
    private func leaveScreen() {
        guard let window else { return }
        werase(window)
        wnoutrefresh(window)
        doupdate()
        CursesBlitter.forget()  // the window is blank now: a resume must send every cell again
        endwin()
    }

    /// Makes the next `draw` clear the screen and send every cell. After a resize, terminals that
    /// reflow their contents (xterm.js under ttyd, VTE) keep stale rows that curses's diff does
    /// not know about; after a resume the screen holds whatever the shell drew.
    public func repaintFully() {
        repaintAll = true
    }

    /// Ctrl-Z or SIGTSTP: leaves curses (main screen, cursor shown, keypad and mouse modes off,
    /// the shell's tty modes back), stops the process, and on SIGCONT returns with a full repaint
    /// due; the next `draw` re-enters program mode (ncurses does so after `endwin`).
    public func suspend() {
        guard window != nil else { return }
        leaveScreen()
        TerminalGuard.writeResetSequence()
        TerminalGuard.stopProcess()
        _ = TerminalGuard.takeContinued()  // our own SIGCONT: the repaint below covers it
        repaintFully()
    }

    /// After SIGCONT without our own suspend (SIGSTOP, a debugger): the shell may have put the
    /// tty back in cooked mode, so program mode and keypad transmit are set again, then a full
    /// repaint.
    public func resumeAfterContinue() {
        guard let window else { return }
        reset_prog_mode()
        keypad(window, true)
        repaintFully()
    }

    /// Waits for one key: up to `timeoutMs`, or forever when `nil` (no polling, no CPU).
    ///
    /// Returns `nil` on timeout, when a signal interrupted the wait (check
    /// `TerminalGuard.quitSignal`), or for input that decodes to nothing. SIGWINCH comes back
    /// as `.resize` with `size` already updated.
    public func readKey(timeoutMs: Int?) -> Key? {
        guard let window else { return nil }
        // What curses holds already, or what is waiting on the tty, comes first.
        let first = nextKey(window)
        if first.status != ERR { return first.key }
        // Then wait with the loop's signals unblocked only inside pselect, atomically: a signal
        // that arrived while drawing is pending and ends this wait at once, instead of landing
        // in the gap before a blocking read and being noticed only at the next key.
        switch TerminalGuard.waitForInput(timeoutMs: timeoutMs) {
        case .timedOut: return nil
        case .interrupted: return nextKey(window).key  // SIGWINCH comes back as KEY_RESIZE here
        case .ready:
            let next = nextKey(window)
            // Readable, yet curses got nothing: end of file or EIO, the terminal is gone.
            if next.status == ERR, !TerminalGuard.signalPending, Self.inputIsGone() { inputClosed = true }
            return next.key
        }
    }

    /// One key from curses without waiting for input (escape sequences still get ESCDELAY).
    private func nextKey(_ window: Window) -> (status: Int32, key: Key?) {
        wtimeout(window, 0)
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        if status == KEY_CODE_YES && Int32(bitPattern: code) == KEY_MOUSE {
            var event = MEVENT()
            guard getmouse(&event) == OK else { return (status, nil) }
            return (status, KeyDecoder.decodeMouse(row: event.y, col: event.x, bstate: event.bstate))
        }
        return (status, KeyDecoder.decode(status: status, code: code))
    }
}
