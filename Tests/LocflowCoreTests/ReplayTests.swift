@testable import LocflowCore
import Testing

/// A reading in a flow: what a scenario's `expect` is to the replay.
private struct Reading: FlowElement, Sendable {
    var step: Step? { nil }
}

/// An element that is a step or a reading, as a scenario's steps are.
private enum Element: FlowElement, Sendable {
    case play(Step)
    case read
    var step: Step? {
        if case .play(let step) = self { return step }
        return nil
    }
}

/// `Simulation.replay`, the one loop that applies a flow's steps.
@Suite struct ReplayTests {
    @Test func theFirstInstallIsStepZero() {
        let setup = Setup(ruleSet: .iOS14)
        let frames = Array(Simulation.replay(from: setup, [Step.action(.requestWhenInUseAuthorization)], keepingBefore: true))
        #expect(frames.map(\.number) == [0, 1])
        #expect(frames[0].step == .install(setup) && frames[0].element == nil)
        // Before step 0 the app is installed and not yet launched; after it, launched.
        #expect(frames[0].before?.lifecycle == .terminated && frames[0].after.lifecycle == .foreground)
        #expect(frames[1].before == frames[0].after)
        #expect(frames[1].after.prompt?.kind == .whenInUse)
    }

    @Test func aReadingReadsTheLatestStepsStateAndOutcome() {
        let elements: [Element] = [.play(.action(.requestWhenInUseAuthorization)), .play(.action(.tap("Allow While Using App"))), .read, .read]
        let frames = Array(Simulation.replay(from: Setup(ruleSet: .iOS14), elements))
        #expect(frames.map(\.number) == [0, 1, 2, 3, 4])
        #expect(frames[3].step == nil && frames[4].step == nil)
        // D29: `callbacks` of an expect are the latest action step's, and the state is its.
        #expect(!frames[2].outcome.callbacks.isEmpty)
        #expect(frames[3].outcome == frames[2].outcome && frames[4].outcome == frames[2].outcome)
        #expect(frames[3].after == frames[2].after)
        // Frames kept past the next step keep their own state (the replay copies on write).
        #expect(frames[1].after.prompt?.kind == .whenInUse && frames[2].after.prompt == nil)
        #expect(frames[0].after.prompt == nil && frames[0].after.lifecycle == .foreground)
        #expect(frames[3].before == nil, "befores are kept only when asked")
    }

    @Test func aLaterInstallStartsAFreshInstallOfItsSetup() {
        let later = Setup(ruleSet: .iOS18)
        let frames = Array(Simulation.replay(from: Setup(ruleSet: .iOS12), [Step.action(.requestWhenInUseAuthorization), .install(later)], keepingBefore: true))
        #expect(frames[2].before?.ruleSet == .iOS12, "before an install: the state it replaces")
        #expect(frames[2].after.ruleSet == .iOS18 && frames[2].after.prompt == nil)
    }

    @Test func playIsTheReplaysLastState() {
        let steps: [Step] = [.action(.requestAlwaysAuthorization), .action(.tap("Allow While Using App")), .action(.wait(seconds: 60))]
        let (sim, outcomes) = Simulation.play(Setup(), steps)
        let frames = Array(Simulation.replay(from: Setup(), steps))
        #expect(sim == frames.last?.after)
        #expect(outcomes == frames.map(\.outcome))
    }

    @Test func aFlowOfReadingsOnlyIsTheLaunch() {
        let frames = Array(Simulation.replay(from: Setup(), [Reading(), Reading()]))
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.after == frames[0].after })
    }
}
