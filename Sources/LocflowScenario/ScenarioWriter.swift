import LocflowCore
import LocflowFormats

/// Writes a session as a scenario file in the contract's YAML, with an `expect` after every
/// step capturing what the simulation showed, so the file replays green under `locflow run`.
public enum ScenarioWriter {
    /// The schema's file name (schema/ in the repository); a saved file looks for it beside itself.
    public static let schemaFileName = "locflow-scenario.schema.json"

    /// The `yaml-language-server` modeline naming `schema` (by default `SchemaFile.reference`).
    public static func modeline(_ schema: String? = nil) -> String {
        "# yaml-language-server: $schema=\(schema ?? SchemaFile.reference)"
    }

    /// The scenario text for `session`.
    ///
    /// The expectations come from replaying the actions through the core, exactly as the runner
    /// will: nothing about permission is decided here. Step 0 (the launch) gets an `expect` too,
    /// so a replay also checks the starting state.
    ///
    /// Written for people to read: each `expect` is a block listing only the
    /// fields the step before it changed, and always its callbacks (`callbacks: []` says iOS
    /// stayed silent); the first after an install lists every field. The notes the core wrote
    /// for a step are `#` comments above it, and where the app has more than one manager each
    /// callback says whose delegate received it. A comment never changes what is checked.
    ///
    /// The first line is a `yaml-language-server` modeline naming the JSON Schema, so VS Code's
    /// YAML extension completes and checks the file; by default it names the copy locflow keeps
    /// in its data directory (`SchemaFile.reference`), so it resolves on any machine.
    public static func yaml(_ session: Session, schema: String? = nil) -> String {
        var text = "", shown: [String: ObservedValue] = [:]
        for frame in Simulation.replay(from: session.setup, session.steps) {
            let part = frame.number == 0
                ? head(name: session.name, setup: session.setup, schema: schema, launch: frame.outcome, state: frame.after)
                : lines(frame.step!, outcome: frame.outcome, state: frame.after, after: shown)
            text += part.text
            shown = part.readings
        }
        return text
    }

    /// The file's start: the modeline and comments, name, the first install's keys, `steps:` and
    /// step 0's `expect`, from step 0's frame as played (by the replay or the explorer's stepper):
    /// its outcome and the state after it; with every field's reading there, for the steps after
    /// it. Each line ends in a newline.
    public static func head(
        name: String?, setup: Setup, schema: String? = nil, launch: StepOutcome, state sim: Simulation
    ) -> (text: String, readings: [String: ObservedValue]) {
        var lines = [
            modeline(schema),
            "# A locflow session written as a scenario; `locflow run FILE` replays it.",
            "# Each expect lists what the step before it changed (everything, after an install)",
            "# and the callbacks it caused; `#` lines above a step are the explorer's notes on it.",
        ]
        if let name { lines.append("name: \(YAMLText.quoted(name))") }
        lines += self.setup(setup)
        lines.append("steps:")
        lines += comments(launch)
        let shown = expect(sim, launch, after: nil, into: &lines)
        return (lines.joined(separator: "\n") + "\n", shown)
    }

    /// One step already played, from its frame's parts (its outcome and the state after it): its
    /// notes, the step and the `expect` after it (the fields that differ from `previous`, every
    /// one after an install), with every field's reading after it. What the explorer's `--record`
    /// file appends per step, read from the moment the explorer's step left (ScenarioRecording).
    public static func lines(
        _ step: Step, outcome: StepOutcome, state sim: Simulation, after previous: [String: ObservedValue]
    ) -> (text: String, readings: [String: ObservedValue]) {
        var lines = comments(outcome)
        let shown: [String: ObservedValue]
        switch step {
        case .action(let action):
            lines.append("  - " + YAMLText.plainIfSafe(action.text))
            shown = expect(sim, outcome, after: previous, into: &lines)
        case .install(let setup):
            lines += ["  - install:"] + self.setup(setup).map { "      " + $0 }
            shown = expect(sim, outcome, after: nil, into: &lines)
        }
        return (lines.joined(separator: "\n") + "\n", shown)
    }

    /// The core's notes on a step, one `#` comment line each, above the step.
    static func comments(_ outcome: StepOutcome) -> [String] {
        outcome.notes.map { "  # " + YAMLText.commentText($0.line) }
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
        if app.appClip { lines.append("  appClip: true") }
        // The manager's keys as given (D56, D57, D59): a default left unsaid stays unsaid.
        if let on = app.allowsBackgroundLocationUpdates { lines.append("  allowsBackgroundLocationUpdates: \(on)") }
        if let on = app.showsBackgroundLocationIndicator { lines.append("  showsBackgroundLocationIndicator: \(on)") }
        if let on = app.pausesLocationUpdatesAutomatically { lines.append("  pausesLocationUpdatesAutomatically: \(on)") }
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

    /// One block `expect:` for the state `sim` is in after a step with `outcome`: the fields a
    /// saved expectation writes (`ObservableField.saved`) that differ from `previous` (every one
    /// when `previous` is nil: the first after an install), then the step's callbacks (canonical
    /// names, contract "Callback strings"). Returns every field's reading, for the next step.
    @discardableResult
    static func expect(
        _ sim: Simulation, _ outcome: StepOutcome, after previous: [String: ObservedValue]?, into lines: inout [String]
    ) -> [String: ObservedValue] {
        let snapshot = Snapshot(sim), callbacks = outcome.callbacks.map(\.canonical)
        var readings: [String: ObservedValue] = [:]
        lines.append("  - expect:")
        for field in ObservableField.all {
            let value = field.reading(snapshot, callbacks: callbacks)
            readings[field.key] = value
            if field == .callbacks {
                lines += self.callbacks(outcome.callbacks, manyManagers: sim.managers.count > 1)
                continue
            }
            // A switch left out of a saved expectation in this state (Location Services back on)
            // is still written when it changed, so the reader sees it go back.
            let shown = field.saved(snapshot, sim.ruleSet) || (previous != nil && field.kind.isFlag)
            if shown, previous?[field.key] != value { lines.append("      \(field.key): \(field.yamlText(value))") }
        }
        // An extended flow's expects carry `yields`, which keeps the written file extended (C2).
        if snapshot.modern != nil { lines.append("      \(ModernField.yields.key): \(YAMLText.list(outcome.yields.map(\.text)))") }
        return readings
    }

    /// The `callbacks:` key: inline, or one per line with the receiving manager as a comment
    /// where the app has more than one (the field checks names, not managers).
    static func callbacks(_ callbacks: [Callback], manyManagers: Bool) -> [String] {
        let names = callbacks.map(\.canonical)
        guard manyManagers, !callbacks.isEmpty else { return ["      callbacks: \(YAMLText.list(names))"] }
        return ["      callbacks:"] + callbacks.map { "        - \(YAMLText.quoted($0.canonical))  # manager #\($0.manager)" }
    }
}

extension ObservableField.Kind {
    /// Whether the field is true or false (a switch).
    fileprivate var isFlag: Bool {
        if case .flag = self { return true }
        return false
    }
}
