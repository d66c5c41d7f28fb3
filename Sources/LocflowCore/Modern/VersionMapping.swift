/// D37 (modern-apis.md §2): the modern rule sets behave as older ones for the delegate API.
/// Versions map to rule sets in one place, `IOSVersion.table`.
extension RuleSet {
    /// The rule set of the delegate API this one behaves as: `behavesAs`, its row's.
    public var delegateEquivalent: RuleSet { behavesAs }
}
