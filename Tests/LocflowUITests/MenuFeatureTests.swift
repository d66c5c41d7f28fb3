import Testing
@testable import LocflowUI

/// A menu as a feature on its own: `Menu` and its `update`, no explorer; what a row does is
/// the parent's (the tests of each menu's keys hold that).
@Suite struct MenuFeatureTests {
    @Test func theHighlightWrapsAroundBothWays() {
        var menu = Menu(kind: .save)
        let rows = menu.count
        #expect(menu.update(.move(by: -1)) == nil && menu.selection == rows - 1, "↑ on the first row goes to the last")
        #expect(menu.update(.move(by: 1)) == nil && menu.selection == 0, "↓ on the last row goes to the first")
        #expect(menu.update(.move(by: 1)) == nil && menu.selection == 1)
    }

    @Test func aRowPickedIsHighlightedAndHandedToTheParent() {
        var menu = Menu(kind: .save)
        #expect(menu.update(.pick(2)) == .chosen(row: 2) && menu.selection == 2)
        #expect(menu.update(.pick(menu.count)) == nil && menu.selection == 2, "a digit past the last row picks nothing")
        #expect(menu.update(.pick(-1)) == nil && menu.selection == 2)
    }
}
