import LocflowCore
import Testing

/// A deterministic random walk through the core on every rule set, checking invariants after
/// every step.
@Suite("Monkey: random actions keep the invariants")
struct MonkeyTests {

    @Test("20,000 random steps per rule set", arguments: RuleSet.allCases)
    func walk(ruleSet: RuleSet) {
        var rng = SplitMix(state: 42)
        let apps = [AppConfig(), AppConfig(name: "Bare", infoPlist: InfoPlist(whenInUseUsage: "x"))]
        var (sim, _) = Simulation.launched(ruleSet: ruleSet, app: apps.randomElement(using: &rng)!)
        for step in 0..<20_000 {
            let action: Action
            if let prompt = sim.prompt, Int.random(in: 0..<3, using: &rng) > 0 {
                action = .tap(prompt.buttons.randomElement(using: &rng)!.label)
            } else {
                action = Action.monkeyVocabulary.randomElement(using: &rng)!
            }
            let before = sim
            let outcome = sim.apply(action)
            let broken = sim.brokenInvariants
            if !broken.isEmpty {
                Issue.record("step \(step) \(action.text): \(broken.joined(separator: "; "))")
                return
            }
            // §7: a change callback to a manager that existed before the step means what the
            // app reads changed (creation callbacks go to new managers only, T1).
            let toExisting = outcome.callbacks.filter {
                before.managers.contains($0.manager)
                    && ($0.event == .didChangeAuthorization || $0.event == .deprecatedDidChangeAuthorization)
            }
            let changed = before.authorizationStatus != sim.authorizationStatus
                || before.accuracyAuthorization != sim.accuracyAuthorization
            if !toExisting.isEmpty && !changed {
                Issue.record("step \(step) \(action.text): a change callback without a change")
                return
            }
        }
    }
}
