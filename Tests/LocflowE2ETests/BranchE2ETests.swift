import Foundation
import LocflowTestSupport
import Testing

/// Two strategies compared in the real binary: undo, a new step, back to the
/// other branch from the timeline, save it under a typed name, and `locflow run` replays it green.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end branch tests are skipped"))
struct BranchE2ETests {
    @Test func undoNewStepSwitchBackSaveAndRunGreen() throws {
        let directory = try makeTemporaryDirectory("lf-branch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tmux = try Tmux.explorer(in: directory)
        defer { tmux.kill() }
        try tmux.allowWhileUsing()
        try tmux.sendKeys(",", ",", ",")  // three minutes: one step in the timeline
        tmux.expectScreen("clock 00:03")
        try tmux.sendKeys("z", "z")  // back to the prompt
        tmux.expectScreen("Allow “Demo” to use your location?")
        try tmux.sendKeys("3")  // the other strategy: Don't Allow
        tmux.expectScreen("authorizationStatus   .denied")
        try tmux.sendKeys("j")
        tmux.expectScreen("▶ 2 ⑂2/2 [00:00] tap Don't Allow")
        try tmux.sendKeys("Left")
        tmux.expectScreen("↷ 2 ⑂1/2 [00:00] tap Allow While Using App")
        try tmux.sendKeys("Down", "Enter")  // the end of the first branch: after the merged wait
        tmux.expectScreen("▶ 3 [00:03] wait 3m")
        tmux.expectScreen("authorizationStatus   .authorizedWhenInUse")
        try tmux.sendKeys("s")
        tmux.expectScreen("Save the session as")
        try tmux.sendKeys("1")
        tmux.expectScreen("Save a scenario as")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("While using, then wait")
        try tmux.sendKeys("Enter", "j")  // saved; back to the log, which says so
        let saved = tmux.expectScreen("saved 3 steps as a scenario")
        try tmux.sendKeys("q", "q")
        _ = tmux.waitForExit()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }
        #expect(files.count == 1, "\(saved)")
        let file = directory + "/" + (files.first ?? "")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("name: \"While using, then wait\"\n"))
        #expect(text.contains("  - tap Allow While Using App\n") && !text.contains("Don't Allow\n"), "\(text)")
        #expect(text.contains("  - wait 3m\n"), "\(text)")
        let replay = try Tmux.runToExit([locflowBinary!, "run", file], cols: 120, rows: 60)
        #expect(replay.status == 0, "locflow run \(file):\n\(replay.screen)")
    }
}
