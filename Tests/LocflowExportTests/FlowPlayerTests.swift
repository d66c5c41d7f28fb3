import Foundation
import LocflowCore
import LocflowExport
import LocflowScenario
import Testing

/// The exporters' one adapter to the core plays every file exactly as `locflow run` does.
@Suite("ExportFlow.play agrees with the runner")
struct FlowPlayerTests {
    @Test("every library scenario: the same state and callbacks at every step, expectations holding alike")
    func sameAsRunner() throws {
        var files: [String] = []
        for folder in ["Scenarios/contract", "Scenarios/qa", "Scenarios/seeds", "Scenarios/modern", "Scenarios/modern/spec"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)
            files += names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.map { "\(folder)/\($0)" }
        }
        #expect(files.count >= 30)
        for file in files {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
            let scenario = try ScenarioParser.parse(text, file: file)
            let records = Runner.run(scenario).records
            let played = ExportFlow.play(scenario)
            let steps = [played.launch] + played.steps
            #expect(steps.count == records.count, "\(file)")
            for (step, record) in zip(steps, records) {
                #expect(step.after.snapshot == record.snapshot, "\(file) step \(step.number)")
                #expect(step.callbacks == record.callbacks, "\(file) step \(step.number)")
                #expect(step.failures == record.failures, "\(file) step \(step.number)")
            }
        }
    }
}
