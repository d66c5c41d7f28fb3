import LocflowChecks
@testable import LocflowCore
import Testing

/// `systemUpdate VERSION` (`Action.updateSystem(to:)`): the grant and its flags survive an iOS
/// update (§3.3, DEV D9, D50), and it goes through `apply` like every other action.
@Suite struct SystemUpdateTests {
    /// The simulation after `systemUpdate` to `version`, with the outcome.
    private func updated(_ h: Harness, to version: IOSVersion) -> (Simulation, StepOutcome) {
        var sim = h.sim
        let outcome = sim.apply(.updateSystem(to: version))
        return (sim, outcome)
    }

    @Test(arguments: [RuleSet.iOS13_0, .iOS13_4, .iOS14, .iOS16, .iOS18])
    func alwaysFromIOS12CarriesOver(to newer: RuleSet) throws {
        var h = Harness(.iOS12)
        h.run(.requestAlwaysAuthorization, .tap("Always Allow"))
        let (updated, outcome) = updated(h, to: IOSVersion(newer))
        #expect(updated.ruleSet == newer)
        #expect(updated.lifecycle == .terminated, "an update restarts the phone")
        #expect(outcome.notes.contains { $0.source == "§3.3, DEV D9, D50" })
        var after = updated
        let launch = after.apply(.launch)
        #expect(launch.callbacks.map(\.canonical) == [cb.always])
        #expect(after.authorizationStatus == .authorizedAlways)
        #expect(after.settingsLabel == "Always")
        #expect(!after.provisional && after.alwaysRequestSpent)
        #expect(after.brokenInvariants.isEmpty)
    }

    @Test(arguments: ["12", "14", "14.8"])
    func noDowngradeNorSameRuleSet(to text: String) throws {
        let h = Harness(.iOS14)
        let (updated, outcome) = updated(h, to: try #require(IOSVersion(text)))
        #expect(updated == h.sim, "D50: only to a newer rule set; nothing changes")
        #expect(outcome.notes.first?.source == "D50")
        #expect(outcome.callbacks.isEmpty)
    }

    @Test func aTypedVersionIsKeptAndItsMappingSaid() throws {
        let h = Harness(.iOS14)
        let (updated, outcome) = updated(h, to: try #require(IOSVersion("17.4")))
        #expect(updated.setup.ios.text == "17.4" && updated.ruleSet == .iOS17)
        #expect(outcome.notes.contains { $0.text == "iOS 17.4 runs as rule set 17, iOS 17, approximate" })
    }

    @Test func allowOnceEndsWithTheRestartThroughTerminate() throws {
        var h = Harness(.iOS14)
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"))
        let (updated, outcome) = updated(h, to: IOSVersion(.iOS18))
        #expect(updated.grant == .notDetermined && !updated.temporary)
        #expect(outcome.notes.contains { $0.source.contains("T40") })
    }

    @Test func provisionalAndHeldEventsAcrossTheRestart() throws {
        var h = Harness(.iOS14)
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .background, .event(.regionEntry))
        #expect(h.sim.prompt?.origin == .system && !h.sim.held.isEmpty)
        let (updated, outcome) = updated(h, to: IOSVersion(.iOS16))
        #expect(updated.provisional && updated.grant == .always, "the stored grant and flags carry over")
        #expect(updated.prompt == nil && updated.held.isEmpty)
        #expect(outcome.notes.filter { $0.source == "[INF]" }.count == 2, "inferred parts are marked")
        #expect(updated.brokenInvariants.isEmpty)
    }
}
