import LocflowCore
import LocflowGraph
import Testing

/// The projection keeps what a person reasons about and drops the clock and the managers.
@Suite("Abstract states")
struct AbstractStateTests {
    @Test("the clock, manager count and background uses are dropped")
    func dropsInfiniteParts() {
        let start = simulate(.iOS18, [])
        let later = simulate(.iOS18, [.wait(seconds: 86_400), .createManager, .createManager])
        #expect(later.now != start.now && later.managers.count == 3)
        #expect(AbstractState(later) == AbstractState(start))
    }

    @Test("every field reads back what the simulation holds")
    func fieldsRoundTrip() {
        // Provisional Always in the background with region monitoring, an Always event held and
        // the second prompt on screen (T24, D4).
        let sim = simulate(.iOS18, [
            .requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .background, .event(.regionEntry),
        ])
        let s = AbstractState(sim)
        #expect(s.status == .authorizedAlways && s.accuracy == .fullAccuracy && s.grant == .always)
        #expect(s.provisional && !s.temporary && s.alwaysRequestSpent && !s.secondPromptAnswered)
        #expect(s.holdsEvents && !s.expiryClockRunning && !s.reminderDue && s.precise && !s.temporaryFullAccuracy)
        #expect(s.prompt == PromptShown(kind: .upgrade, origin: .system))
        #expect(s.lifecycle == .background && s.lifecycleReading == .suspended && s.locationServices && !s.restricted && !s.locationServicesAlertShown)
        #expect(s.services == [.region])
        #expect(s.name == "authorizedAlways · provisional · Always asked · events held · prompt upgrade (system) · suspended · runs region")
    }

    @Test("Allow Once out of use runs the expiry clock; reduced accuracy and the switches read back")
    func clocksAndSwitches() {
        let sim = simulate(.iOS14, [
            .requestWhenInUseAuthorization, .togglePrecise, .tap("Allow Once"), .background, .setLocationServices(false),
        ])
        let s = AbstractState(sim)
        #expect(s.status == .denied && s.grant == .whenInUse && s.temporary && s.expiryClockRunning)
        #expect(s.accuracy == .reducedAccuracy && !s.precise && !s.locationServices && s.prompt == nil)
        #expect(s.name.hasPrefix("denied (reduced) · stored Allow Once · Location Services off"))
    }

    @Test("the first prompt of requestAlways differs from that of requestWhenInUse (T21)")
    func firstPromptRemembersTheRequest() {
        let whenInUse = AbstractState(simulate(.iOS18, [.requestWhenInUseAuthorization]))
        let always = AbstractState(simulate(.iOS18, [.setApp(.never), .setApp(.askNextTime), .requestAlwaysAuthorization]))
        // With D24's switch off, Ask Next Time keeps the request spent (the earlier reading).
        let kept = ModelOptions(askNextTimeRestoresAlwaysRequest: false)
        let whenInUseAfterSpent = AbstractState(simulate(.iOS18, [
            .requestAlwaysAuthorization, .tap("Don't Allow"), .setApp(.askNextTime), .requestWhenInUseAuthorization,
        ], options: kept))
        #expect(whenInUse.prompt?.forAlways == false && always.prompt?.forAlways == true)
        // Both have spent the Always request (the second asked anew, D24); only the prompt tells them apart.
        let alwaysAfterSpent = AbstractState(simulate(.iOS18, [
            .requestAlwaysAuthorization, .tap("Don't Allow"), .setApp(.askNextTime), .requestAlwaysAuthorization,
        ]))
        #expect(!alwaysAfterSpent.prompt!.forAlways || alwaysAfterSpent.alwaysRequestSpent)
        #expect(whenInUseAfterSpent.alwaysRequestSpent && alwaysAfterSpent.alwaysRequestSpent)
        #expect(whenInUseAfterSpent != alwaysAfterSpent)
    }

    @Test("the reminder clock is due after three days of permanent Always (D26)")
    func reminderDue() {
        let due = AbstractState(simulate(.iOS18, [.setApp(.always), .wait(seconds: 3 * 86_400)]))
        let fresh = AbstractState(simulate(.iOS18, [.setApp(.always)]))
        #expect(due.reminderDue && !fresh.reminderDue)
    }
}

@Suite("The suspended state in the graph (D22)")
struct SuspendedStateTests {
    @Test("a suspended app with a held change reads back what it was last told")
    func heldChange() {
        let sim = simulate(.iOS18, [.requestWhenInUseAuthorization, .tap("Allow While Using App"), .background, .setApp(.never)])
        let s = AbstractState(sim)
        #expect(s.suspended && s.heldChange && s.lastTold?.status == .authorizedWhenInUse)
        #expect(s.name.contains("suspended · held change (told authorizedWhenInUse)"))
        let undone = AbstractState(simulate(.iOS18, [
            .requestWhenInUseAuthorization, .tap("Allow While Using App"), .background, .setApp(.never), .setApp(.whileUsing),
        ]))
        #expect(undone.suspended && !undone.heldChange)
    }

    @Test("every graph reaches a suspended app with a held change", arguments: RuleSet.delegate)
    func reachable(ruleSet: RuleSet) {
        #expect(Graphs[ruleSet].states.contains { $0.suspended && $0.heldChange })
    }
}
