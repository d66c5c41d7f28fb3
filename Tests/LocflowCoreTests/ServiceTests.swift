import LocflowCore
import Testing

@Suite("Services, availability and events (seed 001, D15–D19, D22)")
struct ServiceTests {
    @Test("seed 001: When-In-Use on iOS 12 lacks significant change, visits and region; Always has all")
    func tableIOS12() {
        var h = Harness(.iOS12)
        h.run(.requestWhenInUseAuthorization, .tap("Allow"))
        let expected: [Service: Availability] = [
            .standard: .whileInUse, .significantChange: .unavailable, .visits: .unavailable, .region: .unavailable,
            .beacons: .whileInUse, .heading: .whileInUse, .geocoding: .available,
        ]
        for (service, availability) in expected { #expect(h.sim.availability(of: service) == availability, "\(service)") }
        h.run(.requestAlwaysAuthorization, .tap("Allow"))
        #expect(Service.allCases.allSatisfy { h.sim.availability(of: $0) == .available })
    }

    @Test("contract: iOS 13+ When-In-Use can use every service while in use; reduced accuracy blocks region and beacons")
    func tableIOS14() {
        var h = Harness(.iOS14)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"))
        #expect(Service.startable.allSatisfy { h.sim.availability(of: $0) == .whileInUse })
        h.run(.setPrecise(false))
        #expect(h.sim.availability(of: .region) == .unavailable && h.sim.availability(of: .beacons) == .unavailable)
        #expect(h.sim.availability(of: .standard) == .whileInUse)
    }

    @Test("contract: without authorization only geocoding is available")
    func noAuthorization() {
        let h = Harness()
        #expect(Service.allCases.filter { h.sim.availability(of: $0) == .available } == [.geocoding])
    }

    @Test("D19: starting at notDetermined is silent; the service delivers once authorized (seed 001)")
    func silentStart() {
        var h = Harness()
        h.run(.start(.standard))
        #expect(h.callbacks.isEmpty && h.prompt == nil)
        h.run(.event(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .event(.locationUpdate))
        #expect(h.callbacks == ["didUpdateLocations"])
    }

    @Test("D19: starting while denied fails with didFailWithError(denied)")
    func deniedStart() {
        var h = Harness()
        h.run(.setApp(.never), .start(.heading))
        #expect(h.callbacks == [cb.failed] && h.prompt == nil)
    }

    @Test("D33: a service started again while denied reports didFailWithError(denied) again, not \"already running\"")
    func deniedStartAgain() {
        var h = Harness()
        h.run(.setApp(.never), .start(.heading))
        #expect(h.callbacks == [cb.failed])
        h.run(.start(.heading))
        #expect(h.callbacks == [cb.failed], "D33: every start while denied answers kCLErrorDenied")
        #expect(!h.note.contains("already running"))
        #expect(h.sim.running[.heading]?.manager == 1, "the service stays registered")
        h.run(.setRestricted(true), .start(.heading))
        #expect(h.callbacks == [cb.failed], "restricted too")
    }

    @Test("D33 meets D22: a denied app in the background is suspended, so its start is ignored; back in the foreground each start fails")
    func deniedStartFromTheBackground() {
        var h = Harness()
        // A denied app is never in use (D15), so in the background it is suspended and runs no
        // code (D22): the start never reaches Core Location, and nothing is called back.
        h.run(.setApp(.never), .background, .start(.standard))
        #expect(h.callbacks == [])
        h.run(.foreground, .start(.standard))
        #expect(h.callbacks == [cb.failed])
        h.run(.start(.standard))
        #expect(h.callbacks == [cb.failed])
    }

    @Test("D6/D19: with Location Services off a start also raises the Turn On alert, once per launch")
    func servicesOffStart() {
        var h = Harness(device: DeviceConfig(locationServices: false))
        h.run(.start(.standard))
        #expect(h.callbacks == [cb.failed] && h.prompt == .locationServicesOff)
        h.run(.tap("Settings"), .start(.heading))
        #expect(h.callbacks == [cb.failed] && h.prompt == nil)
    }

    @Test("D19/DOC A17: entering denied while services run: authorization callbacks, then one error per manager with a service")
    func enteringDenied() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .createManager, .start(.standard), .start(.heading))
        h.run(.setApp(.never))
        #expect(h.callbacks == [cb.denied, cb.denied, cb.failed])
        #expect(h.last.callbacks.last?.manager == 1)
        h.run(.setRestricted(true))
        #expect(h.callbacks == [cb.restricted, cb.restricted])  // from denied: no second error
    }

    @Test("D19: iOS ≤12 When-In-Use: region fails with monitoringDidFail, significant change with didFailWithError")
    func legacyFailures() {
        var h = Harness(.iOS12)
        h.run(.requestWhenInUseAuthorization, .tap("Allow"), .start(.region))
        #expect(h.callbacks == ["monitoringDidFail(regionMonitoringDenied)"])
        h.run(.start(.significantChange))
        #expect(h.callbacks == [cb.failed])
        #expect(h.sim.running.isEmpty)
    }

    @Test("D19: a When-In-Use app cannot start a service from the background")
    func backgroundStart() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .background, .start(.standard))
        #expect(h.sim.running.isEmpty && h.callbacks.isEmpty && h.note.contains("foreground"))
    }

    @Test("D19/DOC A11: with approximate location, region monitoring starts but delivers nothing")
    func reducedRegion() {
        var h = Harness(.iOS14)
        h.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow While Using App"), .start(.region))
        #expect(h.sim.running[.region] != nil && h.note.contains("approximate"))
        h.run(.event(.regionEntry))
        #expect(h.callbacks.isEmpty)
    }

    @Test("D15/seed 001: When-In-Use delivers only while in use")
    func whileInUseDelivery() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.region), .event(.regionEntry))
        #expect(h.callbacks == ["didEnterRegion"])
        h.run(.background, .event(.regionEntry))
        #expect(h.callbacks.isEmpty && h.note.contains("in use"))
    }

    @Test("D16: terminate stops standard, heading and beacons; keeps region, visits and significant change")
    func terminateKeepsMonitoring() {
        var h = Harness()
        for service in Service.startable { h.run(.start(service)) }
        h.run(.terminate)
        #expect(Set(h.sim.running.keys) == [.region, .visits, .significantChange])
        #expect(h.sim.running.values.allSatisfy { $0.manager == nil })
    }

    @Test("D16/seed 001: permanent Always relaunches a terminated app into the background for the event")
    func alwaysRelaunch() {
        var h = Harness()
        h.run(.setApp(.always), .start(.visits), .terminate, .event(.visit))
        #expect(h.sim.lifecycle == .background)
        #expect(h.callbacks == [cb.always, "didVisit"])
    }

    @Test("D16: a When-In-Use app is not relaunched; the event is dropped with a note")
    func whenInUseNoRelaunch() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.region), .terminate, .event(.regionEntry))
        #expect(h.sim.lifecycle == .terminated && h.callbacks.isEmpty && h.note.contains("relaunch"))
    }

    @Test("D17: events go to the manager that started the service")
    func eventOwner() {
        var h = Harness()
        h.run(.setApp(.always), .start(.heading))
        h.run(.terminate, .launch, .createManager, .start(.heading), .event(.heading))
        #expect(h.last.callbacks.map(\.manager) == [2])
    }

    @Test("events without a running service are not delivered")
    func notRunning() {
        var h = Harness()
        h.run(.setApp(.always), .event(.regionEntry))
        #expect(h.callbacks.isEmpty && h.note.contains("no manager"))
    }
}
