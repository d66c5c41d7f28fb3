import LocflowCore

#if canImport(CoreLocation) && !LOCFLOW_CORELOCATION_STUB
    import CoreLocation
#endif

// The values `LocationManaging` speaks in. On Apple platforms they are Core Location's own types,
// so that `CLLocationManager` conforms as it is and the app's `switch manager.authorizationStatus`
// is the same code in the app and in its tests; elsewhere (Linux) they are locflow's values, whose
// cases have Core Location's names. The stub test compiles this file against a CoreLocation stub
// (LOCFLOW_CORELOCATION_STUB), so the Apple branch is type-checked on Linux too.

#if canImport(CoreLocation) || LOCFLOW_CORELOCATION_STUB
    /// `CLAuthorizationStatus`.
    public typealias LocationAuthorizationStatus = CLAuthorizationStatus
    /// `CLAccuracyAuthorization`.
    public typealias LocationAccuracyAuthorization = CLAccuracyAuthorization
    /// The region an app monitors: `CLRegion` (a `CLCircularRegion` in practice).
    public typealias LocationRegion = CLRegion
    /// What beacon ranging looks for: `CLBeaconIdentityConstraint`.
    public typealias LocationBeaconConstraint = CLBeaconIdentityConstraint

    /// Core Location's status for the model's.
    func locationStatus(_ status: AuthorizationStatus) -> LocationAuthorizationStatus {
        switch status {
        case .notDetermined: .notDetermined
        case .restricted: .restricted
        case .denied: .denied
        case .authorizedWhenInUse: .authorizedWhenInUse
        case .authorizedAlways: .authorizedAlways
        }
    }

    /// Core Location's accuracy for the model's.
    func locationAccuracy(_ accuracy: AccuracyAuthorization) -> LocationAccuracyAuthorization {
        accuracy == .fullAccuracy ? .fullAccuracy : .reducedAccuracy
    }

    /// The identifier the model's deliveries name the region by.
    func regionIdentifier(_ region: LocationRegion) -> String { region.identifier }

    /// The model's name for a status the app read (`authorizedWhenInUse`), for messages and
    /// comparisons with `locflow run`'s output.
    public func modelStatus(_ status: LocationAuthorizationStatus) -> AuthorizationStatus {
        switch status {
        case .restricted: .restricted
        case .denied: .denied
        case .authorizedWhenInUse: .authorizedWhenInUse
        case .authorizedAlways: .authorizedAlways
        default: .notDetermined
        }
    }
#else
    /// `CLAuthorizationStatus`'s cases, as locflow's value (no Core Location here).
    public typealias LocationAuthorizationStatus = AuthorizationStatus
    /// `CLAccuracyAuthorization`'s cases, as locflow's value.
    public typealias LocationAccuracyAuthorization = AccuracyAuthorization
    /// The region an app monitors (`CLRegion` on Apple platforms).
    public typealias LocationRegion = RegionValue
    /// What beacon ranging looks for (`CLBeaconIdentityConstraint` on Apple platforms).
    public typealias LocationBeaconConstraint = BeaconConstraintValue

    func locationStatus(_ status: AuthorizationStatus) -> LocationAuthorizationStatus { status }
    func locationAccuracy(_ accuracy: AccuracyAuthorization) -> LocationAccuracyAuthorization { accuracy }
    func regionIdentifier(_ region: LocationRegion) -> String { region.identifier }
    public func modelStatus(_ status: LocationAuthorizationStatus) -> AuthorizationStatus { status }
#endif

/// A monitored region where Core Location is not available: its identifier is what matters.
public struct RegionValue: Equatable, Hashable, Sendable {
    public var identifier: String
    public init(identifier: String) { self.identifier = identifier }
}

/// A beacon constraint where Core Location is not available.
public struct BeaconConstraintValue: Equatable, Hashable, Sendable {
    public var uuid: String
    public init(uuid: String) { self.uuid = uuid }
}

/// A location the delegate receives: a fixed point (the model has no geography).
public struct LocationValue: Equatable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A visit the delegate receives.
public struct VisitValue: Equatable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A heading the delegate receives.
public struct HeadingValue: Equatable, Hashable, Sendable {
    public var magneticHeading: Double
    public init(magneticHeading: Double) { self.magneticHeading = magneticHeading }
}

/// The errors Core Location hands the delegate and completions, by `CLError.Code` name.
public struct LocationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `CLError.Code`'s case name: `denied`, `regionMonitoringDenied`, `promptDeclined`.
    public var code: String
    public init(code: String) { self.code = code }
    public static let denied = LocationError(code: "denied")
    public static let regionMonitoringDenied = LocationError(code: "regionMonitoringDenied")
    public static let promptDeclined = LocationError(code: "promptDeclined")
    public var description: String { "CLError(.\(code))" }
}
