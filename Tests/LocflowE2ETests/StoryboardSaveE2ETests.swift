import Foundation
import LocflowTestSupport
import Testing

/// The explorer's save menu writes a storyboard, and the timeline takes mouse clicks, in the
/// real binary.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end storyboard tests are skipped"))
struct StoryboardSaveE2ETests {
    /// An X10 mouse click (tmux-256color) at a zero-based screen cell: the press (button 0) and
    /// the release (3), as a terminal sends them; curses reports no second press without a release.
    private func click(_ tmux: Tmux, row: Int, col: Int) throws {
        let at = String(UnicodeScalar(UInt8(col + 33))) + String(UnicodeScalar(UInt8(row + 33)))
        try tmux.sendLiteral("\u{1B}[M" + String(UnicodeScalar(32)) + at + "\u{1B}[M" + String(UnicodeScalar(35)) + at)
    }

    @Test func sThenStoryboardWritesThePageWithTheTitleAndTheAppsCopy() throws {
        let directory = try makeTemporaryDirectory("lf-board")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let purpose = "Finds the café nearest to you."
        let tmux = try Tmux.explorer(["--app-name", "Cafés", "--purpose", "whenInUse=\(purpose)"], in: directory)
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow “Cafés” to use your location?")
        try tmux.sendKeys("s")
        tmux.expectScreen("Storyboard")
        try tmux.sendKeys("5")
        tmux.expectScreen("Save a storyboard as")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("Café review")
        tmux.expectScreen("Café review▏")
        try tmux.sendKeys("Enter")
        tmux.expectScreen("saved 1 step as a storyboard")
        try tmux.quit()
        let boards = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix("-storyboard.html") }
        #expect(boards.count == 1, "one new page in the current directory: \(boards)")
        let page = try String(contentsOfFile: directory + "/" + (boards.first ?? ""), encoding: .utf8)
        #expect(page.contains("<h1>Café review</h1>"))
        #expect(page.contains("Allow “Cafés” to use your location?"))
        #expect(page.contains(purpose))
    }

    @Test func aClickSelectsATimelineRowAndASecondClickGoesThere() throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.sendKeys("w", "2", "j")
        let screen = tmux.expectScreen("▶ 2 [00:00] tap Allow While Using App")
        #expect(screen.contains("↑↓ Enter go"), "the cursor is on the current step")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("1 [00:00] requestWhenInUseAuthorization") })
        let col = try #require(lines[row].range(of: "requestWhen")).lowerBound.utf16Offset(in: lines[row])
        try click(tmux, row: row, col: col)
        let selected = tmux.waitUntil { !$0.contains("↑↓ Enter go") && $0.contains("Enter go") }
        #expect(selected.found, "one click moves the cursor off the current step: \(selected)")
        #expect(selected.screen.contains("authorizationStatus   .authorizedWhenInUse"), "and goes nowhere")
        try click(tmux, row: row, col: col)
        tmux.expectScreen("Allow “Demo” to use your location?")  // the state after step 1: the prompt again
        tmux.expectScreen("▶ 1 [00:00] requestWhenInUseAuthorization")
        try tmux.quit()
    }
}
