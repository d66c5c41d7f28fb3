import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The terminal survives every way the explorer can end: quit signals, a crash, resize storms
/// and tiny sizes. The explorer runs under a shell in tmux; after it ends, the shell compares
/// the tty modes with those from before (`stty -g`), and tmux reports whether the cursor is
/// visible and the alternate screen is gone.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the terminal fault tests are skipped"))
struct TerminalFaultTests {
    /// Runs the explorer under `sh`, which prints `RESULT tty=same|changed exit=N` when it ends
    /// and then stays, so the pane can still be inspected.
    private func launch(_ arguments: [String] = [], cols: Int = 100, rows: Int = 30, environment: [String: String] = [:]) throws -> Tmux {
        let script = """
            before=$(stty -g); "$0" "$@"; status=$?; after=$(stty -g)
            if [ "$before" = "$after" ]; then tty=same; else tty=changed; fi
            echo "RESULT tty=$tty exit=$status"; exec sleep 120
            """
        return try Tmux.launch(["/bin/sh", "-c", script, locflowBinary!] + arguments, cols: cols, rows: rows, environment: environment)
    }

    /// Waits for the shell's verdict and checks it, the cursor and the screen.
    private func expectRestored(_ tmux: Tmux, exit: (Int) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let wait = tmux.waitUntil(timeout: .seconds(30)) { $0.contains("RESULT") }
        #expect(wait.found, "the explorer did not end: \(wait)", sourceLocation: sourceLocation)
        let line = wait.screen.split(separator: "\n").first { $0.contains("RESULT") }.map(String.init) ?? ""
        #expect(line.contains("tty=same"), "tty modes not restored: \(line)", sourceLocation: sourceLocation)
        let digits = line.components(separatedBy: "exit=").last?.prefix { $0.isNumber } ?? ""
        let status = Int(digits) ?? -1
        #expect(exit(status), "unexpected exit status in \(line)", sourceLocation: sourceLocation)
        let flags = tmux.display("#{cursor_flag} #{alternate_on}")
        #expect(flags == "1 0", "cursor visible, main screen: want \"1 0\", got \(flags)", sourceLocation: sourceLocation)
        #expect(!wait.screen.contains("Delegate log"), "the explorer's screen was left behind", sourceLocation: sourceLocation)
        // The footer's last row: what tmux copied to the main screen after a start at 1×1.
        #expect(!wait.screen.contains("^R restart"), "a row of the last frame stayed on the main screen: \(wait.screen)", sourceLocation: sourceLocation)
    }

    /// The explorer's process id: the child of the pane's shell.
    private func explorerPID(_ tmux: Tmux) throws -> pid_t {
        guard let pid = tmux.paneChildPID() else { throw Tmux.Failure.commandFailed(["no child of the pane's shell within 15 s"], 1) }
        return pid
    }

    /// Bytes the process has read so far (`rchar` in /proc/PID/io).
    private func bytesRead(_ pid: pid_t) -> Int {
        let io = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
        let line = io.split(separator: "\n").first { $0.hasPrefix("rchar:") }
        return line.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    /// Waits until the process has been asleep (blocked reading its terminal, input consumed)
    /// for three samples in a row, at most 5 s.
    private func waitUntilReading(_ pid: pid_t) {
        var asleep = 0
        for _ in 0..<250 where asleep < 3 {
            usleep(20_000)
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            let state = stat.lastIndex(of: ")").map { stat[stat.index($0, offsetBy: 2)] }
            asleep = state == "S" ? asleep + 1 : 0
        }
    }

    /// A TERM the explorer cannot use gets its one line and exit 2, with nothing drawn and the
    /// tty as it was: plain `locflow` learns it from the entry `newterm` reads (no separate probe),
    /// `--record` from the probe before its file is written, which then does not exist.
    @Test("an unusable TERM is refused with one line and exit 2, with or without --record", arguments: [
        ("dumb", "locflow: TERM=\"dumb\" is a terminal without cursor addressing; the explorer needs a full-screen terminal"),
        ("no-such-term-xyz", "locflow: TERM=\"no-such-term-xyz\" is unknown to terminfo; try TERM=xterm-256color"),
        ("", "locflow: TERM is not set; set it to your terminal type, for example TERM=xterm-256color"),
    ])
    func unusableTermRefused(term: String, message: String) throws {
        for record in [false, true] {
            let path = "/tmp/locflow-refused-\(getpid())-\(term.count).yaml"
            unlink(path)
            let tmux = try launch(record ? ["--record", path] : [], cols: 200, environment: ["TERM": term])
            defer { tmux.kill() }
            let wait = tmux.waitUntil(timeout: .seconds(30)) { $0.contains("RESULT") }
            #expect(wait.screen.contains(message), "record \(record): \(wait.screen)")
            #expect(wait.screen.contains("RESULT tty=same exit=2"), "record \(record): \(wait.screen)")
            #expect(!wait.screen.contains("Delegate log"))
            #expect(tmux.display("#{cursor_flag} #{alternate_on}") == "1 0")
            #expect(access(path, F_OK) != 0, "a refused start wrote --record \(path)")
        }
    }

    @Test("SIGTERM, SIGHUP, SIGINT and SIGQUIT each quit cleanly and restore the terminal", arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func quitSignal(signal: Int32) throws {
        let tmux = try launch()
        defer { tmux.kill() }
        tmux.expectScreen(Tmux.firstFrame)
        try tmux.sendKeys("w")  // a prompt on screen: the signal arrives mid-session
        tmux.expectScreen("Allow Once")
        #expect(kill(try explorerPID(tmux), signal) == 0)
        expectRestored(tmux, exit: { $0 == 0 })
    }

    @Test("a crash with curses active restores the terminal before the crash report")
    func forcedCrash() throws {
        let tmux = try launch(environment: ["LOCFLOW_CRASH_AFTER_FIRST_FRAME": "1"])
        defer { tmux.kill() }
        expectRestored(tmux, exit: { $0 > 128 })  // killed by the trap's signal
        #expect(tmux.capture(history: true).contains("crashing on purpose"), "the crash message should reach the screen")
    }

    @Test("a resize storm through tiny and huge sizes never crashes, and the screen comes back")
    func resizeStorm() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        tmux.expectScreen(Tmux.firstFrame)
        try tmux.sendKeys("w")
        for _ in 0..<6 {
            for (cols, rows) in [(1, 1), (20, 5), (80, 24), (200, 60), (79, 23), (2, 40), (300, 2), (100, 30)] {
                try tmux.resize(cols: cols, rows: rows)
            }
        }
        // tmux coalesces a burst of pane resizes and may skip one that returns to a size it has
        // already sent, so settle on a size the storm never used.
        usleep(300_000)
        try tmux.resize(cols: 101, rows: 31)
        let screen = tmux.waitFor("Allow While Using App")
        #expect(screen.found, "\(screen)")
        #expect(!tmux.paneStatus().dead)
        try tmux.sendKeys("q", "q")
        expectRestored(tmux, exit: { $0 == 0 })
    }

    @Test("starting at tiny sizes works, keys are ignored until it grows, and it quits cleanly", arguments: [(1, 1), (20, 5)])
    func tinyStart(cols: Int, rows: Int) throws {
        let tmux = try launch(cols: cols, rows: rows)
        defer { tmux.kill() }
        let pid = try explorerPID(tmux)
        waitUntilReading(pid)
        let before = bytesRead(pid)
        try tmux.sendKeys("w", "a", "S", "o")  // not q: nothing should happen unseen
        // Every key read (and handled) at the tiny size before it grows: tmux writes keys to
        // the pane asynchronously, so wait for the explorer's own read count.
        for _ in 0..<250 where bytesRead(pid) < before + 4 { usleep(20_000) }
        waitUntilReading(pid)
        try tmux.resize(cols: 100, rows: 30)
        // Wait for the whole frame (the Settings row is drawn after the prompt area).
        let screen = tmux.waitUntil { $0.contains("No system prompt is on screen.") && $0.contains("X Restricted") }
        #expect(screen.found, "\(screen)")
        #expect(screen.screen.contains("Location Services On"), "a key acted while the screen was too small")
        try tmux.sendKeys("q", "q")
        expectRestored(tmux, exit: { $0 == 0 })
    }

    @Test("locflow --cast records a live session: header, a frame per draw, a marker per action")
    func liveCast() throws {
        let path = NSTemporaryDirectory() + "locflow-live-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).cast"
        defer { unlink(path) }
        let tmux = try launch(["--cast", path])
        defer { tmux.kill() }
        tmux.expectScreen(Tmux.firstFrame)
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow Once")
        try tmux.sendKeys("2")
        tmux.expectScreen("authorizationStatus   .authorizedWhenInUse")
        try tmux.sendKeys("q", "q")
        expectRestored(tmux, exit: { $0 == 0 })
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 100 && header["height"] as? Int == 31)
        let events = try lines.dropFirst().map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any] ?? [] }
        #expect(events.allSatisfy { $0.count == 3 })
        let markers = events.filter { $0[1] as? String == "m" }.compactMap { $0[2] as? String }
        // The first q draws the quit question (a frame, marked "quit"); the second quits.
        #expect(markers == ["start", "requestWhenInUseAuthorization", "tap Allow While Using App", "quit"])
    }
}
