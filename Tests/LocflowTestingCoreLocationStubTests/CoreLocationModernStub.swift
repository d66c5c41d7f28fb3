import Foundation

// The rest of Core Location's API that locflow's exports and notes name, declared as Apple
// documents them (developer.apple.com/documentation/corelocation; the location button is
// CoreLocationUI's). Signatures only: `APINamesTests` reads this file's declarations to check
// that every call an export or a note names exists. Return types are simplified where the real
// one is an opaque async sequence; names and argument labels are Apple's. The modern objects
// `CoreLocationServices` uses also carry just enough behaviour for its test (marked "Stub only").

/// `CLLocationUpdate`.
open class CLLocationUpdate: NSObject, @unchecked Sendable {
    open var location: CLLocation?
    open var stationary: Bool { false }
    open var authorizationDenied: Bool { false }
    open var authorizationDeniedGlobally: Bool { false }
    open var authorizationRestricted: Bool { false }
    open var authorizationRequestInProgress: Bool
    open var insufficientlyInUse: Bool { false }
    open var serviceSessionRequired: Bool { false }
    open var accuracyLimited: Bool { false }
    open var locationUnavailable: Bool { false }
    /// Stub only: Core Location makes updates.
    init(location: CLLocation?, authorizationRequestInProgress: Bool) {
        self.location = location
        self.authorizationRequestInProgress = authorizationRequestInProgress
    }

    /// Stub only: what every `liveUpdates()` sequence yields, then it ends.
    nonisolated(unsafe) static var scripted: [CLLocationUpdate] = []

    /// `CLLocationUpdate.Updates`.
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate
        public struct Iterator: AsyncIteratorProtocol {
            var index = 0
            public mutating func next() async throws -> CLLocationUpdate? {
                guard index < CLLocationUpdate.scripted.count else { return nil }
                index += 1
                return CLLocationUpdate.scripted[index - 1]
            }
        }
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }

    /// `liveUpdates(_:)`: the configuration defaults to `.default`, so `liveUpdates()` is the call.
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }

    /// `CLLocationUpdate.LiveConfiguration`.
    public enum LiveConfiguration: Sendable {
        case `default`, automotiveNavigation, otherNavigation, fitness, airborne
    }
}

/// `CLServiceSession` (iOS 18+).
public final class CLServiceSession: @unchecked Sendable {
    /// `CLServiceSession.AuthorizationRequirement`.
    public enum AuthorizationRequirement: Sendable { case none, whenInUse, always }

    /// `CLServiceSession.Diagnostic`.
    open class Diagnostic: NSObject, @unchecked Sendable {
        open var authorizationDenied: Bool
        open var authorizationDeniedGlobally: Bool { false }
        open var authorizationRestricted: Bool { false }
        open var insufficientlyInUse: Bool { false }
        open var fullAccuracyDenied: Bool { false }
        open var alwaysAuthorizationDenied: Bool { false }
        open var authorizationRequestInProgress: Bool { false }
        open var serviceSessionRequired: Bool { false }
        init(authorizationDenied: Bool) { self.authorizationDenied = authorizationDenied }
    }

    /// `CLServiceSession.Diagnostics`: the stub's reports one denial, then ends.
    public struct Diagnostics: AsyncSequence, Sendable {
        public typealias Element = Diagnostic
        public struct Iterator: AsyncIteratorProtocol {
            var done = false
            public mutating func next() async throws -> Diagnostic? {
                if done { return nil }
                done = true
                return Diagnostic(authorizationDenied: true)
            }
        }
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }

    /// Stub only: what the session was made with.
    let requirement: AuthorizationRequirement
    let purposeKey: String?
    /// Stub only.
    var invalidated = false
    public init(authorization: AuthorizationRequirement) {
        requirement = authorization
        purposeKey = nil
    }
    public init(authorization: AuthorizationRequirement, fullAccuracyPurposeKey: String) {
        requirement = authorization
        purposeKey = fullAccuracyPurposeKey
    }
    public var diagnostics: Diagnostics { Diagnostics() }
    public func invalidate() { invalidated = true }
}

/// `CLBackgroundActivitySession` (iOS 17+).
public final class CLBackgroundActivitySession: Sendable {
    public init() {}
    public func invalidate() {}
}

/// `CLMonitor` (iOS 17+): an actor in the SDK. Its `events` is a `final let` there; here it is
/// an isolated property, so that a caller outside the actor awaits it as it must across modules
/// (this stub and its caller share a module).
public actor CLMonitor {
    public init(_ name: String) async { self.name = name }
    public func add(_ condition: any CLCondition, identifier: String) { added.append((condition, identifier)) }
    public func add(_ condition: any CLCondition, identifier: String, assuming: CLMonitor.Event.State) { added.append((condition, identifier)) }
    public func remove(_ identifier: String) { removed.append(identifier) }
    public var events: Events { Events() }

    /// Stub only: what the monitor was made with and asked.
    let name: String
    var added: [(condition: any CLCondition, identifier: String)] = []
    var removed: [String] = []
    /// Stub only: what every loop over `events` gets, then it ends.
    nonisolated(unsafe) static var scripted: [Event] = []

    /// `CLMonitor.Events`.
    public struct Events: AsyncSequence, Sendable {
        public typealias Element = Event
        public struct Iterator: AsyncIteratorProtocol {
            var index = 0
            public mutating func next() async throws -> Event? {
                guard index < CLMonitor.scripted.count else { return nil }
                index += 1
                return CLMonitor.scripted[index - 1]
            }
        }
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }

    /// `CLMonitor.Event`: the diagnostics are iOS 18's.
    public struct Event: Sendable {
        /// `CLMonitor.Event.State` (`CLMonitoringState`).
        public enum State: Sendable { case unknown, satisfied, unsatisfied, unmonitored }
        public var identifier: String
        public let refinement: (any CLCondition)?
        public var state: State
        public var date: Date
        public var accuracyLimited: Bool { flags.contains("accuracyLimited") }
        public var authorizationDenied: Bool { flags.contains("authorizationDenied") }
        public var authorizationDeniedGlobally: Bool { flags.contains("authorizationDeniedGlobally") }
        public var authorizationRequestInProgress: Bool { flags.contains("authorizationRequestInProgress") }
        public var authorizationRestricted: Bool { flags.contains("authorizationRestricted") }
        public var insufficientlyInUse: Bool { flags.contains("insufficientlyInUse") }
        public var conditionUnsupported: Bool { flags.contains("conditionUnsupported") }
        public var conditionLimitExceeded: Bool { flags.contains("conditionLimitExceeded") }
        public var persistenceUnavailable: Bool { flags.contains("persistenceUnavailable") }
        public var serviceSessionRequired: Bool { flags.contains("serviceSessionRequired") }
        /// Stub only: Core Location makes events; `flags` names the diagnostics that are true.
        let flags: Set<String>
        init(identifier: String, state: State, date: Date, flags: Set<String> = []) {
            self.identifier = identifier
            self.refinement = nil
            self.state = state
            self.date = date
            self.flags = flags
        }
    }

    /// `CLMonitor.CircularGeographicCondition`.
    public struct CircularGeographicCondition: CLCondition {
        public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
            self.center = center
            self.radius = radius
        }
        public let center: CLLocationCoordinate2D
        public let radius: CLLocationDistance
    }

    /// `CLMonitor.BeaconIdentityCondition`.
    public struct BeaconIdentityCondition: CLCondition {
        public init(uuid: UUID) { (self.uuid, major, minor) = (uuid, nil, nil) }
        public init(uuid: UUID, major: CLBeaconMajorValue) { (self.uuid, self.major, minor) = (uuid, major, nil) }
        public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) { (self.uuid, self.major, self.minor) = (uuid, major, minor) }
        public let uuid: UUID
        public let major: CLBeaconMajorValue?
        public let minor: CLBeaconMinorValue?
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
