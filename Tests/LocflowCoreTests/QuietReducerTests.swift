import LocflowChecks
@testable import LocflowCore
import Testing

/// `Simulation.advance` (the reducer without callbacks, notes or console lines, for the graph)
/// reaches the same state as `apply` for every action: notes and callbacks never feed back into
/// the state. Random walks on every rule set, apps and model options varied, compare the two
/// after every step.
@Suite("Quiet reducer: advance reaches the state apply reaches")
struct QuietReducerTests {
    /// The delegate vocabulary, the modern one and system updates.
    static let vocabulary: [Action] = Action.monkeyVocabulary + [
        .modern(.liveUpdates(start: true)), .modern(.liveUpdates(start: false)),
        .modern(.sessionStart(.always, fullAccuracy: nil)), .modern(.sessionStart(.whenInUse, fullAccuracy: "Delivery")),
        .modern(.sessionEnd(1)), .modern(.sessionEnd(2)), .modern(.tapLocationButton), .modern(.forceQuit),
        .modern(.backgroundActivity(start: true)), .modern(.backgroundActivity(start: false)),
        .modern(.monitorAdd(.region, id: "a")), .modern(.condition(.satisfied, id: "a")), .modern(.condition(.unsatisfied, id: "a")),
        .updateSystem(to: IOSVersion(.iOS14)), .updateSystem(to: IOSVersion(.iOS18)), .updateSystem(to: IOSVersion(.iOS26)),
    ]

    @Test("5,000 random steps per rule set (modern ones included) and setup", arguments: RuleSet.allCases)
    func sameState(ruleSet: RuleSet) {
        var rng = SplitMix(state: 1123)
        let apps = [
            AppConfig(), AppConfig(name: "Bare", infoPlist: InfoPlist(whenInUseUsage: "x")),
            AppConfig(name: "Reduced", infoPlist: InfoPlist(whenInUseUsage: "x", alwaysAndWhenInUseUsage: "y", defaultAccuracyReduced: true)),
        ]
        let options = [
            ModelOptions(),
            ModelOptions(allowOnceExpiry: 30, alsoCallDeprecatedDelegate: true, askNextTimeRestoresAlwaysRequest: false, resumeReportsUnchanged: true),
        ]
        for app in apps {
            for option in options {
                for extended in [false, true] {
                    let setup = Setup(ruleSet: ruleSet, app: app, options: option, extended: extended)
                    var loud = Simulation.play(setup).0
                    var quiet = loud
                    for step in 0..<5_000 {
                        let action: Action
                        if let prompt = loud.prompt, Int.random(in: 0..<3, using: &rng) > 0 {
                            action = .tap(prompt.buttons.randomElement(using: &rng)!.label)
                        } else {
                            action = Self.vocabulary.randomElement(using: &rng)!
                        }
                        _ = loud.apply(action)
                        quiet.advance(action)
                        if loud != quiet {
                            Issue.record("\(ruleSet.rawValue) \(app.name) extended \(extended), step \(step) \(action.text): the states differ")
                            return
                        }
                    }
                }
            }
        }
    }

    @Test("the walks reach callbacks, notes and console lines that advance skips")
    func walksRecordWhatAdvanceSkips() {
        // The comparison above means something only if the walks make the reducer record.
        var sim = Simulation.play(Setup(app: AppConfig(name: "Bare", infoPlist: InfoPlist()))).0
        let outcome = sim.apply(.requestWhenInUseAuthorization)
        #expect(!outcome.notes.isEmpty && !outcome.console.isEmpty)
        #expect(!sim.apply(.createManager).callbacks.isEmpty)
    }
}
