import LocflowChecks
import LocflowCommandLine
import LocflowCore
import LocflowScenario

/// A long random walk through the core on every rule set, checking after every step that
/// `Simulation.brokenInvariants` is empty and that no change callback reaches a manager when
/// what the app reads did not change (the creation callback of a new manager aside).
struct Monkey {
    let seed: UInt64

    static let vocabulary = Action.monkeyVocabulary

    /// Apps with every key, with none, and with each one missing in turn.
    static let apps: [AppConfig] = {
        var apps = [AppConfig(), AppConfig(name: "Bare", infoPlist: InfoPlist())]
        for key in InfoPlistKey.allCases {
            var app = AppConfig(name: "No \(key.rawValue)")
            if app.infoPlist.has(key) { app.infoPlist.toggle(key) }
            apps.append(app)
        }
        return apps
    }()

    func run(steps: Int) -> Int32 {
        var rng = SplitMix(state: seed)
        let perRuleSet = (steps + RuleSet.delegate.count - 1) / RuleSet.delegate.count
        var total = 0, walks = 0, callbacks = 0, prompts = 0
        var statuses: Set<String> = []
        let clock = ContinuousClock(), began = clock.now
        Stdout.write("monkey: \(perRuleSet) steps on each of \(RuleSet.delegate.count) rule sets, seed \(seed)\n")
        for ruleSet in RuleSet.delegate {
            var stepper = Simulation.Stepper(notInstalled: Setup())  // replaced by the first walk's install
            var left = 0
            for step in 0..<perRuleSet {
                if left == 0 {  // a new walk: another app, device and options
                    left = 500 + rng.below(5_000)
                    walks += 1
                    let device = DeviceConfig(locationServices: !rng.oneIn(5), restricted: rng.oneIn(8))
                    var options = ModelOptions()
                    options.alsoCallDeprecatedDelegate = rng.oneIn(3)
                    options.askNextTimeRestoresAlwaysRequest = rng.oneIn(3)
                    options.resumeReportsUnchanged = rng.oneIn(3)  // D22
                    let setup = Setup(ruleSet: ruleSet, app: Self.apps[rng.below(Self.apps.count)], device: device, options: options)
                    stepper = Simulation.Stepper(notInstalled: setup)
                    _ = stepper.step(.install(setup))
                }
                left -= 1
                let action: Action
                let before = stepper.simulation
                if let prompt = before.prompt, !rng.oneIn(3) {
                    action = .tap(prompt.buttons[rng.below(prompt.buttons.count)].label)
                    prompts += 1
                } else {
                    action = Self.vocabulary[rng.below(Self.vocabulary.count)]
                }
                // One step at a time: each action is drawn at random from the state the last one left.
                let frame = stepper.step(.action(action))
                let outcome = frame.outcome, sim = frame.after
                total += 1
                callbacks += outcome.callbacks.count
                statuses.insert("\(sim.authorizationStatus)")
                let broken = sim.brokenInvariants(after: before, outcome: outcome)
                if !broken.isEmpty {
                    Stdout.write("FAIL \(ruleSet.rawValue) step \(step) \(action.text): \(broken.joined(separator: "; "))\n")
                    return 1
                }
            }
        }
        Stdout.write("monkey: \(total) steps in \(walks) walks over \(RuleSet.delegate.count) rule sets in \(clock.now - began); 0 invariant failures\n")
        Stdout.write("  \(prompts) prompt answers, \(callbacks) callbacks, statuses reached: \(statuses.sorted().joined(separator: ", "))\n")
        return 0
    }
}
