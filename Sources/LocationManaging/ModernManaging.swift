#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The modern family (iOS 17+: `CLLocationUpdate.liveUpdates()`, `CLServiceSession`,
// `CLBackgroundActivitySession`, `CLMonitor`) as protocols the app's own async code holds, so that
// the same loop runs on a phone (`CoreLocationServices`) and in a test (LocflowTesting's
// `SimulatedPhone`). Elements are plain values: a test cannot make a `CLLocationUpdate`.

/// A `CLLocationUpdate`: a location, or none, with the diagnostics Core Location sets.
public struct LiveUpdateValue: Equatable, Sendable {
    public var location: LocationValue?
    public var isStationary: Bool
    public var authorizationDenied: Bool
    public var authorizationDeniedGlobally: Bool
    public var authorizationRestricted: Bool
    public var authorizationRequestInProgress: Bool
    public var insufficientlyInUse: Bool
    public var serviceSessionRequired: Bool
    public var accuracyLimited: Bool
    public var locationUnavailable: Bool

    public init(
        location: LocationValue? = nil, isStationary: Bool = false, authorizationDenied: Bool = false, authorizationDeniedGlobally: Bool = false,
        authorizationRestricted: Bool = false, authorizationRequestInProgress: Bool = false, insufficientlyInUse: Bool = false,
        serviceSessionRequired: Bool = false, accuracyLimited: Bool = false, locationUnavailable: Bool = false
    ) {
        self.location = location
        self.isStationary = isStationary
        self.authorizationDenied = authorizationDenied
        self.authorizationDeniedGlobally = authorizationDeniedGlobally
        self.authorizationRestricted = authorizationRestricted
        self.authorizationRequestInProgress = authorizationRequestInProgress
        self.insufficientlyInUse = insufficientlyInUse
        self.serviceSessionRequired = serviceSessionRequired
        self.accuracyLimited = accuracyLimited
        self.locationUnavailable = locationUnavailable
    }
}

/// A `CLServiceSession.Diagnostic`.
public struct ServiceSessionDiagnosticValue: Equatable, Sendable {
    public var authorizationDenied: Bool
    public var authorizationDeniedGlobally: Bool
    public var authorizationRestricted: Bool
    public var insufficientlyInUse: Bool
    public var fullAccuracyDenied: Bool
    public var alwaysAuthorizationDenied: Bool
    public var authorizationRequestInProgress: Bool
    public var serviceSessionRequired: Bool

    public init(
        authorizationDenied: Bool = false, authorizationDeniedGlobally: Bool = false, authorizationRestricted: Bool = false,
        insufficientlyInUse: Bool = false, fullAccuracyDenied: Bool = false, alwaysAuthorizationDenied: Bool = false,
        authorizationRequestInProgress: Bool = false, serviceSessionRequired: Bool = false
    ) {
        self.serviceSessionRequired = serviceSessionRequired
        self.authorizationDenied = authorizationDenied
        self.authorizationDeniedGlobally = authorizationDeniedGlobally
        self.authorizationRestricted = authorizationRestricted
        self.insufficientlyInUse = insufficientlyInUse
        self.fullAccuracyDenied = fullAccuracyDenied
        self.alwaysAuthorizationDenied = alwaysAuthorizationDenied
        self.authorizationRequestInProgress = authorizationRequestInProgress
    }
}

/// `CLServiceSession.AuthorizationRequirement`.
public enum ServiceSessionAuthorization: String, Sendable, CaseIterable {
    case none, whenInUse, always
}

/// The elements of one of Core Location's sequences, type-erased: `for try await update in
/// services.liveUpdates()`. Like Core Location's, a loop waits for the next element; it ends
/// when its object is let go (the session invalidated, the task cancelled).
public struct LocationSequence<Element: Sendable>: AsyncSequence, Sendable {
    public typealias Failure = any Error
    let makeNext: @Sendable () -> @Sendable () async throws -> Element?

    /// A sequence whose every iterator calls what `makeNext` makes.
    public init(_ makeNext: @escaping @Sendable () -> @Sendable () async throws -> Element?) { self.makeNext = makeNext }

    public func makeAsyncIterator() -> Iterator { Iterator(next: makeNext()) }

    public struct Iterator: AsyncIteratorProtocol {
        let nextElement: @Sendable () async throws -> Element?
        init(next: @escaping @Sendable () async throws -> Element?) { nextElement = next }
        public mutating func next() async throws -> Element? { try await nextElement() }
    }
}

/// A `CLServiceSession` the app holds.
public protocol ServiceSessionManaging: AnyObject, Sendable {
    /// `diagnostics`, as values.
    var diagnosticValues: LocationSequence<ServiceSessionDiagnosticValue> { get }
    func invalidate()
}

/// A `CLBackgroundActivitySession` the app holds.
public protocol BackgroundActivitySessionManaging: AnyObject, Sendable {
    func invalidate()
}

/// `CLMonitor.Event.State`.
public enum MonitorEventState: String, Sendable, CaseIterable {
    case unknown, satisfied, unsatisfied, unmonitored
}

/// A `CLMonitor.Event`: the condition's identifier, its state, when, and the diagnostics Core
/// Location sets (iOS 18).
public struct MonitorEventValue: Equatable, Sendable {
    public var identifier: String
    public var state: MonitorEventState
    public var date: Date
    public var authorizationDenied: Bool
    public var authorizationDeniedGlobally: Bool
    public var authorizationRestricted: Bool
    public var authorizationRequestInProgress: Bool
    public var insufficientlyInUse: Bool
    public var serviceSessionRequired: Bool
    public var accuracyLimited: Bool
    public var conditionLimitExceeded: Bool
    public var conditionUnsupported: Bool
    public var persistenceUnavailable: Bool

    public init(
        identifier: String, state: MonitorEventState, date: Date = Date(timeIntervalSinceReferenceDate: 0), authorizationDenied: Bool = false,
        authorizationDeniedGlobally: Bool = false, authorizationRestricted: Bool = false, authorizationRequestInProgress: Bool = false,
        insufficientlyInUse: Bool = false, serviceSessionRequired: Bool = false, accuracyLimited: Bool = false,
        conditionLimitExceeded: Bool = false, conditionUnsupported: Bool = false, persistenceUnavailable: Bool = false
    ) {
        self.identifier = identifier
        self.state = state
        self.date = date
        self.authorizationDenied = authorizationDenied
        self.authorizationDeniedGlobally = authorizationDeniedGlobally
        self.authorizationRestricted = authorizationRestricted
        self.authorizationRequestInProgress = authorizationRequestInProgress
        self.insufficientlyInUse = insufficientlyInUse
        self.serviceSessionRequired = serviceSessionRequired
        self.accuracyLimited = accuracyLimited
        self.conditionLimitExceeded = conditionLimitExceeded
        self.conditionUnsupported = conditionUnsupported
        self.persistenceUnavailable = persistenceUnavailable
    }
}

/// A condition the app's monitor watches: `CLMonitor.CircularGeographicCondition` or
/// `CLMonitor.BeaconIdentityCondition`.
public enum MonitorConditionValue: Equatable, Hashable, Sendable {
    /// `CircularGeographicCondition(center:radius:)`, radius in meters.
    case circle(latitude: Double, longitude: Double, radius: Double)
    /// `BeaconIdentityCondition(uuid:major:minor:)`.
    case beacon(BeaconConstraintValue)
}

/// A `CLMonitor` the app holds (an actor in Core Location, so its calls are `async`).
public protocol MonitorManaging: AnyObject, Sendable {
    /// `add(_:identifier:)`: a condition with that identifier replaces the one before.
    func add(_ condition: MonitorConditionValue, identifier: String) async
    /// `remove(_:)`.
    func remove(_ identifier: String) async
    /// `events`, as values: a loop waits for the next event, as Core Location's does.
    var events: LocationSequence<MonitorEventValue> { get }
}

/// Where the app's async code gets the modern objects: `CoreLocationServices()` on a phone, the
/// `SimulatedPhone` in a test.
public protocol LocationServicesProviding: Sendable {
    /// `CLLocationUpdate.liveUpdates()`.
    func liveUpdates() -> LocationSequence<LiveUpdateValue>
    /// `CLServiceSession(authorization:fullAccuracyPurposeKey:)`.
    func serviceSession(authorization: ServiceSessionAuthorization, fullAccuracyPurposeKey: String?) -> any ServiceSessionManaging
    /// `CLBackgroundActivitySession()`.
    func backgroundActivitySession() -> any BackgroundActivitySessionManaging
    /// `await CLMonitor(name)`.
    func monitor(named name: String) async -> any MonitorManaging
}

extension LocationServicesProviding {
    /// `CLServiceSession(authorization:)`.
    public func serviceSession(authorization: ServiceSessionAuthorization) -> any ServiceSessionManaging {
        serviceSession(authorization: authorization, fullAccuracyPurposeKey: nil)
    }
}
