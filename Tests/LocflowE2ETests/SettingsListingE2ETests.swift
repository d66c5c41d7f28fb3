import Foundation
import LocflowTestSupport
import Testing

/// The real binary: before its first request the app has no row in Settings (§6.1 listing,
/// approximate); the panel says so with the app's name, and the row keys set it ahead.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end explorer tests are skipped"))
struct SettingsListingE2ETests {
    @Test func notListedUntilTheAppAsks() throws {
        let tmux = try Tmux.explorer(["--app-name", "Tracker"])
        defer { tmux.kill() }
        tmux.expectScreen("“Tracker” is not listed in Settings until")
        tmux.expectScreen("N K W A: set it ahead ≈")
        try tmux.sendKeys("w")
        tmux.expectScreen("“Tracker” row: Ask Next Time")
        #expect(!tmux.capture().contains("is not listed in Settings"))
        try tmux.quit()
    }

    @Test func notListedAt80x24() throws {
        let tmux = try Tmux.explorer([], cols: 80, rows: 24)
        defer { tmux.kill() }
        tmux.expectScreen("“Demo” is not listed in Settings until it")
        try tmux.sendKeys("A")  // the shortcut: Always before any request
        tmux.expectScreen("“Demo” row: Always")
        try tmux.quit()
    }
}
