import LocflowCore
import LocflowScenario

/// A scenario played through the core, step by step, as the exporters read it.
///
/// Every label an exporter writes comes from the prompts in these states, which the core's
/// prompt catalog built for this rule set (reference §4): nothing is written per iOS version here.
public struct ExportFlow: Sendable {
    /// The scenario's `name:`, or its file name.
    public var name: String
    /// The path it was read from, as given on the command line.
    public var file: String
    public var ruleSet: RuleSet
    /// The app's display name, as the prompts show it.
    public var appName: String
    /// Step 0: the fresh install, launched (contract "Initial state").
    public var launch: FlowStep
    /// The scenario's steps, in order, numbered from 1.
    public var steps: [FlowStep]

    public init(name: String, file: String, ruleSet: RuleSet, appName: String, launch: FlowStep, steps: [FlowStep]) {
        self.name = name
        self.file = file
        self.ruleSet = ruleSet
        self.appName = appName
        self.launch = launch
        self.steps = steps
    }

    /// A warning when some of the flow's expectations do not hold on this rule set, else nil.
    public var failureWarning: String? {
        let failing = steps.filter { !$0.failures.isEmpty }
        guard !failing.isEmpty else { return nil }
        let versions = parts.count > 1 ? versionsText : ruleSet.releases
        return "warning: \(failing.count) expectation(s) of this flow do not hold on \(versions) (steps "
            + failing.map { "\($0.number)" }.joined(separator: ", ")
            + "; `locflow run` shows them): this export follows what iOS does, not what the file expected"
    }

    /// The action and install steps, without the expectations.
    public var actionSteps: [FlowStep] { steps.filter { $0.expectation == nil } }
}

/// One step of a played flow: what was done (or checked), and the state before and after it.
public struct FlowStep: Sendable {
    /// An action to reproduce, or an expectation to read.
    public enum Kind: Sendable {
        case action(Action)
        case expect(Expectation)
        /// A fresh install in the middle of the flow (the scenario's `install` step).
        case install(Setup)
    }

    /// 0 for the launch, then the scenario's step number.
    public var number: Int
    public var kind: Kind
    /// Where the step is written in the scenario file.
    public var line: Int?
    /// The state just before the step: the alert a tap answers is here.
    public var before: ExportState
    /// The state after the step (for an expectation: the state it reads).
    public var after: ExportState
    /// The callbacks of the step (for an expectation: of the latest action step, D29).
    public var callbacks: [Callback]
    /// What the step delivered to async sequences and handlers (modern-apis.md §4; for an
    /// expectation: of the latest action step, as `callbacks`).
    public var yields: [Yield]

    public init(number: Int, kind: Kind, line: Int?, before: ExportState, after: ExportState, callbacks: [Callback], yields: [Yield] = []) {
        self.number = number
        self.kind = kind
        self.line = line
        self.before = before
        self.after = after
        self.callbacks = callbacks
        self.yields = yields
    }

    /// The action, or nil for an expectation.
    public var action: Action? {
        if case .action(let action) = kind { return action }
        return nil
    }

    /// The expectation, or nil for an action.
    public var expectation: Expectation? {
        if case .expect(let expectation) = kind { return expectation }
        return nil
    }

    /// The alert button a `tap` answers, as the catalog built it; nil when the step is no tap or
    /// no alert on screen has that button.
    public var tappedButton: PromptButton? {
        guard case .tap(let label) = action else { return nil }
        return before.prompt?.button(labelled: label)
    }

    /// For an expectation: what does not hold in the played state (contract "Expectations",
    /// D29); empty for an action. An export follows what iOS does, so it says so, never hides it.
    public var failures: [String] {
        guard var expectation else { return [] }
        expectation.noteContains = []  // an export shows no notes, so it does not check them
        return after.snapshot.failures(of: expectation, callbacks: callbacks.map(\.canonical), yields: yields)
    }

    /// The step as the scenario writes it (`tap Allow Once`, `expect`).
    public var text: String {
        switch kind {
        case .action(let action): action.text
        case .expect: "expect"
        case .install(let setup): "install (iOS \(setup.ios.text), \u{201C}\(setup.app.name)\u{201D})"
        }
    }

    /// The setup of a fresh install step, or nil.
    public var installed: Setup? {
        if case .install(let setup) = kind { return setup }
        return nil
    }
}
