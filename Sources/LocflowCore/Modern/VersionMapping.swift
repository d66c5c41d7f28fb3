/// D37: any iOS version runs as a rule set (modern-apis.md §2, C3).
extension RuleSet {
    /// The rule set for `text`: a rule-set name exactly (`exact`), or a version `N`, `N.M` or
    /// `N.M.P` with N ≥ 10 mapped by §2's table; nil for anything else. This is the one table that
    /// maps versions to rule sets (the one-session branch's mapping extends here when merged).
    public static func mapping(_ text: String) -> (ruleSet: RuleSet, exact: Bool)? {
        if let named = RuleSet(rawValue: text) { return (named, true) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }),
            let major = Int(parts[0]), major >= 10
        else { return nil }
        let minor = parts.count > 1 ? Int(parts[1])! : 0
        let ruleSet: RuleSet = switch major {
        case 10: .iOS10
        case 11, 12: .iOS12  // iOS 11 behaves as rule set 12 (§2)
        case 13: minor <= 3 ? .iOS13_0 : .iOS13_4
        case 14: .iOS14
        case 15: .iOS15
        case 16: .iOS16
        case 17: .iOS17
        case 18...25: .iOS18
        default: .iOS26
        }
        return (ruleSet, false)
    }

    /// The rule set of the delegate API this one behaves as (§2: 15 as 14, 17 as 16, 26 as 18):
    /// where the graph, coverage and the explorer's menus stand for a modern rule set.
    public var delegateEquivalent: RuleSet {
        switch self {
        case .iOS15: .iOS14
        case .iOS17: .iOS16
        case .iOS26: .iOS18
        default: self
        }
    }

    /// Step 0's note for a mapped version (§2): "iOS 17.4 runs as rule set 17, approximate".
    public static func mappingNote(_ text: String) -> String? {
        guard let mapped = mapping(text), !mapped.exact else { return nil }
        return "iOS \(text) runs as rule set \(mapped.ruleSet.rawValue), approximate"
    }
}
