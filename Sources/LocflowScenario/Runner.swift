import LocflowCore

/// One line of a transcript: an action step with what it caused, or an expectation checked.
public struct StepRecord: Sendable {
    public var step: Int
    /// The action's scenario text (`launch` for step 0), or `expect`.
    public var action: String
    /// The state after the step (for an expectation: the state it checked).
    public var snapshot: Snapshot
    /// Canonical callback names of the step (for an expectation: of the latest action step).
    public var callbacks: [Callback]
    public var note: String?
    public var console: [String]
    /// For an expectation: what it asked and what did not hold.
    public var expectation: Expectation?
    public var failures: [String]
    /// Where the step is written in the file.
    public var line: Int?
    /// What the step delivered to async sequences and handlers (modern-apis.md §4, D44).
    public var yields: [String] = []

    public var isExpectation: Bool { expectation != nil }
}

/// The outcome of playing one scenario.
public struct RunResult: Sendable {
    public var scenario: Scenario
    public var ruleSet: RuleSet
    public var records: [StepRecord]

    /// Expectations checked and how many failed.
    public var expectationCount: Int { records.filter(\.isExpectation).count }
    public var failureCount: Int { records.filter { $0.isExpectation && !$0.failures.isEmpty }.count }
}

/// Plays scenarios through the shared core, step by step (contract "Command").
public enum Runner {
    /// Runs `scenario` from its initial state: step 0 is the launch (contract "Initial state");
    /// `ios` replaces the file's `ios:` (`--ios`). Every step goes through `Simulation.play`.
    public static func run(_ scenario: Scenario, ios: IOSVersion? = nil) -> RunResult {
        var setup = scenario.setup
        if let ios { setup.ios = ios }
        var sim = Simulation(setup)
        var records: [StepRecord] = []
        var last = record(0, "launch", sim.play(.install(setup)), sim, line: nil)
        records.append(last)
        for (offset, step) in scenario.steps.enumerated() {
            let number = offset + 1
            switch step.kind {
            case .action(let action):
                last = record(number, action.text, sim.play(.action(action)), sim, line: step.line)
                records.append(last)
            case .install(let installed):
                last = record(number, "install", sim.play(.install(installed)), sim, line: step.line)
                records.append(last)
            case .expect(let expectation):
                // D29: an expectation checks the state after the latest action step, and
                // `callbacks` means that step's callbacks.
                let failures = last.snapshot.failures(of: expectation, callbacks: last.callbacks.map(\.canonical), yields: last.yields)
                records.append(StepRecord(
                    step: number, action: "expect", snapshot: last.snapshot, callbacks: last.callbacks, note: nil,
                    console: [], expectation: expectation, failures: failures, line: step.line))
                records[records.count - 1].yields = last.yields
            }
        }
        return RunResult(scenario: scenario, ruleSet: setup.ruleSet, records: records)
    }

    private static func record(_ step: Int, _ action: String, _ outcome: StepOutcome, _ sim: Simulation, line: Int?) -> StepRecord {
        StepRecord(
            step: step, action: action, snapshot: Snapshot(sim), callbacks: outcome.callbacks, note: outcome.noteLine,
            console: outcome.console, expectation: nil, failures: [], line: line, yields: outcome.yields)
    }
}
