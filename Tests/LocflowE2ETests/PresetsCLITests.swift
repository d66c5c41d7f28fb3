import LocflowTestSupport
import Foundation
import Testing

/// `locflow presets` and `--preset`, through the real binary.
@Suite(.locflowBuilt, .timeLimit(.minutes(1)))
struct PresetsCLITests {
    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try runLocflow(arguments)
    }

    @Test func listsEveryPresetWithItsDescription() throws {
        let result = try run(["presets"])
        #expect(result.status == 0)
        #expect(result.out == """
            fresh-install                    nothing asked yet: notDetermined
            upgraded-from-ios12              Always on iOS 12, then updated (§3.3)
            location-services-off            While Using, then the switch off (T45)
            restricted                       parental controls: restricted (T48)
            denied-then-fixed                Don't Allow, then While Using in Settings
            allow-once-relaunched            Allow Once, then relaunched (T40, T41)
            suspended-with-change            While Using, suspended, then Never (D22)
            app-clip-next-morning            App Clip: While Using until 4 a.m. (D52)
            forgot-background-updates        location mode, property unset: stops (D56)
            background-updates-without-mode  property set, no location mode: crash (D56)

            """)
    }

    @Test(arguments: [
        (["--preset", "nope"], "unknown preset “nope”; presets: fresh-install, upgraded-from-ios12"),
        (["--preset", "allow-once-relaunched", "--ios", "12"], "needs iOS 13.0 or newer"),
        (["--preset", "restricted", "--scenario", "x.yaml"], "--preset and --scenario both set the starting state"),
    ])
    func badPresetIsAClearErrorWithStatus2(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test(.tmuxInstalled("the preset's end-to-end test is skipped")) func opensOnAPresetAndShowsTheLens() throws {
        let tmux = try Tmux.explorer(["--preset", "location-services-off"], waitingFor: "locationServicesEnabled() false")
        defer { tmux.kill() }
        try tmux.sendKeys("d")
        let lens = tmux.waitFor("global Location Services")
        #expect(lens.found, "\(lens)")
        try tmux.quit()
    }
}
