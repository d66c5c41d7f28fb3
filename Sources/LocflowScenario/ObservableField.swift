import LocflowCore

/// A value an observable field reads, or an `expect` asks for, in one comparable form.
public enum ObservedValue: Equatable, Sendable {
    /// A word (an enum's raw value or a label); nil is `none` / `null`.
    case word(String?)
    case flag(Bool)
    case list([String])
}

/// One thing the app and the person observe, listed once: its key (the same in `expect`,
/// in saved expectations and in the JSONL transcript), how it reads a state, how it prints, and
/// whether the text transcript's state line shows it.
///
/// `ObservableField.all` drives `expect` parsing and checking, the text of expectations, the
/// expectations `ScenarioWriter` saves, the state line of the text transcript and `Snapshot`'s
/// equality, and the explorer's status panel; a new field is one entry here (plus its JSONL line,
/// whose key order is the contract's, and its `StatusPanel` words when the panel shows it).
public struct ObservableField: Sendable {
    /// How the value is written and read back.
    public enum Kind: Sendable {
        /// One of `values`; nil reads and prints as `none` (`null` is accepted too) when `none` is given.
        case choice(values: [String], none: String?)
        /// `true` or `false`.
        case flag
        /// Free text, or `null`.
        case label
        /// A list of words.
        case list
    }

    /// The key in `expect: {...}`, saved expectations and transcripts.
    public let key: String
    public let kind: Kind
    /// The field's reading of a state, given the latest action step's callbacks.
    let read: @Sendable (Snapshot, _ callbacks: [String]) -> ObservedValue
    /// Whether a saved expectation writes it for this state on this rule set.
    let saved: @Sendable (Snapshot, RuleSet) -> Bool
    /// Its words on the text transcript's state line, nil when it has none there.
    let stateWords: @Sendable (Snapshot) -> String?
    /// How the explorer's status panel shows it, or that it does not (StatusPanel.swift).
    public let panel: StatusPanel

    /// The field's value in `snapshot`.
    public func reading(_ snapshot: Snapshot, callbacks: [String] = []) -> ObservedValue { read(snapshot, callbacks) }

    /// Every field, in the contract's order of expectation keys (contract "Expectations").
    public static let all: [ObservableField] = [
        ObservableField(
            key: "status", kind: .choice(values: AuthorizationStatus.allCases.map(\.rawValue), none: nil),
            read: { s, _ in .word(s.status.rawValue) }, saved: { _, _ in true }, stateWords: { $0.status.rawValue }, panel: .status),
        ObservableField(
            key: "accuracy", kind: .choice(values: AccuracyAuthorization.allCases.map(\.rawValue), none: nil),
            read: { s, _ in .word(s.accuracy.rawValue) }, saved: { _, ruleSet in ruleSet.hasAccuracy },
            stateWords: { $0.accuracy.rawValue }, panel: .accuracy),
        ObservableField(
            key: "locationServicesEnabled", kind: .flag, read: { s, _ in .flag(s.locationServicesEnabled) },
            saved: { s, _ in !s.locationServicesEnabled },
            stateWords: { "Location Services \($0.locationServicesEnabled ? "on" : "off")" }, panel: .locationServices),
        ObservableField(
            key: "prompt", kind: .choice(values: Prompt.Kind.allCases.map(\.rawValue), none: "none"),
            read: { s, _ in .word(s.prompt?.kind.rawValue) }, saved: { _, _ in true }, stateWords: { _ in nil },
            panel: .notShown(because: "the prompt panel draws it")),
        ObservableField(
            key: "buttons", kind: .list, read: { s, _ in .list(s.prompt?.labels ?? []) },
            saved: { s, _ in s.prompt != nil }, stateWords: { _ in nil }, panel: .notShown(because: "the prompt panel draws them")),
        ObservableField(
            key: "settings", kind: .label, read: { s, _ in .word(s.settings) }, saved: { _, _ in true },
            stateWords: { "Settings: \($0.settings.map { "\u{201C}\($0)\u{201D}" } ?? "(no label)")" }, panel: .settings),
        ObservableField(
            key: "callbacks", kind: .list, read: { _, callbacks in .list(callbacks) }, saved: { _, _ in true },
            stateWords: { _ in nil }, panel: .notShown(because: "the log lists each step's callbacks")),
        ObservableField(
            key: "provisional", kind: .flag, read: { s, _ in .flag(s.provisional) }, saved: { _, _ in true },
            stateWords: { $0.provisional ? "provisional" : nil }, panel: .provisional),
        ObservableField(
            key: "temporary", kind: .flag, read: { s, _ in .flag(s.temporary) }, saved: { _, _ in true },
            stateWords: { $0.temporary ? "Allow Once" : nil }, panel: .allowOnce),
        // D36: shown on the state line only when not foreground.
        ObservableField(
            key: "lifecycle", kind: .choice(values: LifecycleReading.allCases.map(\.rawValue), none: nil),
            read: { s, _ in .word(s.lifecycle.rawValue) }, saved: { _, _ in true },
            stateWords: { $0.lifecycle == .foreground ? nil : $0.lifecycle.rawValue }, panel: .lifecycle),
    ]

    /// `key: value` for a saved expectation of this field in `snapshot` (YAML flow), through
    /// the one YAML writer.
    public func yamlEntry(_ snapshot: Snapshot, callbacks: [String] = []) -> String {
        key + ": " + yamlText(reading(snapshot, callbacks: callbacks))
    }

    /// The field called `key`, if any.
    public static func named(_ key: String) -> ObservableField? { all.first { $0.key == key } }

    /// The value as a failure message shows it: words bare, labels in curly quotes, lists quoted.
    func failureText(_ value: ObservedValue) -> String {
        switch (kind, value) {
        case (.label, .word(let text)): text.map { "\u{201C}\($0)\u{201D}" } ?? "null"
        case (.choice(_, let none), .word(let text)): text ?? none ?? "null"
        case (_, .flag(let flag)): "\(flag)"
        case (_, .list(let items)): "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case (_, .word(let text)): text ?? "null"
        }
    }

    /// The value as the text transcript describes an expectation: `[a, b]`, `null`, `none`.
    func describedText(_ value: ObservedValue) -> String {
        switch (kind, value) {
        case (.choice(_, let none), .word(let text)): text ?? none ?? "null"
        case (_, .word(let text)): text ?? "null"
        case (_, .flag(let flag)): "\(flag)"
        case (_, .list(let items)): "[\(items.joined(separator: ", "))]"
        }
    }

    /// The value as a saved scenario writes it (YAML flow).
    func yamlText(_ value: ObservedValue) -> String {
        switch (kind, value) {
        case (.label, .word(let text)): text.map(YAMLText.quoted) ?? "null"
        case (.choice(_, let none), .word(let text)): text ?? none ?? "null"
        case (_, .word(let text)): text ?? "null"
        case (_, .flag(let flag)): "\(flag)"
        case (_, .list(let items)): YAMLText.list(items)
        }
    }
}
