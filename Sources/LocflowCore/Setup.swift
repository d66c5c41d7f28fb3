/// Everything a fresh install starts from: the iOS version (and its rule set), the app's build,
/// the phone's settings and the switchable modelling decisions.
///
/// The one setup type: scenarios, recorded sessions, the explorer, presets and the journal all
/// hold a `Setup`, and `Simulation(_:)` is the only way to make a simulation from it.
///
/// Equality and hashing leave `configuresManager` out: it says how a transcript prints the flow,
/// not what the phone does, so two setups that differ only in it play the same (the explorer's
/// session and the file it saves, which the reader marks, are one session).
public struct Setup: Equatable, Hashable, Sendable, Codable {
    /// The iOS version as typed, with the rule set it runs as (D37).
    public var ios: IOSVersion
    /// The app's name and Info.plist (every key with its text, background modes).
    public var app: AppConfig
    /// The phone's device-wide settings at install time.
    public var device: DeviceConfig
    /// The switchable modelling decisions.
    public var options: ModelOptions
    /// The flow uses the modern vocabulary (modern-apis.md C2): the simulation reports yields and
    /// the modern objects from its first step, so the launch already plays extended.
    public var extended: Bool
    /// The flow uses the app's manager as apps configure it (contract "The app's manager",
    /// D53–D59: a manager key of `app:`, `requestLocation`, `event pauseUpdates|resumeUpdates`,
    /// `expect: backgroundIndicator`): its transcripts carry `backgroundIndicator` (D57), and
    /// files that use none of it stay byte-identical.
    public var configuresManager = false

    /// Creates a setup; the defaults are the scenario contract's.
    public init(
        ios: IOSVersion = IOSVersion(.newest), app: AppConfig = AppConfig(), device: DeviceConfig = DeviceConfig(),
        options: ModelOptions = ModelOptions(), extended: Bool = false
    ) {
        self.ios = ios
        self.app = app
        self.device = device
        self.options = options
        self.extended = extended
    }

    /// A setup on a rule set named exactly.
    public init(
        ruleSet: RuleSet, app: AppConfig = AppConfig(), device: DeviceConfig = DeviceConfig(),
        options: ModelOptions = ModelOptions(), extended: Bool = false
    ) {
        self.init(ios: IOSVersion(ruleSet), app: app, device: device, options: options, extended: extended)
    }

    /// The rule set the iOS version runs as.
    public var ruleSet: RuleSet { ios.ruleSet }

    public static func == (a: Setup, b: Setup) -> Bool {
        a.ios == b.ios && a.app == b.app && a.device == b.device && a.options == b.options && a.extended == b.extended
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ios)
        hasher.combine(app)
        hasher.combine(device)
        hasher.combine(options)
        hasher.combine(extended)
    }

    private enum CodingKeys: String, CodingKey { case ios, app, device, options, extended, configuresManager }

    /// Journals written before `configuresManager` existed have no such key: absent is false.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        ios = try keyed.decode(IOSVersion.self, forKey: .ios)
        app = try keyed.decode(AppConfig.self, forKey: .app)
        device = try keyed.decode(DeviceConfig.self, forKey: .device)
        options = try keyed.decode(ModelOptions.self, forKey: .options)
        extended = try keyed.decode(Bool.self, forKey: .extended)
        configuresManager = try keyed.decodeIfPresent(Bool.self, forKey: .configuresManager) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(ios, forKey: .ios)
        try keyed.encode(app, forKey: .app)
        try keyed.encode(device, forKey: .device)
        try keyed.encode(options, forKey: .options)
        try keyed.encode(extended, forKey: .extended)
        // Written only when set, so the journal lines of other flows are as before.
        if configuresManager { try keyed.encode(configuresManager, forKey: .configuresManager) }
    }
}

/// One step of a session: a fresh install of a setup (launched, the contract's step 0), or an
/// action through `Simulation.apply`.
public enum Step: Equatable, Hashable, Sendable, Codable {
    /// Delete the app, install it with this setup and launch it.
    case install(Setup)
    /// An action applied through the reducer.
    case action(Action)
}

extension Simulation {
    /// The app installed from `setup` and not yet launched: what a fresh install's step 0 starts
    /// from (`play(.install(setup))` launches it). The explorer, which takes one step per key,
    /// begins here; every other consumer reads `replay`.
    public static func notInstalled(_ setup: Setup) -> Simulation { Simulation(setup) }

    /// Takes one step: an install replaces the whole simulation with a fresh install of its setup
    /// and launches it; an action goes through `apply`. Internal: outside the core, a step is
    /// taken by the replay or the stepper (Stepper.swift), which hand out its frame.
    @usableFromInline mutating func play(_ step: Step) -> StepOutcome {
        switch step {
        case .action(let action):
            return apply(action)
        case .install(let setup):
            self = Simulation(setup)
            var outcome = apply(.launch)
            // Step 0 names a mapped version (D37); only an extended file notes the `CL…` key (M28, §8.4).
            var preface: [Note] = []
            if let note = setup.ios.mappingNote { preface.append(Note(note, "D37")) }
            if setup.extended && setup.app.infoPlist.clRequireExplicitServiceSessionKey != nil {
                preface.append(Note("CLRequireExplicitServiceSession has no effect: Core Location reads NSLocationRequireExplicitServiceSession", "M28"))
            }
            preface += setup.app.clipBackgroundNotes
            outcome.notes.insert(contentsOf: preface, at: 0)
            return outcome
        }
    }

    /// The state at the end of a replay from a fresh install of `setup` (outcome 0) through
    /// `steps`, with every step's outcome (`Simulation.replay`).
    public static func play(_ setup: Setup, _ steps: [Step] = []) -> (Simulation, [StepOutcome]) {
        var outcomes: [StepOutcome] = []
        outcomes.reserveCapacity(steps.count + 1)
        var last: Simulation?
        for frame in replay(from: setup, steps) {
            outcomes.append(frame.outcome)
            last = frame.after
        }
        return (last!, outcomes)
    }
}
