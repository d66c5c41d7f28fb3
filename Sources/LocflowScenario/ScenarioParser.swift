import LocflowCore
import LocflowFormats

/// Turns a `Located` document into a `Scenario`, rejecting anything the contract does not know.
public struct ScenarioParser {
    let file: String

    public init(file: String) { self.file = file }

    /// Parses the text of a scenario file (YAML, or JSON for `.json`).
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        try ScenarioParser(file: file).scenario(DocumentLoader.load(text, file: file))
    }

    static let topKeys = ["name", "ios", "app", "device", "steps", "model"]
    static let appKeys = ["name", "infoPlist", "recreateOnLaunch", "appClip"] + managerAppKeys
    /// The app's manager as apps configure it (contract "The app's manager", D56, D57, D59).
    static let managerAppKeys = ["allowsBackgroundLocationUpdates", "showsBackgroundLocationIndicator", "pausesLocationUpdatesAutomatically"]
    /// Info.plist keys of modern-apis.md §3 (M27, M28), read beside the contract's.
    static let modernPlistKeys = ["NSLocationRequireExplicitServiceSession", "CLRequireExplicitServiceSession"]
    static let deviceKeys = ["locationServices", "restricted"]
    static let modelKeys = ["allowOnceExpiry", "temporaryAccuracyExpiry", "alsoCallDeprecatedDelegate", "askNextTimeRestoresAlwaysRequest", "resumeReportsUnchanged", "forceQuitRelaunches", "updateResetsAlways"]
    /// The registry's keys, `services`, then the structured keys of modern-apis.md §5.
    static let expectKeys = ObservableField.all.map(\.key) + ["services"] + ModernField.allCases.map(\.key) + ["noteContains"]

    func scenario(_ root: Located) throws(ScenarioError) -> Scenario {
        let top = try map(root, "the file", keys: Self.topKeys)
        var scenario = Scenario(file: file)
        scenario.setup = try setup(top.filter { Self.setupKeys.contains($0.0.scalar!) }, in: "")
        for (key, value) in top {
            switch key.scalar! {
            case "name": scenario.name = try string(value, "name")
            case "steps": scenario.steps = try steps(value)
            default: break  // the setup's keys, read above
            }
        }
        Self.markExtended(&scenario)
        Self.markConfiguresManager(&scenario)
        return scenario
    }

    /// The keys of a setup: the file's top level and an `install` step share them.
    static let setupKeys = ["ios", "app", "device", "model"]

    /// A setup from its keys (`ios`, `app`, `device`, `model`); `prefix` names where they are.
    private func setup(_ entries: [(Located, Located)], in prefix: String) throws(ScenarioError) -> Setup {
        var setup = Setup()
        for (key, value) in entries {
            switch key.scalar! {
            case "ios": setup.ios = try ios(value, prefix + "ios")
            case "app":
                setup.app = try app(value)
                // C2: an `app` key of the extension makes the file extended even when it says
                // the default (`recreateOnLaunch: true`) and has no steps.
                if try map(value, "app", keys: Self.appKeys).contains(where: { ["recreateOnLaunch", "appClip"].contains($0.0.scalar) }) {
                    setup.extended = true
                }
            case "device": setup.device = try device(value)
            default: setup.options = try options(value)
            }
        }
        return setup
    }

    /// An iOS version: a rule-set name or N, N.M, N.M.P with N ≥ 10, written as text or as a
    /// YAML number (D37).
    private func ios(_ node: Located, _ what: String) throws(ScenarioError) -> IOSVersion {
        var text = try string(node, what)
        // §8.14: an unquoted YAML number is a number: `13.10` is 13.1 (a rule set only by mapping).
        if case .scalar(_, plain: true) = node.value, text.contains("."), RuleSet(rawValue: text) == nil,
            text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let number = Double(text)
        {
            text = String(number)
        }
        guard let version = IOSVersion(text) else {
            throw error(node, "unsupported \(what) \u{201C}\(text)\u{201D}; \(IOSVersion.accepted)")
        }
        return version
    }

    // MARK: Sections

    private func app(_ node: Located) throws(ScenarioError) -> AppConfig {
        var app = AppConfig()
        for (key, value) in try map(node, "app", keys: Self.appKeys) {
            if key.scalar == "name" {
                app.name = try string(value, "app.name")
            } else if key.scalar == "recreateOnLaunch" {
                app.recreateOnLaunch = try bool(value, "app.recreateOnLaunch")
            } else if key.scalar == "appClip" {
                app.appClip = try bool(value, "app.appClip")
            } else if key.scalar == "allowsBackgroundLocationUpdates" {
                app.allowsBackgroundLocationUpdates = try bool(value, "app.allowsBackgroundLocationUpdates")  // D56
            } else if key.scalar == "showsBackgroundLocationIndicator" {
                app.showsBackgroundLocationIndicator = try bool(value, "app.showsBackgroundLocationIndicator")  // D57
            } else if key.scalar == "pausesLocationUpdatesAutomatically" {
                app.pausesLocationUpdatesAutomatically = try bool(value, "app.pausesLocationUpdatesAutomatically")  // D59
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
            case "resumeReportsUnchanged": options.resumeReportsUnchanged = try bool(value, "model.resumeReportsUnchanged")  // D22
            case "forceQuitRelaunches": options.forceQuitRelaunches = try bool(value, "model.forceQuitRelaunches")
            case "updateResetsAlways": options.updateResetsAlways = try bool(value, "model.updateResetsAlways")
            default: options.askNextTimeRestoresAlwaysRequest = try bool(value, "model.askNextTimeRestoresAlwaysRequest")
            }
        }
        return options
    }

    private func steps(_ node: Located) throws(ScenarioError) -> [ScenarioStep] {
        if node.isNull { return [] }  // `steps` may be absent or empty (D29)
        return try list(node, "steps").map { (item) throws(ScenarioError) in try step(item) }
    }

    /// One item of `steps:`: an action line, `expect: {...}` or `install: {...}`.
    func step(_ item: Located) throws(ScenarioError) -> ScenarioStep {
        switch item.value {
        case .scalar(let text, _):
            switch ActionParser.parse(text) {  // the core's vocabulary, the inverse of `Action.text`
            case .success(let action): return ScenarioStep(.action(action), line: item.line)
            case .failure(let failure): throw error(item, failure.message)
            }
        case .map(let entries) where entries.count == 1 && entries[0].key.scalar == "expect":
            return ScenarioStep(.expect(try expectation(entries[0].value)), line: item.line)
        case .map(let entries) where entries.count == 1 && entries[0].key.scalar == "install":
            // A fresh install, launched: the rest of the session runs on this setup.
            let value = entries[0].value
            let keys = value.isNull ? [] : try map(value, "install", keys: Self.setupKeys)
            return ScenarioStep(.install(try setup(keys, in: "install.")), line: item.line)
        default:
            throw error(item, "a step is an action such as `requestWhenInUseAuthorization`, `install: {...}` or `expect: {...}`; got \(item.kindWord)")
        }
    }

    private func expectation(_ node: Located) throws(ScenarioError) -> Expectation {
        var e = Expectation()
        for (key, value) in try map(node, "expect", keys: Self.expectKeys) {
            let name = key.scalar!, path = "expect.\(name)"
            guard let field = ObservableField.named(name) else {
                if name == "noteContains" {
                    e.noteContains = value.scalar != nil
                        ? [try string(value, path)] : try list(value, path).map { (v) throws(ScenarioError) in try string(v, path) }
                    continue
                }
                if let modern = ModernField(rawValue: name) {
                    try modernExpectation(modern, value, into: &e.modern)  // §5 (ScenarioParser+Modern.swift)
                    continue
                }
                e.services = try map(value, path, keys: Service.allCases.map(\.rawValue)).map { (k, v) throws(ScenarioError) in
                    (Service(rawValue: k.scalar!)!, try choice(v, "\(path).\(k.scalar!)", Availability.self))
                }
                continue
            }
            switch field.kind {
            case .choice(let values, let none):
                if let none, value.isNull || value.scalar == none {
                    e.values[name] = .word(nil)
                } else {
                    e.values[name] = .word(try word(value, path, values, extra: none.map { [$0] } ?? []))
                }
            case .flag: e.values[name] = .flag(try bool(value, path))
            case .label: e.values[name] = .word(value.isNull ? nil : try string(value, path))
            case .list: e.values[name] = .list(try list(value, path).map { (v) throws(ScenarioError) in try string(v, path) })
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
        guard seconds <= Duration.maximum else {
            throw error(node, "\(what) must be at most \(Duration.text(seconds: Duration.maximum)) (a century); got \u{201C}\(text)\u{201D}")
        }
        return seconds
    }

    func choice<T: RawRepresentable & CaseIterable>(
        _ node: Located, _ what: String, _ type: T.Type, extra: [String] = []
    ) throws(ScenarioError) -> T where T.RawValue == String {
        T(rawValue: try word(node, what, T.allCases.map(\.rawValue), extra: extra))!
    }

    /// One of `values` (the error lists them with `extra`).
    func word(_ node: Located, _ what: String, _ values: [String], extra: [String] = []) throws(ScenarioError) -> String {
        let text = try string(node, what)
        if values.contains(text) { return text }
        let names = values + extra
        let hint = Suggest.closest(to: text, among: names).map { "; did you mean `\($0)`?" } ?? ""
        throw error(node, "\(what): unknown value \u{201C}\(text)\u{201D}\(hint) (values: \(names.joined(separator: ", ")))")
    }
}
