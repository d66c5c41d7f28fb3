import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// Undo, redo and the timeline: keys in, exact states out.
@Suite struct HistoryTests {
    @Test func undoRestoresTheExactPriorState() {
        var state = explorer(keys: "w")
        let before = state
        type("2", into: &state)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse)
        type("z", into: &state)
        #expect(Moment(state) == Moment(before))
        #expect(state.sim == before.sim)
        #expect(state.log == before.log)
        #expect(state.selectedButton == before.selectedButton)
        #expect(state.lastCallbacks == before.lastCallbacks)
    }

    /// An `expect: { yields: … }` played with `n` after an undo checks the restored step's yields,
    /// not the undone step's.
    @Test func undoRestoresTheYields() {
        var state = explorer()
        let before = state
        type("M3", into: &state)
        #expect(!state.lastYields.isEmpty, "the session yields at creation (D44)")
        type("z", into: &state)
        #expect(state.lastYields == before.lastYields)
        type("y", into: &state)
        #expect(!state.lastYields.isEmpty, "redo brings the step's yields back")
    }

    /// Undo restores the whole step state, the latest note included (`expect: {noteContains: …}`
    /// played with `n` after an undo reads the restored step's note): `Moment` keeps `StepState`
    /// whole, so no field can be forgotten.
    @Test func undoRestoresTheNote() {
        var state = explorer(keys: "w")
        let before = state
        type("w", into: &state)  // asked again while the prompt is up: ignored, with a note (D20)
        #expect(state.lastNote != before.lastNote)
        type("z", into: &state)
        #expect(state.lastNote == before.lastNote)
        #expect(state.stepState == before.stepState)
    }

    @Test func redoReappliesTheStepExactly() {
        var state = explorer(keys: "w2a")
        let done = state
        type("zz", into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse)
        type("y", into: &state)
        press(.char("Z"), into: &state)
        #expect(state == done)
        #expect(!state.timeline.canRedo)
    }

    @Test func tryTheOtherAnswer() {
        var state = explorer(keys: "w2")
        type("z3", into: &state)  // back to the prompt, Don't Allow instead
        #expect(state.sim.authorizationStatus == .denied)
        #expect(!state.timeline.canRedo, "a new step discards the redo")
        type("y", into: &state)
        #expect(state.sim.authorizationStatus == .denied, "redo after a new step does nothing")
        #expect(state.session.steps == [.action(.requestWhenInUseAuthorization), .action(.tap("Don't Allow"))])
        #expect(state.log.filter { $0.kind == .action }.map(\.text) == ["launch", "requestWhenInUseAuthorization", "tap Don't Allow"])
    }

    @Test func undoStopsAtTheFirstInstall() {
        var state = explorer(keys: "w")
        type("zzz", into: &state)
        #expect(state.timeline.position == 0)
        #expect(!state.timeline.canUndo)
        #expect(state.sim.prompt == nil)
        #expect(state.log == explorer().log)
    }

    @Test func undoCrossesAFreshInstallBackToTheOldSetup() {
        var state = explorer(keys: "w2")
        let before = state
        type("o1", into: &state)  // iOS 10: a fresh install
        #expect(state.config.ruleSet == .iOS10)
        // The whole session: the two steps before the install, and the install.
        #expect(state.session.steps.count == 3)
        #expect(state.session.steps.last == .install(Setup(ruleSet: .iOS10)))
        type("z", into: &state)
        #expect(state.config == before.config)
        #expect(Moment(state) == Moment(before))
        #expect(state.session == before.session)
    }

    @Test func linesLoggedWhileUndoneSurviveRedo() {
        var state = explorer(keys: "w2")
        type("z", into: &state)
        state.sessionSaved(SaveRequest(session: state.session, format: .scenario, currentBranch: true), to: "/tmp/x.yaml")
        let saved = state.log.last
        type("y", into: &state)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse)
        #expect(state.log.contains(saved!))
        #expect(state.log.last?.kind == .callback)
        type("z", into: &state)
        #expect(state.log.last == saved, "undo again takes away the step's lines, not the save line")
    }

    @Test func undoGivesAScenarioStepBackToN() throws {
        let text = "steps:\n  - requestWhenInUseAuthorization\n  - expect: { prompt: whenInUse }\n"
        var state = ExplorerState(config: Setup(), scenario: ScenarioProgress(try ScenarioParser.parse(text, file: "s.yaml")))
        type("nn", into: &state)
        #expect(state.scenario?.isFinished == true)
        type("z", into: &state)
        #expect(state.scenario?.next == 0)
        #expect(state.sim.prompt == nil)
        type("n", into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse)
    }

    @Test func undoAndRedoNeedSomethingToDoAndNoOverlay() {
        #expect(!Command.undo.isAvailable(in: explorer()))
        #expect(!Command.redo.isAvailable(in: explorer(keys: "w")))
        #expect(Command.undo.isAvailable(in: explorer(keys: "w")))
        #expect(!Command.undo.isAvailable(in: explorer(keys: "w?")))
    }

    @Test func undoDepthIsBoundedButTheSessionIsNot() {
        var state = explorer()
        let steps = Timeline.undoDepth + 150
        for index in 0..<steps { type(index % 2 == 0 ? "b" : "f", into: &state) }  // waits would merge
        #expect(state.session.steps.count == steps)
        var undone = 0
        while state.timeline.canUndo {
            type("z", into: &state)
            undone += 1
        }
        #expect(undone >= Timeline.undoDepth - 100 && undone < steps)
        #expect(state.session.steps.count == steps - undone)
    }

    @Test func timelinePanelShowsStepsAndPosition() {
        var state = explorer(keys: "w2a.")
        type("zz", into: &state)
        type("j", into: &state)
        #expect(state.view.timelineOpen)
        let screen = picture(state)
        #expect(screen.contains("▶ 2 [00:00] tap Allow While Using App"))
        #expect(screen.contains("↷ 3 [00:00] requestAlwaysAuthorization"))
        assertSnapshot(screen, named: "timeline-100x30")
        assertSnapshot(picture(state, compact), named: "timeline-80x24")
        type("j", into: &state)
        #expect(picture(state).contains("Delegate log"))
    }

    @Test func saveKeyAsksTheRunLoop() {
        var state = explorer(keys: "w1s1")  // s opens the save menu; 1 is the scenario
        let save = press(.enter, into: &state).saved  // the default name
        #expect(save?.format == .scenario && save?.currentBranch == true)
        state.sessionSaved(save!, to: "/tmp/qa.yaml")
        #expect(state.log.last?.text.contains("saved 2 steps as a scenario: /tmp/qa.yaml") == true)
    }
}

/// Undo when the bounded log drops its oldest lines during the very step being undone
/// (ExplorerState.logLimit): the moments count lines from the session's start, not the array's.
@Suite struct HistoryWithBoundedLogTests {
    @Test func undoRemovesExactlyTheUndoneStepsLinesWhenThatStepTrimmedTheLog() {
        var state = explorer(keys: "")
        let trimAt = ExplorerState.logLimit + ExplorerState.logLimit / 10
        // Each ignored request logs its action and a note: fill to just below the trim point.
        while state.log.count + 2 < trimAt { type("w", into: &state) }
        let before = state.log
        #expect(state.logDropped == 0)
        type("m", into: &state)  // createManager and its callback: this step trims the log
        #expect(state.logDropped > 0, "the step should have trimmed the log")
        type("z", into: &state)
        // Compared by count and end, so a failure prints two numbers, not ten thousand lines.
        let undoneEndsWhereItWas = state.log.last == before.last && state.log.count <= before.count
        #expect(undoneEndsWhereItWas, "after undo the log should end as it did before the step (\(state.log.count) lines)")
        #expect(!state.log.contains { $0.text.contains("createManager") })
        type("y", into: &state)
        #expect(state.log.last?.kind == .callback)
    }
}
