import LocflowCore

/// A flow as it was played: the setup of its first install and every step after it, fresh
/// installs included (the explorer's `o`, `e`, `^R` and presets are install steps).
///
/// What the explorer records and journals, and what `ScenarioWriter` turns into a scenario file;
/// expectations are not part of it, because the writer derives them by replaying the steps.
public struct Session: Equatable, Sendable {
    /// The scenario's `name:`, if any.
    public var name: String?
    /// The first install (the scenario's top-level keys).
    public var setup: Setup
    /// The steps after the launch of step 0, in order.
    public var steps: [Step]

    /// Creates a session; the defaults are the scenario contract's.
    public init(name: String? = nil, setup: Setup = Setup(), steps: [Step] = []) {
        self.name = name
        self.setup = setup
        self.steps = steps
    }

    /// The session as `locflow run` reads it back once written: a flow that uses the app's
    /// manager additions (`requestLocation`, `event pauseUpdates|resumeUpdates`, a manager key of
    /// `app:`) carries the indicator from its first install on (`Setup.configuresManager`, D57).
    /// The explorer records its steps as they come; what it writes is read this way.
    public var asRead: Session {
        var read = self
        let uses = ScenarioParser.configuresManager(setup.app) || steps.contains { step in
            switch step {
            case .action(let action): ScenarioParser.configuresManager(action)
            case .install(let setup): ScenarioParser.configuresManager(setup.app)
            }
        }
        guard uses else { return read }
        read.setup.configuresManager = true
        for i in read.steps.indices {
            if case .install(var setup) = read.steps[i] {
                setup.configuresManager = true
                read.steps[i] = .install(setup)
            }
        }
        return read
    }

    /// The state the session ends in and every step's outcome (step 0 first).
    public func play() -> (Simulation, [StepOutcome]) {
        Simulation.play(setup, steps)
    }
}
