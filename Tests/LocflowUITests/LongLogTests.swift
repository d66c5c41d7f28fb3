import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// A long session (400 entries here; the benchmarks draw 100,000): the log view wraps only the tail it shows, and still pages to the very start.
@Suite("The delegate log after hundreds of entries")
struct LongLogTests {
    static func longSession() -> ExplorerState {
        var state = explorer()
        while state.log.count < 400 { type("w1,b.f", into: &state) }
        return state
    }

    @Test("the newest lines show, with the hint that older ones exist")
    func newestLast() {
        let state = Self.longSession()
        let text = picture(state)
        #expect(text.contains("Delegate log  ↑ PgUp: older"))
        #expect(text.contains(LogView.lines(state.log, width: Layout(roomy).logText.cols).last!.text))
    }

    @Test("paging up reaches the first entry; paging down comes back")
    func pagesToTheStart() {
        var state = Self.longSession()
        var previous = -1
        while state.view.logScroll != previous {
            previous = state.view.logScroll
            press(.pageUp, into: &state)
        }
        #expect(picture(state).contains("fresh install on iOS 18+"))
        #expect(picture(state).contains("newer (PgDn)"))
        let top = state.view.logScroll
        press(.pageUp, into: &state)
        #expect(state.view.logScroll == top, "scrolling stops at the oldest line")
        for _ in 0..<1_000 where state.view.logScroll > 0 { press(.pageDown, into: &state) }
        #expect(state.view.logScroll == 0)
    }

    @Test("the log keeps only the newest entries: memory stays bounded, the count of dropped ones is kept")
    func bounded() {
        var state = explorer()
        var lastTotal = state.logTotal
        while state.logDropped == 0 || state.logTotal < 25_000 {
            type("w1,b.f", into: &state)
            #expect(state.logTotal > lastTotal, "logTotal never shrinks")
            lastTotal = state.logTotal
        }
        #expect(state.log.count <= ExplorerState.logLimit + ExplorerState.logLimit / 10)
        #expect(state.log.count >= ExplorerState.logLimit)
        #expect(state.logTotal == state.logDropped + state.log.count)
        #expect(picture(state).contains("Delegate log  ↑ PgUp: older"))
        #expect(!state.log.contains { $0.text.hasPrefix("fresh install") }, "the oldest entries went first")
    }
}
