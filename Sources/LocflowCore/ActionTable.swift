/// Every action of a scenario file once, the way tig keeps each request once: its words, who
/// acts, what argument it takes, the first rule set that has it, Apple's API and a line of help.
/// The parser (`ActionParser`), the schema's action list (`SchemaFile.actionDefinition`, checked
/// against the file by a test), the fuzz grammar, the D51 check and the vocabulary's names all
/// read it. Each row also prints its own lines (`Action.text`, the inverse of reading), and
/// each has a kind (`ActionKind`, one case per row) by which actions find it without printing;
/// a property test keeps reading and printing inverse over every row.
public enum ActionTable {
    /// The rows, in the order the schema and the help list them; row `i` is the row of the kind
    /// whose `ordinal` is `i` (checked here, once, so a row out of place fails every test).
    public static let rows: [ActionRow] = {
        let rows = contract + modern
        for (index, row) in rows.enumerated() {
            precondition(row.kind.ordinal == index, "ActionTable: the row `\(row.name)` sits at \(index), its kind says \(row.kind.ordinal)")
        }
        return rows
    }()

    /// The contract's actions (scenario-contract.md "Actions") and the extension's `systemUpdate`.
    static let contract: [ActionRow] = {
        var rows: [ActionRow] = [
            .plain("createManager", .app, api: "CLLocationManager()", "The app creates another CLLocationManager (D17).", .createManager),
            .plain("requestWhenInUseAuthorization", .app, api: "requestWhenInUseAuthorization()", "The app asks for When-In-Use.", .requestWhenInUseAuthorization),
            .plain("requestAlwaysAuthorization", .app, api: "requestAlwaysAuthorization()", "The app asks for Always.", .requestAlwaysAuthorization),
            ActionRow(
                name: "requestTemporaryFullAccuracyAuthorization", actor: .app, since: .iOS14,
                api: "requestTemporaryFullAccuracyAuthorization(withPurposeKey:)",
                summary: "With a purpose key of NSLocationTemporaryUsageDescriptionDictionary (iOS 14+).",
                argument: .text(need: "a purpose key, e.g. `requestTemporaryFullAccuracyAuthorization Delivery`", usage: "KEY", pattern: #"\S.*"#, example: "Delivery"),
                kind: .requestTemporaryFullAccuracy, make: { .success(.requestTemporaryFullAccuracy(purposeKey: $0)) },
                print: { if case .requestTemporaryFullAccuracy(let key) = $0 { key } else { "" } }),
            .plain("requestLocation", .app, api: "requestLocation()", "The app asks for one location fix, once (D58).", .requestLocation),
            .plain("togglePrecise", .person, "The person flips the prompt's Precise switch.", .togglePrecise),
            .plain("background", .app, "The app goes to the background.", .background),
            .plain("foreground", .app, "The app comes to the foreground.", .foreground),
            .plain("terminate", .app, "The app is terminated.", .terminate),
            .plain("launch", .app, "The app is launched.", .launch),
            .plain("showReminder", .world, "The system shows the background-use reminder now (D5).", .showReminder),
        ]
        // CLGeocoder needs no authorization (contract); `cancelGeocode` is its stop.
        for service in Service.allCases {
            rows.append(.plain(service.startAction, .app, api: service.startAction + "()", "The app starts: \(service.title).", .start(service)))
            rows.append(.plain(service.stopAction, .app, api: service.stopAction + "()", "The app stops: \(service.title).", .stop(service)))
        }
        let onOff = ["on", "off"]
        rows += [
            ActionRow(
                name: "tap", actor: .person, summary: "The person taps the button with exactly this label.",
                argument: .text(need: "a button label, e.g. `tap Allow While Using App`", usage: "LABEL", pattern: #"\S.*"#, example: "Allow Once"),
                kind: .tap, make: { .success(.tap($0)) }, print: { if case .tap(let label) = $0 { label } else { "" } }),
            .choice("settings locationServices", .person, onOff, example: "off", "Settings: the Location Services switch.") { .setLocationServices($0 == "on") },
            .choice("settings restricted", .person, onOff, example: "on", "Settings: a restriction (Screen Time, MDM).") { .setRestricted($0 == "on") },
            .choice("settings app", .person, AppSetting.allCases.map(\.rawValue), example: "askNextTime", "Settings: the app's row.") {
                .setApp(AppSetting(rawValue: $0)!)
            },
            .choice("settings precise", .person, onOff, example: "off", since: .iOS14, "Settings: the app's Precise switch (iOS 14+).") { .setPrecise($0 == "on") },
            .plain("settings reset", .person, "Settings: Reset Location & Privacy.", .resetLocationAndPrivacy),
            ActionRow(
                name: "wait", actor: .world, summary: "Simulated time passes: 30s, 10m, 2h, 3d.",
                argument: .text(need: "a duration, e.g. `wait 30s`, `wait 10m`, `wait 2h`, `wait 3d`", usage: "DURATION", pattern: "[0-9]+[smhd]", example: "10m"),
                kind: .wait, make: wait, print: { if case .wait(let seconds) = $0 { Duration.text(seconds: seconds) } else { "" } }),
            .choice("event", .world, WorldEvent.allCases.map(\.rawValue), example: "regionEntry", noun: "event", "The world delivers an event to a running service.") {
                .event(WorldEvent(rawValue: $0)!)
            },
            ActionRow(
                name: "systemUpdate", actor: .world, summary: "The phone updates to a newer iOS (D50).",
                argument: .text(
                    need: "an iOS version, e.g. `systemUpdate 18` or `systemUpdate 17.4`", usage: "VERSION",
                    pattern: "(" + ruleSetAlternatives + #"|[1-9][0-9]+(\.[0-9]+){0,2})"#,
                    example: "18"),
                kind: .updateSystem,
                make: { argument in
                    guard let version = IOSVersion(argument) else {
                        return .failure(.init("`systemUpdate \(argument)`: unsupported iOS version; \(IOSVersion.accepted)"))
                    }
                    return .success(.updateSystem(to: version))
                },
                print: { if case .updateSystem(let version) = $0 { version.text } else { "" } }),
        ]
        return rows
    }()

    /// The modern vocabulary (modern-apis.md §3); `since` is the first rule set that has each (§2, D51).
    static let modern: [ActionRow] = [
        .choice("liveUpdates", .app, ["start", "stop"], example: "start", since: .iOS17, api: "CLLocationUpdate.liveUpdates()",
                "The app starts or stops the live-updates stream (M1).") { .modern(.liveUpdates(start: $0 == "start")) },
        .choice("backgroundActivity", .app, ["start", "end"], example: "start", since: .iOS17, api: "CLBackgroundActivitySession",
                "The app starts or ends a background activity session (M17, M20).") { .modern(.backgroundActivity(start: $0 == "start")) },
        ActionRow(
            name: "session start", actor: .app, since: .iOS18, api: "CLServiceSession",
            summary: "A CLServiceSession with this goal (iOS 18+).",
            argument: .text(need: "a goal: none|whenInUse|always [fullAccuracy KEY], e.g. `session start always`", usage: "none|whenInUse|always [fullAccuracy KEY]", pattern: #"(none|whenInUse|always)( fullAccuracy \S+)?"#, example: "always"),
            kind: .sessionStart, make: sessionStart,
            print: { if case .modern(.sessionStart(let goal, let key)) = $0 { goal.rawValue + (key.map { " fullAccuracy " + $0 } ?? "") } else { "" } }),
        ActionRow(
            name: "session end", actor: .app, since: .iOS18, api: "CLServiceSession", summary: "Invalidates session N.",
            argument: .text(need: "a session number (1, 2, …), e.g. `session end 1`", usage: "N", pattern: "[0-9]+", example: "1"),
            kind: .sessionEnd,
            make: { argument in
                guard let n = Int(argument), n > 0 else { return .failure(.init("`session end` takes a session number (1, 2, …); got “\(argument)”")) }
                return .success(.modern(.sessionEnd(n)))
            },
            print: { if case .modern(.sessionEnd(let n)) = $0 { String(n) } else { "" } }),
        ActionRow(
            name: "monitor add", actor: .app, since: .iOS17, api: "CLMonitor", summary: "A condition of the app's CLMonitor (iOS 17+).",
            argument: .text(need: "region or beacon, then an ID, e.g. `monitor add region home`", usage: "region|beacon ID", pattern: #"(region|beacon) \S+"#, example: "region home"),
            kind: .monitorAdd,
            make: { argument in
                let words = argument.split(separator: " ").map(String.init)
                guard words.count == 2, let type = ConditionType(rawValue: words[0]) else {
                    return .failure(.init("`monitor add` takes region or beacon, then an ID, e.g. `monitor add region home`"))
                }
                return .success(.modern(.monitorAdd(type, id: words[1])))
            },
            print: { if case .modern(.monitorAdd(let type, let id)) = $0 { type.rawValue + " " + id } else { "" } }),
        ActionRow(
            name: "monitor remove", actor: .app, since: .iOS17, api: "CLMonitor", summary: "Removes condition ID from the app's CLMonitor.",
            argument: .text(need: "a condition ID, e.g. `monitor remove home`", usage: "ID", pattern: #"\S+"#, example: "home"),
            kind: .monitorRemove, make: oneWord("monitor remove") { .modern(.monitorRemove($0)) },
            print: { if case .modern(.monitorRemove(let id)) = $0 { id } else { "" } }),
        ActionRow(
            name: "event satisfied", actor: .world, since: .iOS17, api: "CLMonitor", summary: "The world puts monitor condition ID in that state.",
            argument: .text(need: "a condition ID, e.g. `event satisfied home`", usage: "ID", pattern: #"\S+"#, example: "home"),
            kind: .conditionSatisfied, make: oneWord("event satisfied") { .modern(.condition(.satisfied, id: $0)) }, print: conditionID),
        ActionRow(
            name: "event unsatisfied", actor: .world, since: .iOS17, api: "CLMonitor", summary: "The world puts monitor condition ID in that state.",
            argument: .text(need: "a condition ID, e.g. `event unsatisfied home`", usage: "ID", pattern: #"\S+"#, example: "home"),
            kind: .conditionUnsatisfied, make: oneWord("event unsatisfied") { .modern(.condition(.unsatisfied, id: $0)) }, print: conditionID),
        .plain("tap LocationButton", .person, since: .iOS15, api: "CLLocationButton", "The person taps the app's location button (M45–M48, D48).", .modern(.tapLocationButton)),
        .plain("forceQuit", .person, "The person swipes the app away (D45, M56).", .modern(.forceQuit)),
    ]

    // MARK: - Reading a line

    /// The rows by their first word, longest name first, so `tap LocationButton` is tried before `tap`.
    static let byFirstWord: [String: [ActionRow]] = {
        var groups: [String: [ActionRow]] = [:]
        for row in rows { groups[row.firstWord, default: []].append(row) }
        return groups.mapValues { $0.sorted { $0.name.count > $1.name.count } }
    }()

    /// The newest rule set any row begins at: on it and later every action is there, so the D51
    /// check asks the table nothing (a modern step would otherwise build its text to find its row).
    public static let newestSince: RuleSet = rows.compactMap(\.since).max() ?? .iOS10

    /// Every action's first word, sorted: for suggestions and help.
    public static let names: [String] = Array(byFirstWord.keys).sorted()

    /// Reads one action line; the message says what was wrong and what would be right.
    static func parse(_ text: String) -> Result<Action, ActionParseError> {
        let trimmed = text.trimmingWhitespace
        let first = trimmed.firstWord
        guard let group = byFirstWord[first] else {
            if let guess = Suggest.closest(to: first, among: names) {
                return .failure(.init("unknown action `\(first)`; did you mean `\(guess)`?"))
            }
            return .failure(.init("unknown action `\(first)` (actions: \(names.joined(separator: ", ")))"))
        }
        for row in group where trimmed == row.name || trimmed.hasPrefix(row.name + " ") {
            return row.read(String(trimmed.dropFirst(row.name.count)).trimmingWhitespace)
        }
        // Only rows of two words share the first (`settings app`, `session end`): say which
        // exist, each as its row reads (`app never|askNextTime|…`, `end N`).
        let inOrder = rows.filter { $0.firstWord == first }
        let forms = inOrder.map { "\($0.name.dropFirst(first.count + 1))\($0.argument.usageSuffix)" }
        if first == "settings" {
            let second = String(trimmed.dropFirst(first.count)).trimmingWhitespace.prefix { $0 != " " }
            return .failure(.init("unknown setting `\(second)` (settings: \(forms.joined(separator: ", ")))"))
        }
        return .failure(.init("`\(first)` takes \(forms.map { "`\($0)`" }.joined(separator: " or ")), e.g. `\(inOrder[0].exampleLine)`"))
    }

    /// The row an action is read and printed by, found by its kind.
    public static func row(of action: Action) -> ActionRow {
        rows[action.kind.ordinal]
    }

    /// The row of a kind.
    public static func row(_ kind: ActionKind) -> ActionRow {
        rows[kind.ordinal]
    }

    /// The action as a scenario line: its row's name, then the argument the row prints. Per
    /// step of `locflow run`: an index by the kind's ordinal, no lookup by text.
    public static func line(of action: Action) -> String {
        let index = action.kind.ordinal
        switch rows[index].argument {
        case .none: return rows[index].name
        case .choice: return rows[index].name + " " + rows[index].choiceWord(of: action)
        case .text: return rows[index].name + " " + rows[index].printArgument(action)
        }
    }

    /// Every rule set's name as a regular expression's alternatives: `10|12|13\.0|…`. Appended
    /// by hand: the first `joined(separator:)` in a process instantiates its generic machinery,
    /// a third of the table's cost before a `--scenario` start's first frame.
    private static var ruleSetAlternatives: String {
        var text = ""
        for ruleSet in RuleSet.allCases {
            if !text.isEmpty { text += "|" }
            text += ruleSet.rawValue.replacingDots
        }
        return text
    }

    // MARK: - Arguments read by several rows

    private static func wait(_ argument: String) -> Result<Action, ActionParseError> {
        guard let seconds = Duration.seconds(from: argument) else {
            return .failure(.init("`wait \(argument)`: a duration is a whole number and one of s, m, h, d (e.g. `30s`, `10m`, `2h`, `3d`)"))
        }
        guard seconds <= Duration.maximum else {
            return .failure(.init("`wait \(argument)`: at most \(Duration.text(seconds: Duration.maximum)) (a century) at a time"))
        }
        return .success(.wait(seconds: seconds))
    }

    private static func sessionStart(_ argument: String) -> Result<Action, ActionParseError> {
        let words = argument.split(separator: " ").map(String.init)
        let usage = ActionParseError("`session` takes `start none|whenInUse|always [fullAccuracy KEY]` or `end N`, e.g. `session start always`")
        guard let goalWord = words.first, let goal = ServiceGoal(rawValue: goalWord) else { return .failure(usage) }
        if words.count == 1 { return .success(.modern(.sessionStart(goal, fullAccuracy: nil))) }
        guard words.count == 3, words[1] == "fullAccuracy" else { return .failure(usage) }
        return .success(.modern(.sessionStart(goal, fullAccuracy: words[2])))
    }

    private static let conditionID: @Sendable (Action) -> String = { if case .modern(.condition(_, let id)) = $0 { id } else { "" } }

    private static func oneWord(_ name: String, _ build: @escaping @Sendable (String) -> Action) -> @Sendable (String) -> Result<Action, ActionParseError> {
        { argument in
            argument.contains(" ") ? .failure(.init("`\(name)` takes one ID, e.g. `\(name) home`; got “\(argument)”")) : .success(build(argument))
        }
    }
}

/// One action of the table: its words, who acts, its argument, where it begins, Apple's name.
public struct ActionRow: Sendable {
    /// Who does it: the three roles a person plays in the explorer.
    public enum Actor: String, Sendable { case app, person, world }

    /// What follows the name on the line.
    public enum Argument: Sendable {
        /// Nothing: the name is the whole line.
        case none
        /// One of these words; each makes a whole line (`settings app never`). `example` is the
        /// one help shows; `noun` names the words in the error for an unknown one ("event").
        case choice([String], example: String, noun: String? = nil)
        /// Free text: what it is (for "needs …"), its form in a usage line (`N`, `region|beacon ID`),
        /// the schema's pattern for it, an example.
        case text(need: String, usage: String, pattern: String, example: String)

        /// How the argument reads after the name in a usage line: ` start|stop`, ` N`, nothing.
        var usageSuffix: String {
            switch self {
            case .none: ""
            case .choice(let words, _, _): " " + words.joined(separator: "|")
            case .text(_, let usage, _, _): " " + usage
            }
        }
    }

    /// Which row it is: the identity actions find it by (`Action.kind`).
    public let kind: ActionKind
    /// The words a line starts with: `wait`, `settings app`, `tap LocationButton`.
    public let name: String
    /// Who acts.
    public let actor: Actor
    /// The first rule set that has it (modern-apis.md §2, D51); nil: every one.
    public let since: RuleSet?
    /// Apple's API the app calls, where the app acts.
    public let api: String?
    /// One line of help; the schema's description.
    public let summary: String
    /// What follows the name.
    public let argument: Argument
    /// Builds the action from the argument (already checked against `argument`'s choices).
    let make: @Sendable (String) -> Result<Action, ActionParseError>
    /// A free argument's text for an action of this row: the inverse of `make`.
    let printArgument: @Sendable (Action) -> String
    /// A choice's actions, in the order of its words: printing finds the word by its action.
    let choiceActions: [Action]

    init(
        name: String, actor: Actor, since: RuleSet? = nil, api: String? = nil, summary: String, argument: Argument,
        kind: ActionKind, make: @escaping @Sendable (String) -> Result<Action, ActionParseError>,
        print: @escaping @Sendable (Action) -> String = { _ in "" }, choiceActions: [Action] = []
    ) {
        self.kind = kind
        self.printArgument = print
        self.choiceActions = choiceActions
        self.name = name
        self.actor = actor
        self.since = since
        self.api = api
        self.summary = summary
        self.argument = argument
        self.make = make
    }

    /// The first word of the name.
    public var firstWord: String { name.firstWord }

    /// Every whole line this row reads, when the argument is a choice or nothing; free text has
    /// a pattern instead (`schemaPattern`).
    public var lines: [String] {
        switch argument {
        case .none: [name]
        case .choice(let words, _, _): words.map { name + " " + $0 }
        case .text: []
        }
    }

    /// A line this row reads: `wait 10m`, `settings app askNextTime`.
    public var exampleLine: String {
        switch argument {
        case .none: name
        case .choice(_, let example, _), .text(_, _, _, let example): name + " " + example
        }
    }

    /// The schema's pattern for a free argument's lines: `^wait [0-9]+[smhd]$`.
    public var schemaPattern: String? {
        guard case .text(_, _, let pattern, _) = argument else { return nil }
        return "^" + name + " " + pattern + "$"
    }

    /// The word of a choice that reads back as this action (`on`, `never`, `regionEntry`).
    func choiceWord(of action: Action) -> String {
        guard case .choice(let words, _, _) = argument, let index = choiceActions.firstIndex(of: action) else { return "" }
        return words[index]
    }

    /// Reads the text after the name.
    func read(_ argument: String) -> Result<Action, ActionParseError> {
        switch self.argument {
        case .none:
            return argument.isEmpty ? make("") : .failure(.init("`\(name)` takes no argument, but got “\(argument)”"))
        case .choice(let words, let example, let noun):
            guard words.contains(argument) else {
                if let noun {
                    let hint = Suggest.closest(to: argument, among: words).map { "; did you mean `\($0)`?" } ?? ""
                    return .failure(.init("unknown \(noun) `\(argument)`\(hint) (\(noun)s: \(words.joined(separator: ", ")))"))
                }
                let choices = words.count == 2 ? "\(words[0]) or \(words[1])" : "one of " + words.joined(separator: "|")
                return .failure(.init("`\(name)` takes \(choices), e.g. `\(name) \(example)`"))
            }
            return make(argument)
        case .text(let need, _, _, _):
            return argument.isEmpty ? .failure(.init("`\(name)` needs \(need)")) : make(argument)
        }
    }

    static func plain(_ name: String, _ actor: Actor, since: RuleSet? = nil, api: String? = nil, _ summary: String, _ action: Action) -> ActionRow {
        ActionRow(name: name, actor: actor, since: since, api: api, summary: summary, argument: .none, kind: action.kind, make: { _ in .success(action) })
    }

    static func choice(
        _ name: String, _ actor: Actor, _ words: [String], example: String, noun: String? = nil, since: RuleSet? = nil, api: String? = nil,
        _ summary: String, _ build: @escaping @Sendable (String) -> Action
    ) -> ActionRow {
        // Each word's action, built once: printing finds the word by its action, the inverse of `build`.
        let actions = words.map(build)
        return ActionRow(
            name: name, actor: actor, since: since, api: api, summary: summary, argument: .choice(words, example: example, noun: noun),
            kind: actions[0].kind, make: { .success(build($0)) }, choiceActions: actions)
    }
}

extension String {
    /// The text with each `.` escaped for a regular expression: `13\.0`.
    var replacingDots: String {
        var bytes: [UInt8] = []
        for byte in utf8 {
            if byte == UInt8(ascii: ".") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text up to its first space (all of it without one), found by its bytes: a search by
    /// `Character` breaks graphemes, and building the action table's index took a third of its
    /// cost that way before a `--scenario` start's first frame.
    var firstWord: String {
        guard let space = utf8.firstIndex(of: UInt8(ascii: " ")) else { return self }
        return String(self[..<space])
    }
}
