import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowExport

/// A `systemUpdate` that moves the phone to a newer rule set (D50) changes the flow's iOS version
/// as an `install` does, but keeps the app and its grant: the exports cut the flow there, the
/// later part runs on the updated device (no reset, no fresh install), and the step reads as the
/// update a person does by hand. It used to be one part on the first version, with the step
/// written as "By hand (TODO): systemUpdate 18".
@Suite struct SystemUpdatePartsTests {
    static let yaml = """
        name: Updated
        ios: "17"
        steps:
          - requestWhenInUseAuthorization
          - tap Allow While Using App
          - systemUpdate 18
          - launch
          - expect: {status: authorizedWhenInUse}
        """

    @Test func theFlowIsCutAtTheUpdate() throws {
        let parts = try flow(yaml: Self.yaml).parts
        #expect(parts.map(\.ruleSet) == [.iOS17, .iOS18])
        #expect(parts.map(\.launch.number) == [0, 3])
        #expect(parts[1].startsWithUpdate && !parts[0].startsWithUpdate)
        // The update keeps the grant (D50): the part starts where the last one ended.
        #expect(parts[1].launch.after.authorizationStatus == .authorizedWhenInUse)
    }

    @Test func anUpdateThatChangesNothingDoesNotCut() throws {
        let older = try flow(yaml: "ios: \"18\"\nsteps:\n  - requestWhenInUseAuthorization\n  - systemUpdate 17\n")
        #expect(older.parts.count == 1)
        let step = try #require(older.steps.last)
        #expect(step.updatedTo == nil)
        #expect(ExportText.handStep(step, appName: "Demo").hasPrefix("nothing to do: iOS 17 is not newer than iOS 18"))
    }

    @Test func xcuitestContinuesOnTheUpdatedDevice() throws {
        let text = export(.xcuitest, try flow(yaml: Self.yaml))
        #expect(text.contains("func testUpdatedOnIOS17() throws {") && text.contains("func testUpdatedOnIOS18() throws {"))
        let second = try #require(text.components(separatedBy: "func testUpdatedOnIOS18()").last)
        let body = try #require(second.components(separatedBy: "\n    }\n").first)
        #expect(!body.contains("resetAuthorizationStatus"), "an update keeps the grant: no reset")
        #expect(body.contains("// By hand, before this test: update the device to iOS 18 (Settings › General › Software Update)"))
        #expect(body.components(separatedBy: "app.launch()").count - 1 == 1, "only the flow's own launch step")
        #expect(!text.contains("By hand (TODO): systemUpdate"))
    }

    @Test func simctlMarksTheVersionAfterTheUpdate() throws {
        let text = export(.simctl, try flow(yaml: Self.yaml))
        #expect(text.contains("  3) # [iOS 18+] systemUpdate 18"))
        #expect(text.contains("echo \"step 3 updates the phone to iOS 18+: DEVICE must be a Simulator running that version"))
        #expect(text.contains("  4) # [iOS 18+] launch"))
    }

    @Test func maestroRefusesNamingTheUpdate() throws {
        let refusal = try #require(ExportFormat.maestro.refusal(try flow(yaml: Self.yaml)))
        #expect(refusal.description.contains("changes iOS version at step 3 (line 6), systemUpdate 18"))
    }

    @Test func setupSaysWhereTheDeviceIsUpdated() throws {
        let lines = ExportText.setup(try flow(yaml: Self.yaml))
        #expect(lines.first == "Run each part on a device with its iOS version (iOS 17 → iOS 18+): the flow updates the device at step 3 to iOS 18+, keeping the app; every other part starts from a fresh install of the app.")
    }
}
