import Foundation

// The rest of Core Location's API that locflow's exports and notes name, declared as Apple
// documents them (developer.apple.com/documentation/corelocation; the location button is
// CoreLocationUI's). Signatures only: `APINamesTests` reads this file's declarations to check
// that every call an export or a note names exists. Return types are simplified where the real
// one is an opaque async sequence; names and argument labels are Apple's.

/// `CLLocationUpdate` (iOS 17+).
public struct CLLocationUpdate: Sendable {
    /// `liveUpdates(_:)`: the configuration defaults to `.default`, so `liveUpdates()` is the call.
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> [CLLocationUpdate] { [] }

    /// `CLLocationUpdate.LiveConfiguration`.
    public enum LiveConfiguration: Sendable {
        case `default`, automotiveNavigation, otherNavigation, fitness, airborne
    }
}

/// `CLServiceSession` (iOS 18+).
public final class CLServiceSession: Sendable {
    /// `CLServiceSession.AuthorizationRequirement`.
    public enum AuthorizationRequirement: Sendable { case none, whenInUse, always }
    public init(authorization: AuthorizationRequirement) {}
    public init(authorization: AuthorizationRequirement, fullAccuracyPurposeKey: String) {}
    public func invalidate() {}
}

/// `CLBackgroundActivitySession` (iOS 17+).
public final class CLBackgroundActivitySession: Sendable {
    public init() {}
    public func invalidate() {}
}

/// `CLMonitor` (iOS 17+): an actor in the SDK.
public actor CLMonitor {
    public init(_ name: String) async {}
    public func add(_ condition: any CLCondition, identifier: String) {}
    public func add(_ condition: any CLCondition, identifier: String, assuming: CLMonitor.Event.State) {}
    public func remove(_ identifier: String) {}

    /// `CLMonitor.Event`.
    public struct Event: Sendable {
        /// `CLMonitor.Event.State`.
        public enum State: Sendable { case unknown, satisfied, unsatisfied, unmonitored }
    }

    /// `CLMonitor.CircularGeographicCondition`.
    public struct CircularGeographicCondition: CLCondition {
        public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    }

    /// `CLMonitor.BeaconIdentityCondition`.
    public struct BeaconIdentityCondition: CLCondition {
        public init(uuid: UUID) {}
    }
}

/// `CLCondition`, what a monitor's condition conforms to.
public protocol CLCondition: Sendable {}

/// `CLGeocoder`.
open class CLGeocoder: NSObject {
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLLocation]?, (any Error)?) -> Void) {}
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLLocation]?, (any Error)?) -> Void) {}
    open func cancelGeocode() {}
}

/// CoreLocationUI's `CLLocationButton` (iOS 15+).
open class CLLocationButton: NSObject {}
