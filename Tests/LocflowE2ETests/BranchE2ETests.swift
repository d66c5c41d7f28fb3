import Foundation
import LocflowTestSupport
import Testing

/// Two strategies compared in the real binary (issue 11 item 6): undo, a new step, back to the
/// other branch from the timeline, save it under a typed name, and `locflow run` replays it green.
@Suite(
    .serialized, .timeLimit(.minutes(2)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed: the end-to-end branch tests are skipped"),
    .enabled(if: binary != nil, "the locflow binary was not found next to the test bundle"))
struct BranchE2ETests {
    @discardableResult
    private func expectScreen(_ tmux: Tmux, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let wait = tmux.waitFor(text)
        #expect(wait.found, "waiting for \u{201C}\(text)\u{201D}: \(wait)", sourceLocation: sourceLocation)
        return wait.screen
    }

    @Test func undoNewStepSwitchBackSaveAndRunGreen() throws {
        let directory = "/tmp/lf-branch-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(["/bin/sh", "-c", "cd '\(directory)' && exec '\(binary!)'"], cols: 100, rows: 30)
        expectScreen(tmux, "No system prompt is on screen.")
        try tmux.sendKeys("w")
        expectScreen(tmux, "Allow “Demo” to use your location?")
        try tmux.sendKeys("2")
        expectScreen(tmux, "authorizationStatus   .authorizedWhenInUse")
        try tmux.sendKeys(",", ",", ",")  // three minutes: one step in the timeline
        expectScreen(tmux, "clock 00:03")
        try tmux.sendKeys("z", "z")  // back to the prompt
        expectScreen(tmux, "Allow “Demo” to use your location?")
        try tmux.sendKeys("3")  // the other strategy: Don't Allow
        expectScreen(tmux, "authorizationStatus   .denied")
        try tmux.sendKeys("j")
        expectScreen(tmux, "▶ 2 ⑂2/2 [00:00] tap Don't Allow")
        try tmux.sendKeys("Left")
        expectScreen(tmux, "↷ 2 ⑂1/2 [00:00] tap Allow While Using App")
        try tmux.sendKeys("Down", "Enter")  // the end of the first branch: after the merged wait
        expectScreen(tmux, "▶ 3 [00:03] wait 3m")
        expectScreen(tmux, "authorizationStatus   .authorizedWhenInUse")
        try tmux.sendKeys("s")
        expectScreen(tmux, "Save the session as")
        try tmux.sendKeys("1")
        expectScreen(tmux, "Save a scenario as")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("While using, then wait")
        try tmux.sendKeys("Enter", "j")  // saved; back to the log, which says so
        let saved = expectScreen(tmux, "saved 3 steps as a scenario")
        try tmux.sendKeys("q")
        _ = tmux.waitForExit()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }
        #expect(files.count == 1, "\(saved)")
        let file = directory + "/" + (files.first ?? "")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("name: \"While using, then wait\"\n"))
        #expect(text.contains("  - tap Allow While Using App\n") && !text.contains("Don't Allow\n"), "\(text)")
        #expect(text.contains("  - wait 3m\n"), "\(text)")
        let replay = Tmux()
        defer { replay.kill() }
        try replay.start([binary!, "run", file], cols: 120, rows: 60)
        #expect(replay.waitForExit() == 0, "locflow run \(file):\n\(replay.capture(history: true))")
    }
}
