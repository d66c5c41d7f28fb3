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

public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLBeaconMajorValue = UInt16
public typealias CLBeaconMinorValue = UInt16

/// `CLActivityType`.
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation = 2, fitness = 3, otherNavigation = 4, airborne = 5
}

/// `CLRegionState`.
public enum CLRegionState: Int, Sendable {
    case unknown = 0, inside = 1, outside = 2
}

/// `CLProximity`.
public enum CLProximity: Int, Sendable {
    case unknown = 0, immediate = 1, near = 2, far = 3
}

open class CLLocation: NSObject {
    public let coordinate: CLLocationCoordinate2D
    open var altitude: CLLocationDistance
    open var horizontalAccuracy: CLLocationAccuracy
    open var verticalAccuracy: CLLocationAccuracy
    open var speed: CLLocationSpeed
    open var speedAccuracy: CLLocationSpeedAccuracy { -1 }
    open var course: CLLocationDirection
    open var courseAccuracy: CLLocationDirectionAccuracy { -1 }
    open var timestamp: Date
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        speed = -1
        course = -1
        timestamp = Date()
    }
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
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
    open var horizontalAccuracy: CLLocationAccuracy { 50 }
    open var arrivalDate: Date { Date.distantPast }
    open var departureDate: Date { Date.distantFuture }
}

open class CLHeading: NSObject {
    open var magneticHeading: CLLocationDirection { 0 }
    open var trueHeading: CLLocationDirection { -1 }
    open var headingAccuracy: CLLocationDirection { 5 }
    open var timestamp: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

open class CLBeacon: NSObject {
    open var uuid: UUID
    open var major: NSNumber
    open var minor: NSNumber
    open var proximity: CLProximity
    open var accuracy: CLLocationAccuracy { 1 }
    open var rssi: Int { -60 }
    /// Stub only: Core Location makes beacons.
    init(uuid: UUID, major: UInt16, minor: UInt16, proximity: CLProximity) {
        self.uuid = uuid
        self.major = NSNumber(value: major)
        self.minor = NSNumber(value: minor)
        self.proximity = proximity
    }
}

open class CLBeaconIdentityConstraint: NSObject {
    open var uuid: UUID
    open var major: CLBeaconMajorValue?
    open var minor: CLBeaconMinorValue?
    public init(uuid: UUID) { self.uuid = uuid }
    public init(uuid: UUID, major: CLBeaconMajorValue) {
        self.uuid = uuid
        self.major = major
    }
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
    }
}

public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint)
    func locationManager(_ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint, error: any Error)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint) {}
    public func locationManager(_ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint, error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}

open class CLLocationManager: NSObject {
    weak open var delegate: (any CLLocationManagerDelegate)?
    /// Stub only: what the properties read.
    var stubStatus: CLAuthorizationStatus = .notDetermined
    open var authorizationStatus: CLAuthorizationStatus { stubStatus }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { true }
    /// Stub only: false, so that the test sees each class method read, not a constant.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { regionClass == CLCircularRegion.self }
    open class func isRangingAvailable() -> Bool { true }
    open var desiredAccuracy: CLLocationAccuracy = -1
    open var distanceFilter: CLLocationDistance = -1
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false
    open var pausesLocationUpdatesAutomatically = true
    open func requestLocation() {}
    /// Settable in the stub only.
    open var location: CLLocation?
    open private(set) var monitoredRegions: Set<CLRegion> = []
    /// The instance property of iOS 2–4 (documented for macOS 10.15), still declared: why
    /// `LocationManaging` reads the class method as `isLocationServicesEnabled`.
    @available(*, deprecated, message: "Use +locationServicesEnabled")
    open var locationServicesEnabled: Bool { true }
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
    open func startMonitoringVisits() {}
    open func stopMonitoringVisits() {}
    open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
    open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
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

