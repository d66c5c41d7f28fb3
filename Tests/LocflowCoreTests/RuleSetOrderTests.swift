import LocflowCore
import Testing

/// Rule sets compare in release order (`RuleSet.every`); the comparison is a switch, so it is
/// checked against the list.
@Suite("Rule sets compare in release order")
struct RuleSetOrderTests {
    @Test("a < b exactly when a comes first in RuleSet.every")
    func releaseOrder() {
        for (i, a) in RuleSet.every.enumerated() {
            for (j, b) in RuleSet.every.enumerated() {
                #expect((a < b) == (i < j), "\(a.rawValue) < \(b.rawValue)")
            }
        }
        #expect(RuleSet.every.count == Set(RuleSet.every).count)
    }
}
