import LocflowCore

/// The modern objects as a transcript shows them (modern-apis.md §4): present only in the
/// snapshots of an extended file (C2), so other transcripts keep their bytes (C1).
public struct ModernSnapshot: Equatable, Sendable {
    /// One `CLServiceSession` row of `sessions`.
    public struct Session: Equatable, Sendable {
        public var id: Int
        public var goal: ServiceGoal
        public var fullAccuracy: String?
        public var state: ObjectState
        public var diagnostics: Diagnostics
    }

    /// A state word and the current diagnostics (`updates`, `backgroundActivity`).
    public struct Object: Equatable, Sendable {
        public var state: String
        public var diagnostics: Diagnostics
    }

    /// One monitor condition.
    public struct Condition: Equatable, Sendable {
        public var id: String
        public var type: ConditionType
        public var state: ConditionState
        public var diagnostics: Diagnostics
    }

    public var sessions: [Session]
    public var updates: Object?
    /// In add order; empty means `null` (no conditions).
    public var monitor: [Condition]
    public var backgroundActivity: Object?
    public var locationButtonApproved: Bool

    public init(_ sim: Simulation) {
        let m = sim.modern
        sessions = m.sessions.map {
            Session(id: $0.id, goal: $0.goal, fullAccuracy: $0.fullAccuracy, state: $0.state, diagnostics: sim.diagnostics(of: $0))
        }
        updates = m.updates.map { Object(state: $0.stateWord, diagnostics: sim.updatesDiagnostics) }
        monitor = m.conditions.map { Condition(id: $0.id, type: $0.type, state: $0.state, diagnostics: sim.diagnostics(of: $0)) }
        backgroundActivity = m.backgroundActivity.map { Object(state: $0.state.rawValue, diagnostics: sim.backgroundActivityDiagnostics) }
        locationButtonApproved = m.locationButtonApproved
    }

    /// The order failures are reported in: §5's, but `backgroundActivity` before `monitor`, as
    /// transcripts have always written them (a reordering would change their bytes).
    static let failureOrder: [ModernField] = [.yields, .sessions, .updates, .backgroundActivity, .monitor, .locationButtonApproved]

    /// The failures of the modern keys of an expectation (§5), key by key in `failureOrder`;
    /// `diagnostics` compare as sets, yields as their text (`Yield.text`, what the file says).
    func failures(of e: ModernExpectation, yields: [Yield]) -> [String] {
        var failures: [String] = []
        func fail(_ text: String) { failures.append(text) }
        for field in Self.failureOrder {
            let key = field.key
            switch field {
            case .yields:
                guard let expected = e.yields else { continue }
                let texts = yields.map(\.text)
                if expected != texts { fail("\(key): expected \(Self.list(expected)), got \(Self.list(texts))") }
            case .sessions:
                guard let expected = e.sessions else { continue }
                if expected.count != sessions.count {
                    fail("\(key): expected \(expected.count), got \(sessions.count)")
                    continue
                }
                for (i, (want, have)) in zip(expected, sessions).enumerated() {
                    let at = "\(key)[\(i)]"
                    if let g = want.goal, g != have.goal { fail("\(at).goal: expected \(g.rawValue), got \(have.goal.rawValue)") }
                    if let f = want.fullAccuracy, f != have.fullAccuracy { fail("\(at).fullAccuracy: expected \(f ?? "null"), got \(have.fullAccuracy ?? "null")") }
                    if let s = want.state, s != have.state.rawValue { fail("\(at).state: expected \(s), got \(have.state.rawValue)") }
                    if let d = want.diagnostics, d != have.diagnostics { fail("\(at).diagnostics: expected [\(d.text)], got [\(have.diagnostics.text)]") }
                }
            case .updates: check(key, e.updates, updates, &failures)
            case .monitor:
                guard let expected = e.monitor else { continue }
                guard let conditions = expected else {
                    if !monitor.isEmpty { fail("\(key): expected none, got \(monitor.count) condition(s)") }
                    continue
                }
                for want in conditions {
                    guard let have = monitor.first(where: { $0.id == want.id }) else {
                        fail("\(key).\(want.id): expected a condition, got none")
                        continue
                    }
                    if let s = want.state, s != have.state { fail("\(key).\(want.id).state: expected \(s.rawValue), got \(have.state.rawValue)") }
                    if let d = want.diagnostics, d != have.diagnostics { fail("\(key).\(want.id).diagnostics: expected [\(d.text)], got [\(have.diagnostics.text)]") }
                }
            case .backgroundActivity: check(key, e.backgroundActivity, backgroundActivity, &failures)
            case .locationButtonApproved:
                if let expected = e.locationButtonApproved, expected != locationButtonApproved {
                    fail("\(key): expected \(expected), got \(locationButtonApproved)")
                }
            }
        }
        return failures
    }

    private func check(_ key: String, _ expected: ModernExpectation.ObjectCheck?, _ actual: Object?, _ failures: inout [String]) {
        guard let expected else { return }
        guard let want = expected.check else {
            if let actual { failures.append("\(key): expected none, got \(actual.state)") }
            return
        }
        guard let actual else {
            failures.append("\(key): expected \(want.state ?? "an object"), got none")
            return
        }
        if let s = want.state, s != actual.state { failures.append("\(key).state: expected \(s), got \(actual.state)") }
        if let d = want.diagnostics, d != actual.diagnostics { failures.append("\(key).diagnostics: expected [\(d.text)], got [\(actual.diagnostics.text)]") }
    }

    static func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
}

/// What an `expect` asks of the structured keys of modern-apis.md §5 (`ModernField`, beside the
/// `ObservableField` registry, whose flat keys include D36's `lifecycle`); nil means not checked.
public struct ModernExpectation: Equatable, Sendable {
    /// A session row to match; only the keys given are checked.
    public struct SessionCheck: Equatable, Sendable {
        public var goal: ServiceGoal?
        public var fullAccuracy: String??
        public var state: String?
        public var diagnostics: Diagnostics?
    }

    /// `updates` / `backgroundActivity`: `check == nil` expects none.
    public struct ObjectCheck: Equatable, Sendable {
        public struct Fields: Equatable, Sendable {
            public var state: String?
            public var diagnostics: Diagnostics?
        }
        public var check: Fields?
    }

    /// One condition to match.
    public struct ConditionCheck: Equatable, Sendable {
        public var id: String
        public var state: ConditionState?
        public var diagnostics: Diagnostics?
    }

    /// The text of the yields expected (`Yield.text`), as the file writes them.
    public var yields: [String]?
    public var sessions: [SessionCheck]?
    public var updates: ObjectCheck?
    /// `.some(.none)` expects no conditions.
    public var monitor: [ConditionCheck]??
    public var backgroundActivity: ObjectCheck?
    public var locationButtonApproved: Bool?

    public init() {}

    /// The expectation uses a key defined by modern-apis.md (C2).
    public var isExtended: Bool { ModernField.allCases.contains(where: asks) }

    /// Whether the expectation checks `field`.
    public func asks(_ field: ModernField) -> Bool {
        switch field {
        case .yields: yields != nil
        case .sessions: sessions != nil
        case .updates: updates != nil
        case .monitor: monitor != nil
        case .backgroundActivity: backgroundActivity != nil
        case .locationButtonApproved: locationButtonApproved != nil
        }
    }
}
