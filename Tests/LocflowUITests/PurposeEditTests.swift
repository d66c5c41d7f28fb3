import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// The Info.plist menu's text field: a purpose string edited in place.
@Suite struct PurposeEditTests {
    @Test func editsTheHighlightedPurposeString() {
        var state = explorer()
        press(.char("e"), .tab, .ctrl("u"), into: &state)
        #expect(state.purposeEdit?.key == .whenInUseUsage)
        type("Finds cafes; quits nothing", into: &state)
        press(.backspace, .enter, into: &state)
        #expect(state.purposeEdit == nil)
        #expect(!state.quitRequested)  // `q` was typed, not obeyed
        #expect(state.config.app.infoPlist.whenInUseUsage == "Finds cafes; quits nothin")
        #expect(state.menu?.kind == .infoPlist)  // the menu stays open, like a toggle
        press(.escape, .char("w"), into: &state)
        #expect(state.sim.prompt?.message == "Finds cafes; quits nothin")
        #expect(state.log.contains { $0.text.hasPrefix("Info.plist NSLocationWhenInUseUsageDescription → “Finds cafes") })
    }

    @Test func escapeCancelsAndOtherRowsCannotBeEdited() {
        var state = explorer()
        press(.char("e"), .tab, into: &state)
        type("xyz", into: &state)
        press(.escape, into: &state)
        #expect(state.purposeEdit == nil)
        #expect(state.config.app.infoPlist.whenInUseUsage == InfoPlist.contractDefault.whenInUseUsage)
        press(.char("4"), .tab, into: &state)  // NSLocationDefaultAccuracyReduced: a flag, not text
        #expect(state.purposeEdit == nil)
    }

    @Test func anAbsentKeyIsCreatedByEditingIt() {
        var state = explorer()
        press(.char("e"), .char("3"), into: &state)  // toggles NSLocationAlwaysUsageDescription off
        #expect(state.config.app.infoPlist.alwaysUsage == nil)
        press(.tab, into: &state)
        #expect(state.purposeEdit?.text == "")
        type("Legacy", into: &state)
        press(.enter, into: &state)
        #expect(state.config.app.infoPlist.alwaysUsage == "Legacy")
    }

    @Test func theFieldIsDrawnOverTheMenu() {
        var state = explorer()
        press(.char("e"), .tab, into: &state)
        let text = picture(state, compact)
        #expect(text.contains("Edit NSLocationWhenInUseUsageDescription"))
        #expect(text.contains("Shows nearby offers while you use the app.▏"))
    }
}
