import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// Keys in, state out: the explorer's reducer.
@Suite struct UpdateTests {
    @Test func digitsAnswerThePromptInIOSOrder() {
        // iOS 18 lists Allow Once, Allow While Using App, Don't Allow (D9).
        let once = explorer(keys: "w1")
        #expect(once.sim.authorizationStatus == .authorizedWhenInUse && once.sim.temporary)
        let whileUsing = explorer(keys: "w2")
        #expect(whileUsing.sim.authorizationStatus == .authorizedWhenInUse && !whileUsing.sim.temporary)
        let denied = explorer(keys: "w3")
        #expect(denied.sim.authorizationStatus == .denied)
        #expect(denied.sim.prompt == nil)
    }

    @Test func digitBeyondTheButtonsDoesNothing() {
        let state = explorer(keys: "w4")
        #expect(state.sim.prompt?.kind == .whenInUse)
    }

    @Test func arrowsAndEnterTapTheHighlightedButton() {
        var state = explorer(keys: "w")
        press(.right, .right, .left, into: &state)
        #expect(state.selectedButton == 1)
        press(.enter, into: &state)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse && !state.sim.temporary)
        #expect(state.log.contains { $0.kind == .action && $0.text == "tap Allow While Using App" })
    }

    @Test func clickingAButtonTapsIt() {
        var state = explorer(keys: "w")
        let rects = PromptView.buttonRects(state.sim.prompt!, in: Layout(roomy).prompt)
        press(.mouse(row: rects[2].row, col: rects[2].col + 3, kind: .press), into: &state)
        #expect(state.sim.authorizationStatus == .denied)
    }

    @Test func promptPreciseSwitchFlips() {
        let state = explorer(keys: "wp")
        #expect(state.sim.prompt?.precise == false)
        let granted = explorer(keys: "wp2")
        #expect(granted.sim.accuracyAuthorization == .reducedAccuracy)
    }

    @Test func changingIOSRestartsAndLogs() {
        var state = explorer(keys: "w2")
        type("o", into: &state)
        #expect(state.view.menu?.kind == .iOSVersion)
        type("1", into: &state)
        #expect(state.view.menu == nil)
        #expect(state.sim.ruleSet == .iOS10)
        #expect(state.sim.authorizationStatus == .notDetermined)
        #expect(state.log.contains { $0.kind == .explorer && $0.text.contains("iOS 18+ → iOS 10") })
        #expect(state.log.last?.text == "locationManager(_:didChangeAuthorization: .notDetermined)")
    }

    @Test func infoPlistToggleRestartsWithTheNewBuild() {
        var state = explorer()
        type("e1", into: &state)
        #expect(state.view.menu?.kind == .infoPlist)
        #expect(state.config.app.infoPlist.whenInUseUsage == nil)
        press(.escape, into: &state)
        type("w", into: &state)
        #expect(state.sim.prompt == nil)
        #expect(state.log.contains { $0.kind == .console })
    }

    @Test func resetStartsOverWithTheSameConfiguration() {
        var state = explorer(.iOS14, keys: "w2")
        press(.ctrl("r"), into: &state)
        #expect(state.sim.ruleSet == .iOS14)
        #expect(state.sim.authorizationStatus == .notDetermined)
    }

    @Test func notesExplainWhyNothingHappened() {
        let state = explorer(keys: "w2aa")  // the upgrade prompt is up; a second request is ignored
        #expect(state.log.last?.kind == .note)
    }

    @Test func quitKeysRequestQuit() {
        var asked = explorer()
        #expect(type("q", into: &asked).isEmpty && type("q", into: &asked).quit == false)
        var state = explorer(keys: "?")
        #expect(press(.ctrl("c"), .ctrl("c"), into: &state).quit == true)
    }

    @Test func servicesToggleStartAndStop() {
        var state = explorer(keys: "w2r")
        #expect(state.sim.running[.region] != nil)
        type("r", into: &state)
        #expect(state.sim.running[.region] == nil)
    }

    @Test func logScrollsByPagesAndClamps() {
        var state = explorer()
        for _ in 0..<10 { type(",", into: &state) }
        press(.pageUp, into: &state)
        #expect(state.view.logScroll > 0)
        for _ in 0..<20 { press(.pageUp, into: &state) }
        let top = state.view.logScroll
        press(.pageUp, into: &state)
        #expect(state.view.logScroll == top)
        press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, into: &state)
        #expect(state.view.logScroll == 0)
    }
}
