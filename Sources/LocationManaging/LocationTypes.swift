#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(CoreLocation) && os(iOS) && !LOCFLOW_CORELOCATION_STUB
    import CoreLocation
#endif

// The values `LocationManaging` speaks in. On Apple platforms the enums and the objects the app
// hands the manager are Core Location's own types, so that `CLLocationManager` conforms as it is
// and the app's `switch manager.authorizationStatus` is the same code in the app and in its
// tests; elsewhere (Linux) they are plain values whose cases have Core Location's names and raw
// values. What the delegate receives is a plain value everywhere (a simulated phone cannot make a
// `CLVisit` or a `CLHeading`); the bridge copies every field Core Location gives into it. The stub
// test compiles this file against a CoreLocation stub (LOCFLOW_CORELOCATION_STUB), so the Apple
// branch is type-checked on Linux too.

// iOS only, as the conformance: apps under test are iOS apps, and on macOS some of these types
// (`CLActivityType`, beacons) are missing; a Mac build of the tests uses the plain values.
#if (canImport(CoreLocation) && os(iOS)) || LOCFLOW_CORELOCATION_STUB
    /// `CLAuthorizationStatus`.
    public typealias LocationAuthorizationStatus = CLAuthorizationStatus
    /// `CLAccuracyAuthorization`.
    public typealias LocationAccuracyAuthorization = CLAccuracyAuthorization
    /// `CLActivityType`.
    public typealias LocationActivityType = CLActivityType
    /// `CLRegionState`.
    public typealias LocationRegionState = CLRegionState
    /// `CLProximity`.
    public typealias LocationProximity = CLProximity
    /// The region an app monitors: `CLRegion` (a `CLCircularRegion` in practice).
    public typealias LocationRegion = CLRegion
    /// What beacon ranging looks for: `CLBeaconIdentityConstraint`.
    public typealias LocationBeaconConstraint = CLBeaconIdentityConstraint

    extension RegionValue {
        /// The region's identifier, which is what deliveries name it by.
        public init(_ region: CLRegion) { self.init(identifier: region.identifier) }
    }

    @available(iOS 13.0, *)
    extension BeaconConstraintValue {
        public init(_ constraint: CLBeaconIdentityConstraint) {
            self.init(uuid: constraint.uuid, major: constraint.major, minor: constraint.minor)
        }
    }
#else
    /// `CLAuthorizationStatus`'s cases and raw values (no Core Location here).
    public enum LocationAuthorizationStatus: Int32, Sendable, CaseIterable {
        case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
    }

    /// `CLAccuracyAuthorization`'s cases.
    public enum LocationAccuracyAuthorization: Int, Sendable, CaseIterable {
        case fullAccuracy = 0, reducedAccuracy = 1
    }

    /// `CLActivityType`'s cases.
    public enum LocationActivityType: Int, Sendable, CaseIterable {
        case other = 1, automotiveNavigation = 2, fitness = 3, otherNavigation = 4, airborne = 5
    }

    /// `CLRegionState`'s cases.
    public enum LocationRegionState: Int, Sendable, CaseIterable {
        case unknown = 0, inside = 1, outside = 2
    }

    /// `CLProximity`'s cases.
    public enum LocationProximity: Int, Sendable, CaseIterable {
        case unknown = 0, immediate = 1, near = 2, far = 3
    }

    /// The region an app monitors (`CLRegion` on Apple platforms).
    public typealias LocationRegion = RegionValue
    /// What beacon ranging looks for (`CLBeaconIdentityConstraint` on Apple platforms).
    public typealias LocationBeaconConstraint = BeaconConstraintValue

    extension RegionValue {
        /// The same region (Core Location's `CLRegion` converts on Apple platforms).
        public init(_ region: RegionValue) { self = region }
    }

    extension BeaconConstraintValue {
        /// The same constraint (Core Location's converts on Apple platforms).
        public init(_ constraint: BeaconConstraintValue) { self = constraint }
    }
#endif

/// `kCLLocationAccuracy…`: the desired accuracies, in metres, with Core Location's values.
public enum LocationAccuracy {
    public static let bestForNavigation: Double = -2
    public static let best: Double = -1
    public static let nearestTenMeters: Double = 10
    public static let hundredMeters: Double = 100
    public static let kilometer: Double = 1_000
    public static let threeKilometers: Double = 3_000
    public static let reduced: Double = 3_000
    /// `kCLDistanceFilterNone`.
    public static let distanceFilterNone: Double = -1
}

/// A monitored region as deliveries name it: its identifier (a `CLRegion`'s on Apple platforms).
public struct RegionValue: Equatable, Hashable, Sendable {
    public var identifier: String
    public init(identifier: String) { self.identifier = identifier }
}

/// A beacon constraint: the UUID and, when given, major and minor (`CLBeaconIdentityConstraint`).
public struct BeaconConstraintValue: Equatable, Hashable, Sendable {
    public var uuid: UUID
    public var major: UInt16?
    public var minor: UInt16?
    public init(uuid: UUID, major: UInt16? = nil, minor: UInt16? = nil) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
    }
}

/// A location the delegate receives, with every field `CLLocation` has that apps read.
/// Negative accuracies, speeds and courses mean "invalid", as in Core Location.
public struct LocationValue: Equatable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    /// Metres above sea level (`altitude`).
    public var altitude: Double
    /// Metres; negative when the coordinate is invalid.
    public var horizontalAccuracy: Double
    /// Metres; negative when the altitude is invalid.
    public var verticalAccuracy: Double
    /// Metres a second; negative when invalid.
    public var speed: Double
    public var speedAccuracy: Double
    /// Degrees from true north; negative when invalid.
    public var course: Double
    public var courseAccuracy: Double
    public var timestamp: Date

    public init(
        latitude: Double, longitude: Double, altitude: Double = 0, horizontalAccuracy: Double = 5, verticalAccuracy: Double = -1,
        speed: Double = -1, speedAccuracy: Double = -1, course: Double = -1, courseAccuracy: Double = -1,
        timestamp: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.timestamp = timestamp
    }
}

/// A visit the delegate receives (`CLVisit`): `departureDate` is `Date.distantFuture` while the
/// person is still there, as in Core Location.
public struct VisitValue: Equatable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var horizontalAccuracy: Double
    public var arrivalDate: Date
    public var departureDate: Date
    public init(
        latitude: Double, longitude: Double, horizontalAccuracy: Double = 50, arrivalDate: Date = Date.distantPast,
        departureDate: Date = Date.distantFuture
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.horizontalAccuracy = horizontalAccuracy
        self.arrivalDate = arrivalDate
        self.departureDate = departureDate
    }
}

/// A heading the delegate receives (`CLHeading`).
public struct HeadingValue: Equatable, Hashable, Sendable {
    public var magneticHeading: Double
    /// Negative when invalid (no location to correct by).
    public var trueHeading: Double
    public var headingAccuracy: Double
    public var timestamp: Date
    public init(magneticHeading: Double, trueHeading: Double = -1, headingAccuracy: Double = 5, timestamp: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
    }
}

/// A ranged beacon (`CLBeacon`).
public struct BeaconValue: Equatable, Hashable, Sendable {
    public var uuid: UUID
    public var major: UInt16
    public var minor: UInt16
    public var proximity: LocationProximity
    /// Metres; negative when unknown.
    public var accuracy: Double
    public var rssi: Int
    public init(uuid: UUID, major: UInt16 = 0, minor: UInt16 = 0, proximity: LocationProximity = .near, accuracy: Double = 1, rssi: Int = -60) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
        self.proximity = proximity
        self.accuracy = accuracy
        self.rssi = rssi
    }
}

/// The errors Core Location hands the delegate and completions, by `CLError.Code` name.
public struct LocationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `CLError.Code`'s case name: `denied`, `regionMonitoringDenied`, `promptDeclined`.
    public var code: String
    public init(code: String) { self.code = code }
    public static let denied = LocationError(code: "denied")
    public static let regionMonitoringDenied = LocationError(code: "regionMonitoringDenied")
    public static let promptDeclined = LocationError(code: "promptDeclined")
    public static let rangingUnavailable = LocationError(code: "rangingUnavailable")
    public var description: String { "CLError(.\(code))" }
}
