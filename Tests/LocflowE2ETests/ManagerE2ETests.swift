import Foundation
import LocflowTestSupport
import Testing

/// The app's manager in the real binary (D56–D59): the blue pill in the header, `F`, `[` and `]`
/// through curses, and the crash preset.
@Suite("The app's manager in the explorer", .endToEnd("the manager end-to-end tests are skipped"))
struct ManagerE2ETests {
    @Test func theIndicatorThePauseAndTheOneShotRequest() throws {
        let tmux = try Tmux.explorer([])
        defer { tmux.kill() }
        tmux.expectScreen(Tmux.firstFrame)
        try tmux.sendKeys("w", "2", "u", "b")
        tmux.expectScreen("◖ location ◗")  // When-In-Use in use in the background (D57)
        try tmux.sendKeys("[")
        tmux.expectScreen("locationManagerDidPauseLocationUpdates(_:)")
        tmux.expectScreen("suspended")
        try tmux.sendKeys("f", "F", "U")
        tmux.expectScreen("requestLocation answered with one fix")
        try tmux.quit()
    }

    @Test func theCrashAtEveryLaunch() throws {
        let tmux = try Tmux.explorer(["--preset", "background-updates-without-mode"])
        defer { tmux.kill() }
        tmux.expectScreen("terminated")
        tmux.expectScreen("setAllowsBackgroundLocationUpdates:]")
        tmux.expectScreen("the app crashed")
        try tmux.quit()
    }
}
