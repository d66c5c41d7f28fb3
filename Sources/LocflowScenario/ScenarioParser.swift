import LocflowCore

/// Turns a `Located` document into a `Scenario`, rejecting anything the contract does not know.
public struct ScenarioParser {
    let file: String
    /// Set while reading `app` when `recreateOnLaunch` is given (C2).
    var usesModernAppKey = false

    public init(file: String) { self.file = file }

    /// Parses the text of a scenario file (YAML, or JSON for `.json`).
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        var parser = ScenarioParser(file: file)
        return try parser.scenario(DocumentLoader.load(text, file: file))
    }

    static let topKeys = ["name", "ios", "app", "device", "steps", "model"]
    static let appKeys = ["name", "infoPlist", "recreateOnLaunch"]
    /// Info.plist keys of modern-apis.md §3 (M27, M28), read beside the contract's.
    static let modernPlistKeys = ["NSLocationRequireExplicitServiceSession", "CLRequireExplicitServiceSession"]
    static let deviceKeys = ["locationServices", "restricted"]
    static let modelKeys = ["allowOnceExpiry", "temporaryAccuracyExpiry", "alsoCallDeprecatedDelegate", "askNextTimeRestoresAlwaysRequest", "forceQuitRelaunches", "updateResetsAlways"]
    static let expectKeys = ["status", "accuracy", "locationServicesEnabled", "prompt", "buttons", "settings", "callbacks", "provisional", "temporary", "services"]
        + ["lifecycle", "yields", "sessions", "updates", "monitor", "backgroundActivity", "locationButtonApproved"]

    mutating func scenario(_ root: Located) throws(ScenarioError) -> Scenario {
        let top = try map(root, "the file", keys: Self.topKeys)
        var scenario = Scenario(file: file)
        for (key, value) in top {
            switch key.scalar! {
            case "name": scenario.name = try string(value, "name")
            case "ios":
                var text = try string(value, "ios")
                // §8.14: an unquoted YAML number is a number: `13.10` is 13.1 (a rule set only by mapping).
                if case .scalar(_, plain: true) = value.value, text.contains("."), RuleSet(rawValue: text) == nil,
                    let number = Double(text), text.allSatisfy({ $0.isNumber || $0 == "." })
                {
                    text = String(number)
                }
                // D37: rule-set names, and any version N, N.M, N.M.P with N ≥ 10, mapped.
                guard let mapped = RuleSet.mapping(text) else {
                    throw error(value, "unsupported ios \u{201C}\(text)\u{201D}; supported: \(RuleSet.every.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), or any version 10 or newer such as \"17.4\"")
                }
                scenario.ruleSet = mapped.ruleSet
                scenario.versionNote = RuleSet.mappingNote(text)
            case "app": scenario.app = try app(value)
            case "device": scenario.device = try device(value)
            case "model": scenario.options = try options(value)
            default: scenario.steps = try steps(value)
            }
        }
        scenario.extended = Self.isExtended(scenario)
        return scenario
    }

    // MARK: Sections

    private mutating func app(_ node: Located) throws(ScenarioError) -> AppConfig {
        var app = AppConfig()
        for (key, value) in try map(node, "app", keys: Self.appKeys) {
            if key.scalar == "name" {
                app.name = try string(value, "app.name")
            } else if key.scalar == "recreateOnLaunch" {
                app.recreateOnLaunch = try bool(value, "app.recreateOnLaunch")
                usesModernAppKey = true
            } else {
                app.infoPlist = try infoPlist(value)
            }
        }
        return app
    }

    private func infoPlist(_ node: Located) throws(ScenarioError) -> InfoPlist {
        var plist = InfoPlist()
        for (key, value) in try map(node, "app.infoPlist", keys: InfoPlistKey.allCases.map(\.rawValue) + Self.modernPlistKeys) {
            let name = key.scalar!, path = "app.infoPlist.\(name)"
            if name == Self.modernPlistKeys[0] {
                plist.requireExplicitServiceSessionKey = try bool(value, path)
                continue
            } else if name == Self.modernPlistKeys[1] {
                plist.clRequireExplicitServiceSessionKey = try bool(value, path)  // M28: no effect
                continue
            }
            switch InfoPlistKey(rawValue: name)! {
            case .whenInUseUsage: plist.whenInUseUsage = try string(value, path)
            case .alwaysAndWhenInUseUsage: plist.alwaysAndWhenInUseUsage = try string(value, path)
            case .alwaysUsage: plist.alwaysUsage = try string(value, path)
            case .defaultAccuracyReduced: plist.defaultAccuracyReduced = try bool(value, path)
            case .temporaryUsageDictionary:
                plist.temporaryUsage = try map(value, path, keys: nil).map { (k, v) throws(ScenarioError) in
                    TemporaryPurpose(key: try string(k, "a purpose key"), description: try string(v, "\(path).\(k.scalar ?? "")"))
                }
            case .backgroundModes: plist.backgroundModes = try list(value, path).map { (v) throws(ScenarioError) in try string(v, path) }
            }
        }
        return plist
    }

    private func device(_ node: Located) throws(ScenarioError) -> DeviceConfig {
        var device = DeviceConfig()
        for (key, value) in try map(node, "device", keys: Self.deviceKeys) {
            if key.scalar == "locationServices" {
                device.locationServices = try bool(value, "device.locationServices")
            } else {
                device.restricted = try bool(value, "device.restricted")
            }
        }
        return device
    }

    private func options(_ node: Located) throws(ScenarioError) -> ModelOptions {
        var options = ModelOptions()
        for (key, value) in try map(node, "model", keys: Self.modelKeys) {
            switch key.scalar! {
            case "allowOnceExpiry": options.allowOnceExpiry = try duration(value, "model.allowOnceExpiry")
            case "temporaryAccuracyExpiry": options.temporaryAccuracyExpiry = try duration(value, "model.temporaryAccuracyExpiry")
            case "alsoCallDeprecatedDelegate": options.alsoCallDeprecatedDelegate = try bool(value, "model.alsoCallDeprecatedDelegate")
            case "forceQuitRelaunches": options.forceQuitRelaunches = try bool(value, "model.forceQuitRelaunches")
            case "updateResetsAlways": options.updateResetsAlways = try bool(value, "model.updateResetsAlways")
            default: options.askNextTimeRestoresAlwaysRequest = try bool(value, "model.askNextTimeRestoresAlwaysRequest")
            }
        }
        return options
    }

    private func steps(_ node: Located) throws(ScenarioError) -> [ScenarioStep] {
        if node.isNull { return [] }  // `steps` may be absent or empty (D29)
        var steps: [ScenarioStep] = []
        for item in try list(node, "steps") {
            switch item.value {
            case .scalar(let text, _):
                switch ActionParser.parse(text) {
                case .success(let action): steps.append(ScenarioStep(.action(action), line: item.line))
                case .failure(let failure): throw error(item, failure.message)
                }
            case .map(let entries) where entries.count == 1 && entries[0].key.scalar == "expect":
                steps.append(ScenarioStep(.expect(try expectation(entries[0].value)), line: item.line))
            default:
                throw error(item, "a step is an action such as `requestWhenInUseAuthorization`, or `expect: {...}`; got \(item.kindWord)")
            }
        }
        return steps
    }

    private func expectation(_ node: Located) throws(ScenarioError) -> Expectation {
        var e = Expectation()
        for (key, value) in try map(node, "expect", keys: Self.expectKeys) {
            let name = key.scalar!, path = "expect.\(name)"
            switch name {
            case "status": e.status = try choice(value, path, AuthorizationStatus.self)
            case "accuracy": e.accuracy = try choice(value, path, AccuracyAuthorization.self)
            case "locationServicesEnabled": e.locationServicesEnabled = try bool(value, path)
            case "prompt":
                e.prompt = .some(value.isNull || value.scalar == "none" ? nil : try choice(value, path, Prompt.Kind.self, extra: ["none"]))
            case "buttons": e.buttons = try list(value, path).map { (v) throws(ScenarioError) in try string(v, path) }
            case "settings": e.settings = .some(value.isNull ? nil : try string(value, path))
            case "callbacks": e.callbacks = try list(value, path).map { (v) throws(ScenarioError) in try string(v, path) }
            case "provisional": e.provisional = try bool(value, path)
            case "temporary": e.temporary = try bool(value, path)
            case "lifecycle", "yields", "sessions", "updates", "monitor", "backgroundActivity", "locationButtonApproved":
                try modernExpectation(name, value, into: &e.modern)
            default:
                e.services = try map(value, path, keys: Service.allCases.map(\.rawValue)).map { (k, v) throws(ScenarioError) in
                    (Service(rawValue: k.scalar!)!, try choice(v, "\(path).\(k.scalar!)", Availability.self))
                }
            }
        }
        return e
    }

    // MARK: Typed readers

    func error(_ node: Located, _ message: String) -> ScenarioError {
        ScenarioError(file: file, line: node.line, column: node.column, message: message)
    }

    /// A mapping with string keys; `keys` lists the allowed ones (nil: any).
    func map(_ node: Located, _ what: String, keys: [String]?) throws(ScenarioError) -> [(Located, Located)] {
        guard case .map(let entries) = node.value else {
            throw error(node, "\(what) must be a mapping of keys to values; got \(node.kindWord)")
        }
        var seen: Set<String> = []
        for entry in entries {
            guard let name = entry.key.scalar else { throw error(entry.key, "a key in \(what) must be a plain word") }
            if let keys, !keys.contains(name) {
                let hint = Suggest.closest(to: name, among: keys).map { "; did you mean `\($0)`?" } ?? ""
                throw error(entry.key, "unknown key `\(name)` in \(what)\(hint) (known: \(keys.joined(separator: ", ")))")
            }
            guard seen.insert(name).inserted else { throw error(entry.key, "key `\(name)` appears twice in \(what)") }
        }
        return entries.map { ($0.key, $0.value) }
    }

    func list(_ node: Located, _ what: String) throws(ScenarioError) -> [Located] {
        guard case .list(let items) = node.value else { throw error(node, "\(what) must be a list; got \(node.kindWord)") }
        return items
    }

    func string(_ node: Located, _ what: String) throws(ScenarioError) -> String {
        guard let text = node.scalar, !node.isNull else { throw error(node, "\(what) must be text; got \(node.kindWord)") }
        return text
    }

    func bool(_ node: Located, _ what: String) throws(ScenarioError) -> Bool {
        switch node.scalar?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(node, "\(what) must be true or false; got \(node.scalar.map { "\u{201C}\($0)\u{201D}" } ?? node.kindWord)")
        }
    }

    private func duration(_ node: Located, _ what: String) throws(ScenarioError) -> Int {
        let text = try string(node, what)
        guard let seconds = Duration.seconds(from: text) else {
            throw error(node, "\(what) must be a duration such as `30s`, `10m`, `2h`; got \u{201C}\(text)\u{201D}")
        }
        return seconds
    }

    func choice<T: RawRepresentable & CaseIterable>(
        _ node: Located, _ what: String, _ type: T.Type, extra: [String] = []
    ) throws(ScenarioError) -> T where T.RawValue == String {
        let text = try string(node, what)
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue) + extra
        let hint = Suggest.closest(to: text, among: names).map { "; did you mean `\($0)`?" } ?? ""
        throw error(node, "\(what): unknown value \u{201C}\(text)\u{201D}\(hint) (values: \(names.joined(separator: ", ")))")
    }
}
