import LocflowCore
import LocflowFormats

/// The expect keys of modern-apis.md §5 and the C2 test for an extended file.
extension ScenarioParser {
    /// C2: a file is extended when it uses a modern action or `event` argument, expect key,
    /// `app` key or Info.plist key (the `CL…` spelling and `lifecycle` do not count, §8.4, D36),
    /// in its steps or in any setup it installs. An extended file plays extended from its first
    /// install on, and every `install` step in it keeps it so (`Setup.extended`).
    static func markExtended(_ scenario: inout Scenario) {
        guard usesModernKeys(scenario.setup) || scenario.steps.contains(where: extends) else { return }
        markEverySetup(&scenario) { $0.extended = true }
    }

    /// Marks the file's first install and every `install` step in it alike: a mark of the whole
    /// file holds from its first install on.
    private static func markEverySetup(_ scenario: inout Scenario, _ mark: (inout Setup) -> Void) {
        mark(&scenario.setup)
        for i in scenario.steps.indices {
            if case .install(var setup) = scenario.steps[i].kind {
                mark(&setup)
                scenario.steps[i].kind = .install(setup)
            }
        }
    }

    /// A setup that uses an `app` or Info.plist key of the extension (C2).
    static func usesModernKeys(_ setup: Setup) -> Bool {
        setup.extended || setup.app.infoPlist.requireExplicitServiceSessionKey != nil || setup.app.recreateOnLaunch != true
            || setup.app.appClip
    }

    /// A step that uses the extension's vocabulary (C2).
    public static func extends(_ step: ScenarioStep) -> Bool {
        switch step.kind {
        case .action(.modern): true
        case .action: false
        case .install(let setup): usesModernKeys(setup)
        case .expect(let e): e.modern.isExtended || e.values[ObservableField.prompt.key] == .word(Prompt.Kind.locationButton.rawValue)
        }
    }

    /// Contract "The app's manager": a file that uses a manager key of `app:`, `requestLocation`,
    /// `event pauseUpdates|resumeUpdates` or `expect: backgroundIndicator`, in any setup or step,
    /// carries the indicator in its transcripts from its first install on (D57); every other file
    /// plays byte-identical. (The explorer's setups carry it whenever they say a key,
    /// `Simulation.configuresManager`.)
    static func markConfiguresManager(_ scenario: inout Scenario) {
        guard configuresManager(scenario.setup.app) || scenario.steps.contains(where: configuresManager) else { return }
        markEverySetup(&scenario) { $0.configuresManager = true }
    }

    /// An app that says one of the manager's keys.
    static func configuresManager(_ app: AppConfig) -> Bool { app.saysManagerKeys }

    /// An action of the manager additions (D58, D59).
    static func configuresManager(_ action: Action) -> Bool {
        switch action {
        case .requestLocation, .event(.pauseUpdates), .event(.resumeUpdates): true
        default: false
        }
    }

    /// A step that uses the manager additions.
    public static func configuresManager(_ step: ScenarioStep) -> Bool {
        switch step.kind {
        case .action(let action): configuresManager(action)
        case .install(let setup): configuresManager(setup.app)
        case .expect(let e): e.values[ObservableField.backgroundIndicator.key] != nil
        }
    }

    /// One structured key of an `expect` (§5): the switch covers every `ModernField`.
    func modernExpectation(_ field: ModernField, _ value: Located, into e: inout ModernExpectation) throws(ScenarioError) {
        let path = "expect.\(field.key)"
        switch field {
        case .yields:
            e.yields = try list(value, path).map { (v) throws(ScenarioError) in try string(v, path) }
        case .locationButtonApproved:
            e.locationButtonApproved = try bool(value, path)
        case .sessions:
            e.sessions = try list(value, path).map { (item) throws(ScenarioError) in try sessionCheck(item, path) }
        case .updates:
            e.updates = try objectCheck(value, path, states: ["running", "outstanding"])
        case .backgroundActivity:
            e.backgroundActivity = try objectCheck(value, path, states: ["active", "inactive", "outstanding"])
        case .monitor:
            e.monitor = try monitorCheck(value, path)
        }
    }

    private func diagnostics(_ node: Located, _ path: String) throws(ScenarioError) -> Diagnostics {
        Set(try list(node, path).map { (v) throws(ScenarioError) in try choice(v, path, Diagnostic.self) })
    }

    private func sessionCheck(_ node: Located, _ path: String) throws(ScenarioError) -> ModernExpectation.SessionCheck {
        var check = ModernExpectation.SessionCheck()
        for (key, value) in try map(node, "a session in \(path)", keys: ["goal", "fullAccuracy", "state", "diagnostics"]) {
            let at = "\(path).\(key.scalar!)"
            switch key.scalar! {
            case "goal": check.goal = try choice(value, at, ServiceGoal.self)
            case "fullAccuracy": check.fullAccuracy = .some(value.isNull ? nil : try string(value, at))
            case "state": check.state = try word(value, at, ["active", "inactive", "outstanding"])
            default: check.diagnostics = try diagnostics(value, at)
            }
        }
        return check
    }

    /// `none`, a state word, or a map with `state` and/or `diagnostics` (§5).
    private func objectCheck(_ node: Located, _ path: String, states: [String]) throws(ScenarioError) -> ModernExpectation.ObjectCheck {
        if node.isNull || node.scalar == "none" { return ModernExpectation.ObjectCheck(check: nil) }
        if node.scalar != nil { return ModernExpectation.ObjectCheck(check: .init(state: try word(node, path, states))) }
        var fields = ModernExpectation.ObjectCheck.Fields()
        for (key, value) in try map(node, path, keys: ["state", "diagnostics"]) {
            if key.scalar == "state" { fields.state = try word(value, "\(path).state", states) } else { fields.diagnostics = try diagnostics(value, "\(path).diagnostics") }
        }
        return ModernExpectation.ObjectCheck(check: fields)
    }

    /// `none`, or a map ID → state, or ID → map with `state`/`diagnostics` (§5).
    private func monitorCheck(_ node: Located, _ path: String) throws(ScenarioError) -> [ModernExpectation.ConditionCheck]? {
        if node.isNull || node.scalar == "none" { return nil }
        return try map(node, path, keys: nil).map { (key, value) throws(ScenarioError) in
            let id = key.scalar!, at = "\(path).\(id)"
            var check = ModernExpectation.ConditionCheck(id: id)
            if value.scalar != nil && !value.isNull {
                check.state = try choice(value, at, ConditionState.self)
            } else {
                for (k, v) in try map(value, at, keys: ["state", "diagnostics"]) {
                    if k.scalar == "state" { check.state = try choice(v, "\(at).state", ConditionState.self) } else { check.diagnostics = try diagnostics(v, "\(at).diagnostics") }
                }
            }
            return check
        }
    }
}
