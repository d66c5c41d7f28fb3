/// D37 (modern-apis.md §2): the modern rule sets behave as older ones for the delegate API.
/// Versions map to rule sets in one place, `IOSVersion.table`.
extension RuleSet {
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
}
