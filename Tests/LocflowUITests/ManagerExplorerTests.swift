import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI
@testable import locflow

/// The app's manager in the explorer (D53–D59): the keys, the menu rows, the indicator drawn
/// where the phone's status bar would show it, and the crash, in pictures at 80×24 and 100×30.
@Suite struct ManagerExplorerTests {
    /// When-In-Use, standard location, then the background: the indicator shows (D57).
    static let indicatorKeys = "w2ub"

    @Test("the header draws the blue pill while the indicator shows, and not otherwise")
    func headerPill() {
        let shown = explorer(keys: Self.indicatorKeys)
        #expect(shown.sim.backgroundIndicator)
        #expect(picture(shown).split(separator: "\n")[0].contains("◖ location ◗"))
        var forgot = AppConfig()
        forgot.allowsBackgroundLocationUpdates = false
        let hidden = explorer(app: forgot, keys: Self.indicatorKeys)
        #expect(hidden.sim.lifecycleReading == .suspended && !picture(hidden).contains("◖ location ◗"))
    }

    @Test("F plays requestLocation, [ and ] the system's pause and resume, each a step in the log")
    func keysPlayTheActions() {
        var state = explorer(keys: "w2F")
        #expect(state.sim.oneShotRequest != nil)
        type("ub[", into: &state)
        #expect(state.sim.standardPaused && state.sim.lifecycleReading == .suspended)
        #expect(picture(state).contains("locationManagerDidPauseLocationUpdates(_:)"))
        type("]", into: &state)
        #expect(state.sim.standardPaused, "When-In-Use: nothing but a start in the foreground resumes (D59)")
    }

    @Test("the e menu cycles each manager key as a fresh install: unset, false, true, unset")
    func menuCyclesTheKeys() {
        var state = explorer(keys: "e")
        let row = Menu.appClipRow + 1  // allowsBackgroundLocationUpdates
        state.view.menu?.selection = row
        press(.enter, into: &state)
        #expect(state.config.app.allowsBackgroundLocationUpdates == false)
        press(.enter, into: &state)
        #expect(state.config.app.allowsBackgroundLocationUpdates == true)
        press(.enter, into: &state)
        #expect(state.config.app.allowsBackgroundLocationUpdates == nil)
        #expect(picture(state).contains("allowsBackgroundLocationUpdates"))
    }

    @Test("the crash preset ends every launch terminated, with the console line in the log")
    func crashPreset() throws {
        let state = ExplorerState(config: Setup(), preset: try #require(Preset.named("background-updates-without-mode")))
        #expect(state.sim.lifecycle == .terminated && state.sim.managers.isEmpty)
        let screen = picture(state)
        #expect(screen.contains("Assertion failure") && screen.contains("crashed"))
    }

    @Test("pictures: the indicator and the crash at 80×24 and 100×30", arguments: [roomy, compact])
    func pictures(size: ScreenSize) throws {
        var state = ExplorerState(config: Setup())
        state.support = .standard  // the designer's words, as the binary draws them
        type(Self.indicatorKeys, into: &state, size: size)
        assertSnapshot(picture(state, size), named: "manager-indicator-\(size.cols)x\(size.rows)")
        let crash = ExplorerState(config: Setup(), preset: try #require(Preset.named("background-updates-without-mode")))
        assertSnapshot(picture(crash, size), named: "manager-crash-\(size.cols)x\(size.rows)")
        var designer = state
        type("D", into: &designer, size: size)
        assertSnapshot(picture(designer, size), named: "manager-indicator-designer-\(size.cols)x\(size.rows)")
    }
}
