import LocflowCore
import Testing

@Suite("Provisional Always and the second prompt (T24–T26, D4, D14, D16, D27)")
struct ProvisionalTests {
    /// Provisional Always with region monitoring running, in the background.
    func provisionalInBackground(_ service: Action = .start(.region)) -> Harness {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), service, .background)
        return h
    }

    @Test("T24/D4: a region entry out of the foreground raises the second prompt and holds the event")
    func secondPrompt() {
        var h = provisionalInBackground()
        h.run(.event(.regionEntry))
        #expect(h.prompt == .upgrade && h.sim.prompt?.origin == .system)
        #expect(h.buttons == ["Keep Only While Using", "Change to Always Allow"])
        #expect(h.callbacks.isEmpty && h.sim.held == [.regionEntry])
    }

    @Test("D4: in the foreground the event is delivered and no second prompt appears")
    func foregroundDelivers() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .event(.regionEntry))
        #expect(h.prompt == nil && h.callbacks == ["didEnterRegion"])
    }

    @Test("T25/D22: Keep Only While Using → When-In-Use; the suspended app is told when it returns; the held event is dropped")
    func keep() {
        var h = provisionalInBackground()
        h.run(.event(.regionEntry), .tap("Keep Only While Using"))
        #expect(h.status == .authorizedWhenInUse && !h.sim.provisional)
        #expect(h.callbacks.isEmpty && h.note.contains("held for the suspended app (D22)"))
        #expect(h.sim.held.isEmpty && h.note.contains("dropped"))
        h.run(.foreground)
        #expect(h.callbacks == [cb.whenInUse] && h.note.contains("delivered on resume"))
    }

    @Test("T26: Change to Always Allow is silent for authorization and delivers the held event")
    func confirm() {
        var h = provisionalInBackground()
        h.run(.event(.regionEntry), .tap("Change to Always Allow"))
        #expect(h.status == .authorizedAlways && !h.sim.provisional)
        #expect(h.callbacks == ["didEnterRegion"])
        #expect(h.sim.settingsLabel == "Always")
    }

    @Test("T24: the second prompt is shown only once", arguments: ["Keep Only While Using", "Change to Always Allow"])
    func onlyOnce(answer: String) {
        var h = provisionalInBackground()
        h.run(.event(.regionEntry), .tap(answer), .event(.regionEntry))
        #expect(h.prompt == nil)
    }

    @Test("D27: a location update out of the foreground is held without a prompt")
    func locationUpdateHeld() {
        var h = provisionalInBackground(.start(.standard))
        h.run(.event(.locationUpdate))
        #expect(h.prompt == nil && h.callbacks.isEmpty && h.sim.held == [.locationUpdate])
        #expect(h.note.contains("D27"))
    }

    @Test("D27: further events are held while the second prompt is on screen")
    func heldWhileShown() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .start(.visits), .background)
        h.run(.event(.regionEntry), .event(.visit))
        #expect(h.sim.held == [.regionEntry, .visit] && h.callbacks.isEmpty)
        h.run(.tap("Change to Always Allow"))
        #expect(h.callbacks == ["didEnterRegion", "didVisit"])
    }

    @Test("D16: a terminated provisional app gets the second prompt; Change to Always Allow relaunches and delivers")
    func terminatedConfirm() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .terminate, .event(.regionEntry))
        #expect(h.prompt == .upgrade && h.sim.lifecycle == .terminated)
        h.run(.tap("Change to Always Allow"))
        #expect(h.sim.lifecycle == .background)
        #expect(h.callbacks == [cb.always, "didEnterRegion"])
        #expect(h.last.callbacks.map(\.manager) == [2, 2])
    }

    @Test("D16: a terminated provisional app that keeps While Using is not relaunched")
    func terminatedKeep() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.significantChange), .terminate, .event(.significantChange), .tap("Keep Only While Using"))
        #expect(h.sim.lifecycle == .terminated && h.callbacks.isEmpty)
        #expect(h.sim.grant == .whenInUse)
    }

    @Test("D20: terminate keeps the system's second prompt but closes the app's own prompts")
    func terminateClosesAppPrompts() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .terminate)
        #expect(h.prompt == nil && h.note.contains("D20"))
        var p = provisionalInBackground()
        p.run(.event(.regionEntry), .terminate)
        #expect(p.prompt == .upgrade)
    }

    @Test("D31 (revised): While Using the App under provisional Always is the row already checked: nothing changes")
    func settingsKeepsProvisional() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .setApp(.whileUsing))
        #expect(h.status == .authorizedAlways && h.sim.provisional && h.callbacks.isEmpty)
        #expect(h.note.contains("D31"))
        // Another row, then While Using again, does end provisional (developer reports, D31).
        h.run(.setApp(.never), .setApp(.whileUsing))
        #expect(h.status == .authorizedWhenInUse && !h.sim.provisional && h.callbacks == [cb.whenInUse])
    }

    @Test("D27: the services table reads available for provisional Always")
    func provisionalServices() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"))
        #expect(Service.allCases.allSatisfy { h.sim.availability(of: $0) == .available })
    }
}
