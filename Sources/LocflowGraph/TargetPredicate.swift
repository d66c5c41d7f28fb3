import LocflowCore
import LocflowScenario

/// A set of abstract states named by `key=value,key=value` (`status=authorizedAlways,provisional=true`):
/// a state matches when every clause holds.
public struct TargetPredicate: Sendable, CustomStringConvertible {
    /// One `key=value`, checked.
    public struct Clause: Sendable {
        /// One of `keys(for:)`.
        public var key: String
        /// One of the key's values.
        public var value: String
    }

    /// The clauses, in the order given.
    public let clauses: [Clause]
    /// The rule set the values were checked for.
    public let ruleSet: RuleSet

    /// The keys, each with its values (for a rule set: Settings labels differ, D7).
    /// The names of the delegate graph's keys, whatever the rule set.
    static var keyNames: Set<String> { Set(keys(for: .iOS18).map(\.key)) }

    public static func keys(for ruleSet: RuleSet, modern: Bool = false) -> [(key: String, values: [String])] {
        let bool = ["true", "false"]
        // The row's labels as the core names them; `none` where notDetermined has no label (D7).
        let fresh = Simulation.play(Setup(ruleSet: ruleSet)).0
        var labels = AppSetting.allCases.filter { $0 != .askNextTime || ruleSet.hasAskNextTime }.map(fresh.label(of:))
        if ruleSet.askNextTimeLabel == nil { labels.append("none") }
        return [
            (ObservableField.status.key, AuthorizationStatus.allCases.map(\.rawValue)),
            (ObservableField.accuracy.key, AccuracyAuthorization.allCases.map(\.rawValue)),
            (ObservableField.settings.key, labels),
            ("grant", AbstractState.grants.map(\.rawValue)),
            (ObservableField.provisional.key, bool), (ObservableField.temporary.key, bool), ("alwaysRequestSpent", bool), ("secondPromptAnswered", bool),
            ("temporaryFullAccuracy", bool), ("precise", bool), ("held", bool), ("expiryClock", bool), ("reminderDue", bool),
            (ObservableField.prompt.key, ["none"] + Prompt.Kind.allCases.map(\.rawValue)),
            ("promptOrigin", ["app", "system"]),
            (ObservableField.lifecycle.key, AbstractState.lifecycles.map(\.rawValue)),
            ("locationServices", bool), (ObservableField.locationServicesEnabled.key, bool), ("restricted", bool), ("locationServicesAlertShown", bool),
            ("heldChange", bool),
            ("running", Alphabet.services.map(\.rawValue)),
        ] + (modern ? Self.modernKeys : [])
    }

    /// The keys of the modern graph (`ModernFacts`).
    static let modernKeys: [(key: String, values: [String])] = [
        ("suspended", ["true", "false"]), ("liveUpdates", ModernFacts.streams), ("alwaysSession", ModernFacts.sessions),
        ("alwaysEffective", ["true", "false"]), (ModernField.locationButtonApproved.key, ["true", "false"]), ("relaunchBlocked", ["true", "false"]),
    ]

    /// Parses `text` for `ruleSet`; the error names the clause and lists what is valid.
    public init(_ text: String, ruleSet: RuleSet, modern: Bool = false) throws(TargetError) {
        self.ruleSet = ruleSet
        let known = Self.keys(for: ruleSet, modern: modern)
        var clauses: [Clause] = []
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        guard !(parts.count == 1 && parts[0].isEmpty) else {
            throw TargetError("--to is empty; give key=value pairs, e.g. status=authorizedAlways,provisional=true (keys: \(known.map(\.key).joined(separator: ", ")))")
        }
        for part in parts {
            guard let equals = part.firstIndex(of: "=") else {
                throw TargetError("“\(part)” is not key=value (e.g. status=authorizedAlways)")
            }
            let key = String(part[..<equals]).trimmed, value = String(part[part.index(after: equals)...]).trimmed
            guard let entry = known.first(where: { $0.key == key }) else {
                throw TargetError("unknown key “\(key)” (keys: \(known.map(\.key).joined(separator: ", ")))")
            }
            guard entry.values.contains(value) else {
                throw TargetError("\(key): unknown value “\(value)” for iOS \(ruleSet.rawValue) (values: \(entry.values.joined(separator: ", ")))")
            }
            if key != "running", clauses.contains(where: { $0.key == key }) {
                throw TargetError("key “\(key)” is given twice")
            }
            clauses.append(Clause(key: key, value: value))
        }
        self.clauses = clauses
    }

    /// True when every clause holds in the state (`settings` is the state's Settings label).
    public func matches(_ s: AbstractState, settings: String?) -> Bool {
        zip(clauses, values(in: s, settings: settings)).allSatisfy { clause, value in
            clause.key == "running" ? value.split(separator: "+").contains { $0 == clause.value } : value == clause.value
        }
    }

    /// The state's value for each clause's key, as the clause would write it (`running`: the
    /// services joined with `+`).
    public func values(in s: AbstractState, settings: String?) -> [String] {
        clauses.map { clause in
            switch clause.key {
            case ObservableField.status.key: s.status.rawValue
            case ObservableField.accuracy.key: s.accuracy.rawValue
            case ObservableField.settings.key: settings ?? "none"
            case "grant": s.grant.rawValue
            case ObservableField.provisional.key: "\(s.provisional)"
            case ObservableField.temporary.key: "\(s.temporary)"
            case "alwaysRequestSpent": "\(s.alwaysRequestSpent)"
            case "secondPromptAnswered": "\(s.secondPromptAnswered)"
            case "temporaryFullAccuracy": "\(s.temporaryFullAccuracy)"
            case "precise": "\(s.precise)"
            case "held": "\(s.holdsEvents)"
            case "expiryClock": "\(s.expiryClockRunning)"
            case "reminderDue": "\(s.reminderDue)"
            case ObservableField.prompt.key: s.prompt?.kind.rawValue ?? "none"
            case "promptOrigin": s.prompt?.origin.rawValue ?? "none"
            case ObservableField.lifecycle.key: s.lifecycleReading.rawValue
            case "heldChange": "\(s.heldChange)"  // D22: suspended with a change it was not told
            case "locationServices", ObservableField.locationServicesEnabled.key: "\(s.locationServices)"  // the expect key's name too
            case "restricted": "\(s.restricted)"
            case "locationServicesAlertShown": "\(s.locationServicesAlertShown)"
            case "suspended": "\(s.modern.suspended)"
            case "liveUpdates": s.modern.liveUpdates
            case "alwaysSession": s.modern.alwaysSession
            case "alwaysEffective": "\(s.modern.alwaysEffective)"
            case ModernField.locationButtonApproved.key: "\(s.modern.locationButtonApproved)"  // the expect key's name too
            case "relaunchBlocked": "\(s.modern.relaunchBlocked)"
            default: s.services.map(\.rawValue).joined(separator: "+")  // running
            }
        }
    }

    /// The clauses as given: `status=authorizedAlways,provisional=true`.
    public var description: String { clauses.map { "\($0.key)=\($0.value)" }.joined(separator: ",") }
}

/// A `--to` target that cannot be read.
public struct TargetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong and what is valid.
    public var message: String
    init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmed: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}
