import Foundation
import Testing

/// Records what the bridge forwards.
private final class Recorder: LocationManagingDelegate {
    var calls: [String] = []
    func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) {
        calls.append("didChangeAuthorization \(manager.authorizationStatus)")
    }
    func locationManager(_ manager: any LocationManaging, didChangeAuthorization status: LocationAuthorizationStatus) {
        calls.append("deprecated \(status)")
    }
    func locationManager(_ manager: any LocationManaging, didFailWithError error: any Error) { calls.append("didFail") }
    func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) {
        calls.append("didUpdateLocations \(locations.map { [$0.latitude, $0.longitude, $0.altitude, $0.horizontalAccuracy, $0.verticalAccuracy, $0.speed, $0.course] })")
    }
    func locationManager(_ manager: any LocationManaging, didEnterRegion region: RegionValue) { calls.append("didEnterRegion \(region.identifier)") }
    func locationManager(_ manager: any LocationManaging, didExitRegion region: RegionValue) { calls.append("didExitRegion \(region.identifier)") }
    func locationManager(_ manager: any LocationManaging, didDetermineState state: LocationRegionState, for region: RegionValue) {
        calls.append("didDetermineState \(state) \(region.identifier)")
    }
    func locationManager(_ manager: any LocationManaging, didStartMonitoringFor region: RegionValue) { calls.append("didStartMonitoring \(region.identifier)") }
    func locationManager(_ manager: any LocationManaging, didVisit visit: VisitValue) { calls.append("didVisit \(visit.latitude) \(visit.horizontalAccuracy)") }
    func locationManager(_ manager: any LocationManaging, didUpdateHeading newHeading: HeadingValue) {
        calls.append("didUpdateHeading \(newHeading.magneticHeading) \(newHeading.trueHeading)")
    }
    func locationManager(_ manager: any LocationManaging, didRange beacons: [BeaconValue], satisfying constraint: BeaconConstraintValue) {
        calls.append("didRange \(beacons.map { "\($0.major).\($0.minor) \($0.proximity)" }) major \(constraint.major.map(String.init) ?? "nil")")
    }
    func locationManager(_ manager: any LocationManaging, didFailRangingFor constraint: BeaconConstraintValue, error: any Error) { calls.append("didFailRanging") }
    func locationManagerDidPauseLocationUpdates(_ manager: any LocationManaging) { calls.append("didPause") }
    func locationManagerDidResumeLocationUpdates(_ manager: any LocationManaging) { calls.append("didResume") }
    func locationManager(_ manager: any LocationManaging, monitoringDidFailFor region: RegionValue?, withError error: any Error) {
        calls.append("monitoringDidFail \(region?.identifier ?? "nil")")
    }
}

/// `CLLocationManager: LocationManaging`, type-checked against the Core Location stub, and its
/// delegate bridge forwarding each `CLLocationManagerDelegate` method under Apple's signature.
@Suite("CoreLocation conformance (stub)")
struct CoreLocationConformanceTests {
    @Test("CLLocationManager is a LocationManaging and reads Core Location's own status")
    func conforms() {
        let manager = CLLocationManager()
        manager.stubStatus = .authorizedWhenInUse
        let managing: any LocationManaging = manager
        #expect(managing.authorizationStatus == .authorizedWhenInUse)
        #expect(managing.accuracyAuthorization == .fullAccuracy)
        #expect(managing.isLocationServicesEnabled)
        #expect(managing.isHeadingAvailable && managing.isRangingAvailable && managing.isRegionMonitoringAvailable)
        #expect(!managing.isSignificantLocationChangeMonitoringAvailable)
        let configured: any LocationManaging = manager
        configured.desiredAccuracy = LocationAccuracy.hundredMeters
        configured.distanceFilter = 25
        configured.activityType = .fitness
        #expect(manager.desiredAccuracy == 100 && manager.distanceFilter == 25 && manager.activityType == .fitness)
        #expect(managing.lastLocation == nil)
        manager.location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 3, horizontalAccuracy: 4, verticalAccuracy: 5, course: 6,
            speed: 7, timestamp: Date(timeIntervalSinceReferenceDate: 8))
        #expect(managing.lastLocation == LocationValue(
            latitude: 1, longitude: 2, altitude: 3, horizontalAccuracy: 4, verticalAccuracy: 5, speed: 7, course: 6,
            timestamp: Date(timeIntervalSinceReferenceDate: 8)))
        let home = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), radius: 100, identifier: "home")
        manager.startMonitoring(for: home)
        #expect(managing.monitoredRegions.map(\.identifier) == ["home"])
    }

    @Test("every CLLocationManagerDelegate method reaches the LocationManagingDelegate")
    func forwards() {
        let manager = CLLocationManager()
        let recorder = Recorder()
        manager.locationDelegate = recorder
        #expect(manager.locationDelegate === recorder)
        // Called through the protocol, as Core Location calls it: only a witness with Apple's
        // exact signature is reached (a drifted one leaves the empty default in place).
        let delegate: any CLLocationManagerDelegate = manager.delegate!
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), radius: 100, identifier: "home")
        delegate.locationManagerDidChangeAuthorization(manager)
        delegate.locationManager(manager, didChangeAuthorization: .denied)
        delegate.locationManager(manager, didFailWithError: LocationError.denied)
        let fix = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 48.1, longitude: 11.6), altitude: 520, horizontalAccuracy: 12, verticalAccuracy: 3,
            course: 90, speed: 1.5, timestamp: Date(timeIntervalSinceReferenceDate: 0))
        let uuid = UUID()
        delegate.locationManager(manager, didUpdateLocations: [fix])
        delegate.locationManager(manager, didEnterRegion: region)
        delegate.locationManager(manager, didExitRegion: region)
        delegate.locationManager(manager, didDetermineState: .inside, for: region)
        delegate.locationManager(manager, didStartMonitoringFor: region)
        delegate.locationManager(manager, didVisit: CLVisit())
        delegate.locationManager(manager, didUpdateHeading: CLHeading())
        delegate.locationManager(
            manager, didRange: [CLBeacon(uuid: uuid, major: 1, minor: 2, proximity: .near), CLBeacon(uuid: uuid, major: 1, minor: 3, proximity: .far)],
            satisfying: CLBeaconIdentityConstraint(uuid: uuid, major: 1))
        delegate.locationManager(manager, didFailRangingFor: CLBeaconIdentityConstraint(uuid: uuid), error: LocationError.rangingUnavailable)
        delegate.locationManager(manager, monitoringDidFailFor: region, withError: LocationError.regionMonitoringDenied)
        delegate.locationManagerDidPauseLocationUpdates(manager)
        delegate.locationManagerDidResumeLocationUpdates(manager)
        #expect(recorder.calls == [
            "didChangeAuthorization notDetermined", "deprecated denied", "didFail", "didUpdateLocations [[48.1, 11.6, 520.0, 12.0, 3.0, 1.5, 90.0]]",
            "didEnterRegion home", "didExitRegion home", "didDetermineState inside home", "didStartMonitoring home", "didVisit 0.0 50.0",
            "didUpdateHeading 0.0 -1.0", "didRange [\"1.2 near\", \"1.3 far\"] major 1", "didFailRanging", "monitoringDidFail home", "didPause",
            "didResume",
        ])
    }
}

/// `CoreLocationServices`, type-checked against the stub: each modern object is Core Location's,
/// and every field reaches the values the app's loops read.
@Suite("CoreLocation modern family (stub)", .serialized)
struct CoreLocationServicesTests {
    @Test("liveUpdates() loops over Core Location's updates as values")
    func liveUpdates() async throws {
        CLLocationUpdate.scripted = [
            CLLocationUpdate(location: nil, authorizationRequestInProgress: true),
            CLLocationUpdate(location: CLLocation(latitude: 48.1, longitude: 11.6), authorizationRequestInProgress: false),
        ]
        let services: any LocationServicesProviding = CoreLocationServices()
        var seen: [LiveUpdateValue] = []
        for try await update in services.liveUpdates() { seen.append(update) }
        #expect(seen.map(\.authorizationRequestInProgress) == [true, false])
        #expect(seen.map { $0.location?.latitude } == [nil, 48.1])
    }

    @Test("a service session is Core Location's, with its requirement, key and diagnostics")
    func serviceSession() async throws {
        let services = CoreLocationServices()
        let session = services.serviceSession(authorization: .always, fullAccuracyPurposeKey: "Delivery")
        let core = try #require((session as? CoreLocationServiceSession)?.session)
        #expect(core.requirement == .always && core.purposeKey == "Delivery")
        var reports: [ServiceSessionDiagnosticValue] = []
        for try await report in session.diagnosticValues { reports.append(report) }
        #expect(reports == [ServiceSessionDiagnosticValue(authorizationDenied: true)])
        session.invalidate()
        #expect(core.invalidated)
        services.backgroundActivitySession().invalidate()
    }

    @Test("a monitor is Core Location's CLMonitor: its conditions, its removal, and every field of its events")
    func monitor() async throws {
        CLMonitor.scripted = [
            CLMonitor.Event(identifier: "home", state: .unknown, date: Date(timeIntervalSinceReferenceDate: 5), flags: ["insufficientlyInUse", "conditionLimitExceeded"]),
            CLMonitor.Event(identifier: "home", state: .satisfied, date: Date(timeIntervalSinceReferenceDate: 60)),
            CLMonitor.Event(identifier: "desk", state: .unmonitored, date: Date(timeIntervalSinceReferenceDate: 61), flags: ["persistenceUnavailable"]),
        ]
        let services: any LocationServicesProviding = CoreLocationServices()
        let monitor = await services.monitor(named: "arrivals")
        let core = try #require((monitor as? CoreLocationMonitor)?.monitor)
        #expect(core.name == "arrivals")
        let uuid = UUID()
        await monitor.add(.circle(latitude: 48.1, longitude: 11.6, radius: 100), identifier: "home")
        await monitor.add(.beacon(BeaconConstraintValue(uuid: uuid, major: 7)), identifier: "desk")
        await monitor.remove("desk")
        let added = await core.added
        let circle = try #require(added.first?.condition as? CLMonitor.CircularGeographicCondition)
        #expect(circle.center.latitude == 48.1 && circle.center.longitude == 11.6 && circle.radius == 100)
        let beacon = try #require(added.last?.condition as? CLMonitor.BeaconIdentityCondition)
        #expect(beacon.uuid == uuid && beacon.major == 7 && beacon.minor == nil)
        #expect(added.map(\.identifier) == ["home", "desk"])
        #expect(await core.removed == ["desk"])
        var events: [MonitorEventValue] = []
        for try await event in monitor.events { events.append(event) }
        #expect(events == [
            MonitorEventValue(
                identifier: "home", state: .unknown, date: Date(timeIntervalSinceReferenceDate: 5), insufficientlyInUse: true, conditionLimitExceeded: true),
            MonitorEventValue(identifier: "home", state: .satisfied, date: Date(timeIntervalSinceReferenceDate: 60)),
            MonitorEventValue(identifier: "desk", state: .unmonitored, date: Date(timeIntervalSinceReferenceDate: 61), persistenceUnavailable: true),
        ])
    }
}
