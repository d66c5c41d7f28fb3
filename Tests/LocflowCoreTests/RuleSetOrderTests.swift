import LocflowCore
import Testing

/// Rule sets compare in release order (`RuleSet.allCases`); the comparison is a switch, so it is
/// checked against the list.
@Suite("Rule sets compare in release order")
struct RuleSetOrderTests {
    @Test("a < b exactly when a comes first in RuleSet.allCases")
    func releaseOrder() {
        for (i, a) in RuleSet.allCases.enumerated() {
            for (j, b) in RuleSet.allCases.enumerated() {
                #expect((a < b) == (i < j), "\(a.rawValue) < \(b.rawValue)")
            }
        }
        #expect(RuleSet.allCases.count == Set(RuleSet.allCases).count)
    }
}
