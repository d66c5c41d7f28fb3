import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// Branches: undone steps are kept beside a new one, the timeline's cursor
/// moves along and across them, Enter goes there, waits merge, and `s` saves any branch.
@Suite struct BranchTests {
    /// When-In-Use asked, "Allow While Using App", undone, then "Don't Allow": two branches.
    private func twoStrategies() -> ExplorerState {
        explorer(keys: "w2z3")
    }

    @Test func aNewStepAfterUndoKeepsTheOtherBranch() {
        let state = twoStrategies()
        #expect(state.sim.authorizationStatus == .denied)
        let prompt = state.timeline.path(to: state.timeline.current)[1]
        #expect(state.timeline.nodes[prompt].children.count == 2, "both answers are kept")
        #expect(state.session.steps == [.action(.requestWhenInUseAuthorization), .action(.tap("Don't Allow"))])
    }

    @Test func switchingBackShowsTheOtherBranchExactlyAsItWas() {
        var state = explorer(keys: "w2")
        let allowed = state
        type("z3", into: &state)
        type("j", into: &state)
        press(.left, .enter, into: &state)  // the other answer beside the cursor's step, then go
        #expect(state.sim == allowed.sim)
        #expect(state.log == allowed.log, "the branch's own log lines come back, the other's go")
        #expect(state.session == allowed.session)
        #expect(Moment(state) == Moment(allowed))
        press(.right, .enter, into: &state)
        #expect(state.sim.authorizationStatus == .denied)
    }

    @Test func undoWalksOnlyStatesThatHappened() {
        var state = twoStrategies()
        type("j", into: &state)
        press(.left, .enter, into: &state)
        type("z", into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse, "back to the prompt both branches share")
        type("z", into: &state)
        #expect(state.sim.prompt == nil && state.timeline.position == 0)
        type("yy", into: &state)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse, "redo follows the branch last visited")
    }

    @Test func upAndDownMoveTheCursorAndEnterJumps() {
        var state = explorer(keys: "w2a")
        type("j", into: &state)
        #expect(state.view.timelineCursor == state.timeline.current)
        press(.up, .up, into: &state)
        #expect(state.sim == explorer(keys: "w2a").sim, "moving the cursor changes nothing")
        #expect(state.view.timelineCursor == 1)
        press(.enter, into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse, "Enter: the state after the step under the cursor")
        #expect(state.timeline.canRedo)
        press(.down, .down, .down, .enter, into: &state)
        #expect(state.sim == explorer(keys: "w2a").sim, "down to the branch's end and back")
    }

    @Test func timelineKeysAreTheTimelinesOnlyWhileItIsOpen() {
        var state = explorer(keys: "w")
        press(.right, into: &state)
        #expect(state.selectedButton == 1, "closed: → highlights the next button")
        type("j", into: &state)
        press(.right, .enter, into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse, "open: → has no branch to switch to, Enter is the current step")
        type("2", into: &state)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse, "digits still tap")
    }

    @Test func thePictureMarksTheCurrentStepTheCursorAndTheBranchPoint() {
        var state = twoStrategies()
        type("j", into: &state)
        var screen = picture(state)
        #expect(screen.contains("▶ 2 ⑂2/2 [00:00] tap Don't Allow"))
        press(.left, into: &state)
        screen = picture(state)
        #expect(screen.contains("↷ 2 ⑂1/2 [00:00] tap Allow While Using App"))
        #expect(screen.contains("←→ branch"))
        assertSnapshot(screen, named: "timeline-branches-100x30")
        assertSnapshot(picture(state, compact), named: "timeline-branches-80x24")
    }

    @Test func consecutiveWaitsMergeIntoOneStep() {
        var state = explorer(keys: "w2b")
        for _ in 0..<30 { type(",", into: &state) }
        #expect(state.session.steps.last == .action(.wait(seconds: 1_800)))
        #expect(state.session.steps.count == 4)
        #expect(state.sim == Simulation.play(state.session.setup, state.session.steps).0, "one wait reaches the same state")
        #expect(ScenarioWriter.yaml(state.session).contains("  - wait 30m\n"))
        type(".", into: &state)
        #expect(state.session.steps.last == .action(.wait(seconds: 2_400)), "any wait key adds to it")
        type("z", into: &state)
        #expect(state.sim.now == 0, "undo takes the merged wait back whole")
    }

    @Test func aWaitAfterAnUndoToAWaitBranchesInsteadOfMerging() {
        var state = explorer(keys: ",b,")
        type("zz", into: &state)  // back to after the first wait, which has a child
        type(",", into: &state)
        #expect(state.session.steps == [.action(.wait(seconds: 60)), .action(.wait(seconds: 60))])
        #expect(state.timeline.nodes.count == 5, "the install, two waits and background, and the new wait")
    }

    @Test func mergedWaitsFireExpiriesAtTheirMoment() {
        // Allow Once expires 10 minutes out of use (D2): 15 single minutes and one 15m wait agree.
        var state = explorer(keys: "w1b")
        for _ in 0..<15 { type(",", into: &state) }
        let single = Simulation.play(Setup(), [.action(.requestWhenInUseAuthorization), .action(.tap("Allow Once")), .action(.background), .action(.wait(seconds: 900))])
        #expect(state.sim == single.0)
        #expect(state.log.contains { $0.kind == .callback && $0.text.contains("notDetermined") })
    }

    @Test func saveFromTheTimelineSavesTheBranchUnderTheCursor() throws {
        var state = twoStrategies()
        type("j", into: &state)
        press(.left, into: &state)
        type("s1", into: &state)
        #expect(state.view.textEdit?.target == .saveName(.scenario), "the name is asked for")
        let save = try #require(press(.enter, into: &state).saved)
        #expect(!save.currentBranch)
        #expect(save.session.steps == [.action(.requestWhenInUseAuthorization), .action(.tap("Allow While Using App"))])
        #expect(save.session.name == "Recorded in the locflow explorer", "Enter accepts the default name")
        #expect(state.sim.authorizationStatus == .denied, "saving another branch does not go there")
        state.sessionSaved(save, to: "/tmp/a.yaml")
        #expect(state.sessionToSave == state.session, "the next save is the current branch again")
    }

    @Test func theSaveNameIsTyped() {
        var state = explorer(keys: "w2s1")
        press(.ctrl("u"), into: &state)
        type("Allow path", into: &state)
        let save = press(.enter, into: &state).saved
        #expect(save?.session.name == "Allow path")
        let yaml = ScenarioWriter.yaml(save?.session ?? Session())
        #expect(yaml.contains("name: \"Allow path\"\n"))
        var cancelled = explorer(keys: "w2s1x")
        #expect(press(.escape, into: &cancelled).isEmpty && cancelled.view.textEdit == nil)
        #expect(cancelled.sim.running.isEmpty, "typed letters went to the field, not to commands")
    }

    @Test func theNameFieldIsDrawn() {
        let state = explorer(keys: "w2s1")
        let screen = picture(state)
        #expect(screen.contains("Save a scenario as"))
        #expect(screen.contains("Recorded in the locflow explorer▏"))
        assertSnapshot(picture(state, compact), named: "save-name-80x24")
    }

    @Test func eventsSayWhatHappened() {
        var state = explorer(keys: "w2z3")
        type("j", into: &state)
        press(.left, .enter, into: &state)
        type(",,", into: &state)
        let events = Array(state.timeline.events(since: 0))
        #expect(events == [
            .added(node: 0, parent: nil, step: .install(Setup())),
            .added(node: 1, parent: 0, step: .action(.requestWhenInUseAuthorization)),
            .added(node: 2, parent: 1, step: .action(.tap("Allow While Using App"))),
            .undo(to: 1),
            .added(node: 3, parent: 1, step: .action(.tap("Don't Allow"))),
            .jump(to: 2),
            .added(node: 4, parent: 2, step: .action(.wait(seconds: 60))),
            .waitMerged(node: 4, seconds: 60, step: .action(.wait(seconds: 120))),
        ])
        #expect(state.timeline.events(since: state.timeline.eventCount).isEmpty)
        #expect(state.timeline.events(since: 6).count == 2, "a reader asks only for what it has not seen")
    }

    @Test func replayingTheEventsRebuildsTheTree() {
        var state = explorer(keys: "w2z3")
        type("j", into: &state)
        press(.left, .enter, into: &state)
        type("a,,zyo3", into: &state)
        var again = ExplorerState(config: Setup())
        for event in state.timeline.events(since: 1) { again.replay(event) }
        #expect(again.timeline.nodes.map(\.entry) == state.timeline.nodes.map(\.entry))
        #expect(again.timeline.nodes.map(\.parent) == state.timeline.nodes.map(\.parent))
        #expect(again.timeline.current == state.timeline.current)
        #expect(again.sim == state.sim)
        #expect(again.session == state.session)
    }

    @Test func theEventRecordIsBounded() {
        var state = explorer()
        for _ in 0..<400 { type("bz", into: &state) }
        #expect(state.timeline.eventCount == 801)
        #expect(state.timeline.events(since: 0).count <= Timeline.eventMemory + Timeline.eventMemory / 4)
    }

    @Test func memoryStaysBoundedWithManyBranches() {
        var state = explorer()
        for _ in 0..<(Timeline.undoDepth + 200) { type("bzf", into: &state) }  // a new branch each time
        var undone = 0
        while state.timeline.canUndo { type("z", into: &state); undone += 1 }
        #expect(undone == 0 || undone < Timeline.undoDepth)
        #expect(state.timeline.nodes.filter { !$0.lines.isEmpty }.count <= Timeline.undoDepth, "old branches' log lines go with their states")
    }
}
