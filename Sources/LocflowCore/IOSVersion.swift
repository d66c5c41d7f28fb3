/// An iOS version as a person typed it (`17.4`, `16`, `13.0`) and the rule set it runs as (D37).
///
/// The typed text is kept so that a saved scenario says what was asked for; the rule set is
/// what the simulator can model. `IOSVersion.table` is the one place that maps one to the other.
public struct IOSVersion: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The version as typed: a rule-set name or `N`, `N.M`, `N.M.P` with N ≥ 10.
    public let text: String
    /// The rule set that models it.
    public let ruleSet: RuleSet

    /// The rule set's own name (`16`, `13.4`): exact, so no mapping note.
    public init(_ ruleSet: RuleSet) {
        self.init(text: ruleSet.rawValue, ruleSet: ruleSet)
    }

    private init(text: String, ruleSet: RuleSet) {
        self.text = text
        self.ruleSet = ruleSet
    }

    /// Reads `text` (a rule-set name, or `N`, `N.M`, `N.M.P` with N ≥ 10); nil for anything else.
    public init?(_ text: String) {
        if let exact = RuleSet(rawValue: text) {
            self.init(exact)
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let major = Int(parts[0]), major >= 10, let ruleSet = Self.ruleSet(major: major, minor: parts.count > 1 ? Int(parts[1])! : 0)
        else { return nil }
        self.init(text: text, ruleSet: ruleSet)
    }

    /// Whether the text is the rule set's own name (no approximation to say).
    public var isExact: Bool { text == ruleSet.rawValue }

    /// Step 0's note and the stderr line for a mapped version, nil for an exact name (D37):
    /// "iOS 17.4 runs as rule set 16, iOS 16–17, approximate".
    public var mappingNote: String? {
        isExact ? nil : "iOS \(text) runs as rule set \(ruleSet.rawValue), \(ruleSet.releases), approximate"
    }

    public var description: String { text }

    /// The versions each rule set starts at, oldest first: a version runs as the rule set of the
    /// last row at or before it (modern-apis.md §2, D37), read from the rule sets' rows. iOS 11
    /// runs as 12 (there is no rule set 11); 19–25 never existed and run as 18; 27 and later run
    /// as 26 (modern-apis.md §2).
    public static let table: [(major: Int, minor: Int, ruleSet: RuleSet)] = RuleSet.allCases.map {
        ($0.row.starts.major, $0.row.starts.minor, $0)
    }

    /// The rule set version `major.minor` runs as; nil below iOS 10.
    public static func ruleSet(major: Int, minor: Int) -> RuleSet? {
        table.last { ($0.major, $0.minor) <= (major, minor) }?.ruleSet
    }

    /// What `--ios` and `ios:` accept, for error messages.
    public static var accepted: String {
        "a version N, N.M or N.M.P with N ≥ 10 (e.g. 17.4), or a rule set: \(RuleSet.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
