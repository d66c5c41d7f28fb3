import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// Whole screens against golden text files.
@Suite struct PictureTests {
    @Test(arguments: [roomy, compact])
    func initialScreen(size: ScreenSize) {
        assertSnapshot(picture(explorer(), size), named: "initial-\(size.cols)x\(size.rows)")
    }

    @Test(arguments: RuleSet.delegate)
    func whenInUsePrompt(ruleSet: RuleSet) {
        let state = explorer(ruleSet, keys: Flow.whenInUse)
        #expect(state.sim.prompt?.kind == .whenInUse)
        assertSnapshot(picture(state), named: "whenInUse-ios\(ruleSet.rawValue)")
    }

    @Test(arguments: [RuleSet.iOS10, .iOS12])
    func alwaysPrompt(ruleSet: RuleSet) {
        let state = explorer(ruleSet, keys: Flow.always)
        #expect(state.sim.prompt?.kind == .always)
        assertSnapshot(picture(state), named: "always-ios\(ruleSet.rawValue)")
    }

    @Test(arguments: [RuleSet.iOS10, .iOS12, .iOS13_4, .iOS14, .iOS16, .iOS18])
    func upgradePrompt(ruleSet: RuleSet) {
        let state = explorer(ruleSet, keys: Flow.upgrade(ruleSet))
        #expect(state.sim.prompt?.kind == .upgrade)
        assertSnapshot(picture(state), named: "upgrade-ios\(ruleSet.rawValue)")
    }

    @Test(arguments: [RuleSet.iOS13_0, .iOS14, .iOS18])
    func secondPrompt(ruleSet: RuleSet) {
        let state = explorer(ruleSet, keys: Flow.secondPrompt(ruleSet))
        #expect(state.sim.prompt?.origin == .system)
        assertSnapshot(picture(state), named: "secondPrompt-ios\(ruleSet.rawValue)")
    }

    @Test(arguments: [RuleSet.iOS10, .iOS12, .iOS13_4, .iOS18])
    func reminder(ruleSet: RuleSet) {
        let state = explorer(ruleSet, keys: Flow.reminder(ruleSet))
        #expect(state.sim.prompt?.kind == .reminder)
        assertSnapshot(picture(state), named: "reminder-ios\(ruleSet.rawValue)")
    }

    @Test(arguments: [RuleSet.iOS14, .iOS18])
    func temporaryFullAccuracy(ruleSet: RuleSet) {
        let state = explorer(ruleSet, keys: Flow.temporaryFullAccuracy(ruleSet))
        #expect(state.sim.prompt?.kind == .temporaryFullAccuracy)
        assertSnapshot(picture(state), named: "temporaryFullAccuracy-ios\(ruleSet.rawValue)")
    }

    /// D22: the header and status panel say suspended; the log shows what the app was not told,
    /// then what it is told on resume, each with its rule.
    @Test(arguments: [RuleSet.iOS10, .iOS18])
    func suspendedWithHeldChange(ruleSet: RuleSet) {
        var state = explorer(ruleSet, keys: "w" + Flow.whileUsingButton(ruleSet) + "bN")
        #expect(state.sim.lifecycleReading == .suspended && state.sim.hasHeldChange)
        let screen = picture(state)
        #expect(screen.contains("suspended, change held"))
        #expect(state.log.contains { $0.kind == .note && $0.text.contains("held for the suspended app (D22)") })
        assertSnapshot(screen, named: "suspended-held-ios\(ruleSet.rawValue)")
        type("f", into: &state)
        #expect(state.log.contains { $0.kind == .note && $0.text.contains("delivered on resume") && $0.text.contains("D22") })
        #expect(state.log.last { $0.kind == .callback }?.text.contains("denied") == true)
    }

    @Test func locationServicesOff() {
        let state = explorer(keys: Flow.locationServicesOff)
        #expect(state.sim.prompt?.kind == .locationServicesOff)
        assertSnapshot(picture(state), named: "locationServicesOff-ios18")
    }

    @Test func compactPrompts() {
        assertSnapshot(picture(explorer(keys: Flow.whenInUse), compact), named: "compact-whenInUse-ios18")
        assertSnapshot(picture(explorer(keys: Flow.reminder(.iOS18)), compact), named: "compact-reminder-ios18")
    }

    @Test func tooSmall() {
        let canvas = Explorer.render(explorer(), size: ScreenSize(rows: 20, cols: 60))
        assertSnapshot(canvas.text, named: "too-small-60x20")
        #expect(canvas.text.contains("enlarge the terminal to at least 80×24"))
    }

    @Test func helpOverlay() {
        assertSnapshot(picture(explorer(keys: "?")), named: "help-100x30")
        assertSnapshot(picture(explorer(keys: "?"), compact), named: "help-80x24")
    }

    @Test func menus() {
        assertSnapshot(picture(explorer(keys: "o")), named: "menu-ios-version")
        assertSnapshot(picture(explorer(keys: "e")), named: "menu-infoplist")
    }
}
