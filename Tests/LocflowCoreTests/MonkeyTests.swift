import LocflowCore
import Testing

/// A deterministic random walk through the core on every rule set, checking invariants after
/// every step.
@Suite("Monkey: random actions keep the invariants")
struct MonkeyTests {
    /// SplitMix64: a tiny seeded generator, so a failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let vocabulary: [Action] = {
        var actions: [Action] = [
            .createManager, .requestWhenInUseAuthorization, .requestAlwaysAuthorization,
            .requestTemporaryFullAccuracy(purposeKey: "Delivery"), .requestTemporaryFullAccuracy(purposeKey: "Nope"),
            .background, .foreground, .terminate, .launch, .togglePrecise, .tap("Nothing"),
            .setLocationServices(true), .setLocationServices(false), .setRestricted(true), .setRestricted(false),
            .setPrecise(true), .setPrecise(false), .resetLocationAndPrivacy, .showReminder,
            .wait(seconds: 60), .wait(seconds: 600), .wait(seconds: 86_400),
        ]
        actions += Service.startable.flatMap { [Action.start($0), .stop($0)] }
        actions += AppSetting.allCases.map(Action.setApp) + WorldEvent.allCases.map(Action.event)
        return actions
    }()

    @Test("20,000 random steps per rule set", arguments: RuleSet.allCases)
    func walk(ruleSet: RuleSet) {
        var rng = SeededGenerator(state: 42)
        let apps = [AppConfig(), AppConfig(name: "Bare", infoPlist: InfoPlist(whenInUseUsage: "x"))]
        var (sim, _) = Simulation.launched(ruleSet: ruleSet, app: apps.randomElement(using: &rng)!)
        for step in 0..<20_000 {
            let action: Action
            if let prompt = sim.prompt, Int.random(in: 0..<3, using: &rng) > 0 {
                action = .tap(prompt.buttons.randomElement(using: &rng)!.label)
            } else {
                action = Self.vocabulary.randomElement(using: &rng)!
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
