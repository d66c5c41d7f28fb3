/// The members of `CLLocationManager` that apps use, as a protocol the app's code holds instead
/// of the class: `CLLocationManager` conforms on Apple platforms, `SimulatedLocationManager` in
/// tests. The names and argument labels are Core Location's.
public protocol LocationManaging: AnyObject {
    /// `authorizationStatus` (iOS 14); what the app reads now.
    var authorizationStatus: LocationAuthorizationStatus { get }
    /// `accuracyAuthorization` (iOS 14).
    var accuracyAuthorization: LocationAccuracyAuthorization { get }
    /// `CLLocationManager.locationServicesEnabled()`, asked through the instance (a simulated
    /// phone's switch belongs to that phone, not to a class). Not spelled `locationServicesEnabled`:
    /// Core Location still declares an instance property of that name (deprecated since iOS 4).
    var isLocationServicesEnabled: Bool { get }
    /// The delegate, with `CLLocationManagerDelegate`'s method names (`LocationManagingDelegate`).
    var locationDelegate: (any LocationManagingDelegate)? { get set }

    /// `desiredAccuracy`, metres or a `LocationAccuracy` constant (`kCLLocationAccuracyBest`).
    var desiredAccuracy: Double { get set }
    /// `distanceFilter`, metres (`LocationAccuracy.distanceFilterNone`).
    var distanceFilter: Double { get set }
    /// `activityType`.
    var activityType: LocationActivityType { get set }
    /// `allowsBackgroundLocationUpdates`: standard updates keep the app running in the background
    /// (needs the `location` background mode; true without it crashes the app).
    var allowsBackgroundLocationUpdates: Bool { get set }
    /// `showsBackgroundLocationIndicator`: the status bar's indicator for an Always app's updates.
    var showsBackgroundLocationIndicator: Bool { get set }
    /// `pausesLocationUpdatesAutomatically`: iOS may pause the updates to save power.
    var pausesLocationUpdatesAutomatically: Bool { get set }
    /// `location`, as a value: the most recent location delivered, nil before any.
    /// (Not spelled `location`: Core Location's is a `CLLocation`, which a simulated phone cannot make.)
    var lastLocation: LocationValue? { get }
    /// `monitoredRegions`: the regions monitored by any of the app's managers; they outlive the process.
    var monitoredRegions: Set<LocationRegion> { get }

    // The class methods, asked through the instance: on a simulated phone the answers belong to
    // that phone, not to a class (as for `isLocationServicesEnabled`).
    /// `CLLocationManager.headingAvailable()`.
    var isHeadingAvailable: Bool { get }
    /// `CLLocationManager.significantLocationChangeMonitoringAvailable()`.
    var isSignificantLocationChangeMonitoringAvailable: Bool { get }
    /// `CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self)`.
    var isRegionMonitoringAvailable: Bool { get }
    /// `CLLocationManager.isRangingAvailable()`.
    var isRangingAvailable: Bool { get }

    func requestWhenInUseAuthorization()
    func requestAlwaysAuthorization()
    /// The completion is `@Sendable`, as Core Location declares it (a non-Sendable requirement
    /// would not be met by `CLLocationManager`'s method).
    func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)?)
    /// `requestLocation()`: one location (`didUpdateLocations`) or an error (`didFailWithError`).
    func requestLocation()

    func startUpdatingLocation()
    func stopUpdatingLocation()
    func startMonitoringSignificantLocationChanges()
    func stopMonitoringSignificantLocationChanges()
    func startMonitoringVisits()
    func stopMonitoringVisits()
    func startMonitoring(for region: LocationRegion)
    func stopMonitoring(for region: LocationRegion)
    func startRangingBeacons(satisfying constraint: LocationBeaconConstraint)
    func stopRangingBeacons(satisfying constraint: LocationBeaconConstraint)
    func startUpdatingHeading()
    func stopUpdatingHeading()
}

/// `CLLocationManagerDelegate`'s methods under their own names; every one has an empty default,
/// as every one is optional in Core Location. The payloads are plain values (a simulated phone
/// cannot make a `CLVisit` or a `CLHeading`); on Apple platforms the bridge converts Core
/// Location's objects into them.
public protocol LocationManagingDelegate: AnyObject {
    /// iOS 14 and later: authorization or accuracy changed, or the manager was created.
    func locationManagerDidChangeAuthorization(_ manager: any LocationManaging)
    /// iOS 13 and earlier (deprecated in 14): the same, with the status.
    func locationManager(_ manager: any LocationManaging, didChangeAuthorization status: LocationAuthorizationStatus)
    func locationManager(_ manager: any LocationManaging, didFailWithError error: any Error)
    func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue])
    func locationManager(_ manager: any LocationManaging, didEnterRegion region: RegionValue)
    func locationManager(_ manager: any LocationManaging, didExitRegion region: RegionValue)
    func locationManager(_ manager: any LocationManaging, didDetermineState state: LocationRegionState, for region: RegionValue)
    func locationManager(_ manager: any LocationManaging, didStartMonitoringFor region: RegionValue)
    func locationManager(_ manager: any LocationManaging, didVisit visit: VisitValue)
    func locationManager(_ manager: any LocationManaging, didUpdateHeading newHeading: HeadingValue)
    /// `locationManager(_:didRange:satisfying:)` (iOS 13+; `didRangeBeacons:in:` before), with the
    /// beacons and the constraint they satisfy.
    func locationManager(_ manager: any LocationManaging, didRange beacons: [BeaconValue], satisfying constraint: BeaconConstraintValue)
    func locationManager(_ manager: any LocationManaging, didFailRangingFor constraint: BeaconConstraintValue, error: any Error)
    func locationManager(_ manager: any LocationManaging, monitoringDidFailFor region: RegionValue?, withError error: any Error)
    /// `locationManagerDidPauseLocationUpdates(_:)`: iOS paused the updates to save power.
    func locationManagerDidPauseLocationUpdates(_ manager: any LocationManaging)
    /// `locationManagerDidResumeLocationUpdates(_:)`.
    func locationManagerDidResumeLocationUpdates(_ manager: any LocationManaging)
}

extension LocationManagingDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) {}
    public func locationManager(_ manager: any LocationManaging, didChangeAuthorization status: LocationAuthorizationStatus) {}
    public func locationManager(_ manager: any LocationManaging, didFailWithError error: any Error) {}
    public func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) {}
    public func locationManager(_ manager: any LocationManaging, didEnterRegion region: RegionValue) {}
    public func locationManager(_ manager: any LocationManaging, didExitRegion region: RegionValue) {}
    public func locationManager(_ manager: any LocationManaging, didDetermineState state: LocationRegionState, for region: RegionValue) {}
    public func locationManager(_ manager: any LocationManaging, didStartMonitoringFor region: RegionValue) {}
    public func locationManager(_ manager: any LocationManaging, didVisit visit: VisitValue) {}
    public func locationManager(_ manager: any LocationManaging, didUpdateHeading newHeading: HeadingValue) {}
    public func locationManager(_ manager: any LocationManaging, didRange beacons: [BeaconValue], satisfying constraint: BeaconConstraintValue) {}
    public func locationManager(_ manager: any LocationManaging, didFailRangingFor constraint: BeaconConstraintValue, error: any Error) {}
    public func locationManager(_ manager: any LocationManaging, monitoringDidFailFor region: RegionValue?, withError error: any Error) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: any LocationManaging) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: any LocationManaging) {}
}
