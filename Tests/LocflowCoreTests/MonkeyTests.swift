import LocflowChecks
@testable import LocflowCore
import Testing

/// A deterministic random walk through the core on every rule set, checking invariants after
/// every step.
@Suite("Monkey: random actions keep the invariants")
struct MonkeyTests {

    @Test("20,000 random steps per rule set", arguments: RuleSet.delegate)
    func walk(ruleSet: RuleSet) {
        var rng = SplitMix(state: 42)
        let apps = [AppConfig(), AppConfig(name: "Bare", infoPlist: InfoPlist(whenInUseUsage: "x"))]
        var sim = Simulation.play(Setup(ruleSet: ruleSet, app: apps.randomElement(using: &rng)!)).0
        for step in 0..<20_000 {
            let action: Action
            if let prompt = sim.prompt, Int.random(in: 0..<3, using: &rng) > 0 {
                action = .tap(prompt.buttons.randomElement(using: &rng)!.label)
            } else {
                action = Action.monkeyVocabulary.randomElement(using: &rng)!
            }
            let before = sim
            let outcome = sim.apply(action)
            let broken = sim.brokenInvariants(after: before, outcome: outcome)
            if !broken.isEmpty {
                Issue.record("step \(step) \(action.text): \(broken.joined(separator: "; "))")
                return
            }
        }
    }

    @Test("the step invariant catches a change callback that reports no change")
    func stepInvariantCanFail() {
        let sim = Simulation.play(Setup()).0
        var outcome = StepOutcome()
        outcome.callbacks = [Callback(manager: 1, event: .didChangeAuthorization, status: .notDetermined, accuracy: .fullAccuracy)]
        #expect(sim.brokenInvariants(after: sim, outcome: outcome) == ["a change callback without a change"])
        #expect(sim.brokenInvariants(after: sim, outcome: StepOutcome()).isEmpty)
    }
}
