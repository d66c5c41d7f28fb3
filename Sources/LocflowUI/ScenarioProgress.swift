import LocflowCore
import LocflowScenario

/// A scenario loaded with `--scenario`, played one step per key press.
public struct ScenarioProgress: Equatable, Sendable {
    /// One step to play: an action to apply or an expectation to check.
    public enum Step: Equatable, Sendable {
        /// Applied through `Simulation.apply(_:)`.
        case action(Action)
        /// Checked against the state after the latest action (contract D29).
        case expect(Expectation)
    }

    /// The scenario's `name:`, or its file name.
    public var name: String
    /// Every step of the file, in order.
    public var steps: [Step]
    /// The line of each step in the file, when known.
    public var lines: [Int?]
    /// The index of the next step to play; `steps.count` when done.
    public var next: Int = 0
    /// Expectations checked so far, and how many failed.
    public var checked = 0, failed = 0

    /// Takes the steps of a parsed scenario.
    public init(_ scenario: Scenario) {
        name = scenario.name ?? scenario.file
        steps = scenario.steps.map {
            switch $0.kind {
            case .action(let action): .action(action)
            case .expect(let expectation): .expect(expectation)
            }
        }
        lines = scenario.steps.map(\.line)
    }

    /// Whether every step has been played.
    public var isFinished: Bool { next >= steps.count }

    /// The next step as one line for the header: `tap Allow Once`, `expect`.
    public var nextText: String? {
        guard !isFinished else { return nil }
        switch steps[next] {
        case .action(let action): return action.text
        case .expect: return "expect …"
        }
    }
}
