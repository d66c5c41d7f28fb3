import Foundation
import LocflowCore
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
        calls.append("didUpdateLocations \(locations.map(\.latitude))")
    }
    func locationManager(_ manager: any LocationManaging, didEnterRegion region: RegionValue) { calls.append("didEnterRegion \(region.identifier)") }
    func locationManager(_ manager: any LocationManaging, didVisit visit: VisitValue) { calls.append("didVisit") }
    func locationManager(_ manager: any LocationManaging, didUpdateHeading newHeading: HeadingValue) { calls.append("didUpdateHeading") }
    func locationManager(_ manager: any LocationManaging, didRangeBeacons count: Int) { calls.append("didRange \(count)") }
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
        #expect(locationStatus(.authorizedAlways) == CLAuthorizationStatus.authorizedAlways)
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
        delegate.locationManager(manager, didUpdateLocations: [CLLocation(latitude: 48.1, longitude: 11.6)])
        delegate.locationManager(manager, didEnterRegion: region)
        delegate.locationManager(manager, didVisit: CLVisit())
        delegate.locationManager(manager, didUpdateHeading: CLHeading())
        delegate.locationManager(manager, didRange: [CLBeacon(), CLBeacon()], satisfying: CLBeaconIdentityConstraint(uuid: UUID()))
        delegate.locationManager(manager, monitoringDidFailFor: region, withError: LocationError.regionMonitoringDenied)
        #expect(recorder.calls == [
            "didChangeAuthorization notDetermined", "deprecated denied", "didFail", "didUpdateLocations [48.1]",
            "didEnterRegion home", "didVisit", "didUpdateHeading", "didRange 2", "monitoringDidFail home",
        ])
    }
}
