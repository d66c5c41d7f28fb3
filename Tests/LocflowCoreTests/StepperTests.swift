import LocflowCore
import Testing

/// `Simulation.Stepper`: the replay taken one step at a time, through the public API alone (this
/// file does not import the core `@testable`, so it reaches no `apply` or `play`).
@Suite struct StepperTests {
    /// A flow with an install in the middle and a system update, as the explorer takes them.
    static let flow: [Step] = [
        .action(.requestWhenInUseAuthorization), .action(.tap("Allow While Using App")), .action(.start(.standard)),
        .install(Setup(ruleSet: .iOS17)), .action(.requestAlwaysAuthorization), .action(.wait(seconds: 90)),
    ]

    @Test func theStepperHandsOutTheReplaysFrames() {
        let setup = Setup(ruleSet: .iOS14)
        let replayed = Array(Simulation.replay(from: setup, Self.flow, keepingBefore: true))
        var stepper = Simulation.Stepper(notInstalled: setup)
        let stepped = ([Step.install(setup)] + Self.flow).map { stepper.step($0, keepingBefore: true) }
        #expect(stepped.count == replayed.count)
        for (mine, theirs) in zip(stepped, replayed) {
            #expect(mine.number == theirs.number)
            #expect(mine.step == theirs.step)
            #expect(mine.outcome == theirs.outcome, "step \(mine.number)")
            #expect(mine.after == theirs.after, "step \(mine.number)")
            #expect(mine.before == theirs.before, "step \(mine.number)")
        }
        #expect(stepper.count == replayed.count && stepper.simulation == replayed.last?.after)
    }

    /// A frame held keeps its state while the stepper goes on (the explorer's recording reads a
    /// step's frame after later steps were taken).
    @Test func aHeldFrameKeepsItsState() {
        var stepper = Simulation.Stepper(notInstalled: Setup(ruleSet: .iOS14))
        _ = stepper.step(.install(Setup(ruleSet: .iOS14)))
        let asked = stepper.step(.action(.requestWhenInUseAuthorization))
        _ = stepper.step(.action(.tap("Allow While Using App")))
        #expect(asked.after.prompt?.kind == .whenInUse && stepper.simulation.prompt == nil)
        #expect(asked.after.authorizationStatus == .notDetermined && stepper.simulation.authorizationStatus == .authorizedWhenInUse)
    }

    /// A what-if leaves the state as it was and reports what the step would cause; adopting its
    /// frame moves a stepper on to it without taking the step again.
    @Test func aWhatIfIsAFrameOnACopy() {
        let start = Simulation.replay(from: Setup(ruleSet: .iOS14), [Step.action(.requestWhenInUseAuthorization)]).reduce(nil) { $1.after }!
        let tapped = start.applying(.tap("Allow While Using App"))
        #expect(start.prompt?.kind == .whenInUse, "the state a what-if starts from is unchanged")
        #expect(tapped.after.authorizationStatus == .authorizedWhenInUse && !tapped.outcome.callbacks.isEmpty)
        #expect(start.advanced(by: .tap("Allow While Using App")) == tapped.after, "the state alone is the same transition")
        var stepper = Simulation.Stepper(start, count: 2)
        stepper.adopt(tapped)
        #expect(stepper.simulation == tapped.after && stepper.count == 3)
    }
}
