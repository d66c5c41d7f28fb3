import LocflowTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The real `locflow` binary (LocflowTestSupport finds it next to the test bundle).
let binary = locflowBinary

/// End-to-end flows: the real binary in a private tmux server, keys in, screen out.
@Suite(
    .serialized, .timeLimit(.minutes(2)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed: the end-to-end explorer tests are skipped"),
    .enabled(if: binary != nil, "the locflow binary was not found next to the test bundle"))
struct ExplorerE2ETests {
    /// Starts the explorer at a size, waits for its first frame, and hands over the driver.
    private func launch(_ arguments: [String] = [], cols: Int = 100, rows: Int = 30) throws -> Tmux {
        let tmux = Tmux()
        try tmux.start([binary!] + arguments, cols: cols, rows: rows)
        expectScreen(tmux, "No system prompt is on screen.")
        return tmux
    }

    /// Waits for text; on timeout the failure shows the last screen.
    @discardableResult
    private func expectScreen(_ tmux: Tmux, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let wait = tmux.waitFor(text)
        #expect(wait.found, "waiting for \u{201C}\(text)\u{201D}: \(wait)", sourceLocation: sourceLocation)
        return wait.screen
    }

    /// Quits with q and checks the exit status and that the alternate screen is gone.
    private func quit(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.sendKeys("q", "q")
        #expect(tmux.waitForExit() == 0, sourceLocation: sourceLocation)
        #expect(!tmux.capture().contains("Delegate log"), "the explorer's screen was left behind", sourceLocation: sourceLocation)
    }

    @Test(arguments: [("1", ".authorizedWhenInUse", "Allow Once   yes"), ("2", ".authorizedWhenInUse", "Allow Once   no"), ("3", ".denied", "Settings     Never")])
    func firstPromptAnswered(digit: String, status: String, detail: String) throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        expectScreen(tmux, "Allow “Demo” to use your location?")
        try tmux.sendKeys(digit)
        expectScreen(tmux, "authorizationStatus   \(status)")
        let screen = expectScreen(tmux, detail)
        #expect(!screen.contains("Allow “Demo” to use your location?"))
        try quit(tmux)
    }

    @Test func provisionalAlwaysThroughTheSecondPrompt() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.sendKeys("a")
        expectScreen(tmux, "Allow While Using App")
        try tmux.sendKeys("2")
        expectScreen(tmux, "Provisional  yes (Settings: While Using)")
        try tmux.sendKeys("r", "b", "R")  // start region monitoring, background, a region entry
        expectScreen(tmux, "Change to Always Allow")
        expectScreen(tmux, "Held events  regionEntry")
        try tmux.sendKeys("Down", "Enter")
        expectScreen(tmux, "Provisional  no (2nd prompt answered)")
        expectScreen(tmux, "Settings     Always")
        try quit(tmux)
    }

    @Test func askNextTimeFromSettings() throws {
        let tmux = try launch(["--ios", "16", "--app-name", "Tracker"])
        defer { tmux.kill() }
        try tmux.sendKeys("w", "2")
        expectScreen(tmux, "Settings     While Using the App")
        try tmux.sendKeys("K")
        expectScreen(tmux, "Settings     Ask Next Time Or When I Share")
        expectScreen(tmux, "authorizationStatus   .notDetermined")
        try tmux.sendKeys("w")
        expectScreen(tmux, "Allow “Tracker” to use your location?")
        try quit(tmux)
    }

    @Test func locationServicesOffAndOn() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.sendKeys("w", "2", "S")
        expectScreen(tmux, "locationServicesEnabled() false")
        expectScreen(tmux, "authorizationStatus   .denied")
        try tmux.sendKeys("S")
        expectScreen(tmux, "locationServicesEnabled() true")
        expectScreen(tmux, "authorizationStatus   .authorizedWhenInUse")
        try quit(tmux)
    }

    @Test func resizeRelaysOutWithoutGarbage() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.resize(cols: 80, rows: 24)
        let compact = expectScreen(tmux, "Hidden truth")
        #expect(!compact.contains("Provisional  no"), "a stale row of the 100×30 layout survived:\n\(compact)")
        #expect(compact.split(separator: "\n").count <= 24)
        try tmux.resize(cols: 60, rows: 20)
        let small = expectScreen(tmux, "enlarge the terminal to at least 80×24")
        #expect(!small.contains("Status"), "panels drawn below the minimum:\n\(small)")
        try tmux.resize(cols: 100, rows: 30)
        expectScreen(tmux, "Provisional  no")
        try quit(tmux)
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        let pidText = try tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_pid}"], capture: true).stdout
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTERM) == 0)
        #expect(tmux.waitForExit() == 0)
        #expect(!tmux.capture().contains("Delegate log"))
    }

    @Test func mouseClickTapsAButton() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        let screen = expectScreen(tmux, "3  Don't Allow")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("3  Don't Allow") })
        let col = try #require(lines[row].range(of: "Don't")).lowerBound.utf16Offset(in: lines[row])
        // X10 mouse (tmux-256color): ESC [ M, button 0 + 32, column + 33, row + 33.
        let press = "\u{1B}[M" + String(UnicodeScalar(32)) + String(UnicodeScalar(UInt8(col + 33))) + String(UnicodeScalar(UInt8(row + 33)))
        try tmux.sendLiteral(press)
        expectScreen(tmux, "authorizationStatus   .denied")
        try quit(tmux)
    }
}
