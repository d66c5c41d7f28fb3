import LocflowTesting

/// The hand-written mock many apps test with: any status at any moment, a request answered at
/// once with whatever the test set, a location as soon as updates start. Everything it does,
/// it does without asking what iOS would do, which is why the seeds' bugs pass it.
final class NaiveMockLocationManager: LocationManaging {
    weak var locationDelegate: (any LocationManagingDelegate)?
    var authorizationStatus: LocationAuthorizationStatus = .notDetermined
    var accuracyAuthorization: LocationAccuracyAuthorization = .fullAccuracy
    /// What a request "returns": the test decides.
    var answerToRequests: LocationAuthorizationStatus = .authorizedWhenInUse
    var alwaysRequests = 0

    var isLocationServicesEnabled: Bool { true }
    var isHeadingAvailable: Bool { true }
    var isSignificantLocationChangeMonitoringAvailable: Bool { true }
    var isRegionMonitoringAvailable: Bool { true }
    var isRangingAvailable: Bool { true }
    var desiredAccuracy: Double = LocationAccuracy.best
    var distanceFilter: Double = LocationAccuracy.distanceFilterNone
    var activityType: LocationActivityType = .other
    var allowsBackgroundLocationUpdates = false
    var showsBackgroundLocationIndicator = false
    var pausesLocationUpdatesAutomatically = true
    func requestLocation() {
        locationDelegate?.locationManager(self, didUpdateLocations: [LocationValue(latitude: 52.52, longitude: 13.405)])
    }
    var lastLocation: LocationValue?
    var monitoredRegions: Set<LocationRegion> = []

    /// Sets the status and tells the delegate, as the mock's users expect (iOS would not, at any moment).
    func simulateAuthorizationStatus(_ status: LocationAuthorizationStatus) {
        authorizationStatus = status
        locationDelegate?.locationManagerDidChangeAuthorization(self)
    }

    func requestWhenInUseAuthorization() { simulateAuthorizationStatus(answerToRequests) }
    func requestAlwaysAuthorization() {
        alwaysRequests += 1
        simulateAuthorizationStatus(.authorizedAlways)
    }
    func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)?) { completion?(nil) }
    func startUpdatingLocation() {
        locationDelegate?.locationManager(self, didUpdateLocations: [LocationValue(latitude: 52.52, longitude: 13.405)])
    }
    func stopUpdatingLocation() {}
    func startMonitoringSignificantLocationChanges() {}
    func stopMonitoringSignificantLocationChanges() {}
    func startMonitoringVisits() {}
    func stopMonitoringVisits() {}
    func startMonitoring(for region: LocationRegion) {}
    func stopMonitoring(for region: LocationRegion) {}
    func startRangingBeacons(satisfying constraint: LocationBeaconConstraint) {}
    func stopRangingBeacons(satisfying constraint: LocationBeaconConstraint) {}
    func startUpdatingHeading() {}
    func stopUpdatingHeading() {}
}
