import Testing
@testable import LocflowUI

/// The timeline's cursor as a feature on its own: `TimelineCursor.update` on a step id, the
/// rows it moves along given in its events, no timeline or explorer.
@Suite struct TimelineCursorFeatureTests {
    @Test func upAndDownStopAtTheBranchsEnds() {
        let shown = [1, 3, 5, 7]
        var cursor = 3
        #expect(TimelineCursor.update(&cursor, .move(by: -1, along: shown, from: 1)) == nil && cursor == 1)
        #expect(TimelineCursor.update(&cursor, .move(by: -1, along: shown, from: 0)) == nil && cursor == 1, "↑ on the first step stays")
        cursor = 7
        #expect(TimelineCursor.update(&cursor, .move(by: 1, along: shown, from: 3)) == nil && cursor == 7, "↓ on the last step stays")
        #expect(TimelineCursor.update(&cursor, .move(by: -1, along: shown, from: 3)) == nil && cursor == 5)
    }

    @Test func leftAndRightWrapAroundTheBranches() {
        var cursor = 4
        #expect(TimelineCursor.update(&cursor, .sibling(by: -1, among: [4, 6, 9], from: 0)) == nil && cursor == 9, "← on the first branch goes to the last")
        #expect(TimelineCursor.update(&cursor, .sibling(by: 1, among: [4, 6, 9], from: 2)) == nil && cursor == 4)
        #expect(TimelineCursor.update(&cursor, .sibling(by: 1, among: [4], from: 0)) == nil && cursor == 4, "one branch: nothing to switch to")
    }

    @Test func enterAndASecondClickGoThere() {
        var cursor = 5
        #expect(TimelineCursor.update(&cursor, .go) == .jump(to: 5))
        #expect(TimelineCursor.update(&cursor, .click(8)) == .matchRow(8) && cursor == 8, "a first click takes the cursor")
        #expect(TimelineCursor.update(&cursor, .click(8)) == .jump(to: 8), "a click on the cursor's row goes there")
    }
}
