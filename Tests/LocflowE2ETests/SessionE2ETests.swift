import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Record and replay, and the journal, with the real binary: files written by one process,
/// read by another.
@Suite(
    .serialized, .timeLimit(.minutes(2)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed: the end-to-end session tests are skipped"),
    .enabled(if: binary != nil, "the locflow binary was not found next to the test bundle"))
struct SessionE2ETests {
    private static let environment = ["LANG": "C.UTF-8", "TERM": "tmux-256color", "SWIFT_BACKTRACE": "interactive=no"]

    @discardableResult
    private func expectScreen(_ tmux: Tmux, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let wait = tmux.waitFor(text)
        #expect(wait.found, "waiting for \u{201C}\(text)\u{201D}: \(wait)", sourceLocation: sourceLocation)
        return wait.screen
    }

    private func temporaryDirectory() throws -> String {
        let path = "/tmp/lf-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Presses `s`, `1` (scenario) and Enter (the default name), waits for the log to say the
    /// steps were saved, quits, and reads the file.
    private func saveAndQuit(_ tmux: Tmux, steps: Int, file: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try tmux.sendKeys("s")
        expectScreen(tmux, "Save the session as", sourceLocation: sourceLocation)
        try tmux.sendKeys("1")
        expectScreen(tmux, "Save a scenario as", sourceLocation: sourceLocation)
        try tmux.sendKeys("Enter")
        expectScreen(tmux, "saved \(steps) steps as a scenario", sourceLocation: sourceLocation)
        try tmux.sendKeys("q", "q")
        #expect(tmux.waitForExit() == 0, sourceLocation: sourceLocation)
        return try String(contentsOfFile: file, encoding: .utf8)
    }

    @Test func recordedSessionReplaysGreenWithLocflowRun() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/qa.yaml"
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start([binary!, "--record", file], cols: 100, rows: 30)
        expectScreen(tmux, "No system prompt is on screen.")
        try tmux.sendKeys("w")
        expectScreen(tmux, "Allow “Demo” to use your location?")
        try tmux.sendKeys("2")
        expectScreen(tmux, "authorizationStatus   .authorizedWhenInUse")
        try tmux.sendKeys("a")
        expectScreen(tmux, "Keep Only While Using")
        try tmux.sendKeys("z")  // undo the request: the one-time Always request is not spent
        expectScreen(tmux, "No system prompt is on screen.")
        try tmux.sendKeys("a")
        expectScreen(tmux, "Keep Only While Using")
        try tmux.sendKeys("2")
        expectScreen(tmux, "authorizationStatus   .authorizedAlways")
        let text = try saveAndQuit(tmux, steps: 4, file: file)
        #expect(text.components(separatedBy: "  - requestAlwaysAuthorization\n").count == 2, "the undone request is not in the file:\n\(text)")
        let replay = Tmux()
        defer { replay.kill() }
        try replay.start([binary!, "run", file], cols: 120, rows: 60)
        #expect(replay.waitForExit() == 0, "locflow run \(file):\n\(replay.capture(history: true))")
    }

    @Test("--preset upgraded-from-ios12, then s: locflow run of the file ends where the explorer was (issue 9)")
    func presetThenSaveReplays() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/upgraded.yaml"
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start([binary!, "--preset", "upgraded-from-ios12", "--record", file], cols: 100, rows: 30)
        expectScreen(tmux, "authorizationStatus   .authorizedAlways")
        let text = try saveAndQuit(tmux, steps: 4, file: file)
        #expect(text.contains("\nios: \"12\"\n") && text.contains("  - systemUpdate 18\n"), "\(text)")
        let replay = Tmux()
        defer { replay.kill() }
        try replay.start([binary!, "run", "--format", "jsonl", file], cols: 400, rows: 60)
        #expect(replay.waitForExit() == 0, "locflow run \(file):\n\(replay.capture(history: true))")
    }

    @Test func saveMenuWritesAnExportBesideTheScenarios() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(["/bin/sh", "-c", "cd '\(directory)' && exec '\(binary!)'"], cols: 100, rows: 30)
        expectScreen(tmux, "No system prompt is on screen.")
        try tmux.sendKeys("w")
        expectScreen(tmux, "Allow “Demo” to use your location?")
        try tmux.sendKeys("2")
        expectScreen(tmux, "authorizationStatus   .authorizedWhenInUse")
        try tmux.sendKeys("s")
        expectScreen(tmux, "Save the session as")
        try tmux.sendKeys("2")
        expectScreen(tmux, "Save an XCUITest as")
        try tmux.sendKeys("Enter")
        expectScreen(tmux, "saved 2 steps as an XCUITest")
        try tmux.sendKeys("q", "q")
        #expect(tmux.waitForExit() == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix("-xcuitest.swift") }
        #expect(files.count == 1)
        let text = try String(contentsOfFile: directory + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(text.contains("// Generated by the explorer's save menu (s)"))
        #expect(text.contains("tapSystemAlertButton(\"Allow While Using App\", in: springboard)"))
    }

    @Test func resumeAfterSIGKILLShowsTheSameState() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        let first = Tmux()
        defer { first.kill() }
        try first.start([binary!], cols: 100, rows: 30, environment: environment)
        expectScreen(first, "No system prompt is on screen.")
        try first.sendKeys("a")
        expectScreen(first, "Allow While Using App")
        try first.sendKeys("2", "r", "b")  // provisional Always, region monitoring, background
        let before = expectScreen(first, "App          suspended")  // not in use in the background (D22)
        let pidText = try first.run(["display-message", "-p", "-t", first.session, "#{pane_pid}"], capture: true).stdout
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGKILL) == 0)
        #expect(first.waitForExit() == 128 + SIGKILL)

        let journal = try String(contentsOfFile: state + "/locflow/journal.yaml", encoding: .utf8)
        #expect(journal.contains("  - background\n"))
        let second = Tmux()
        defer { second.kill() }
        try second.start([binary!, "--resume"], cols: 100, rows: 30, environment: environment)
        let after = expectScreen(second, "resumed 4 steps from")
        for line in ["authorizationStatus   .authorizedAlways", "Provisional  yes", "App          suspended"] {
            #expect(before.contains(line) && after.contains(line), "\(line) before and after:\n\(before)\n\(after)")
        }
        try second.sendKeys("q", "q")
        #expect(second.waitForExit() == 0)
    }

    @Test func recordingToAnUnwritablePathIsOneLineAndExit2() throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start([binary!, "--record", "/nonexistent-dir/qa.yaml"], cols: 160, rows: 10)
        #expect(tmux.waitForExit() == 2)
        let screen = tmux.capture(history: true)
        #expect(screen.contains("locflow: --record: cannot write /nonexistent-dir/qa.yaml: no such file or directory"), "\(screen)")
    }

    @Test func resumeWithoutAJournalIsOneLineAndExit2() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start([binary!, "--resume"], cols: 160, rows: 10, environment: environment)
        #expect(tmux.waitForExit() == 2)
        let screen = tmux.capture(history: true)
        #expect(screen.contains("locflow: --resume: \(state)/locflow/journal.yaml: error: no session to resume"), "\(screen)")
    }
}
