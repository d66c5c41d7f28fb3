// `CLLocationManager` as a `LocationManaging`, so the app's code holds one protocol on the phone
// and in its tests. Compiled on Apple platforms, and in LocflowTestingCoreLocationStubTests
// against a stub of Core Location's signatures (LOCFLOW_CORELOCATION_STUB), so that it is
// type-checked on Linux too and cannot rot unseen.

#if canImport(CoreLocation) && os(iOS) && !LOCFLOW_CORELOCATION_STUB
    import CoreLocation
    import ObjectiveC
#endif

// iOS only: visits and some of the services are not on macOS, and apps under test are iOS apps.
#if (canImport(CoreLocation) && os(iOS)) || LOCFLOW_CORELOCATION_STUB
    /// The key the bridge is kept under (its address is the key; the value is never read).
    /// Shared mutable state: only in name; Objective-C's associated objects are keyed by an
    /// address, which must be the same for the whole process, and so must be a global's.
    nonisolated(unsafe) private var bridgeKey: UInt8 = 0

    // `authorizationStatus` and `accuracyAuthorization` as instance properties are iOS 14's.
    @available(iOS 14.0, *)
    extension CLLocationManager: LocationManaging {
        /// The class method `locationServicesEnabled()`, read through the instance.
        public var isLocationServicesEnabled: Bool { Self.locationServicesEnabled() }
        public var isHeadingAvailable: Bool { Self.headingAvailable() }
        public var isSignificantLocationChangeMonitoringAvailable: Bool { Self.significantLocationChangeMonitoringAvailable() }
        public var isRegionMonitoringAvailable: Bool { Self.isMonitoringAvailable(for: CLCircularRegion.self) }
        public var isRangingAvailable: Bool { Self.isRangingAvailable() }

        /// `location`, copied into a value.
        public var lastLocation: LocationValue? { location.map(LocationValue.init) }

        /// The delegate, through a bridge that turns `CLLocationManagerDelegate` calls into
        /// `LocationManagingDelegate` ones. `delegate` is weak, so the manager keeps the bridge.
        public var locationDelegate: (any LocationManagingDelegate)? {
            get { (objc_getAssociatedObject(self, &bridgeKey) as? LocationDelegateBridge)?.target }
            set {
                let bridge = newValue.map { LocationDelegateBridge(target: $0) }
                objc_setAssociatedObject(self, &bridgeKey, bridge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                delegate = bridge
            }
        }
    }

    #if !LOCFLOW_CORELOCATION_STUB
        /// `NSObject`, which Core Location brings (the stub names its own).
        typealias LocationBridgeBase = NSObject
    #endif

    /// Forwards Core Location's delegate calls with plain values.
    @available(iOS 14.0, *)
    final class LocationDelegateBridge: LocationBridgeBase, CLLocationManagerDelegate {
        weak var target: (any LocationManagingDelegate)?

        init(target: any LocationManagingDelegate) { self.target = target }

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            target?.locationManagerDidChangeAuthorization(manager)
        }

        func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
            target?.locationManager(manager, didChangeAuthorization: status)
        }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            target?.locationManager(manager, didFailWithError: error)
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            target?.locationManager(manager, didUpdateLocations: locations.map(LocationValue.init))
        }

        func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
            target?.locationManager(manager, didEnterRegion: RegionValue(region))
        }

        func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
            target?.locationManager(manager, didExitRegion: RegionValue(region))
        }

        func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
            target?.locationManager(manager, didDetermineState: state, for: RegionValue(region))
        }

        func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
            target?.locationManager(manager, didStartMonitoringFor: RegionValue(region))
        }

        func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {
            target?.locationManager(
                manager,
                didVisit: VisitValue(
                    latitude: visit.coordinate.latitude, longitude: visit.coordinate.longitude, horizontalAccuracy: visit.horizontalAccuracy,
                    arrivalDate: visit.arrivalDate, departureDate: visit.departureDate))
        }

        func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
            target?.locationManager(
                manager,
                didUpdateHeading: HeadingValue(
                    magneticHeading: newHeading.magneticHeading, trueHeading: newHeading.trueHeading, headingAccuracy: newHeading.headingAccuracy,
                    timestamp: newHeading.timestamp))
        }

        func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint) {
            let values = beacons.map {
                BeaconValue(
                    uuid: $0.uuid, major: $0.major.uint16Value, minor: $0.minor.uint16Value, proximity: $0.proximity, accuracy: $0.accuracy,
                    rssi: $0.rssi)
            }
            target?.locationManager(manager, didRange: values, satisfying: BeaconConstraintValue(beaconConstraint))
        }

        func locationManager(_ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint, error: any Error) {
            target?.locationManager(manager, didFailRangingFor: BeaconConstraintValue(beaconConstraint), error: error)
        }

        func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {
            target?.locationManager(manager, monitoringDidFailFor: region.map(RegionValue.init), withError: error)
        }

        func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {
            target?.locationManagerDidPauseLocationUpdates(manager)
        }

        func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {
            target?.locationManagerDidResumeLocationUpdates(manager)
        }
    }

    @available(iOS 14.0, *)
    extension LocationValue {
        /// Every field of a `CLLocation`.
        public init(_ location: CLLocation) {
            self.init(
                latitude: location.coordinate.latitude, longitude: location.coordinate.longitude, altitude: location.altitude,
                horizontalAccuracy: location.horizontalAccuracy, verticalAccuracy: location.verticalAccuracy, speed: location.speed,
                speedAccuracy: location.speedAccuracy, course: location.course, courseAccuracy: location.courseAccuracy,
                timestamp: location.timestamp)
        }
    }
#endif
