import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// Waits merge into one step only while the sum is a wait a scenario file may give: whatever the
/// explorer writes (`--record`, the save key, the journal), `locflow run` reads.
@Suite struct LongWaitTests {
    /// `wait 36500d` (the longest a file may give), then a wait key: two steps, both readable.
    @Test func aMergePastTheLongestWaitStartsANewStep() throws {
        var state = explorer()
        var recording = ScenarioRecording(state)
        state.perform(.wait(seconds: LocflowCore.Duration.maximum), mergeWait: true)
        _ = recording.follow(state)
        type(",", into: &state)
        _ = recording.follow(state)
        #expect(state.session.steps == [.action(.wait(seconds: LocflowCore.Duration.maximum)), .action(.wait(seconds: 60))])
        for text in [ScenarioWriter.yaml(state.session), recording.text] {
            let scenario = try ScenarioParser.parse(text, file: "long.yaml")
            #expect(scenario.session.steps == state.session.steps, "locflow run reads what the explorer wrote")
        }
        type(",", into: &state)
        #expect(state.session.steps.last == .action(.wait(seconds: 120)), "the new wait merges as any other")
    }
}
