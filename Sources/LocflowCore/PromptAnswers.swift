/// What tapping one button of the prompt on screen would do, worked out on a copy of the
/// simulation: the button, everything the tap would cause, and the world after it.
public struct PromptAnswer: Equatable, Sendable {
    /// The button, as the prompt lists it.
    public let button: PromptButton
    /// The callbacks, notes and console lines the tap would cause (empty callbacks: iOS stays
    /// silent, as T28 and T26 say it does).
    public let outcome: StepOutcome
    /// The simulation after the tap: what the app would then read.
    public let after: Simulation
}

extension Simulation {
    /// For each button of the prompt on screen, in its order, what tapping it now would do; empty
    /// when no prompt is on screen. The one "what if they tap" of locflow: the storyboard's
    /// answers and the designer view's "If they tap" both read it.
    ///
    /// Each answer is the reducer's own `tap` (Reducer+Prompts.swift) applied to a copy, so it
    /// follows every rule a real tap does and restates none: the tap applies to the state at
    /// this moment (D20), the first prompt's Precise switch goes with a grant (T60), and each
    /// button's outcome is its transition (T11–T13, T21–T26, T28, T29, T49, T50, T62, D11, D26,
    /// D48), with no callback where iOS stays silent.
    public func answers() -> [PromptAnswer] {
        guard let prompt else { return [] }
        return prompt.buttons.map { button in
            var after = self
            let outcome = after.apply(.tap(button.label))
            return PromptAnswer(button: button, outcome: outcome, after: after)
        }
    }
}
