import LocflowCore
import LocflowScenario

/// A scenario loaded with `--scenario`, played one action (with the `expect`s after it) per key press.
public struct ScenarioProgress: Equatable, Sendable {
    /// One step to play: an action, an install, or an expectation to check (the parser's own kind).
    public typealias Step = ScenarioStep.Kind

    /// The scenario's `name:`, or its file name.
    public var name: String
    /// What the scenario installs first: what the rewind key installs again.
    public var setup: Setup
    /// Every step of the file, in order.
    public var steps: [Step]
    /// The line of each step in the file, when known.
    public var lines: [Int?]
    /// The index of the next step to play; `steps.count` when done.
    public var next: Int = 0
    /// Expectations checked so far, and how many failed.
    public var checked = 0, failed = 0
    /// Why the pointer was set aside (a preset, `o`, `e` or `^R` installed something the file does
    /// not), or nil while the screen still follows the file; the rewind key brings it back.
    public var setAside: String?
    /// Where the screen left the file, while a key other than `n` has taken steps the file does
    /// not contain since the last `n` (nil while the screen follows the file).
    public var offScript: OffScript?

    /// The first step a key took that the file does not contain, and the step to go back to.
    public struct OffScript: Equatable, Sendable {
        /// The key (or click) that took it, as the person would name it: `‘3’`, `click`.
        public var by: String
        /// The timeline step the file had reached: the next `n` goes back there first.
        public var node: Int
    }

    /// Takes the steps of a parsed scenario.
    public init(_ scenario: Scenario) {
        name = scenario.name ?? scenario.file
        setup = scenario.setup
        steps = scenario.steps.map(\.kind)
        lines = scenario.steps.map(\.line)
    }

    /// Whether every step has been played.
    public var isFinished: Bool { next >= steps.count }

    /// How many presses of `n` the whole file takes: one per action or install (expectations
    /// ride along with the action before them; any before the first action ride along with it,
    /// so the counter never jumps; a file of expectations only takes one press).
    public var presses: Int { Self.presses(steps[...]) }

    /// How many presses are already behind.
    public var pressesDone: Int { presses - Self.presses(steps[min(next, steps.count)...]) }

    private static func presses(_ steps: ArraySlice<Step>) -> Int {
        let actions = steps.filter { if case .expect = $0 { false } else { true } }.count
        return actions == 0 && !steps.isEmpty ? 1 : actions
    }

    /// The action `n` plays next, as one line for the header: `tap Allow Once`, `install iOS 17`;
    /// `expect …` when only expectations are left.
    public var nextText: String? {
        guard !isFinished else { return nil }
        return Self.text(steps[next...].first { if case .expect = $0 { false } else { true } })
    }

    /// The very next step, expectations included (a cast plays one step per frame).
    public var stepText: String? {
        isFinished ? nil : Self.text(steps[next])
    }

    private static func text(_ step: Step?) -> String {
        switch step {
        case .action(let action): action.text
        case .install(let setup): "install iOS \(setup.ios.text)"
        case .expect, nil: "expect …"
        }
    }
}
