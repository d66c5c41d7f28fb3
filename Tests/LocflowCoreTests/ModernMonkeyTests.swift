import LocflowChecks
import LocflowCore
import Testing

/// Random walks through the modern vocabulary on every rule set that has it, checking the
/// invariants (the core's and the modern objects') after every step.
@Suite("Monkey: the modern vocabulary keeps the invariants")
struct ModernMonkeyTests {
    static let vocabulary: [Action] = [
        .liveStart, .liveStop, .session(.none), .session(.whenInUse), .session(.always), .session(.whenInUse, "Delivery"),
        .session(.always, "Nope"), .endSession(1), .endSession(2), .endSession(3), .bgStart, .bgEnd, .add(.region, "a"),
        .add(.beacon, "b"), .modern(.monitorRemove("a")), .satisfied("a"), .modern(.condition(.unsatisfied, id: "a")),
        .satisfied("b"), .locationButton, .forceQuit, .event(.locationUpdate),
    ] + Action.monkeyVocabulary

    @Test("10,000 random steps per modern rule set", arguments: [RuleSet.iOS15, .iOS17, .iOS18, .iOS26])
    func walk(ruleSet: RuleSet) {
        var rng = SplitMix(state: 2026)
        var plist = InfoPlist.contractDefault
        plist.requireExplicitServiceSessionKey = Bool.random(using: &rng)
        var app = AppConfig(infoPlist: plist)
        app.recreateOnLaunch = Bool.random(using: &rng)
        var m = ModernHarness(ruleSet, app: app)
        for step in 0..<10_000 {
            let action: Action
            if let prompt = m.sim.prompt, Int.random(in: 0..<3, using: &rng) > 0 {
                action = .tap(prompt.buttons.randomElement(using: &rng)!.label)
            } else {
                action = Self.vocabulary.randomElement(using: &rng)!
            }
            let before = m.sim
            let outcome = m.run(action)
            let broken = m.sim.brokenInvariants(after: before, outcome: outcome)
            if !broken.isEmpty {
                Issue.record("step \(step) \(action.text): \(broken.joined(separator: "; "))")
                return
            }
        }
    }

    @Test("the modern invariants can fail")
    func canFail() {
        var m = ModernHarness()
        m.run(.session(.none))
        var outcome = StepOutcome()
        outcome.yields = [.session(1, [])]
        let plain = Simulation.play(Setup()).0
        #expect(plain.brokenInvariants(after: plain, outcome: outcome) == ["yields in a file without the modern vocabulary (C1)"])
    }
}
