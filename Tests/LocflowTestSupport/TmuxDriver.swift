// A tmux driver for end-to-end tests: run a program in a private, detached tmux server, type
// at it, resize it and read its screen. Self-contained (Foundation + Glibc) so it can be copied
// into any test target.
//
// Why not Foundation.Process: `tmux new-session` forks a server daemon that inherits Process's
// exit-detection socketpair, so `waitUntilExit()` and reading a Pipe to EOF never return on
// Linux (swift-corelibs-foundation#4795). posix_spawnp + waitpid does not have that problem.
//
// Why the signal reset: Swift Testing threads block SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGCHLD
// and more, and children inherit the mask; the program under test would never see a resize.

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Drives one program inside a private tmux server (`-L <socket> -f /dev/null`).
public struct Tmux {
    /// The private server's socket name; unique per driver so parallel tests never meet.
    public let socket: String
    /// The session (and target) name.
    public let session: String

    /// Creates a driver; no server runs until `start`.
    public init(session: String = "app", socketPrefix: String = "locflow-e2e") {
        self.session = session
        self.socket = "\(socketPrefix)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The `XDG_STATE_HOME` every program gets unless the test names one: a private directory,
    /// so nothing a test runs (the explorer's journal, say) ever writes into the real home.
    /// `kill()` removes it.
    public var stateHome: String { "/tmp/\(socket)-state" }

    /// Whether a tmux binary is on PATH (or at /usr/bin/tmux).
    public static var isAvailable: Bool { executablePath != nil }

    /// The tmux found on PATH, if any.
    public static let executablePath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/tmux" } + ["/usr/bin/tmux"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// What a tmux invocation produced.
    public struct Output {
        /// The exit status (or 128 + signal).
        public let status: Int32
        /// Standard output, if captured.
        public let stdout: String
    }

    /// The screen when `waitFor` stopped, and whether the text had appeared by then.
    public struct Wait: CustomStringConvertible {
        /// Whether the awaited text (or condition) was seen before the deadline.
        public let found: Bool
        /// The last screen captured: on a timeout, the evidence for the failure message.
        public let screen: String

        public var description: String { "\(found ? "found" : "timed out"); last screen:\n\(screen)" }
    }

    /// Errors from running tmux itself.
    public enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case spawnFailed(Int32)
        case commandFailed([String], Int32)

        public var description: String {
            switch self {
            case .notInstalled: "tmux is not installed"
            case .spawnFailed(let code): "posix_spawn(tmux) failed: \(String(cString: strerror(code)))"
            case .commandFailed(let args, let status): "tmux \(args.joined(separator: " ")) exited \(status)"
            }
        }
    }

    // MARK: - Session lifecycle

    /// What every program gets unless a test says otherwise: a UTF-8 locale, tmux's own TERM,
    /// and Swift's crash handler without its interactive prompt.
    public static let environment = ["LANG": "C.UTF-8", "TERM": "tmux-256color", "SWIFT_BACKTRACE": "interactive=no"]

    /// Starts `command` (argv, run without a shell) in a new detached session of `cols` × `rows`.
    ///
    /// `environment` is set for the program; the defaults pin what makes runs reproducible, and
    /// `XDG_STATE_HOME` is `stateHome` unless `environment` names one.
    /// TERM goes through `env`, because tmux (3.3) overwrites a `-e TERM=` with its
    /// `default-terminal`. Keep tmux-256color unless testing another TERM on purpose: tmux encodes
    /// keys for its own terminfo (Home is `\e[1~`, which xterm-256color's `khome` does not match)
    /// and its mouse protocol follows the TERM the program uses (X10 `\e[M` for tmux-256color,
    /// SGR `\e[<` for xterm-256color). `remain-on-exit` is set in the same tmux invocation, so
    /// even a program that exits at once leaves its last screen and status (see `paneStatus`).
    public func start(_ command: [String], cols: Int = 80, rows: Int = 24, environment: [String: String] = Tmux.environment) throws {
        var args = ["new-session", "-d", "-s", session, "-x", "\(cols)", "-y", "\(rows)"]
        var environment = environment
        if environment["XDG_STATE_HOME"] == nil { environment["XDG_STATE_HOME"] = stateHome }
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) where key != "TERM" {
            args += ["-e", "\(key)=\(value)"]
        }
        if let term = environment["TERM"] { args += ["env", "TERM=\(term)"] }
        args += command
        args += [";", "set-option", "-t", session, "remain-on-exit", "on"]
        try check(args)
    }

    /// Stops the private server and everything in it. Safe to call when nothing runs.
    public func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    // MARK: - Interaction

    /// The visible screen as plain text (`escapes`: with SGR sequences, for style checks).
    ///
    /// `history` adds the scrollback. Needed after exit: tmux's "Pane is dead" line scrolls the
    /// pane, so the first line printed after `endwin` moves off the visible screen.
    public func capture(escapes: Bool = false, history: Bool = false) -> String {
        let args = ["capture-pane", "-p", "-t", session] + (escapes ? ["-e"] : []) + (history ? ["-S", "-"] : [])
        return (try? run(args, capture: true).stdout) ?? ""
    }

    /// Sends named keys: "q", "Up", "Enter", "C-c", "F5", "BTab", "Escape".
    public func sendKeys(_ keys: String...) throws {
        try check(["send-keys", "-t", session] + keys)
    }

    /// Sends text literally, byte for byte (UTF-8, or a raw mouse sequence such as "\u{1B}[M *%").
    public func sendLiteral(_ text: String) throws {
        try check(["send-keys", "-t", session, "-l", text])
    }

    /// Resizes the window; the program receives SIGWINCH.
    public func resize(cols: Int, rows: Int) throws {
        try check(["resize-window", "-t", session, "-x", "\(cols)", "-y", "\(rows)"])
    }

    /// Whether the program has exited, and its status: the exit code, or 128 + signal number
    /// if a signal killed it (as a shell reports it); `nil` while unknown.
    ///
    /// tmux can mark a pane dead (pty closed) a moment before it has reaped the process, so a
    /// dead pane may briefly have no status yet; `waitForExit` polls past that.
    public func paneStatus() -> (dead: Bool, status: Int32?) {
        let fields = display("#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}").split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "1" else { return (false, nil) }
        if let signal = Int32(fields[2]), signal > 0 { return (true, 128 + signal) }
        return (true, Int32(fields[1]))
    }

    /// A tmux format (`#{pane_pid}`, `#{cursor_flag} #{alternate_on}`) expanded for the pane,
    /// without the line end; empty if tmux could not say.
    public func display(_ format: String) -> String {
        let out = (try? run(["display-message", "-p", "-t", session, format], capture: true).stdout) ?? ""
        return out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen every 20 ms until it contains `text`, or `timeout` passes.
    public func waitFor(_ text: String, timeout: Duration = .seconds(15)) -> Wait {
        waitUntil(timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen every 20 ms until `condition` holds, or `timeout` passes.
    public func waitUntil(timeout: Duration = .seconds(15), _ condition: (String) -> Bool) -> Wait {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = capture()
        while !condition(screen) {
            if clock.now >= deadline { return Wait(found: false, screen: screen) }
            usleep(20_000)
            screen = capture()
        }
        return Wait(found: true, screen: screen)
    }

    // MARK: - Spawning

    /// Runs tmux with `args`, throwing if it fails.
    private func check(_ args: [String]) throws {
        let result = try run(args)
        guard result.status == 0 else { throw Failure.commandFailed(args, result.status) }
    }

    /// Runs `tmux -L socket -f /dev/null args…` to completion with posix_spawn.
    ///
    /// stdin and (unless captured) stdout and stderr are /dev/null; the child starts with an
    /// empty signal mask and default dispositions.
    @discardableResult
    public func run(_ args: [String], capture: Bool = false) throws -> Output {
        guard let tmux = Self.executablePath else { throw Failure.notInstalled }
        let argv = [tmux, "-L", socket, "-f", "/dev/null"] + args
        // Output goes to a temp file read after waitpid, not a pipe: a tmux server spawned at the
        // same moment by a parallel test could inherit a pipe's write end and keep it open.
        var outputPath: String?
        if capture {
            var template = Array("/tmp/locflow-tmux-XXXXXX".utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw Failure.spawnFailed(errno) }
            close(fd)
            outputPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
        defer { if let outputPath { unlink(outputPath) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // Our own environment, passed explicitly: the C `environ` global is not Swift 6 safe.
        // Without TMUX, so running the tests inside tmux does not look like nesting.
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" }.map { "\($0.key)=\($0.value)" }
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, tmux, &actions, &attributes, &cArgs, &cEnvironment)
        guard rc == 0 else { throw Failure.spawnFailed(rc) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED/WEXITSTATUS are macros Swift cannot import; decode the wait status by hand.
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stdout = outputPath.flatMap { FileManager.default.contents(atPath: $0) } ?? Data()
        return Output(status: exitStatus, stdout: String(decoding: stdout, as: UTF8.self))
    }
}
