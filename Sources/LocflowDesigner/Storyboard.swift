import LocflowCore
import LocflowScenario

/// Every prompt a scenario brings up, with the step that raised it and what each button leads to:
/// the model behind `locflow storyboard` and its HTML, SVG and Markdown pages.
///
/// The prompts, labels and outcomes are the core's own values, taken by playing the scenario
/// through `Simulation.apply` and tapping each button on a copy of the state; nothing is re-typed.
public struct Storyboard: Sendable {
    /// One prompt as it appeared.
    public struct Frame: Sendable {
        /// The 1-based step number in the file that raised it (0: the launch).
        public var step: Int
        /// The step as the file writes it (`requestWhenInUseAuthorization`).
        public var action: String
        /// Where the step is written, when known.
        public var line: Int?
        /// The prompt exactly as the core built it.
        public var prompt: Prompt
        /// What the app read just before the step.
        public var before: Snapshot
        /// The callbacks of the step that raised the prompt.
        public var raisedCallbacks: [Callback]
        /// One entry per button, in display order.
        public var answers: [Answer]
    }

    /// A button and what tapping it leads to.
    public struct Answer: Sendable {
        /// The label as iOS shows it (typographic apostrophe).
        public var label: String
        /// What the app reads after the tap.
        public var after: Snapshot
        /// The delegate callbacks the tap causes (D17 order).
        public var callbacks: [Callback]
        /// The scenario's own next step taps this button.
        public var chosen: Bool
    }

    /// The scenario's name, or its file name.
    public var title: String
    /// The file it was made from.
    public var file: String
    /// The rule set played.
    public var ruleSet: RuleSet
    /// The app's name as prompts show it.
    public var appName: String
    /// The prompts, in order of appearance.
    public var frames: [Frame]
    /// Whether the pages show the engineer's side too (`--codes`): the steps as the file writes
    /// them, with their lines, the delegate callbacks by name and the rules behind each prompt.
    /// Off, the pages speak plain words only: the designer's review.
    public var showsCodes = false

    /// Plays `scenario` and collects each prompt that appears.
    public init(_ scenario: Scenario) {
        let setup = scenario.setup
        title = scenario.name ?? scenario.file
        file = scenario.file
        ruleSet = setup.ruleSet
        appName = setup.app.name
        var sim = Simulation(setup)
        var frames: [Frame] = []
        // Every step that plays (actions and fresh installs, issue 9), through `Simulation.play`.
        let played: [(step: Int, play: Step, line: Int?)] = scenario.steps.enumerated().compactMap { offset, step in
            step.step.map { (offset + 1, $0, step.line) }
        }
        let plays = [(step: 0, play: Step.install(setup), line: Int?.none)] + played
        for (index, play) in plays.enumerated() {
            let before = Snapshot(sim)
            let shown = sim.prompt
            let outcome = sim.play(play.play)
            guard let prompt = sim.prompt, prompt != shown else { continue }
            var nextTap: String?
            if index + 1 < plays.count, case .action(.tap(let label)) = plays[index + 1].play { nextTap = label }
            let answers = prompt.buttons.map { button in
                var copy = sim
                let tapped = copy.apply(.tap(button.label))
                return Answer(
                    label: IOSText.display(button.label), after: Snapshot(copy), callbacks: tapped.callbacks,
                    chosen: nextTap.flatMap { prompt.button(labelled: $0) } == button)
            }
            frames.append(Frame(
                step: play.step, action: Self.label(play.play, step: play.step), line: play.line, prompt: prompt, before: before,
                raisedCallbacks: outcome.callbacks, answers: answers))
        }
        self.frames = frames
    }

    /// A step as the transcript names it: `launch` for step 0 (contract), `install` for a fresh
    /// install later in the flow, else the action's scenario line.
    static func label(_ step: Step, step number: Int) -> String {
        switch step {
        case .action(let action): action.text
        case .install: number == 0 ? "launch" : "install"
        }
    }
}
