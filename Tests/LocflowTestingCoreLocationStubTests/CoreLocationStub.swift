import Foundation

// Core Location's signatures as Apple documents them (developer.apple.com/documentation/corelocation),
// only what `CLLocationManager+LocationManaging.swift` touches, with just enough behaviour for the
// forwarding test. The delegate protocol's methods are `@objc optional` in Core Location; here they
// are requirements with empty defaults, so that a bridge method whose signature drifts from Apple's
// is not the witness and the forwarding test fails.

/// What the delegate bridge subclasses (`NSObject`, which Core Location re-exports on Apple platforms).
typealias LocationBridgeBase = NSObject

public typealias CLLocationDegrees = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDistance = Double

/// `CLAuthorizationStatus` (raw values as in the SDK).
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
}

/// `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0, reducedAccuracy = 1
}

public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

open class CLLocation: NSObject {
    public let coordinate: CLLocationCoordinate2D
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

open class CLRegion: NSObject {
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }
}

open class CLCircularRegion: CLRegion {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        super.init(identifier: identifier)
    }
}

open class CLVisit: NSObject {
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: 0, longitude: 0) }
}

open class CLHeading: NSObject {
    open var magneticHeading: CLLocationDirection { 0 }
}

open class CLBeacon: NSObject {}

open class CLBeaconIdentityConstraint: NSObject {
    public init(uuid: UUID) {}
}

public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
}

open class CLLocationManager: NSObject {
    weak open var delegate: (any CLLocationManagerDelegate)?
    /// Stub only: what the properties read.
    var stubStatus: CLAuthorizationStatus = .notDetermined
    open var authorizationStatus: CLAuthorizationStatus { stubStatus }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open class func locationServicesEnabled() -> Bool { true }
    /// The instance property of iOS 2–4 (documented for macOS 10.15), still declared: why
    /// `LocationManaging` reads the class method as `isLocationServicesEnabled`.
    @available(*, deprecated, message: "Use +locationServicesEnabled")
    open var locationServicesEnabled: Bool { true }
    open func requestLocation() {}
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
    open func startMonitoringVisits() {}
    open func stopMonitoringVisits() {}
    open func startMonitoring(for region: CLRegion) {}
    open func stopMonitoring(for region: CLRegion) {}
    open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}
    open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
}

// The Objective-C runtime's associated objects (module ObjectiveC), as the SDK declares them.

public enum objc_AssociationPolicy: UInt {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Stub storage: one value per object and key.
nonisolated(unsafe) private var associated: [String: Any] = [:]

private func associationKey(_ object: Any, _ key: UnsafeRawPointer) -> String {
    "\(ObjectIdentifier(object as AnyObject).hashValue)-\(Int(bitPattern: key))"
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    associated[associationKey(object, key)] = value
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    associated[associationKey(object, key)]
}
