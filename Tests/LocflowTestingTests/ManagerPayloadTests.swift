import Foundation
import LocflowCore
import LocflowTesting
import Testing

/// Records what the delegate was handed, field by field.
final class PayloadRecorder: LocationManagingDelegate {
    var locations: [LocationValue] = []
    var regions: [String] = []
    var ranged: [([BeaconValue], BeaconConstraintValue)] = []
    var headings: [HeadingValue] = []
    var visits: [VisitValue] = []
    func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) { self.locations += locations }
    func locationManager(_ manager: any LocationManaging, didEnterRegion region: RegionValue) { regions.append(region.identifier) }
    func locationManager(_ manager: any LocationManaging, didRange beacons: [BeaconValue], satisfying constraint: BeaconConstraintValue) {
        ranged.append((beacons, constraint))
    }
    func locationManager(_ manager: any LocationManaging, didUpdateHeading newHeading: HeadingValue) { headings.append(newHeading) }
    func locationManager(_ manager: any LocationManaging, didVisit visit: VisitValue) { visits.append(visit) }
    var pauses: [String] = []
    func locationManagerDidPauseLocationUpdates(_ manager: any LocationManaging) { pauses.append("pause") }
    func locationManagerDidResumeLocationUpdates(_ manager: any LocationManaging) { pauses.append("resume") }
}

/// The whole manager on the stand-in: configuration, `location`, `monitoredRegions`, the class
/// methods, and payloads the test sets.
@Suite("LocflowTesting manager: configuration and payloads")
struct ManagerPayloadTests {
    func authorized(_ always: Bool = false) -> (SimulatedPhone, SimulatedLocationManager, PayloadRecorder) {
        let phone = SimulatedPhone(ios: "18")
        let manager = SimulatedLocationManager(phone: phone)
        let recorder = PayloadRecorder()
        manager.locationDelegate = recorder
        manager.requestWhenInUseAuthorization()
        phone.tap("Allow While Using App")
        if always {
            manager.requestAlwaysAuthorization()
            phone.tap("Change to Always Allow")
        }
        return (phone, manager, recorder)
    }

    @Test("a location the test sets arrives with every field, and becomes the manager's location")
    func locationPayload() {
        let (phone, manager, recorder) = authorized()
        #expect(manager.lastLocation == nil)
        manager.desiredAccuracy = LocationAccuracy.hundredMeters
        manager.distanceFilter = 50
        manager.activityType = .fitness
        #expect(manager.desiredAccuracy == 100 && manager.distanceFilter == 50 && manager.activityType == .fitness)
        manager.startUpdatingLocation()
        let when = Date(timeIntervalSinceReferenceDate: 1_000)
        phone.event(
            .location(
                latitude: 48.1, longitude: 11.6, altitude: 520, horizontalAccuracy: 65, verticalAccuracy: 10, speed: 1.4, course: 270,
                timestamp: when))
        let expected = LocationValue(
            latitude: 48.1, longitude: 11.6, altitude: 520, horizontalAccuracy: 65, verticalAccuracy: 10, speed: 1.4, course: 270, timestamp: when)
        #expect(recorder.locations == [expected])
        #expect(manager.lastLocation == expected)
        #expect(manager.isHeadingAvailable && manager.isRangingAvailable && manager.isRegionMonitoringAvailable)
    }

    @Test("a location while the service is off is not delivered and does not become the manager's location")
    func locationNotDelivered() {
        let (phone, manager, recorder) = authorized()
        phone.event(.location(latitude: 1, longitude: 2))
        #expect(recorder.locations.isEmpty && manager.lastLocation == nil)
    }

    @Test("regions by identifier: monitoredRegions, the entered region named")
    func regions() {
        let (phone, manager, recorder) = authorized(true)
        manager.startMonitoring(for: region("home"))
        manager.startMonitoring(for: region("office"))
        #expect(Set(manager.monitoredRegions.map { RegionValue($0).identifier }) == ["home", "office"])
        phone.event(.regionEntry("home"))
        phone.event(.regionEntry)
        #expect(recorder.regions == ["home", "office"])
        manager.stopMonitoring(for: region("home"))
        #expect(manager.monitoredRegions.map { RegionValue($0).identifier } == ["office"])
    }

    @Test("beacons with their constraint: only those that satisfy it")
    func beacons() {
        let (phone, manager, recorder) = authorized()
        let uuid = UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!
        manager.startRangingBeacons(satisfying: beaconConstraint())
        phone.event(
            .beacons([
                BeaconValue(uuid: uuid, major: 1, minor: 2, proximity: .immediate), BeaconValue(uuid: UUID(), major: 1, minor: 2),
            ]))
        #expect(recorder.ranged.count == 1)
        #expect(recorder.ranged.first?.0.map(\.minor) == [2])
        #expect(recorder.ranged.first?.0.first?.proximity == .immediate)
        #expect(recorder.ranged.first?.1.uuid == BeaconConstraintValue(beaconConstraint()).uuid)
    }

    @Test("heading and visit payloads")
    func headingAndVisit() {
        let (phone, manager, recorder) = authorized(true)
        manager.startUpdatingHeading()
        phone.event(.heading(HeadingValue(magneticHeading: 90, trueHeading: 92)))
        #expect(recorder.headings.map(\.trueHeading) == [92])
        manager.startMonitoringVisits()
        phone.event(.visit(VisitValue(latitude: 52.5, longitude: 13.4, horizontalAccuracy: 30)))
        #expect(recorder.visits.map(\.horizontalAccuracy) == [30])
    }

    @Test("a temporary-accuracy request the model ignores keeps no closure: the next answer goes to the next request")
    func ignoredTemporaryRequestDropsItsClosure() {
        var plist = InfoPlist.contractDefault
        plist.backgroundModes = nil
        let phone = SimulatedPhone(ios: "18", app: AppConfig(infoPlist: plist))
        let manager = SimulatedLocationManager(phone: phone)
        manager.requestWhenInUseAuthorization()
        phone.togglePrecise()
        phone.tap("Allow While Using App")
        final class Answers: @unchecked Sendable { var values: [String] = [] }
        let answers = Answers()
        phone.background()
        #expect(phone.lifecycle == .suspended)
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Delivery") { answers.values.append("first \($0.map { "\($0)" } ?? "nil")") }
        #expect(phone.steps.last?.notes.first?.source == "D22")
        phone.foreground()
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Delivery") { answers.values.append("second \($0.map { "\($0)" } ?? "nil")") }
        #expect(phone.prompt?.kind == .temporaryFullAccuracy)
        phone.tap("Allow Once")
        #expect(answers.values == ["second nil"])
    }

    @Test("a decline without a prompt answers the request that asked, not the one whose prompt is up")
    func declineAnswersItsOwnRequest() {
        let phone = SimulatedPhone(ios: "18")
        let manager = SimulatedLocationManager(phone: phone)
        manager.requestWhenInUseAuthorization()
        phone.togglePrecise()
        phone.tap("Allow While Using App")
        final class Answers: @unchecked Sendable { var values: [String] = [] }
        let answers = Answers()
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Delivery") { answers.values.append("first \($0.map { "\($0)" } ?? "nil")") }
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Delivery") { answers.values.append("second \($0.map { "\($0)" } ?? "nil")") }
        #expect(answers.values == ["second CLError(.promptDeclined)"])  // D20: a prompt is already up
        phone.tap("Allow Once")
        #expect(answers.values == ["second CLError(.promptDeclined)", "first nil"])
    }

    @Test("requestLocation: one fix, the location the test sends, then nothing (D58)")
    func requestLocation() {
        let (phone, manager, recorder) = authorized()
        manager.requestLocation()
        phone.event(.location(latitude: 40.4, longitude: -3.7))
        phone.event(.location(latitude: 41, longitude: -3))
        #expect(recorder.locations.map(\.latitude) == [40.4])
        #expect(manager.lastLocation?.latitude == 40.4)
    }

    @Test("the system pauses and resumes an Always app's updates: the delegate hears both (D59)")
    func pauseAndResume() {
        var app = AppConfig()
        app.showsBackgroundLocationIndicator = true
        let phone = SimulatedPhone(ios: "18", app: app)
        let manager = SimulatedLocationManager(phone: phone)
        let recorder = PayloadRecorder()
        manager.locationDelegate = recorder
        #expect(manager.showsBackgroundLocationIndicator && manager.pausesLocationUpdatesAutomatically)
        manager.requestAlwaysAuthorization()
        phone.tap("Allow While Using App")
        phone.settings.app(.always)
        manager.startUpdatingLocation()
        phone.background()
        phone.event(.pauseUpdates)
        phone.event(.resumeUpdates)
        #expect(recorder.pauses == ["pause", "resume"])
        #expect(phone.simulation.backgroundIndicator)
    }

    @Test("the app's launch configuration reads what the phone was installed with; another value is a test issue")
    func launchConfiguration() {
        let phone = SimulatedPhone(ios: "18")
        let manager = SimulatedLocationManager(phone: phone)
        #expect(manager.allowsBackgroundLocationUpdates == phone.simulation.app.infoPlist.hasLocationBackgroundMode)
        manager.pausesLocationUpdatesAutomatically = true  // the installed value: nothing to say
        withKnownIssue {
            manager.pausesLocationUpdatesAutomatically = false
        } matching: { $0.description.contains("pausesLocationUpdatesAutomatically") }
        var plist = InfoPlist.contractDefault
        plist.backgroundModes = nil
        let withoutMode = SimulatedLocationManager(phone: SimulatedPhone(ios: "18", app: AppConfig(infoPlist: plist)))
        withKnownIssue {
            withoutMode.allowsBackgroundLocationUpdates = true
        } matching: { $0.description.contains("crashes the app on a phone (D56)") }
    }
}
