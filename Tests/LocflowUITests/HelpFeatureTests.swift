import Testing
@testable import LocflowUI

/// The `?` help overlay as a feature on its own: `HelpState` and its `update`, no explorer.
@Suite struct HelpFeatureTests {
    @Test func scrollingStaysBetweenTheTopAndTheLimit() {
        var help = HelpState()
        help.update(.toggle)
        #expect(help == HelpState(isOpen: true, scroll: 0))
        help.update(.scroll(by: 5, limit: 3))
        #expect(help.scroll == 3, "a page down near the end stops at the last page")
        help.update(.scroll(by: -1, limit: 3))
        #expect(help.scroll == 2)
        help.update(.scroll(by: -10, limit: 3))
        #expect(help.scroll == 0, "a page up near the top stops at the top")
    }

    @Test func toggleOpensAtTheTopAndCloseKeepsThePlace() {
        var help = HelpState()
        help.update(.toggle)
        help.update(.scroll(by: 2, limit: 9))
        help.update(.close)
        #expect(help == HelpState(isOpen: false, scroll: 2))
        help.update(.toggle)
        #expect(help == HelpState(isOpen: true, scroll: 0), "? opens the help at its top")
        help.update(.toggle)
        #expect(!help.isOpen)
    }
}
