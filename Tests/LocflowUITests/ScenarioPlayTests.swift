import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// `--scenario`: n plays the next step; expectations show as ✓/✗ in the log.
@Suite struct ScenarioPlayTests {
    private let text = askNextTimeScenario

    @Test func actionsPlayOneKeyAtATime() throws {
        let scenario = try ScenarioParser.parse(text, file: "t.yaml")
        var state = ExplorerState(
            config: Setup(ruleSet: scenario.setup.ruleSet, app: scenario.setup.app), scenario: ScenarioProgress(scenario))
        #expect(state.sim.ruleSet == .iOS16 && state.sim.app.name == "Tracker")
        type("n", into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse)
        #expect(state.log.last?.kind == .expectPassed)  // one `n` per action: its expect rides along
        type("nn", into: &state)
        #expect(state.scenario?.isFinished == true)
        #expect(state.log.contains { $0.kind == .expectFailed && $0.text.contains("status: expected denied, got notDetermined") })
        #expect(state.log.last?.text == "scenario done: 1 of 3 expectations failed — B rewinds to step 1")
        #expect(Command.nextScenarioStep.isAvailable(in: state))  // it says the scenario is done
    }
}
