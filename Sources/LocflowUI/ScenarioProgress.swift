import LocflowCore
import LocflowScenario

/// A scenario loaded with `--scenario`, played one step per key press.
public struct ScenarioProgress: Equatable, Sendable {
    /// One step to play: an action, an install, or an expectation to check (the parser's own kind).
    public typealias Step = ScenarioStep.Kind

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
        steps = scenario.steps.map(\.kind)
        lines = scenario.steps.map(\.line)
    }

    /// Whether every step has been played.
    public var isFinished: Bool { next >= steps.count }

    /// The next step as one line for the header: `tap Allow Once`, `expect`.
    public var nextText: String? {
        guard !isFinished else { return nil }
        switch steps[next] {
        case .action(let action): return action.text
        case .install(let setup): return "install iOS \(setup.ios.text)"
        case .expect: return "expect …"
        }
    }
}
