import LocflowCore

/// The expect keys of modern-apis.md §5 and the C2 test for an extended file.
extension ScenarioParser {
    /// C2: a file is extended when it uses a modern action or `event` argument, expect key,
    /// `app` key or Info.plist key (the `CL…` spelling and `lifecycle` do not count, §8.4, D36).
    static func isExtended(_ scenario: Scenario) -> Bool {
        scenario.app.infoPlist.requireExplicitServiceSessionKey != nil
            || scenario.app.recreateOnLaunch != true || scenario.steps.contains { step in
                switch step.kind {
                case .action(.modern): true
                case .action: false
                case .expect(let e): e.modern.isExtended || e.prompt == .some(.locationButton)
                }
            }
    }

    func modernExpectation(_ name: String, _ value: Located, into e: inout ModernExpectation) throws(ScenarioError) {
        let path = "expect.\(name)"
        switch name {
        case "lifecycle":
            let words = ["foreground", "background", "suspended", "terminated"]
            let text = try string(value, path)
            guard words.contains(text) else { throw error(value, "\(path): unknown value \u{201C}\(text)\u{201D} (values: \(words.joined(separator: ", ")))") }
            e.lifecycle = text
        case "yields":
            e.yields = try list(value, path).map { (v) throws(ScenarioError) in try string(v, path) }
        case "locationButtonApproved":
            e.locationButtonApproved = try bool(value, path)
        case "sessions":
            e.sessions = try list(value, path).map { (item) throws(ScenarioError) in try sessionCheck(item, path) }
        case "updates":
            e.updates = try objectCheck(value, path, states: ["running", "outstanding"])
        case "backgroundActivity":
            e.backgroundActivity = try objectCheck(value, path, states: ["active", "inactive", "outstanding"])
        default:
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

    private func word(_ node: Located, _ path: String, _ words: [String]) throws(ScenarioError) -> String {
        let text = try string(node, path)
        guard words.contains(text) else { throw error(node, "\(path): unknown value \u{201C}\(text)\u{201D} (values: \(words.joined(separator: ", ")))") }
        return text
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
