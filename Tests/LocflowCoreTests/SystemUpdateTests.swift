import LocflowCore
import Testing

/// `updatingSystem(to:)`: the grant and its flags survive an iOS update (§3.3, DEV D9).
@Suite struct SystemUpdateTests {
    @Test(arguments: [RuleSet.iOS13_0, .iOS13_4, .iOS14, .iOS16, .iOS18])
    func alwaysFromIOS12CarriesOver(to newer: RuleSet) throws {
        var h = Harness(.iOS12)
        h.run(.requestAlwaysAuthorization, .tap("Always Allow"))
        let (updated, outcome) = try #require(h.sim.updatingSystem(to: newer))
        #expect(updated.ruleSet == newer)
        #expect(updated.lifecycle == .terminated, "an update restarts the phone")
        #expect(outcome.notes.contains { $0.source == "§3.3, DEV D9" })
        var after = updated
        let launch = after.apply(.launch)
        #expect(launch.callbacks.map(\.canonical) == [cb.always])
        #expect(after.authorizationStatus == .authorizedAlways)
        #expect(after.settingsLabel == "Always")
        #expect(!after.provisional && after.alwaysRequestSpent)
        #expect(after.brokenInvariants.isEmpty)
    }

    @Test func noDowngrade() {
        let h = Harness(.iOS14)
        #expect(h.sim.updatingSystem(to: .iOS12) == nil)
    }

    @Test func allowOnceEndsWithTheRestartThroughTerminate() throws {
        var h = Harness(.iOS14)
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"))
        let (updated, outcome) = try #require(h.sim.updatingSystem(to: .iOS18))
        #expect(updated.grant == .notDetermined && !updated.temporary)
        #expect(outcome.notes.contains { $0.source.contains("T40") })
    }

    @Test func provisionalAndHeldEventsAcrossTheRestart() throws {
        var h = Harness(.iOS14)
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .background, .event(.regionEntry))
        #expect(h.sim.prompt?.origin == .system && !h.sim.held.isEmpty)
        let (updated, outcome) = try #require(h.sim.updatingSystem(to: .iOS16))
        #expect(updated.provisional && updated.grant == .always, "the stored grant and flags carry over")
        #expect(updated.prompt == nil && updated.held.isEmpty)
        #expect(outcome.notes.filter { $0.source == "[INF]" }.count == 2, "inferred parts are marked")
        #expect(updated.brokenInvariants.isEmpty)
    }
}
