import Foundation
import LocflowTestSupport
import Testing

/// The explorer's save menu writes a storyboard, and the timeline takes mouse clicks, in the
/// real binary (issue 11 items 3 and 7).
@Suite(
    .serialized, .timeLimit(.minutes(2)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed: the end-to-end storyboard tests are skipped"),
    .enabled(if: binary != nil, "the locflow binary was not found next to the test bundle"))
struct StoryboardSaveE2ETests {
    @discardableResult
    private func expectScreen(_ tmux: Tmux, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let wait = tmux.waitFor(text)
        #expect(wait.found, "waiting for \u{201C}\(text)\u{201D}: \(wait)", sourceLocation: sourceLocation)
        return wait.screen
    }

    /// An X10 mouse click (tmux-256color) at a zero-based screen cell: the press (button 0) and
    /// the release (3), as a terminal sends them; curses reports no second press without a release.
    private func click(_ tmux: Tmux, row: Int, col: Int) throws {
        let at = String(UnicodeScalar(UInt8(col + 33))) + String(UnicodeScalar(UInt8(row + 33)))
        try tmux.sendLiteral("\u{1B}[M" + String(UnicodeScalar(32)) + at + "\u{1B}[M" + String(UnicodeScalar(35)) + at)
    }

    @Test func sThenStoryboardWritesThePageWithTheTitleAndTheAppsCopy() throws {
        let directory = "/tmp/lf-board-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tmux = Tmux()
        defer { tmux.kill() }
        let purpose = "Finds the café nearest to you."
        try tmux.start(
            ["/bin/sh", "-c", "cd '\(directory)' && exec '\(binary!)' --app-name Cafés --purpose 'whenInUse=\(purpose)'"], cols: 100, rows: 30)
        expectScreen(tmux, "No system prompt is on screen.")
        try tmux.sendKeys("w")
        expectScreen(tmux, "Allow “Cafés” to use your location?")
        try tmux.sendKeys("s")
        expectScreen(tmux, "Storyboard")
        try tmux.sendKeys("5")
        expectScreen(tmux, "Save a storyboard as")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("Café review")
        expectScreen(tmux, "Café review▏")
        try tmux.sendKeys("Enter")
        expectScreen(tmux, "saved 1 step as a storyboard")
        try tmux.sendKeys("q", "q")
        #expect(tmux.waitForExit() == 0)
        let boards = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix("-storyboard.html") }
        #expect(boards.count == 1, "one new page in the current directory: \(boards)")
        let page = try String(contentsOfFile: directory + "/" + (boards.first ?? ""), encoding: .utf8)
        #expect(page.contains("<h1>Café review</h1>"))
        #expect(page.contains("Allow “Cafés” to use your location?"))
        #expect(page.contains(purpose))
    }

    @Test func aClickSelectsATimelineRowAndASecondClickGoesThere() throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start([binary!], cols: 100, rows: 30)
        expectScreen(tmux, "No system prompt is on screen.")
        try tmux.sendKeys("w", "2", "j")
        let screen = expectScreen(tmux, "▶ 2 [00:00] tap Allow While Using App")
        #expect(screen.contains("↑↓ Enter go"), "the cursor is on the current step")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("1 [00:00] requestWhenInUseAuthorization") })
        let col = try #require(lines[row].range(of: "requestWhen")).lowerBound.utf16Offset(in: lines[row])
        try click(tmux, row: row, col: col)
        let selected = tmux.waitUntil { !$0.contains("↑↓ Enter go") && $0.contains("Enter go") }
        #expect(selected.found, "one click moves the cursor off the current step: \(selected)")
        #expect(selected.screen.contains("authorizationStatus   .authorizedWhenInUse"), "and goes nowhere")
        try click(tmux, row: row, col: col)
        expectScreen(tmux, "Allow “Demo” to use your location?")  // the state after step 1: the prompt again
        expectScreen(tmux, "▶ 1 [00:00] requestWhenInUseAuthorization")
        try tmux.sendKeys("q", "q")
        #expect(tmux.waitForExit() == 0)
    }
}
