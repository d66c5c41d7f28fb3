import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Job control like less, vim and htop: Ctrl-Z and SIGTSTP stop the explorer with
/// the terminal restored, the shell's `jobs` lists it stopped with sane tty modes, and `fg`
/// repaints the whole screen. SIGQUIT restores and exits. Runs under an interactive bash in tmux,
/// because job control needs a shell that owns the terminal.
@Suite(
    .serialized, .timeLimit(.minutes(2)),
    .tmuxInstalled("the job-control tests are skipped"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "bash is needed for job control"),
    .locflowBuilt)
struct JobControlTests {
    /// An interactive bash with a plain prompt, which has saved its tty modes in `$before`.
    private func shell() throws -> Tmux {
        let tmux = try Tmux.launch(["/bin/bash", "--norc", "--noprofile", "-i"], environment: ["PS1": "$ "])
        try tmux.sendLiteral("before=$(stty -g)\n")
        return tmux
    }

    /// `#{cursor_flag} #{alternate_on}` of the pane: "1 0" is a visible cursor on the main screen.
    private func flags(_ tmux: Tmux) -> String {
        tmux.display("#{cursor_flag} #{alternate_on} #{keypad_cursor_flag} #{mouse_any_flag}")
    }

    /// Checks the stopped state: main screen, cursor on, keypad and mouse off, `jobs` says
    /// stopped, and the tty modes are the shell's own again.
    private func expectStoppedCleanly(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let stopped = tmux.waitFor("Stopped")
        #expect(stopped.found, "the shell did not report the explorer stopped: \(stopped)", sourceLocation: sourceLocation)
        #expect(flags(tmux) == "1 0 0 0", "want cursor on, main screen, keypad and mouse off; got \(flags(tmux))", sourceLocation: sourceLocation)
        try tmux.sendLiteral("jobs; [ \"$(stty -g)\" = \"$before\" ] && echo TTY-SANE || echo TTY-CHANGED\n")
        let verdict = tmux.waitUntil { $0.contains("TTY-SANE") || $0.contains("TTY-CHANGED") }
        #expect(verdict.screen.contains("TTY-SANE"), "tty modes not the shell's: \(verdict)", sourceLocation: sourceLocation)
        #expect(Self.jobLine(verdict.screen).map { $0.contains("Stopped") && $0.contains("locflow") } == true,
                "`jobs` does not list the explorer stopped: \(verdict)", sourceLocation: sourceLocation)
    }

    /// The `[1]` line of `jobs`, its wrapped rows joined: from a checkout at a long path the
    /// binary's path wraps at the pane's width, and "locflow" lands on the next row.
    static func jobLine(_ screen: String) -> String? {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = rows.firstIndex(where: { $0.hasPrefix("[1]") }) else { return nil }
        let rest = rows[(first + 1)...].prefix { !$0.hasPrefix("$ ") && !$0.contains("TTY-") && !$0.hasPrefix("[") && !$0.isEmpty }
        return ([rows[first]] + rest).joined()
    }

    /// `fg`: the explorer's whole screen comes back (not only what changed), and it still works.
    private func expectResumed(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.sendLiteral("clear; fg; echo DONE=$?\n")
        let back = tmux.waitUntil { $0.contains("Allow Once") && $0.contains("Delegate log") && $0.contains("X Restricted") }
        #expect(back.found, "fg did not repaint the explorer: \(back)", sourceLocation: sourceLocation)
        try tmux.sendKeys("2")  // raw mode again: a key acts at once, without Enter
        #expect(tmux.waitFor(".authorizedWhenInUse").found, sourceLocation: sourceLocation)
        try tmux.sendKeys("q", "q")
        let done = tmux.waitUntil { $0.contains("DONE=") }
        #expect(done.screen.contains("DONE=0"), "\(done)", sourceLocation: sourceLocation)
    }

    /// Starts the explorer from the shell and brings up a prompt.
    private func explorerWithPrompt(_ tmux: Tmux) throws {
        try tmux.sendLiteral("\(locflowBinary!)\n")
        tmux.expectScreen(Tmux.firstFrame)
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow Once")
    }

    @Test("Ctrl-Z stops the explorer with the terminal restored; jobs shows it stopped; fg repaints")
    func ctrlZ() throws {
        let tmux = try shell()
        defer { tmux.kill() }
        try explorerWithPrompt(tmux)
        try tmux.sendKeys("C-z")
        try expectStoppedCleanly(tmux)
        try expectResumed(tmux)
    }

    @Test("an external SIGTSTP stops the explorer as cleanly as Ctrl-Z")
    func externalStop() throws {
        let tmux = try shell()
        defer { tmux.kill() }
        try explorerWithPrompt(tmux)
        let pid = try #require(tmux.paneChildPID())
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? "?"
        #expect(exe.hasSuffix("locflow"), "the pane's child is \(exe), not the explorer")
        #expect(kill(pid, SIGTSTP) == 0)
        try expectStoppedCleanly(tmux)
        try expectResumed(tmux)
    }
}

/// The `jobs` line is read whole however the pane wraps it.
@Suite struct JobLineTests {
    @Test func aWrappedJobLineIsJoined() {
        let screen = "$ jobs; echo\n[1]+  Stopped                 /home/someone/a/very/long/checkout/path/that/wraps/.build/debug/loc\nflow\nTTY-SANE\n$ "
        #expect(JobControlTests.jobLine(screen) == "[1]+  Stopped                 /home/someone/a/very/long/checkout/path/that/wraps/.build/debug/locflow")
        #expect(JobControlTests.jobLine("[1]+  Stopped    locflow\n$ ") == "[1]+  Stopped    locflow")
    }
}
