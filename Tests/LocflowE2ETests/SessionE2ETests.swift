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

    /// Starts an explorer, types `keys` (waiting for `shown` after them), and kills it with SIGKILL.
    private func crash(_ tmux: Tmux, environment: [String: String], keys: [String], shown: String) throws -> String {
        try tmux.start([binary!], cols: 100, rows: 30, environment: environment)
        expectScreen(tmux, "No system prompt is on screen.")
        for key in keys { try tmux.sendKeys(key) }
        let screen = expectScreen(tmux, shown)
        try killExplorer(tmux)
        return screen
    }

    /// Kills the explorer in `tmux` with SIGKILL: no clean quit, no chance to write anything more.
    private func killExplorer(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pidText = try tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_pid}"], capture: true).stdout
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)), sourceLocation: sourceLocation)
        #expect(kill(pid, SIGKILL) == 0, sourceLocation: sourceLocation)
        #expect(tmux.waitForExit() == 128 + SIGKILL, sourceLocation: sourceLocation)
    }

    @Test func twoCrashedExplorersSharingAStateDirectoryAreBothListedAndResumable() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        // Both open at once, on the same state directory, then both killed.
        let first = Tmux(), second = Tmux()
        defer { first.kill(); second.kill() }
        try first.start([binary!], cols: 100, rows: 30, environment: environment)
        expectScreen(first, "No system prompt is on screen.")
        try first.sendKeys("a")
        expectScreen(first, "Allow While Using App")
        try first.sendKeys("2", "r", "b")  // provisional Always, region monitoring, background
        let firstScreen = expectScreen(first, "App          suspended")  // not in use in the background (D22)
        let secondScreen = try crash(second, environment: environment, keys: ["w", "3"], shown: "authorizationStatus   .denied")
        try killExplorer(first)

        let listing = try runLocflow(["sessions", "--format", "json"], environment: ["XDG_STATE_HOME": state])
        #expect(listing.status == 0, "\(listing.err)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listing.out.utf8)) as? [[String: Any]])
        #expect(rows.count == 2, "\(listing.out)")
        #expect(rows.allSatisfy { $0["resumable"] as? Bool == true && $0["finished"] as? Bool == false })
        // Newest first: the second explorer started later (or in the same second, with a larger pid).
        let steps = Dictionary(uniqueKeysWithValues: rows.compactMap { row in (row["id"] as? String).map { ($0, row["steps"] as? Int ?? -1) } })
        #expect(Set(steps.values) == [4, 2], "\(listing.out)")
        let text = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": state])
        #expect(text.out.contains("unfinished") && text.out.contains("locflow --resume resumes"), "\(text.out)")

        for (index, (id, count)) in steps.sorted(by: { $0.key < $1.key }).enumerated() {
            let tmux = Tmux()
            defer { tmux.kill() }
            try tmux.start([binary!, "--resume", id], cols: 100, rows: 30, environment: environment)
            let after = expectScreen(tmux, "resumed \(count) steps from")
            let lines = count == 4
                ? ["authorizationStatus   .authorizedAlways", "Provisional  yes", "App          suspended"]
                : ["authorizationStatus   .denied"]
            let before = count == 4 ? firstScreen : secondScreen
            for line in lines {
                #expect(before.contains(line) && after.contains(line), "\(line) before and after:\n\(before)\n\(after)")
            }
            // The other crashed session is announced, with how to resume it (until it is resumed too).
            if index == 0 { expectScreen(tmux, "unfinished session") }
            try tmux.sendKeys("q", "q")
            #expect(tmux.waitForExit() == 0)
        }
        // Both quit cleanly after resuming: nothing left to resume.
        let done = try runLocflow(["sessions", "--format", "json"], environment: ["XDG_STATE_HOME": state])
        let finished = try #require(try JSONSerialization.jsonObject(with: Data(done.out.utf8)) as? [[String: Any]])
        #expect(finished.count == 2 && finished.allSatisfy { $0["finished"] as? Bool == true }, "\(done.out)")
    }

    @Test func resumeKeepsWritingTheRecordFileAndTheUndoHistory() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        let file = state + "/qa.yaml"
        let first = Tmux()
        defer { first.kill() }
        try first.start([binary!, "--record", file], cols: 100, rows: 30, environment: environment)
        expectScreen(first, "No system prompt is on screen.")
        try first.sendKeys("w")
        expectScreen(first, "Allow Once")
        try first.sendKeys("2", "b")  // allow while using, background (suspended: nothing runs, D22)
        expectScreen(first, "App          suspended")
        try first.sendKeys("z")  // undo the background: the screen waits for it before the kill
        expectScreen(first, "App          foreground")
        try killExplorer(first)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("  - tap Allow While Using App\n"))

        let second = Tmux()
        defer { second.kill() }
        try second.start([binary!, "--resume"], cols: 100, rows: 30, environment: environment)
        expectScreen(second, "resumed 2 steps from")
        try second.sendKeys("y")  // redo the background undone before the crash
        expectScreen(second, "App          suspended")
        try second.sendKeys("q", "q")
        #expect(second.waitForExit() == 0)
        let recorded = try String(contentsOfFile: file, encoding: .utf8)
        #expect(recorded.contains("  - tap Allow While Using App\n") && recorded.contains("  - background\n"), "\(recorded)")
        #expect(try runLocflow(["run", file]).status == 0)
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
        #expect(screen.contains("locflow: --resume: no unfinished session to resume (locflow sessions lists them)"), "\(screen)")
    }

    @Test func aDamagedJournalResumesWhatIsValidAndSaysWhatWasLost() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        let sessions = state + "/locflow/sessions"
        let listing = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": state])
        #expect(listing.status == 0 && listing.out.contains("No sessions in \(sessions)."), "\(listing)")
        // Write a real header through a short explorer session, then damage its journal.
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start([binary!], cols: 100, rows: 30, environment: environment)
        expectScreen(tmux, "No system prompt is on screen.")
        try tmux.sendKeys("w", "1")
        expectScreen(tmux, "Allow Once   yes")
        try killExplorer(tmux)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: sessions).first)
        let path = sessions + "/" + name
        let good = try String(contentsOfFile: path, encoding: .utf8)
        try (good + "action requestAlways\naction background\naction tap Allow Wh").write(toFile: path, atomically: true, encoding: .utf8)

        let damaged = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": state])
        #expect(damaged.out.contains("unfinished, damaged") && damaged.out.contains("lost: line 4 cannot be read"), "\(damaged.out)")
        let second = Tmux()
        defer { second.kill() }
        try second.start([binary!, "--resume"], cols: 100, rows: 30, environment: environment)
        expectScreen(second, "resumed 2 steps from")
        expectScreen(second, "journal: line 4 cannot be read")
        expectScreen(second, "Allow Once   yes")
        // q asks first (demo): the journal is finished only once the quit is confirmed.
        try second.sendKeys("q")
        expectScreen(second, "locflow --resume")
        #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("\nfinished "))
        try second.sendKeys("q")
        #expect(second.waitForExit() == 0)
        // Only the readable part was kept, then the resume and the quit were appended.
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.hasPrefix(good) && !after.contains("requestAlways\n") && after.contains("\nfinished "), "\(after)")
    }

    @Test func unknownSessionsAndStrayIdsAreOneLineAndExit2() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let unknown = try runLocflow(["--resume", "20200101-000000-1"], environment: ["XDG_STATE_HOME": state])
        #expect(unknown.status == 2 && unknown.err.contains("--resume 20200101-000000-1: no such session"), "\(unknown)")
        let stray = try runLocflow(["20200101-000000-1"], environment: ["XDG_STATE_HOME": state])
        #expect(stray.status == 2 && stray.err.contains("20200101-000000-1"), "\(stray)")
    }
}
