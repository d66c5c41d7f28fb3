import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// An App Clip in the explorer (D52): the `e` menu makes one, the panels show what a clip can
/// have, and one key reaches the morning its grant ends.
@Suite struct AppClipExplorerTests {
    private var clip: AppConfig {
        var app = AppConfig()
        app.appClip = true
        return app
    }

    @Test func theInfoPlistMenuTurnsTheBuildIntoAClipAndBack() {
        var state = explorer(keys: "e")
        #expect(state.view.menu?.count == InfoPlistKey.allCases.count + 1 + ManagerKey.allCases.count)
        type(String(Menu.appClipRow + 1), into: &state)
        #expect(state.config.app.appClip && state.sim.app.appClip)
        #expect(state.view.menu?.kind == .infoPlist)  // the menu stays open, like a key's toggle
        #expect(state.log.contains { $0.text.contains("App Clip → on") })
        #expect(picture(state).contains("NSAppClip (the build is an App Clip)"))
        type(String(Menu.appClipRow + 1), into: &state)
        #expect(!state.config.app.appClip && !state.sim.app.appClip)
    }

    @Test func theServicesTableHasNoAlwaysColumnForAClip() {
        let ordinary = explorer(keys: "w2")
        #expect(ServiceRows.rows(ordinary.sim).allSatisfy { $0.always })
        let clipped = explorer(app: clip, keys: "w2")
        #expect(ServiceRows.rows(clipped.sim).allSatisfy { !$0.always })
        // What the clip has now is the core's, unchanged: While Using services are in use.
        #expect(ServiceRows.rows(clipped.sim).map(\.now) == ServiceRows.rows(ordinary.sim).map(\.now))
    }

    @Test func theStatusPanelSaysWhenTheClipsGrantEnds() {
        let before = picture(explorer(app: clip))
        #expect(before.contains("Clip grant   none yet (never Always)"))
        #expect(!before.contains("Always asked"))
        let granted = picture(explorer(app: clip, keys: "w2"))
        #expect(granted.contains("Clip grant   ends day 1 04:00"))
        #expect(picture(explorer(keys: "w2")).contains("Always asked"))
    }

    @Test func theSettingsRowOffersNoAlwaysToAClip() {
        let state = explorer(app: clip, keys: "w2")
        #expect(picture(state).contains("A no Always (clip)"))
        #expect(picture(state, compact).contains("A Always ✗"))
        #expect(picture(state, compact).contains("Hidden truth clip grant ends day 1 04:00"))
        // The key still plays the step; the core refuses it with its note (D52 Always).
        var pressed = state
        type("A", into: &pressed)
        #expect(pressed.sim.currentSetting == .whileUsing)
        #expect(pressed.log.contains { $0.text.contains("never gets Always") })
    }

    @Test func semicolonReachesTheMorningTheGrantEnds() {
        var state = explorer(app: clip, keys: "w2,")  // granted at 00:00, a minute passes
        #expect(Command.waitUntilMorning.isAvailable(in: state))
        type(";", into: &state)
        #expect(state.sim.now == Simulation.secondsPerDay + Simulation.clipResetHour)
        #expect(state.sim.authorizationStatus == .notDetermined)
        // Recorded as an ordinary wait, so the session plays back as a scenario.
        let waits = state.log.filter { $0.kind == .action && $0.text.hasPrefix("wait") }.map(\.text)
        #expect(waits == ["wait 1m", "wait 1679m"], "\(waits)")
        // With no grant running it goes to the next 04:00.
        type(";", into: &state)
        #expect(state.sim.now == 2 * Simulation.secondsPerDay + Simulation.clipResetHour)
    }

    @Test func theLogsTimesCountDaysAsTheHeaderDoes() {
        let screen = picture(explorer(app: clip, keys: "w2="))
        #expect(screen.contains("│ day 1 00:00 │"))
        #expect(screen.contains("[day 1 00:00] › wait 1d"))
        #expect(!screen.contains("day 2"))
    }

    @Test func semicolonIsAClipsKeyOnly() {
        var state = explorer(keys: "w2")
        #expect(!Command.waitUntilMorning.isAvailable(in: state))
        type(";", into: &state)
        #expect(state.sim.now == 0)
    }

    @Test func pictures() {
        assertSnapshot(picture(explorer(app: clip, keys: "w2"), compact), named: "app-clip-80x24")
        assertSnapshot(picture(explorer(app: clip, keys: "w2")), named: "app-clip-100x30")
    }
}
