import LocflowCore

/// The part of the explorer's state that a step changes and undo restores, kept as one value so
/// that the timeline copies it whole (`Moment`) instead of a hand-kept list of fields.
public struct StepState: Equatable, Sendable {
    /// What a restart starts from.
    public var config: Setup
    /// Takes the session's steps (the explorer's `perform` and `freshInstall`) and holds the
    /// running simulation: nothing else can change it, so every change is a frame the step hands on.
    public internal(set) var stepper: Simulation.Stepper
    /// The running simulation: the only source of every rule the screen shows.
    public var sim: Simulation {
        _read { yield stepper.simulation }
    }
    /// What the latest step caused: with the state after it, the frame the stepper handed out
    /// (a moment of the timeline is the frame of its step).
    public internal(set) var lastOutcome = StepOutcome()
    /// Canonical names of the callbacks of the latest action: what a scenario `expect` checks.
    public var lastCallbacks: [String] = []
    /// The async yields of the latest action (D44): what a scenario `expect: {yields: …}` checks.
    public var lastYields: [Yield] = []
    /// The note of the latest action: what a scenario `expect: {noteContains: …}` checks.
    public var lastNote: String?
    /// The highlighted button of the prompt on screen (zero-based).
    public var selectedButton = 0
    /// The scenario being played with `n`, if any.
    public var scenario: ScenarioProgress?
    /// What the seeds' sample code has seen this session, for the app-code lens.
    public var lensMemory = AppCodeMemory()

    init(config: Setup, sim: Simulation, scenario: ScenarioProgress?) {
        self.config = config
        stepper = Simulation.Stepper(sim)
        self.scenario = scenario
    }
}

extension ExplorerState {
    /// What a restart starts from.
    public internal(set) var config: Setup {
        get { stepState.config }
        set { stepState.config = newValue }
    }
    /// The running simulation: the only source of every rule the screen shows.
    public var sim: Simulation {
        _read { yield stepState.stepper.simulation }
    }
    /// What the latest step caused (see `StepState.lastOutcome`).
    public internal(set) var lastOutcome: StepOutcome {
        get { stepState.lastOutcome }
        set { stepState.lastOutcome = newValue }
    }
    /// Canonical names of the callbacks of the latest action: what a scenario `expect` checks.
    public internal(set) var lastCallbacks: [String] {
        get { stepState.lastCallbacks }
        set { stepState.lastCallbacks = newValue }
    }
    /// The async yields of the latest action (D44): what a scenario `expect: {yields: …}` checks.
    public internal(set) var lastYields: [Yield] {
        get { stepState.lastYields }
        set { stepState.lastYields = newValue }
    }
    /// The note of the latest action: what a scenario `expect: {noteContains: …}` checks.
    public internal(set) var lastNote: String? {
        get { stepState.lastNote }
        set { stepState.lastNote = newValue }
    }
    /// The highlighted button of the prompt on screen (zero-based).
    public internal(set) var selectedButton: Int {
        get { stepState.selectedButton }
        set { stepState.selectedButton = newValue }
    }
    /// The scenario being played with `n`, if any.
    public internal(set) var scenario: ScenarioProgress? {
        get { stepState.scenario }
        _modify { yield &stepState.scenario }
        set { stepState.scenario = newValue }
    }
    /// What the seeds' sample code has seen this session, for the app-code lens.
    public internal(set) var lensMemory: AppCodeMemory {
        get { stepState.lensMemory }
        _modify { yield &stepState.lensMemory }
        set { stepState.lensMemory = newValue }
    }
}
