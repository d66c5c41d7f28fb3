import Glibc
import Synchronization

/// The signal number of the last quit request (SIGTERM, SIGHUP, SIGINT, SIGQUIT, or one of the
/// other signals whose default action ends the process), or 0.
///
/// A global `let` of an atomic is the one kind of state a signal handler may touch here: the
/// handler only stores, and the run loop loads after `readKey` returns.
let quitRequest = Atomic<Int32>(0)
/// Set by SIGTSTP (`kill -TSTP`, or a shell's stop): the loop suspends at its next turn.
let suspendRequest = Atomic<Bool>(false)
/// Set by SIGCONT (`fg`, `kill -CONT`): the loop re-enters program mode and repaints fully.
let continueRequest = Atomic<Bool>(false)

/// Everything a crash handler needs, allocated up front because a handler must not allocate,
/// lock or run Swift initialisers.
struct SignalSafeState {
    var savedTermios = termios()
    var haveSavedTermios = false
    /// `original` and `file` of the stderr capture, or -1.
    var stderrOriginal: Int32 = -1
    var stderrFile: Int32 = -1
    /// A session is on screen: the atexit hook and crash handlers should restore.
    var active = false
}

/// Shared mutable state: a signal handler reads it, and signal handlers cannot take locks. The pointers are created once
/// and never freed; the pointees are written only by the thread running the session, and only
/// while the handlers that read them are not installed or cannot yet observe a torn value.
nonisolated(unsafe) let signalState: UnsafeMutablePointer<SignalSafeState> = {
    let pointer = UnsafeMutablePointer<SignalSafeState>.allocate(capacity: 1)
    pointer.initialize(to: SignalSafeState())
    return pointer
}()
/// The actions our handlers replaced, indexed by signal number.
/// Shared mutable state: read by the handlers, as `signalState` above.
nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    pointer.initialize(repeating: sigaction(), count: Int(NSIG))
    return pointer
}()
/// Mouse off (X10, button, any, SGR), keypad-transmit off (rmkx: cursor keys back to normal
/// mode, then numeric keypad), attributes off, cursor on, leave the alternate screen.
/// Shared mutable state: only in name; the bytes never change, but a pointer is not `Sendable`,
/// and a handler must reach them through a pointer made before it runs.
nonisolated(unsafe) let resetBytes: UnsafeBufferPointer<UInt8> = {
    let bytes = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1l\u{1B}>\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return UnsafeBufferPointer(buffer)
}()
/// Scratch space for replaying captured stderr from a signal handler.
/// Shared mutable state: a handler may not allocate, so its buffer is made before it runs.
nonisolated(unsafe) let replayBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)

/// SIGQUIT quits like SIGTERM: restore and exit, not a backtrace into the alternate screen
/// (less and htop do the same).
private let quitSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
/// The other signals whose default action ends the process (signal(7): Term or Core), apart
/// from the faults below and SIGKILL, which cannot be caught. Each quits like SIGTERM, through
/// the run loop (terminal restored, journal whole), and the process then exits with 128 + N,
/// as if the signal had ended it. One the process was started with ignored (SIG_IGN: `nohup`,
/// a parent's choice, or locflow's own for SIGXFSZ, which its writers report as a failed
/// write) stays ignored: quitting on a signal meant to be ignored would be a new way to die.
private let endSignals: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS, SIGSTKFLT, SIGXCPU, SIGXFSZ]
/// Job control: recorded, then handled by the run loop with curses (see `Terminal.suspend`).
private let jobSignals: [Int32] = [SIGTSTP, SIGCONT]
private let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

/// Puts the tty back using only async-signal-safe calls (write, tcsetattr, dup2, pread).
///
/// Used by crash handlers and the atexit hook, when curses' `endwin` cannot be trusted.
private func restoreTerminalFromSignalContext() {
    let state = signalState
    guard state.pointee.active else { return }
    state.pointee.active = false
    _ = write(STDOUT_FILENO, resetBytes.baseAddress, resetBytes.count)
    if state.pointee.haveSavedTermios { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &state.pointee.savedTermios) }
    if state.pointee.stderrOriginal >= 0 {
        _ = dup2(state.pointee.stderrOriginal, STDERR_FILENO)
        var offset: off_t = 0
        while true {
            let n = pread(state.pointee.stderrFile, replayBuffer.baseAddress, replayBuffer.count, offset)
            if n <= 0 { break }
            _ = write(STDERR_FILENO, replayBuffer.baseAddress, n)
            offset += off_t(n)
        }
        state.pointee.stderrOriginal = -1
    }
}

/// Restores the terminal, then hands the signal to whoever had it before (normally Swift's
/// backtracer), which then prints its report on a sane screen instead of inside raw mode.
private func crashHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    restoreTerminalFromSignalContext()
    _ = sigaction(signal, previousActions + Int(signal), nil)
    // Faults (ud2, brk, bad access) re-execute on return and reach the previous action. abort()
    // would instead fall back to SIG_DFL itself, so re-raise: it stays pending until we return.
    if signal == SIGABRT { _ = raise(signal) }
}

/// Owns terminal safety for a session: signal masks, quit and crash handlers, the saved tty
/// modes and the stderr capture. Call from the thread that runs the terminal.
public enum TerminalGuard {
    // Shared mutable state: the process has one terminal and one set of signal handlers, so what
    // is installed and captured is the process's; only the thread running the session touches it.
    nonisolated(unsafe) private static var capture: FileDescriptorCapture?  // session thread only
    nonisolated(unsafe) private static var quitHandlersInstalled = false  // session thread only
    /// The end signals our handler holds now (those not ignored at start).
    nonisolated(unsafe) private static var endHandlersInstalled: [Int32] = []  // session thread only
    nonisolated(unsafe) private static var crashHandlersInstalled = false  // session thread only
    nonisolated(unsafe) private static var jobHandlersInstalled = false  // session thread only
    nonisolated(unsafe) private static var loopSignalsDeferred = false  // session thread only
    nonisolated(unsafe) private static var atexitRegistered = false  // session thread only

    /// The signal that asked us to quit (SIGTERM, SIGHUP, SIGINT, SIGQUIT or an end signal), if any.
    public static var quitSignal: Int32? {
        let value = quitRequest.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// The exit status a quit signal asks for, once the terminal is restored: 128 + N for the
    /// signals whose default would have ended the process unasked (SIGUSR1, SIGALRM, SIGXCPU …),
    /// so a shell or a supervisor reads the same status as if the signal had killed it; nil for
    /// none, and for SIGTERM, SIGHUP, SIGINT and SIGQUIT, the ways to ask the explorer to quit,
    /// which quit as `q` does (status 0).
    public static var signalExitStatus: Int32? {
        guard let signal = quitSignal, endSignals.contains(signal) else { return nil }
        return 128 + signal
    }

    /// Whether SIGTSTP arrived since the last call (and forgets it).
    public static func takeSuspendRequest() -> Bool {
        suspendRequest.exchange(false, ordering: .relaxed)
    }

    /// Whether SIGCONT arrived since the last call (and forgets it).
    public static func takeContinued() -> Bool {
        continueRequest.exchange(false, ordering: .relaxed)
    }

    /// Whether a signal is waiting for the run loop (quit, suspend or continue).
    public static var signalPending: Bool {
        quitSignal != nil || suspendRequest.load(ordering: .relaxed) || continueRequest.load(ordering: .relaxed)
    }

    /// Everything a session needs before curses starts, in the order that matters.
    ///
    /// Unblock signals, save tty modes, install quit and crash handlers, capture stderr, and
    /// register an atexit hook so even `exit()` from deep inside restores the terminal.
    public static func engage() {
        unblockSignals()
        captureTermios()
        installQuitHandlers()
        installEndHandlers()
        installJobHandlers()
        installCrashHandlers()
        beginStderrCapture()
        if !atexitRegistered {
            atexitRegistered = true
            atexit { restoreTerminalFromSignalContext() }
        }
        signalState.pointee.active = true
    }

    /// Unblocks SIGWINCH, SIGTERM, SIGHUP, SIGINT and SIGCHLD for the calling thread.
    ///
    /// A process spawned from a Swift Testing thread inherits a mask blocking these; curses
    /// then never sees SIGWINCH (no `KEY_RESIZE`) and SIGTERM never arrives.
    public static func unblockSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT, SIGCHLD] + endSignals { sigaddset(&set, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Saves the tty modes of stdin before curses changes them, for the crash path.
    public static func captureTermios() {
        signalState.pointee.haveSavedTermios = tcgetattr(STDIN_FILENO, &signalState.pointee.savedTermios) == 0
    }

    /// SIGTERM, SIGHUP and SIGINT only record themselves in `quitSignal`.
    ///
    /// `sa_flags = 0` (no `SA_RESTART`) so a blocking read returns EINTR and the loop can quit
    /// through the normal `endwin` path. (Swift's `signal()` on glibc implies SA_RESTART.)
    public static func installQuitHandlers() {
        _ = quitRequest.load(ordering: .relaxed)  // initialise the global outside signal context
        for signal in quitSignals {
            install(signal, keepingPrevious: !quitHandlersInstalled) { signal in quitRequest.store(signal, ordering: .relaxed) }
        }
        quitHandlersInstalled = true
    }

    /// The end signals (SIGUSR1, SIGALRM, SIGXCPU …) record themselves as a quit request, like
    /// SIGTERM, except those ignored at start, which stay ignored (see `endSignals`).
    public static func installEndHandlers() {
        guard endHandlersInstalled.isEmpty else { return }
        for signal in endSignals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0 else { continue }
            // C function pointers are not Equatable in Swift: compare their addresses.
            let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            if handler == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            install(signal, keepingPrevious: true) { signal in quitRequest.store(signal, ordering: .relaxed) }
            endHandlersInstalled.append(signal)
        }
    }

    /// SIGTSTP and SIGCONT only record themselves, like the quit signals (no `SA_RESTART`, so
    /// the blocking read returns and the loop acts). Installed before `newterm` and again after
    /// it, since ncurses sets SIGTSTP up its own way there; and again after each stop.
    public static func installJobHandlers() {
        _ = (suspendRequest.load(ordering: .relaxed), continueRequest.load(ordering: .relaxed))
        install(SIGTSTP, keepingPrevious: !jobHandlersInstalled) { _ in suspendRequest.store(true, ordering: .relaxed) }
        install(SIGCONT, keepingPrevious: !jobHandlersInstalled) { _ in continueRequest.store(true, ordering: .relaxed) }
        jobHandlersInstalled = true
    }

    /// Installs `handler` for `signal` with `sa_flags = 0` (no `SA_RESTART`), keeping the action
    /// it replaces for `restore()` when `keepingPrevious`.
    private static func install(_ signal: Int32, keepingPrevious: Bool, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        _ = sigaction(signal, &action, &previous)
        if keepingPrevious { previousActions[Int(signal)] = previous }
    }

    /// Blocks the signals the run loop acts on (quit, job control, SIGWINCH) on this thread;
    /// they are delivered only inside `waitForInput`, so none is lost between a check and a
    /// blocking read. `restore()` unblocks them.
    public static func deferLoopSignals() {
        var set = loopSignalSet()
        _ = pthread_sigmask(SIG_BLOCK, &set, nil)
        loopSignalsDeferred = true
    }

    private static func loopSignalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in quitSignals + endHandlersInstalled + jobSignals + [SIGWINCH] { sigaddset(&set, signal) }
        return set
    }

    /// How a wait for input ended.
    public enum Wait { case ready, interrupted, timedOut }

    /// Waits until standard input is readable, up to `timeoutMs` (forever when nil), with the
    /// loop's signals unblocked for the wait only (pselect swaps the mask atomically).
    public static func waitForInput(timeoutMs: Int?) -> Wait {
        var current = sigset_t()
        _ = pthread_sigmask(SIG_SETMASK, nil, &current)
        var loop = loopSignalSet()
        var during = sigset_t()
        sigemptyset(&during)
        for signal in 1..<Int32(NSIG) where sigismember(&current, signal) == 1 && sigismember(&loop, signal) != 1 {
            sigaddset(&during, signal)
        }
        var readable = fd_set()
        readable.__fds_bits.0 = 1 << STDIN_FILENO
        var limit = timespec(tv_sec: (timeoutMs ?? 0) / 1000, tv_nsec: ((timeoutMs ?? 0) % 1000) * 1_000_000)
        let result = timeoutMs == nil
            ? pselect(STDIN_FILENO + 1, &readable, nil, nil, nil, &during)
            : pselect(STDIN_FILENO + 1, &readable, nil, nil, &limit, &during)
        if result > 0 { return .ready }
        if result == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .ready  // EBADF and the like: let the read report it
    }

    /// Writes the reset sequence (mouse and keypad modes off, cursor on, main screen) to stdout.
    public static func writeResetSequence() {
        _ = write(STDOUT_FILENO, resetBytes.baseAddress, resetBytes.count)
    }

    /// Stops the process as the shell asked, with the terminal already restored by the caller:
    /// SIGTSTP's default action, then our handler again once SIGCONT resumes us. The saved tty
    /// modes are read again afterwards, since the person may have changed them (`stty`) meanwhile.
    public static func stopProcess() {
        signalState.pointee.active = false
        if signalState.pointee.haveSavedTermios {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &signalState.pointee.savedTermios)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        _ = sigaction(SIGTSTP, &action, nil)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        _ = kill(0, SIGTSTP)  // the whole process group, as the tty driver would
        // Here the process is stopped until SIGCONT.
        if loopSignalsDeferred { _ = pthread_sigmask(SIG_BLOCK, &set, nil) }
        captureTermios()
        installJobHandlers()
        signalState.pointee.active = true
    }

    /// Chains handlers for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT: restore the tty,
    /// reinstall the previous action, and let the crash proceed (exit status unchanged).
    public static func installCrashHandlers() {
        _ = (signalState, previousActions, resetBytes, replayBuffer)  // initialise globals now
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = crashHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK  // ONSTACK: survive stack overflow if an altstack exists
            var previous = sigaction()
            _ = sigaction(signal, &action, &previous)
            if !crashHandlersInstalled { previousActions[Int(signal)] = previous }
        }
        crashHandlersInstalled = true
        signalState.pointee.active = true
    }

    /// Redirects stderr to a temp file until `restore()` replays it.
    public static func beginStderrCapture() {
        guard capture == nil, let started = FileDescriptorCapture(redirecting: STDERR_FILENO) else { return }
        capture = started
        signalState.pointee.stderrFile = started.file
        signalState.pointee.stderrOriginal = started.original
    }

    /// Undoes `engage()`: previous signal actions, saved tty modes, stderr replayed. Idempotent.
    ///
    /// Call after `endwin()`, so the replayed text lands on the normal screen.
    public static func restore() {
        signalState.pointee.active = false
        if loopSignalsDeferred {
            var set = loopSignalSet()
            _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
            loopSignalsDeferred = false
        }
        if quitHandlersInstalled {
            for signal in quitSignals { _ = sigaction(signal, previousActions + Int(signal), nil) }
            quitHandlersInstalled = false
        }
        if jobHandlersInstalled {
            for signal in jobSignals { _ = sigaction(signal, previousActions + Int(signal), nil) }
            jobHandlersInstalled = false
        }
        for signal in endHandlersInstalled { _ = sigaction(signal, previousActions + Int(signal), nil) }
        endHandlersInstalled = []
        if crashHandlersInstalled {
            for signal in crashSignals { _ = sigaction(signal, previousActions + Int(signal), nil) }
            crashHandlersInstalled = false
        }
        if signalState.pointee.haveSavedTermios {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &signalState.pointee.savedTermios)
        }
        if let started = capture {
            signalState.pointee.stderrOriginal = -1
            signalState.pointee.stderrFile = -1
            capture = nil
            started.finish(replay: true)
        }
    }
}
