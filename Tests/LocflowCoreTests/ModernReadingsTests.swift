import LocflowCore
import Testing

/// The modern family as modern-apis.md §8 reads it (2026-11-28): §8.13 and §8.8.
@Suite("Modern readings §8.8, §8.13")
struct ModernReadingsTests {
    /// The contract's Info.plist with reduced accuracy by default and no temporary dictionary.
    static let reducedWithoutDictionary: AppConfig = {
        var plist = InfoPlist.contractDefault
        plist.defaultAccuracyReduced = true
        plist.temporaryUsage = nil
        return AppConfig(infoPlist: plist)
    }()

    @Test("§8.13: a missing purpose key gives fullAccuracyDenied while denied, restricted or switched off (no WIU/Always needed)")
    func fullAccuracyDeniedWithoutAuthorization() {
        var m = ModernHarness(app: Self.reducedWithoutDictionary)
        m.run(.requestWhenInUseAuthorization, .tap("Don't Allow"), .session(.whenInUse, "Delivery"))
        #expect(m.status == .denied && m.sim.accuracyAuthorization == .reducedAccuracy)
        #expect(m.session1 == [.authorizationDenied, .fullAccuracyDenied])
        m.run(.setRestricted(true))
        #expect(m.session1.contains(.fullAccuracyDenied))
        m.run(.setRestricted(false), .setLocationServices(false))
        #expect(m.session1 == [.authorizationDenied, .authorizationDeniedGlobally, .fullAccuracyDenied])
    }

    @Test("§8.13: a declined full-accuracy prompt keeps fullAccuracyDenied after the app is denied")
    func declinedStaysWhenDenied() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow While Using App"), .session(.whenInUse, "Delivery"))
        m.run(.tap("Don't Allow"), .setApp(.never))
        #expect(m.session1 == [.authorizationDenied, .fullAccuracyDenied])
    }

    @Test("§8.13: a present key not yet asked gives no fullAccuracyDenied while denied")
    func presentKeyNotAsked() {
        var plist = InfoPlist.contractDefault
        plist.defaultAccuracyReduced = true
        var m = ModernHarness(app: AppConfig(infoPlist: plist))
        m.run(.requestWhenInUseAuthorization, .tap("Don't Allow"), .session(.whenInUse, "Delivery"))
        #expect(m.session1 == [.authorizationDenied])
    }

    @Test("§8.8: Location Services switched off under the button's alert: Allow Once approves and grants Allow Once, no yield")
    func buttonAllowOnceWhileSwitchedOff() {
        var m = ModernHarness(.iOS18)
        m.run(.locationButton, .setLocationServices(false))
        #expect(m.prompt == .locationButton)
        m.run(.tap("Allow Once"))
        #expect(m.sim.modern.locationButtonApproved && m.sim.temporary && m.sim.grant == .whenInUse)
        #expect(m.status == .denied && m.callbacks.isEmpty && m.yields.isEmpty)
        #expect(m.note.contains("§8.8"))
        m.run(.setLocationServices(true))
        #expect(m.status == .authorizedWhenInUse && m.callbacks == [cb.whenInUse])
    }

    @Test("§8.8: over a stored While Using grant with the switch off, Allow Once only approves the button")
    func buttonOverStoredGrantWhileSwitchedOff() {
        var m = ModernHarness(.iOS18)
        m.run(.locationButton, .setApp(.whileUsing), .setLocationServices(false), .tap("Allow Once"))
        #expect(m.sim.modern.locationButtonApproved && !m.sim.temporary && m.sim.grant == .whenInUse)
    }
}
