import Testing
@testable import LocflowUI

/// The `/` search as a feature on its own: its state (`LogSearch?`), events and `update`, with no
/// explorer around it; the matches it moves among come in the event.
@Suite struct LogSearchFeatureTests {
    @Test func applyingOpensAtTheNewestMatchAndAnEmptyTextAppliesNone() {
        var search: LogSearch?
        #expect(LogSearch.update(&search, .open) == .openLine)
        #expect(LogSearch.update(&search, .apply("")) == nil && search == nil, "an empty line applies no search")
        #expect(LogSearch.update(&search, .apply("tap")) == .showNewest)
        #expect(search == LogSearch(applied: "tap", match: 0))
        #expect(LogSearch.update(&search, .open) == .openLine && search == nil, "a new search clears the one applied")
    }

    @Test func movingWrapsAroundTheMatchesBothWays() {
        var search: LogSearch? = LogSearch(applied: "tap")
        #expect(LogSearch.update(&search, .move(by: -1, among: 3)) == .showMatch)
        #expect(search?.match == 2, "N from the newest goes to the oldest")
        #expect(LogSearch.update(&search, .move(by: 1, among: 3)) == .showMatch)
        #expect(search?.match == 0, "n from the oldest goes back to the newest")
        #expect(LogSearch.update(&search, .move(by: 1, among: 3)) == .showMatch && search?.match == 1)
        #expect(LogSearch.update(&search, .move(by: 1, among: 0)) == nil && search?.match == 1, "no matches: nothing moves")
    }

    @Test func restartPickAndClear() {
        var none: LogSearch?
        #expect(LogSearch.update(&none, .restart) == nil && none == nil, "no search: nothing to restart")
        #expect(LogSearch.update(&none, .move(by: 1, among: 3)) == nil && none == nil)
        var search: LogSearch? = LogSearch(applied: "tap", match: 2)
        #expect(LogSearch.update(&search, .restart) == .showMatch && search?.match == 0)
        #expect(LogSearch.update(&search, .pick(4)) == nil && search?.match == 4)
        #expect(LogSearch.update(&search, .clear) == nil && search == nil)
    }
}
