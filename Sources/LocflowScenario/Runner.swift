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
    /// The step's notes; the transcripts join them into one `note` (written piece by piece, never
    /// joined into a new string per step).
    public var notes: [Note]
    public var console: [String]
    /// For an expectation: what it asked and what did not hold.
    public var expectation: Expectation? {
        get { storedExpectation.value }
        set { storedExpectation = OutOfLine(newValue) }
    }
    /// `expectation`, out of line: a long run builds and moves a million action records that
    /// have none.
    private var storedExpectation: OutOfLine<Expectation>
    public var failures: [String]
    /// Where the step is written in the file.
    public var line: Int?
    /// What the step delivered to async sequences and handlers (modern-apis.md §4, D44).
    public var yields: [Yield] = []

    public var isExpectation: Bool { storedExpectation.isSome }

    init(
        step: Int, action: String, snapshot: Snapshot, callbacks: [Callback], notes: [Note], console: [String],
        expectation: Expectation?, failures: [String], line: Int?, yields: [Yield] = []
    ) {
        self.step = step
        self.action = action
        self.snapshot = snapshot
        self.callbacks = callbacks
        self.notes = notes
        self.console = console
        self.storedExpectation = OutOfLine(expectation)
        self.failures = failures
        self.line = line
        self.yields = yields
    }

    /// The notes as the transcripts' single `note`, or nil when there is none.
    public var note: String? { Note.line(notes) }
}

/// An optional value held out of line: none costs a word, and a value that is rarely there
/// (an expectation on a record, the modern objects on a snapshot) is not copied with every
/// record that lacks it.
enum OutOfLine<Value: Sendable>: Sendable {
    case none
    indirect case some(Value)

    init(_ value: Value?) {
        if let value { self = .some(value) } else { self = .none }
    }

    /// The value, copied out, or nil.
    var value: Value? {
        if case .some(let value) = self { return value }
        return nil
    }

    var isSome: Bool {
        if case .some = self { return true }
        return false
    }
}

/// An expectation that did not hold: all a run keeps of its steps once they are written.
public struct RunFailure: Sendable {
    public var step: Int
    /// Where the expectation is written in the file.
    public var line: Int?
    /// One readable line per mismatch.
    public var messages: [String]
}

/// What a streamed run remembers at its end: counts and the failures, never the steps.
public struct RunSummary: Sendable {
    /// The rule set the run played (after `--ios`).
    public var ruleSet: RuleSet
    public var expectationCount = 0
    public var failures: [RunFailure] = []

    /// How many expectations failed.
    public var failureCount: Int { failures.count }
}

/// The outcome of playing one scenario, every step kept (for tests and small tools; `locflow run`
/// streams instead, see `Runner.play`).
public struct RunResult: Sendable {
    public var scenario: Scenario
    public var ruleSet: RuleSet
    public var records: [StepRecord]

    /// Expectations checked and how many failed.
    public var expectationCount: Int { records.filter(\.isExpectation).count }
    public var failureCount: Int { records.filter { $0.isExpectation && !$0.failures.isEmpty }.count }

    /// What a streamed run of the same scenario would have kept.
    public var summary: RunSummary {
        RunSummary(
            ruleSet: ruleSet, expectationCount: expectationCount,
            failures: records.filter { !$0.failures.isEmpty }.map { RunFailure(step: $0.step, line: $0.line, messages: $0.failures) })
    }
}

/// Plays scenarios through the shared core, step by step (contract "Command").
public enum Runner {
    /// Runs `scenario` and keeps every record: `play` collected into an array.
    public static func run(_ scenario: Scenario, ios: IOSVersion? = nil) -> RunResult {
        var records: [StepRecord] = []
        let summary = play(scenario.steps, setup: scenario.setup, ios: ios) { records.append($0) }
        return RunResult(scenario: scenario, ruleSet: summary.ruleSet, records: records)
    }

    /// The rule set a run of `setup` plays, with `ios` (`--ios`) replacing the file's `ios:`.
    public static func ruleSet(_ setup: Setup, ios: IOSVersion?) -> RuleSet {
        var setup = setup
        if let ios { setup.ios = ios }
        return setup.ruleSet
    }

    /// Plays `steps` from the initial state of `setup`, handing each record to `emit` as soon as
    /// it exists and keeping none, so that memory stays flat however long the run.
    /// Step 0 is the launch (contract "Initial state"); `ios` replaces the file's `ios:`
    /// (`--ios`). Every step goes through `Simulation.play`.
    public static func play<Steps: Sequence<ScenarioStep>>(
        _ steps: Steps, setup: Setup, ios: IOSVersion? = nil, emit: (StepRecord) -> Void
    ) -> RunSummary {
        var setup = setup
        if let ios { setup.ios = ios }
        var summary = RunSummary(ruleSet: setup.ruleSet)
        // One record for every action step, its fields replaced in place: a record built anew
        // per step was copied whole once more before it was handed on.
        // Made at step 0, which every replay starts with (the setup's install, launched).
        var record: StepRecord!
        for frame in Simulation.replay(from: setup, steps) {
            switch frame.element?.kind {
            case nil:
                record = StepRecord(
                    step: 0, action: "launch", snapshot: Snapshot(frame.after), callbacks: frame.outcome.callbacks,
                    notes: frame.outcome.notes, console: frame.outcome.console, expectation: nil, failures: [], line: nil,
                    yields: frame.outcome.yields)
                emit(record)
            case .action(let action)?:
                record.update(frame.number, frame.element!.text ?? action.text, frame.outcome, frame.after, line: frame.element!.line)
                emit(record)
            case .install?:
                record.update(frame.number, "install", frame.outcome, frame.after, line: frame.element!.line)
                emit(record)
            case .expect(let expectation)?:
                // D29: an expectation checks the state after the latest action step, and
                // `callbacks` means that step's callbacks: the replay hands on both.
                let snapshot = Snapshot(frame.after)
                let line = frame.element!.line
                let failures = snapshot.failures(
                    of: expectation, callbacks: frame.outcome.callbacks.map(\.canonical), yields: frame.outcome.yields,
                    note: frame.outcome.noteLine)
                summary.expectationCount += 1
                if !failures.isEmpty { summary.failures.append(RunFailure(step: frame.number, line: line, messages: failures)) }
                emit(StepRecord(
                    step: frame.number, action: "expect", snapshot: snapshot, callbacks: frame.outcome.callbacks, notes: [],
                    console: [], expectation: expectation, failures: failures, line: line, yields: frame.outcome.yields))
            }
        }
        return summary
    }

}

extension StepRecord {
    /// Makes this action record the record of another action step (`Runner.play`).
    fileprivate mutating func update(_ step: Int, _ action: String, _ outcome: borrowing StepOutcome, _ sim: borrowing Simulation, line: Int?) {
        self.step = step
        self.action = action
        snapshot = Snapshot(sim)
        callbacks = outcome.callbacks
        notes = outcome.notes
        console = outcome.console
        self.line = line
        yields = outcome.yields
    }
}
