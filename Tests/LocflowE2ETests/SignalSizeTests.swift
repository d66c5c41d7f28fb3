import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The terminal after any signal, and at the terminal's own size. Every signal whose default
/// action ends the process (signal(7)) leaves the explorer through its run loop: the terminal
/// restored (tty modes, cursor, keypad, main screen), the journal whole, exit status 128 + N as
/// if the signal had ended it. Exported `COLUMNS` and `LINES` never override the size the
/// terminal reports, at the start or after a resize.
@Suite(.serialized, .timeLimit(.minutes(3)), .endToEnd("the signal and size tests are skipped"))
struct SignalSizeTests {
    /// The signals that used to kill the explorer raw (alternate screen, hidden cursor, keypad
    /// mode, raw tty); SIGTERM, SIGHUP, SIGINT and SIGQUIT are `TerminalFaultTests.quitSignal`.
    static let endSignals: [Int32] = [SIGXFSZ, SIGXCPU, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS, SIGSTKFLT]

    /// The explorer under `sh`, which prints `RESULT tty=same|changed exit=N` when it ends.
    private func launch(cols: Int = 100, rows: Int = 30, environment: [String: String] = [:]) throws -> Tmux {
        let script = """
            before=$(stty -g); "$0" "$@"; status=$?; after=$(stty -g)
            if [ "$before" = "$after" ]; then tty=same; else tty=changed; fi
            echo "RESULT tty=$tty exit=$status"; exec sleep 120
            """
        return try Tmux.launch(["/bin/sh", "-c", script, locflowBinary!], cols: cols, rows: rows, environment: environment)
    }

    /// Whether `pid` ignores `signal` (its bit in /proc/PID/status's SigIgn mask).
    private func ignores(_ pid: pid_t, _ signal: Int32) -> Bool {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }
        let mask = line.flatMap { UInt64($0.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16) } ?? 0
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    @Test("every signal whose default ends the process restores the terminal, keeps the journal and exits 128+N", arguments: endSignals)
    func endSignal(signal: Int32) throws {
        let tmux = try launch()
        defer { tmux.kill() }
        tmux.expectScreen(Tmux.firstFrame)
        try tmux.sendKeys("w")  // a prompt on screen, and a step in the journal
        tmux.expectScreen("Allow Once")
        let pid = try #require(tmux.paneChildPID())
        // A signal locflow ignores on purpose (SIGXFSZ, which its writers report as a failed
        // write) must change nothing: the session goes on and quits as usual.
        let ignored = ignores(pid, signal)
        #expect(kill(pid, signal) == 0)
        if ignored {
            usleep(300_000)
            try tmux.sendKeys("q", "q")
        }
        let wait = tmux.waitUntil(timeout: .seconds(30)) { $0.contains("RESULT") }
        #expect(wait.found, "the explorer did not end: \(wait)")
        let line = wait.screen.split(separator: "\n").first { $0.contains("RESULT") }.map(String.init) ?? ""
        #expect(line.contains("tty=same exit=\(ignored ? 0 : 128 + signal)"), "signal \(signal): \(line)")
        #expect(tmux.display("#{cursor_flag} #{alternate_on} #{keypad_cursor_flag} #{keypad_flag}") == "1 0 0 0", "signal \(signal)")
        #expect(!wait.screen.contains("Delegate log"), "the explorer's screen was left behind")
        // The journal holds the step, its last line whole.
        let sessions = tmux.stateHome + "/locflow/sessions"
        // Journals only: a quit by `q` also writes the catalog's cache (`.catalog`) beside them.
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: sessions)) ?? []).filter { $0.hasSuffix(".journal") }
        let journals = try names.map { try String(contentsOfFile: sessions + "/" + $0, encoding: .utf8) }
        #expect(journals.count == 1, "journals: \(names)")
        #expect(journals.allSatisfy { $0.hasSuffix("\n") && $0.contains("requestWhenInUseAuthorization") }, "\(journals)")
    }

    /// Expects the two panes to show the same screen, within 15 s (each redraws on its own time).
    private func expectSameScreen(_ exported: Tmux, _ plain: Tmux, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var screens = ("", "")
        for _ in 0..<75 {
            screens = (exported.capture(), plain.capture())
            if screens.0 == screens.1, !screens.0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return }
            usleep(200_000)
        }
        Issue.record("\(what): with COLUMNS and LINES exported:\n\(screens.0)\nwithout:\n\(screens.1)", sourceLocation: sourceLocation)
    }

    /// Exported sizes against the terminal's: a larger frame drawn into a smaller terminal, and
    /// "enlarge the terminal" in a large one.
    static let exportedSizes = [(columns: "200", lines: "60", cols: 100, rows: 30), (columns: "30", lines: "8", cols: 120, rows: 40)]

    @Test("exported COLUMNS and LINES never override the terminal's own size, at the start or after a resize", arguments: exportedSizes.indices)
    func sizeFromTheTerminal(index: Int) throws {
        let (columns, lines, cols, rows) = Self.exportedSizes[index]
        let environment = ["COLUMNS": columns, "LINES": lines]
        let plain = try Tmux.explorer(cols: cols, rows: rows)
        defer { plain.kill() }
        let exported = try Tmux.explorer(cols: cols, rows: rows, environment: environment, waitingFor: nil)
        defer { exported.kill() }
        plain.expectScreen(Tmux.firstFrame)
        expectSameScreen(exported, plain, "at the start, \(cols)×\(rows)")
        // After a resize too (curses reads the size again on SIGWINCH, where the variables won).
        for (newCols, newRows) in [(80, 24), (140, 45)] {
            try plain.resize(cols: newCols, rows: newRows)
            try exported.resize(cols: newCols, rows: newRows)
            plain.expectScreen(Tmux.firstFrame)  // laid out anew at the new size
            expectSameScreen(exported, plain, "after a resize to \(newCols)×\(newRows)")
        }
        try exported.quit()
        try plain.quit()
    }
}
