import LocflowCore

/// Writes a session as a scenario file in the contract's YAML, with an `expect` after every
/// action capturing what the simulation showed, so the file replays green under `locflow run`.
public enum ScenarioWriter {
    /// The scenario text for `session`.
    ///
    /// The expectations come from replaying the actions through the core, exactly as the runner
    /// will: nothing about permission is decided here. Step 0 (the launch) gets an `expect` too,
    /// so a replay also checks the starting state.
    public static func yaml(_ session: Session) -> String {
        var lines = [
            "# A locflow session written as a scenario; `locflow run FILE` replays it.",
            "# Every expect is what the simulation showed after the action before it.",
        ]
        if let name = session.name { lines.append("name: \(YAMLText.quoted(name))") }
        lines.append("ios: \(YAMLText.quoted(session.ruleSet.rawValue))")
        lines += app(session.app)
        lines += [
            "device:",
            "  locationServices: \(session.device.locationServices)",
            "  restricted: \(session.device.restricted)",
        ]
        lines += model(session.options)
        lines.append("steps:")
        var sim = Simulation(ruleSet: session.ruleSet, app: session.app, device: session.device, options: session.options)
        // An extended flow plays as the runner plays an extended file; its expects carry
        // `yields`, which keeps the written file extended (C2).
        if session.extended { sim.markExtended() }
        let launch = sim.apply(.launch)
        lines.append("  - " + expect(sim, launch))
        for action in session.actions {
            let outcome = sim.apply(action)
            lines.append("  - " + YAMLText.plainIfSafe(action.text))
            lines.append("  - " + expect(sim, outcome))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `app:` block; the Info.plist is always written out, since an absent `infoPlist`
    /// would mean the contract default rather than what the session ran with.
    static func app(_ app: AppConfig) -> [String] {
        let plist = app.infoPlist
        var lines = ["app:", "  name: \(YAMLText.quoted(app.name))"]
        var keys: [String] = []
        for key in InfoPlistKey.allCases {
            let name = "    \(key.rawValue):"
            switch key {
            case .whenInUseUsage, .alwaysAndWhenInUseUsage, .alwaysUsage:
                if let text = plist.purpose(key) { keys.append("\(name) \(YAMLText.quoted(text))") }
            case .defaultAccuracyReduced:
                if let reduced = plist.defaultAccuracyReduced { keys.append("\(name) \(reduced)") }
            case .temporaryUsageDictionary:
                guard let purposes = plist.temporaryUsage else { continue }
                if purposes.isEmpty { keys.append("\(name) {}") } else { keys.append(name) }
                for purpose in purposes {
                    keys.append("      \(YAMLText.quoted(purpose.key)): \(YAMLText.quoted(purpose.description))")
                }
            case .backgroundModes:
                if let modes = plist.backgroundModes { keys.append("\(name) \(YAMLText.list(modes))") }
            }
        }
        if let on = plist.requireExplicitServiceSessionKey { keys.append("    NSLocationRequireExplicitServiceSession: \(on)") }
        if let on = plist.clRequireExplicitServiceSessionKey { keys.append("    CLRequireExplicitServiceSession: \(on)") }
        if !app.recreateOnLaunch { lines.append("  recreateOnLaunch: false") }
        lines.append(keys.isEmpty ? "  infoPlist: {}" : "  infoPlist:")
        return lines + keys
    }

    /// The `model:` block with only the decisions that differ from the defaults; none if all match.
    static func model(_ options: ModelOptions) -> [String] {
        let defaults = ModelOptions()
        var lines: [String] = []
        if options.allowOnceExpiry != defaults.allowOnceExpiry {
            lines.append("  allowOnceExpiry: \(Duration.text(seconds: options.allowOnceExpiry))")
        }
        if options.temporaryAccuracyExpiry != defaults.temporaryAccuracyExpiry {
            lines.append("  temporaryAccuracyExpiry: \(Duration.text(seconds: options.temporaryAccuracyExpiry))")
        }
        if options.alsoCallDeprecatedDelegate != defaults.alsoCallDeprecatedDelegate {
            lines.append("  alsoCallDeprecatedDelegate: \(options.alsoCallDeprecatedDelegate)")
        }
        if options.askNextTimeRestoresAlwaysRequest != defaults.askNextTimeRestoresAlwaysRequest {
            lines.append("  askNextTimeRestoresAlwaysRequest: \(options.askNextTimeRestoresAlwaysRequest)")
        }
        if options.forceQuitRelaunches != defaults.forceQuitRelaunches {
            lines.append("  forceQuitRelaunches: \(options.forceQuitRelaunches)")
        }
        if options.updateResetsAlways != defaults.updateResetsAlways {
            lines.append("  updateResetsAlways: \(options.updateResetsAlways)")
        }
        return lines.isEmpty ? [] : ["model:"] + lines
    }

    /// One `expect: {...}` line: what the app reads, the prompt and its buttons, the Settings row,
    /// the hidden flags and the step's callbacks (canonical names, contract "Callback strings").
    static func expect(_ sim: Simulation, _ outcome: StepOutcome) -> String {
        let snapshot = Snapshot(sim)
        var keys = ["status: \(snapshot.status.rawValue)"]
        if sim.ruleSet.hasAccuracy { keys.append("accuracy: \(snapshot.accuracy.rawValue)") }
        if !snapshot.locationServicesEnabled { keys.append("locationServicesEnabled: false") }
        keys.append("prompt: \(snapshot.prompt?.kind.rawValue ?? "none")")
        if let prompt = snapshot.prompt { keys.append("buttons: \(YAMLText.list(prompt.labels))") }
        keys.append("settings: \(snapshot.settings.map(YAMLText.quoted) ?? "null")")
        keys.append("provisional: \(snapshot.provisional)")
        keys.append("temporary: \(snapshot.temporary)")
        keys.append("callbacks: \(YAMLText.list(outcome.callbacks.map(\.canonical)))")
        if snapshot.modern != nil {
            keys.append("lifecycle: \(snapshot.lifecycle)")
            keys.append("yields: \(YAMLText.list(outcome.yields))")
        }
        return "expect: { \(keys.joined(separator: ", ")) }"
    }
}
