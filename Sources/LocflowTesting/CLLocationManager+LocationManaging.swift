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
    nonisolated(unsafe) private var bridgeKey: UInt8 = 0

    // `authorizationStatus` and `accuracyAuthorization` as instance properties are iOS 14's.
    @available(iOS 14.0, *)
    extension CLLocationManager: LocationManaging {
        /// The class method `locationServicesEnabled()`, read through the instance.
        public var isLocationServicesEnabled: Bool { Self.locationServicesEnabled() }

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
            let values = locations.map { LocationValue(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude) }
            target?.locationManager(manager, didUpdateLocations: values)
        }

        func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
            target?.locationManager(manager, didEnterRegion: RegionValue(identifier: region.identifier))
        }

        func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {
            target?.locationManager(manager, didVisit: VisitValue(latitude: visit.coordinate.latitude, longitude: visit.coordinate.longitude))
        }

        func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
            target?.locationManager(manager, didUpdateHeading: HeadingValue(magneticHeading: newHeading.magneticHeading))
        }

        func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint) {
            target?.locationManager(manager, didRangeBeacons: beacons.count)
        }

        func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {
            target?.locationManager(manager, monitoringDidFailFor: region.map { RegionValue(identifier: $0.identifier) }, withError: error)
        }
    }
#endif
