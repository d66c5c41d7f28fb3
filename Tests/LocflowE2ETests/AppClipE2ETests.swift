import Foundation
import LocflowTestSupport
import Testing

/// `locflow --app-clip` (D52): the header says App Clip and reads the day, Always is refused with
/// a note, and a day's wait past 04:00 brings the first prompt back.
@Suite("App Clips in the explorer", .endToEnd("the App Clip explorer test is skipped"))
struct AppClipE2ETests {
    @Test func aClipNeverGetsAlwaysAndItsGrantEndsNextMorning() throws {
        let tmux = try Tmux.explorer(["--app-clip", "--app-name", "Parking"])
        defer { tmux.kill() }
        tmux.expectScreen("day 0 00:00")
        tmux.expectScreen("App Clip │ iOS 18+ │ day 0 00:00")  // said first, so no hint cuts it
        try tmux.sendKeys("a")
        tmux.expectScreen("App Clips can't request continuous")
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow “Parking” to use your location?")
        try tmux.sendKeys("2")
        tmux.expectScreen(".authorizedWhenInUse")
        try tmux.sendKeys("=")  // a day: day 1 00:00, before the 04:00 reset
        tmux.expectScreen("day 1 00:00")
        tmux.expectScreen(".authorizedWhenInUse")
        try tmux.sendKeys("=")  // another: 04:00 of day 1 has passed
        tmux.expectScreen("day 2 00:00")
        tmux.expectScreen(".notDetermined")
        try tmux.quit()
    }
}
