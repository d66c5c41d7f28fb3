import LocflowCore

/// Writes a session as a scenario file in the contract's YAML, with an `expect` after every
/// step capturing what the simulation showed, so the file replays green under `locflow run`.
public enum ScenarioWriter {
    /// The schema's file name (schema/ in the repository); a saved file looks for it beside itself.
    public static let schemaFileName = "locflow-scenario.schema.json"

    /// The scenario text for `session`.
    ///
    /// The expectations come from replaying the actions through the core, exactly as the runner
    /// will: nothing about permission is decided here. Step 0 (the launch) gets an `expect` too,
    /// so a replay also checks the starting state.
    ///
    /// The first line is a `yaml-language-server` modeline naming the JSON Schema, so VS Code's
    /// YAML extension completes and checks the file; `schema` is resolved relative to the file
    /// (docs/scenarios.md says where to put schema/locflow-scenario.schema.json).
    public static func yaml(_ session: Session, schema: String = schemaFileName) -> String {
        var lines = [
            "# yaml-language-server: $schema=\(schema)",
            "# A locflow session written as a scenario; `locflow run FILE` replays it.",
            "# Every expect is what the simulation showed after the step before it.",
        ]
        if let name = session.name { lines.append("name: \(YAMLText.quoted(name))") }
        lines += setup(session.setup)
        lines.append("steps:")
        var sim = Simulation(session.setup)
        let launch = sim.play(.install(session.setup))
        lines.append("  - " + expect(sim, launch))
        for step in session.steps {
            let outcome = sim.play(step)
            switch step {
            case .action(let action): lines.append("  - " + YAMLText.plainIfSafe(action.text))
            case .install(let setup): lines += ["  - install:"] + self.setup(setup).map { "      " + $0 }
            }
            lines.append("  - " + expect(sim, outcome))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys of a setup, as the file's top level writes them and an `install` step nests them.
    static func setup(_ setup: Setup) -> [String] {
        var lines = ["ios: \(YAMLText.quoted(setup.ios.text))"]
        lines += app(setup.app)
        lines += [
            "device:",
            "  locationServices: \(setup.device.locationServices)",
            "  restricted: \(setup.device.restricted)",
        ]
        return lines + model(setup.options)
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
        if options.resumeReportsUnchanged != defaults.resumeReportsUnchanged {
            lines.append("  resumeReportsUnchanged: \(options.resumeReportsUnchanged)")
        }
        if options.forceQuitRelaunches != defaults.forceQuitRelaunches {
            lines.append("  forceQuitRelaunches: \(options.forceQuitRelaunches)")
        }
        if options.updateResetsAlways != defaults.updateResetsAlways {
            lines.append("  updateResetsAlways: \(options.updateResetsAlways)")
        }
        return lines.isEmpty ? [] : ["model:"] + lines
    }

    /// One `expect: {...}` line: every observable field a saved expectation writes for this state
    /// (`ObservableField.saved`), with the step's callbacks (canonical names, contract "Callback strings").
    static func expect(_ sim: Simulation, _ outcome: StepOutcome) -> String {
        let snapshot = Snapshot(sim), callbacks = outcome.callbacks.map(\.canonical)
        var keys = ObservableField.all.filter { $0.saved(snapshot, sim.ruleSet) }.map { field in
            "\(field.key): \(field.yamlText(field.reading(snapshot, callbacks: callbacks)))"
        }
        // An extended flow's expects carry `yields`, which keeps the written file extended (C2).
        if snapshot.modern != nil { keys.append("yields: \(YAMLText.list(outcome.yields))") }
        return "expect: { \(keys.joined(separator: ", ")) }"
    }
}
