import LocflowCore
import LocflowFormats
import LocflowScenario
import Testing

/// `- install: {...}` is a step: a fresh install of a setup, launched, in the middle of a file.
@Suite struct InstallStepTests {
    static let text = """
        ios: "14"
        app: { name: Tracker }
        steps:
          - requestWhenInUseAuthorization
          - tap Allow While Using App
          - expect: { status: authorizedWhenInUse }
          - install: { ios: 17.4, app: { name: Other, infoPlist: { NSLocationWhenInUseUsageDescription: "Why" } }, device: { locationServices: false } }
          - expect: { status: denied, locationServicesEnabled: false, prompt: none, callbacks: [didChangeAuthorization(denied)] }
          - requestWhenInUseAuthorization
          - expect: { prompt: locationServicesOff }
          - install:
          - expect: { status: notDetermined, locationServicesEnabled: true }
        """

    @Test func anInstallStartsOverOnItsSetup() throws {
        let scenario = try ScenarioParser.parse(Self.text, file: "s.yaml")
        guard case .install(let setup) = scenario.steps[3].kind else { Issue.record("not an install"); return }
        #expect(setup.ios.text == "17.4" && setup.ruleSet == .iOS17 && setup.app.name == "Other")
        #expect(setup.app.infoPlist == InfoPlist(whenInUseUsage: "Why") && !setup.device.locationServices)
        guard case .install(let bare) = scenario.steps[7].kind else { Issue.record("not an install"); return }
        #expect(bare == Setup(), "an empty install is the contract's defaults")
        let run = Runner.run(scenario)
        #expect(run.failureCount == 0, "\(run.records.flatMap(\.failures))")
        #expect(run.records[4].action == "install")
        #expect(run.records[4].note == "iOS 17.4 runs as rule set 17, iOS 17, approximate (D37)")
    }

    @Test func unknownKeysInAnInstallAreErrors() {
        #expect(throws: ScenarioError.self) { try ScenarioParser.parse("steps:\n  - install: { steps: [] }\n", file: "s.yaml") }
        #expect(throws: ScenarioError.self) { try ScenarioParser.parse("steps:\n  - install: { ios: \"9\" }\n", file: "s.yaml") }
    }

    @Test func theWriterKeepsTheWholeSession() throws {
        let session = try ScenarioParser.parse(Self.text, file: "s.yaml").session
        let yaml = ScenarioWriter.yaml(session)
        let back = try ScenarioParser.parse(yaml, file: "w.yaml")
        #expect(back.session == session)
        let run = Runner.run(back)
        #expect(run.failureCount == 0)
        #expect(run.records.last?.snapshot == Snapshot(session.play().0))
    }
}
