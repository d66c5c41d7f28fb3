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
        /// The rule set in force when it appeared: a flow may install another iOS version midway.
        public var ruleSet: RuleSet
        /// What the app read just before the step.
        public var before: Snapshot
        /// The callbacks of the step that raised the prompt.
        public var raisedCallbacks: [Callback]
        /// One entry per button, in display order.
        public var answers: [Answer]
        /// The status bar shows the background location indicator as the prompt appears (D57):
        /// the reminder can come while the app uses location in the background.
        public var indicator = false
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
    /// The rule set of the first install (frames carry the one in force when they appeared).
    public var ruleSet: RuleSet
    /// The app's name as prompts show it.
    public var appName: String
    /// The app is an App Clip (D52): its frames are a clip's, and its grant ends the next morning.
    public var appClip: Bool
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
        appClip = setup.app.appClip
        var frames: [Frame] = []
        // Every step that plays (actions and fresh installs), through the one replay.
        for played in Simulation.replay(from: setup, scenario.steps, keepingBefore: true) {
            guard let step = played.step, let before = played.before else { continue }
            let sim = played.after
            guard let prompt = sim.prompt, prompt != before.prompt else { continue }
            // `p` flips Precise on the alert already on screen: the same card, now drawn with the
            // switch as it is (and the answers it leads to), not another card.
            let same = Self.sameAlert(prompt, before.prompt)
            // The button the scenario's own next step taps, expectations skipped.
            let next = scenario.steps[played.number...].first { $0.step != nil }
            var nextTap: String?
            if case .action(.tap(let label))? = next?.kind { nextTap = label }
            let answers = prompt.buttons.map { button in
                let tapped = sim.applying(.tap(button.label))
                return Answer(
                    label: IOSText.display(button.label), after: Snapshot(tapped.after), callbacks: tapped.outcome.callbacks,
                    chosen: nextTap.flatMap { prompt.button(labelled: $0) } == button)
            }
            if same, let last = frames.indices.last {
                frames[last].prompt = prompt
                frames[last].answers = answers
                continue
            }
            frames.append(Frame(
                step: played.number, action: Self.label(step, step: played.number), line: played.element?.line, prompt: prompt,
                ruleSet: sim.ruleSet, before: Snapshot(before), raisedCallbacks: played.outcome.callbacks, answers: answers,
                indicator: sim.backgroundIndicator))
        }
        self.frames = frames
    }

    /// The rule sets the frames were shown on, each once, in order of first appearance (the
    /// first install's alone when no prompt appeared).
    public var ruleSets: [RuleSet] {
        var seen: [RuleSet] = []
        for frame in frames where !seen.contains(frame.ruleSet) { seen.append(frame.ruleSet) }
        return seen.isEmpty ? [ruleSet] : seen
    }

    /// Whether `prompt` is the alert already on screen (`shown`), its Precise switch aside: `p`
    /// flips the switch on the same alert, which is no new card for the storyboard.
    static func sameAlert(_ prompt: Prompt, _ shown: Prompt?) -> Bool {
        guard var shown else { return false }
        shown.precise = prompt.precise
        return shown == prompt
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
