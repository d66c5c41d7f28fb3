import LocflowCore
import LocflowFormats

/// A value an observable field reads, or an `expect` asks for, in one comparable form.
public enum ObservedValue: Equatable, Sendable {
    /// A word (an enum's raw value or a label); nil is `none` / `null`.
    case word(String?)
    case flag(Bool)
    case list([String])
}

/// One thing the app and the person observe, listed once: its key (the same in `expect`,
/// in saved expectations, in the JSONL transcript and in the graph), how it reads a state, how it
/// prints, where the JSONL line writes it, and whether the text transcript's state line shows it.
///
/// `ObservableField.all` drives `expect` parsing and checking, the text of expectations, the
/// expectations `ScenarioWriter` saves, the state line of the text transcript, the JSONL
/// line's state keys, `Snapshot`'s equality, the explorer's status panel, the export's and the
/// designer's readings of a state and the graph's key names; a new field is one entry here
/// (plus its `StatusPanel` words when the panel shows it, and its value in
/// `TextTranscript.StateLineKey` when the JSONL line or the state line shows it).
public struct ObservableField: Sendable, Equatable {
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

    /// Where a field sits in a JSONL line (contract "JSONL transcript": step, action, status …
    /// temporary, prompt, callbacks, services, note, console, lifecycle, the modern keys, ok,
    /// failures) and who writes its value.
    public enum JSONL: Sendable, Equatable {
        /// A key of the line whose value is the field's reading, written from the registry, in
        /// `run` at `position` (ascending).
        case scalar(Run, position: Int)
        /// A key inside the line's `prompt` object, after `message`.
        case insidePrompt
        /// A key of the line whose value the writer makes itself (the `prompt` object, the
        /// step's callbacks); its key comes from here.
        case ownWriter
    }

    /// The runs of registry keys in a JSONL line.
    public enum Run: Sendable, Equatable {
        /// After `action`: the state the app reads (`status` to `temporary`).
        case state
        /// After `console`, before the modern keys: keys added after the contract's first list,
        /// so that the keys before them keep their places (D36).
        case afterConsole
    }

    /// The key in `expect: {...}`, saved expectations and transcripts.
    public let key: String
    public let kind: Kind
    /// Where the JSONL line writes it.
    public let jsonl: JSONL
    /// `,"key":` as UTF-8: the key as the JSONL writer appends it (never first in its object).
    let jsonlKey: [UInt8]
    /// The field's reading of a state, given the latest action step's callbacks.
    let read: @Sendable (Snapshot, _ callbacks: [String]) -> ObservedValue
    /// Whether a saved expectation writes it for this state on this rule set.
    let saved: @Sendable (Snapshot, RuleSet) -> Bool
    /// Its words on the text transcript's state line, nil when it has none there.
    let stateWords: @Sendable (Snapshot) -> String?
    /// Its part of an export's one-line reading of a state (`ExportText.reads`), with the
    /// punctuation before it; nil when the reading leaves it out.
    let exportWords: @Sendable (Snapshot, RuleSet) -> String?
    /// Its sentence in the designer's plain reading of a state (`PlainWords.reads`), nil when
    /// that reading leaves it out.
    let plainWords: @Sendable (Snapshot) -> String?
    /// How the explorer's status panel shows it, or that it does not (StatusPanel.swift).
    public let panel: StatusPanel
    /// Whether a snapshot carries the field at all: a field of an addition that only files using
    /// it show (D57's indicator) is absent from the lines of every other file, which so stay
    /// byte-identical.
    let present: @Sendable (Snapshot) -> Bool

    init(
        key: String, kind: Kind, jsonl: JSONL, read: @escaping @Sendable (Snapshot, _ callbacks: [String]) -> ObservedValue,
        saved: @escaping @Sendable (Snapshot, RuleSet) -> Bool, stateWords: @escaping @Sendable (Snapshot) -> String?,
        exportWords: @escaping @Sendable (Snapshot, RuleSet) -> String? = { _, _ in nil },
        plainWords: @escaping @Sendable (Snapshot) -> String? = { _ in nil }, panel: StatusPanel,
        present: @escaping @Sendable (Snapshot) -> Bool = { _ in true }
    ) {
        (self.key, self.kind, self.jsonl, self.read, self.saved) = (key, kind, jsonl, read, saved)
        (self.stateWords, self.exportWords, self.plainWords, self.panel) = (stateWords, exportWords, plainWords, panel)
        self.present = present
        jsonlKey = Array(",\"\(key)\":".utf8)
    }

    /// The field's value in `snapshot`.
    public func reading(_ snapshot: Snapshot, callbacks: [String] = []) -> ObservedValue { read(snapshot, callbacks) }

    /// Its part of an export's one-line reading of `snapshot` on `ruleSet`, with the punctuation
    /// before it (`, accuracyAuthorization .fullAccuracy`), or nil when that reading leaves it out.
    public func exportReading(_ snapshot: Snapshot, ruleSet: RuleSet) -> String? { exportWords(snapshot, ruleSet) }

    /// Its sentence in the designer's plain reading of `snapshot`, or nil.
    public func plainReading(_ snapshot: Snapshot) -> String? { plainWords(snapshot) }

    /// Every field, in the contract's order of expectation keys (contract "Expectations").
    public static let all: [ObservableField] = [
        status, accuracy, locationServicesEnabled, prompt, buttons, settings, callbacks, provisional, temporary, lifecycle,
        backgroundIndicator,
    ]

    /// What the app reads (`authorizationStatus`).
    public static let status = ObservableField(
        key: "status", kind: .choice(values: AuthorizationStatus.allCases.map(\.rawValue), none: nil), jsonl: .scalar(.state, position: 0),
        read: { s, _ in .word(s.status.rawValue) }, saved: { _, _ in true }, stateWords: { $0.status.rawValue },
        exportWords: { s, _ in "authorizationStatus .\(s.status.rawValue)" }, plainWords: { permissionWords($0) }, panel: .status)

    /// `accuracyAuthorization`, from iOS 14 (§3.5).
    public static let accuracy = ObservableField(
        key: "accuracy", kind: .choice(values: AccuracyAuthorization.allCases.map(\.rawValue), none: nil), jsonl: .scalar(.state, position: 1),
        read: { s, _ in .word(s.accuracy.rawValue) }, saved: { _, ruleSet in ruleSet.hasAccuracy }, stateWords: { $0.accuracy.rawValue },
        exportWords: { s, ruleSet in ruleSet.hasAccuracy ? ", accuracyAuthorization .\(s.accuracy.rawValue)" : nil },
        plainWords: { s in s.status.isAuthorized ? (s.accuracy == .fullAccuracy ? "Exact location." : "Approximate location only.") : nil },
        panel: .accuracy)

    /// The global switch, as the app reads it through `locationServicesEnabled()`.
    public static let locationServicesEnabled = ObservableField(
        key: "locationServicesEnabled", kind: .flag, jsonl: .scalar(.state, position: 2), read: { s, _ in .flag(s.locationServicesEnabled) },
        saved: { s, _ in !s.locationServicesEnabled }, stateWords: { "Location Services \($0.locationServicesEnabled ? "on" : "off")" },
        exportWords: { s, _ in s.locationServicesEnabled ? nil : ", locationServicesEnabled() false" },
        plainWords: { $0.locationServicesEnabled ? nil : "Location Services are off for the whole phone." }, panel: .locationServices)

    /// The prompt on screen, by kind; the JSONL line writes the whole prompt as an object.
    public static let prompt = ObservableField(
        key: "prompt", kind: .choice(values: Prompt.Kind.allCases.map(\.rawValue), none: "none"), jsonl: .ownWriter,
        read: { s, _ in .word(s.prompt?.kind.rawValue) }, saved: { _, _ in true }, stateWords: { _ in nil },
        panel: .notShown(because: "the prompt panel draws it"))

    /// The prompt's buttons, in display order.
    public static let buttons = ObservableField(
        key: "buttons", kind: .list, jsonl: .insidePrompt, read: { s, _ in .list(s.prompt?.labels ?? []) },
        saved: { s, _ in s.prompt != nil }, stateWords: { _ in nil }, panel: .notShown(because: "the prompt panel draws them"))

    /// The app's row in Settings; null when it has no label (D7).
    public static let settings = ObservableField(
        key: "settings", kind: .label, jsonl: .scalar(.state, position: 3), read: { s, _ in .word(s.settings) }, saved: { _, _ in true },
        stateWords: { "Settings: \($0.settings.map { "\u{201C}\($0)\u{201D}" } ?? "(no label)")" },
        exportWords: { s, _ in s.settings.map { "; Settings shows \u{201C}\($0)\u{201D}" } }, panel: .settings)

    /// The latest action step's delegate callbacks (the JSONL line writes the step's own).
    public static let callbacks = ObservableField(
        key: "callbacks", kind: .list, jsonl: .ownWriter, read: { _, callbacks in .list(callbacks) }, saved: { _, _ in true },
        stateWords: { _ in nil }, panel: .notShown(because: "the log lists each step's callbacks"))

    /// Provisional Always (T21).
    public static let provisional = ObservableField(
        key: "provisional", kind: .flag, jsonl: .scalar(.state, position: 4), read: { s, _ in .flag(s.provisional) }, saved: { _, _ in true },
        stateWords: { $0.provisional ? "provisional" : nil }, exportWords: { s, _ in s.provisional ? " (provisional Always, T21)" : nil },
        panel: .provisional)

    /// Allow Once (T12).
    public static let temporary = ObservableField(
        key: "temporary", kind: .flag, jsonl: .scalar(.state, position: 5), read: { s, _ in .flag(s.temporary) }, saved: { _, _ in true },
        stateWords: { $0.temporary ? "Allow Once" : nil }, exportWords: { s, _ in s.temporary ? " (Allow Once, T12)" : nil }, panel: .allowOnce)

    /// Where the app is in its lifecycle (D36): shown on the state line only when not foreground.
    public static let lifecycle = ObservableField(
        key: "lifecycle", kind: .choice(values: LifecycleReading.allCases.map(\.rawValue), none: nil), jsonl: .scalar(.afterConsole, position: 0),
        read: { s, _ in .word(s.lifecycle.rawValue) }, saved: { _, _ in true },
        stateWords: { $0.lifecycle == .foreground ? nil : $0.lifecycle.rawValue }, panel: .lifecycle)

    /// The background location indicator, the blue bar or pill (D57): carried only by files that
    /// use the app's manager additions (`Setup.configuresManager`), after `lifecycle`.
    public static let backgroundIndicator = ObservableField(
        key: "backgroundIndicator", kind: .flag, jsonl: .scalar(.afterConsole, position: 1),
        read: { s, _ in .flag(s.backgroundIndicator ?? false) }, saved: { s, _ in s.backgroundIndicator != nil },
        stateWords: { $0.backgroundIndicator == true ? "location indicator shown" : nil },
        exportWords: { s, _ in s.backgroundIndicator == true ? "; the status bar shows the background location indicator (D57)" : nil },
        plainWords: { $0.backgroundIndicator == true ? "The status bar shows the blue location indicator: the app uses location in the background." : nil },
        panel: .notShown(because: "the explorer's header draws it where the phone's status bar would"),
        present: { $0.backgroundIndicator != nil })

    /// The permission the app reads, in a sentence (the designer's words for `status`).
    public static func permissionWords(_ s: Snapshot) -> String {
        switch s.status {
        case .notDetermined: "Not asked yet: the app does not know the answer."
        case .restricted: "Blocked by a restriction (Screen Time or management); the person cannot change it."
        case .denied: "Refused: the app may not use location."
        case .authorizedWhenInUse:
            s.temporary ? "Allowed this time only, while the app is in use." : "Allowed while the app is in use."
        case .authorizedAlways:
            s.provisional
                ? "Allowed always, for now: iOS will ask the person again later."
                : "Allowed always, also in the background."
        }
    }

    /// The fields of a JSONL run in `fields`, in their order there.
    static func jsonlRun(_ run: Run, of fields: [ObservableField]) -> [ObservableField] {
        fields.compactMap { field -> (Int, ObservableField)? in
            guard case .scalar(run, let position) = field.jsonl else { return nil }
            return (position, field)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Appends `,"key":value` of this field in `snapshot` as the JSONL line writes it: locflow's
    /// own words (choices) bare in quotes, labels and list items escaped, none as `null`.
    func writeJSONL(_ snapshot: Snapshot, into out: inout [UInt8]) {
        guard present(snapshot) else { return }
        out += jsonlKey
        switch (kind, reading(snapshot)) {
        case (.label, .word(let text?)): JSONValue.quote(text, into: &out)
        case (_, .word(let word?)):
            out.append(0x22)
            out += word
            out.append(0x22)
        case (_, .word(nil)): out += "null"
        case (_, .flag(let flag)): out += flag ? "true" : "false"
        case (_, .list(let items)):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(0x2C) }
                JSONValue.quote(item, into: &out)
            }
            out += "]"
        }
    }

    /// `key: value` for a saved expectation of this field in `snapshot` (YAML flow), through
    /// the one YAML writer.
    public func yamlEntry(_ snapshot: Snapshot, callbacks: [String] = []) -> String {
        key + ": " + yamlText(reading(snapshot, callbacks: callbacks))
    }

    /// The field called `key`, if any.
    public static func named(_ key: String) -> ObservableField? { all.first { $0.key == key } }

    /// The same field: keys are unique in `all` (a test checks), so code outside the registry
    /// names a field by its value (`field == .temporary`, `case (.status, …)`), never by its key.
    public static func == (a: ObservableField, b: ObservableField) -> Bool { a.key == b.key }

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
