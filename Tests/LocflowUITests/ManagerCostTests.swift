import LocflowCore
import LocflowTestSupport
import Testing
@testable import LocflowUI

/// A frame costs the same however many managers the app holds, and a step's log line does not
/// scan them: `run --cast` of thousands of `createManager` steps cost its steps times its
/// managers (8,000 steps took 28 s, 0.01 s without the cast).
@Suite struct ManagerCostTests {
    /// The explorer after `count` `createManager` steps.
    private func state(managers count: Int) -> ExplorerState {
        var state = ExplorerState(config: Setup(ruleSet: .iOS18))
        for _ in 0..<count { state.perform(.createManager) }
        return state
    }

    @Test func aFrameDoesNotGrowWithTheManagers() {
        let small = state(managers: 3_000), large = state(managers: 6_000)
        #expect(small.sim.managers.count == 3_001 && large.sim.managers.count == 6_001)
        let size = ScreenSize(rows: 30, cols: 100)
        let ratio = LinearCost.doublingRatio(size: 1) { n in _ = Explorer.render(n == 1 ? small : large, size: size) }
        #expect(ratio < 3.0, "twice the managers made a frame \(ratio) times as slow")
    }

    @Test func theHeaderNamesTheManagersAsBefore() {
        let screen = ScreenSize(rows: 30, cols: 160)
        let three = Explorer.render(state(managers: 2), size: screen)
        #expect(three.lines[0].contains("foreground, in use, managers #1 #2 #3"))
        // Too many to fit: the short form, as when the text was built whole.
        let many = Explorer.render(state(managers: 200), size: screen)
        #expect(!many.lines[0].contains("#1") && many.lines[0].contains("locflow"))
    }

    @Test func aManagersPlaceIsFoundAmongTheLiveOnes() {
        let live = [2, 5, 9, 14]
        #expect(live.indices.allSatisfy { ManagerLabel.place(of: live[$0], in: live) == $0 })
        #expect([1, 3, 10, 15].allSatisfy { ManagerLabel.place(of: $0, in: live) == nil })
        #expect(ManagerLabel.number(9, live: live) == "#3" && ManagerLabel.number(7, live: live) == "#7")
        #expect(ManagerLabel.prefix(5, live: [5]).isEmpty && ManagerLabel.prefix(4, live: [5]) == "#4 ")
    }
}
