import Foundation
import Testing
@testable import LocflowScenario

/// C2 (modern-apis.md §1): an `app` key of the extension makes a file extended even with the
/// default value and no steps; step 0 then carries the extension's fields.
@Suite("C2: an app key of the extension makes a file extended")
struct ExtendedByAppKeyTests {
    @Test("recreateOnLaunch: true with no steps: step 0's JSONL has the §4 keys; without it, not")
    func recreateOnLaunchAlone() throws {
        let extended = try ScenarioParser.parse("ios: \"18\"\napp:\n  recreateOnLaunch: true\n", file: "c2.yaml")
        #expect(extended.setup.extended)
        let line = try #require(JSONTranscript.lines(Runner.run(extended)).first)
        #expect(line.contains("\"sessions\":[]") && line.contains("\"locationButtonApproved\":false"), "\(line)")
        let plain = try ScenarioParser.parse("ios: \"18\"\napp:\n  name: Demo\n", file: "plain.yaml")
        #expect(!plain.setup.extended)
        let plainLine = try #require(JSONTranscript.lines(Runner.run(plain)).first)
        #expect(!plainLine.contains("\"sessions\""))
    }

    @Test("an install step with recreateOnLaunch makes the file extended")
    func installStep() throws {
        let text = "ios: \"18\"\nsteps:\n  - install: { app: { recreateOnLaunch: true } }\n"
        let scenario = try ScenarioParser.parse(text, file: "c2-install.yaml")
        #expect(scenario.setup.extended)
    }
}
