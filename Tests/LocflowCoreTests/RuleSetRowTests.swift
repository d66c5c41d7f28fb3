import Testing
@testable import LocflowCore

/// One row per rule set, and one list of them all.
@Suite struct RuleSetRowTests {
    @Test func everyRuleSetHasItsRowInReleaseOrder() {
        #expect(RuleSet.allCases.count == RuleSet.rows.count)
        for (index, ruleSet) in RuleSet.allCases.enumerated() {
            #expect(ruleSet.order == index)
            #expect(RuleSet.rows[index].ruleSet == ruleSet, "\(ruleSet)")
        }
    }

    @Test func theListOfAllRuleSetsIsAllOfThem() {
        #expect(RuleSet.allCases.map(\.rawValue) == ["10", "12", "13.0", "13.4", "14", "15", "16", "17", "18", "26"])
        #expect(RuleSet.delegate == [.iOS10, .iOS12, .iOS13_0, .iOS13_4, .iOS14, .iOS16, .iOS18])
        #expect(RuleSet.delegate.allSatisfy { $0.behavesAs == $0 })
    }

    @Test func versionsStartWhereTheRowsSay() {
        #expect(IOSVersion.table.map(\.ruleSet) == RuleSet.allCases)
        for ruleSet in RuleSet.allCases {
            let start = ruleSet.row.starts
            #expect(IOSVersion.ruleSet(major: start.major, minor: start.minor) == ruleSet)
        }
        #expect(IOSVersion("11.4")?.ruleSet == .iOS12 && IOSVersion("19")?.ruleSet == .iOS18 && IOSVersion("27.1")?.ruleSet == .iOS26)
    }
}
