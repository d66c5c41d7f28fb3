import LocflowTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// End-to-end flows: the real binary in a private tmux server, keys in, screen out.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end explorer tests are skipped"))
struct ExplorerE2ETests {
    /// Quits with q and checks the exit status and that the alternate screen is gone.
    private func quit(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.quit(sourceLocation: sourceLocation)
        #expect(!tmux.capture().contains("Delegate log"), "the explorer's screen was left behind", sourceLocation: sourceLocation)
    }

    @Test(arguments: [("1", ".authorizedWhenInUse", "Allow Once   yes"), ("2", ".authorizedWhenInUse", "Allow Once   no"), ("3", ".denied", "Settings     Never")])
    func firstPromptAnswered(digit: String, status: String, detail: String) throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow “Demo” to use your location?")
        try tmux.sendKeys(digit)
        tmux.expectScreen("authorizationStatus   \(status)")
        let screen = tmux.expectScreen(detail)
        #expect(!screen.contains("Allow “Demo” to use your location?"))
        try quit(tmux)
    }

    @Test func provisionalAlwaysThroughTheSecondPrompt() throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.sendKeys("a")
        tmux.expectScreen("Allow While Using App")
        try tmux.sendKeys("2")
        tmux.expectScreen("Provisional  yes (Settings: While Using)")
        try tmux.sendKeys("r", "b", "R")  // start region monitoring, background, a region entry
        tmux.expectScreen("Change to Always Allow")
        tmux.expectScreen("Held events  regionEntry")
        try tmux.sendKeys("Down", "Enter")
        tmux.expectScreen("Provisional  no (2nd prompt answered)")
        tmux.expectScreen("Settings     Always")
        try quit(tmux)
    }

    @Test func askNextTimeFromSettings() throws {
        let tmux = try Tmux.explorer(["--ios", "16", "--app-name", "Tracker"])
        defer { tmux.kill() }
        try tmux.sendKeys("w", "2")
        tmux.expectScreen("Settings     While Using the App")
        try tmux.sendKeys("K")
        tmux.expectScreen("Settings     Ask Next Time Or When I Share")
        tmux.expectScreen("authorizationStatus   .notDetermined")
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow “Tracker” to use your location?")
        try quit(tmux)
    }

    @Test func locationServicesOffAndOn() throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.sendKeys("w", "2", "S")
        tmux.expectScreen("locationServicesEnabled() false")
        tmux.expectScreen("authorizationStatus   .denied")
        try tmux.sendKeys("S")
        tmux.expectScreen("locationServicesEnabled() true")
        tmux.expectScreen("authorizationStatus   .authorizedWhenInUse")
        try quit(tmux)
    }

    @Test func resizeRelaysOutWithoutGarbage() throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.resize(cols: 80, rows: 24)
        let compact = tmux.expectScreen("Hidden truth")
        #expect(!compact.contains("Provisional  no"), "a stale row of the 100×30 layout survived:\n\(compact)")
        #expect(compact.split(separator: "\n").count <= 24)
        try tmux.resize(cols: 60, rows: 20)
        let small = tmux.expectScreen("enlarge the terminal to at least 80×24")
        #expect(!small.contains("Status"), "panels drawn below the minimum:\n\(small)")
        try tmux.resize(cols: 100, rows: 30)
        tmux.expectScreen("Provisional  no")
        try quit(tmux)
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.signal(SIGTERM)
        #expect(tmux.waitForExit() == 0)
        #expect(!tmux.capture().contains("Delegate log"))
    }

    @Test func mouseClickTapsAButton() throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        let screen = tmux.expectScreen("3  Don't Allow")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("3  Don't Allow") })
        let col = try #require(lines[row].range(of: "Don't")).lowerBound.utf16Offset(in: lines[row])
        // X10 mouse (tmux-256color): ESC [ M, button 0 + 32, column + 33, row + 33.
        let press = "\u{1B}[M" + String(UnicodeScalar(32)) + String(UnicodeScalar(UInt8(col + 33))) + String(UnicodeScalar(UInt8(row + 33)))
        try tmux.sendLiteral(press)
        tmux.expectScreen("authorizationStatus   .denied")
        try quit(tmux)
    }
}
