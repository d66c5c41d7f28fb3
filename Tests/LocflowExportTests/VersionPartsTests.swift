import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowExport

/// A flow that changes iOS version (an `install` on another version) is exported per version:
/// one XCUITest method and one simctl section each, and Maestro, which runs on one device,
/// refuses naming the step. It used to be exported as its first version throughout.
@Suite struct VersionPartsTests {
    static let yaml = """
        name: Across versions
        ios: "14"
        steps:
          - requestWhenInUseAuthorization
          - tap Allow While Using App
          - install: {ios: "17"}
          - requestAlwaysAuthorization
          - install: {ios: "18"}
          - requestWhenInUseAuthorization
          - tap Allow Once
        """

    @Test func theFlowIsCutWhereTheVersionChanges() throws {
        let parts = try flow(yaml: Self.yaml).parts
        #expect(parts.map(\.ruleSet) == [.iOS14, .iOS17, .iOS18])
        #expect(parts.map(\.launch.number) == [0, 3, 5])
        #expect(parts.map { $0.steps.map(\.number) } == [[1, 2], [4], [6, 7]])
        // Each part starts from its fresh install: the state before it is gone, the app asks again.
        #expect(parts[1].launch.after.authorizationStatus == .notDetermined)
    }

    @Test func anInstallOnTheSameVersionDoesNotCut() throws {
        let same = try flow(yaml: "ios: \"17\"\nsteps:\n  - requestWhenInUseAuthorization\n  - install: {ios: \"17\"}\n  - requestWhenInUseAuthorization\n")
        #expect(same.parts.count == 1)
    }

    @Test func xcuitestHasOneMethodPerVersion() throws {
        let text = export(.xcuitest, try flow(yaml: Self.yaml))
        #expect(text.contains("func testAcrossVersionsOnIOS14() throws {"))
        #expect(text.contains("func testAcrossVersionsOnIOS17() throws {"))
        #expect(text.contains("func testAcrossVersionsOnIOS18() throws {"))
        #expect(text.contains("// Step 3 · install (iOS 17, “Demo”) (line 6): a fresh install on iOS 17"))
        #expect(text.contains("(locflow iOS 14–15 → iOS 17 → iOS 18+ rule sets)"))
        #expect(!text.contains("launch it on iOS 17"), "the version change is a method, not a comment inside one")
        #expect(text.components(separatedBy: "app.launch()").count - 1 == 3)
    }

    @Test func simctlSaysEachStepsVersion() throws {
        let text = export(.simctl, try flow(yaml: Self.yaml))
        #expect(text.contains("(locflow iOS 14–15 → iOS 17 → iOS 18+ rule sets)"))
        #expect(text.contains("  3) # [iOS 17] install (iOS 17, “Demo”)"))
        #expect(text.contains("echo \"step 3 is a fresh install on iOS 17: DEVICE must be a Simulator running that version\" >&2"))
        #expect(text.contains("  6  [iOS 18+] requestWhenInUseAuthorization"))
    }

    @Test func maestroRefusesNamingTheStep() throws {
        let cross = try flow(yaml: Self.yaml)
        let refusal = try #require(ExportFormat.maestro.refusal(cross))
        #expect(refusal.description.contains("changes iOS version at step 3 (line 6)"))
        #expect(ExportFormat.xcuitest.refusal(cross) == nil && ExportFormat.simctl.refusal(cross) == nil)
        #expect(ExportFormat.maestro.refusal(try flow(yaml: "steps: [requestWhenInUseAuthorization]")) == nil)
    }
}
