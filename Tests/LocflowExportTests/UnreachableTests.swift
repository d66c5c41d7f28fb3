import Foundation
import LocflowCore
import LocflowExport
import Testing

/// A state a tool cannot reach is explained in the export, never silently approximated.
@Suite("Unreachable states are explained, never approximated")
struct UnreachableTests {
    /// The `N)` case of the simctl script, up to its `;;`.
    private func simctlCase(_ script: String, step: Int) -> String {
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(step)) ") }) else { return "" }
        let end = lines[start...].firstIndex { $0.hasSuffix(";;") } ?? lines.count - 1
        return lines[start...end].joined(separator: "\n")
    }

    @Test("Allow Once: simctl grants no permanent While Using in its place, and says what to tap instead")
    func allowOnce() throws {
        let played = try flow("Scenarios/seeds/blog-allow-once-looks-like-while-using.yaml")
        let tap = try #require(played.steps.first { $0.action == .tap("Allow Once") })
        let block = simctlCase(export(.simctl, played), step: tap.number)
        #expect(block.contains("simctl cannot put the Simulator into this state"))
        #expect(block.contains("Allow Once (a temporary While Using, T12)"))
        #expect(block.contains("tap \u{201C}Allow Once\u{201D} on the alert"))
        #expect(block.contains("return 3"))
        #expect(!block.contains("xcrun simctl privacy \"$DEVICE\" grant"))
    }

    @Test("the plan for each unreachable state names it, with no command", arguments: [
        ("settings restricted on", "a restriction"),
        ("requestAlwaysAuthorization\n  - tap Allow While Using App", "provisional Always"),
        ("requestWhenInUseAuthorization\n  - tap Allow Once", "Allow Once"),
        ("requestWhenInUseAuthorization\n  - tap Allow While Using App\n  - requestAlwaysAuthorization\n  - tap Keep Only While Using", "one-time Always request is already spent"),
    ])
    func plans(_ steps: String, _ reason: String) throws {
        let played = try flow(yaml: "ios: \"18\"\nsteps:\n  - \(steps)\n")
        let plan = SimctlExporter.plan(played.steps.last!.after, trigger: nil)
        #expect(plan.cannot.contains { $0.contains(reason) }, "\(plan)")
    }

    @Test("Precise off and Location Services off are set by hand after the simctl command, and say so")
    func byHand() throws {
        let played = try flow(yaml: """
            ios: "18"
            steps:
              - requestWhenInUseAuthorization
              - togglePrecise
              - tap Allow While Using App
              - settings locationServices off
            """)
        let plan = SimctlExporter.plan(played.steps.last!.after, trigger: nil)
        #expect(plan.cannot.isEmpty)
        #expect(plan.commands == ["xcrun simctl privacy \"$DEVICE\" grant location \"$BUNDLE\""])
        #expect(plan.byHand.contains { $0.contains("Precise Location off") })
        #expect(plan.byHand.contains { $0.contains("switch Location Services off") })
    }

    @Test("the reminder cannot be brought up on demand: XCUITest and Maestro say so")
    func reminder() throws {
        let played = try flow(yaml: """
            ios: "18"
            steps:
              - requestAlwaysAuthorization
              - tap Allow While Using App
              - event locationUpdate
              - showReminder
            """)
        #expect(export(.xcuitest, played).contains("// cannot: iOS shows the background-use reminder on its own schedule"))
        #expect(export(.maestro, played).contains("# cannot: iOS shows the background-use reminder on its own schedule"))
    }

    @Test("a tap on a button the alert does not have is said, not turned into another tap")
    func missingButton() throws {
        let played = try flow("Scenarios/seeds/blog-two-step-helper.yaml", ios: .iOS12)
        let xcuitest = export(.xcuitest, played), maestro = export(.maestro, played)
        #expect(xcuitest.contains("// cannot: no alert on screen here has \u{201C}Allow While Using App\u{201D}"))
        #expect(!xcuitest.contains("tapSystemAlertButton(\"Allow While Using App\""))
        #expect(maestro.contains("# cannot: no alert on screen here has \u{201C}Change to Always Allow\u{201D}"))
        #expect(maestro.contains("# warning: 3 expectation(s) of this flow do not hold on iOS 11–12"))
    }

    @Test("Maestro sets only the permission values its docs define for location, never `allow`")
    func maestroValues() throws {
        let played = try flow("Scenarios/seeds/apple-listing-3-authorization-changes.yaml")
        let text = export(.maestro, played)
        #expect(text.contains("      location: deny"))
        #expect(!text.contains("location: allow"))
        #expect(text.contains("(Maestro's location `allow` does not say While Using or Always, so it is not used)"))
    }
}

/// What the device and the build must be before the flow: said in every export's header.
@Suite("Exports say the setup the flow starts from")
struct SetupTests {
    @Test("a missing Info.plist key, Location Services off and a restriction are in every header", arguments: ExportFormat.allCases)
    func setup(_ format: ExportFormat) throws {
        let legacy = export(format, try flow("Scenarios/qa/05-always-with-legacy-key-only.yaml"))
        #expect(legacy.contains("it lacks NSLocationAlwaysAndWhenInUseUsageDescription"))
        let restricted = export(format, try flow("Scenarios/qa/23-restricted.yaml"))
        #expect(restricted.contains("Before launching: restrict location"))
        let off = export(format, try flow(yaml: "ios: \"13.4\"\ndevice: { locationServices: false }\nsteps:\n  - requestWhenInUseAuthorization\n"))
        #expect(off.contains("Before launching: Settings › Privacy › Location Services: switch Location Services off (T45)"))
        #expect(off.contains("Run it on a Simulator or device with iOS 13.4–13.7"))
    }
}
