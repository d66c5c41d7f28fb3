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

    /// The state the session ends in and every step's outcome (step 0 first).
    public func play() -> (Simulation, [StepOutcome]) {
        Simulation.play(setup, steps)
    }
}
