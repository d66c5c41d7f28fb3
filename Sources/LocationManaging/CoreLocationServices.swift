// The modern family on a phone: `LocationServicesProviding` over Core Location's own objects.
// Compiled on iOS, and in LocflowTestingCoreLocationStubTests against the stub of Core Location's
// signatures (LOCFLOW_CORELOCATION_STUB), so that it is type-checked on Linux too.

#if canImport(CoreLocation) && os(iOS) && !LOCFLOW_CORELOCATION_STUB
    import CoreLocation
#endif

#if (canImport(CoreLocation) && os(iOS)) || LOCFLOW_CORELOCATION_STUB
    /// `CLLocationUpdate.liveUpdates()`, `CLServiceSession`, `CLBackgroundActivitySession` and
    /// `CLMonitor`, as the app's code holds them (`RunTracker(services: CoreLocationServices())`).
    @available(iOS 18.0, *)
    public struct CoreLocationServices: LocationServicesProviding {
        public init() {}

        public func liveUpdates() -> LocationSequence<LiveUpdateValue> {
            LocationSequence {
                // Each loop its own Core Location sequence, as `for try await … in liveUpdates()` makes.
                let box = CoreLocationIterator(CLLocationUpdate.liveUpdates().makeAsyncIterator())
                return { try await box.next().map(LiveUpdateValue.init) }
            }
        }

        public func serviceSession(authorization: ServiceSessionAuthorization, fullAccuracyPurposeKey: String?) -> any ServiceSessionManaging {
            let requirement: CLServiceSession.AuthorizationRequirement =
                switch authorization {
                case .none: .none
                case .whenInUse: .whenInUse
                case .always: .always
                }
            let session =
                fullAccuracyPurposeKey.map { CLServiceSession(authorization: requirement, fullAccuracyPurposeKey: $0) }
                ?? CLServiceSession(authorization: requirement)
            return CoreLocationServiceSession(session)
        }

        public func backgroundActivitySession() -> any BackgroundActivitySessionManaging {
            CoreLocationBackgroundActivitySession(CLBackgroundActivitySession())
        }

        public func monitor(named name: String) async -> any MonitorManaging {
            CoreLocationMonitor(await CLMonitor(name))
        }
    }

    /// One Core Location iterator, shared with the closure that advances it (only the loop that
    /// made it calls it, one element at a time).
    @available(iOS 17.0, *)
    final class CoreLocationIterator<Base: AsyncIteratorProtocol>: @unchecked Sendable {
        var base: Base
        init(_ base: Base) { self.base = base }
        func next() async throws -> Base.Element? { try await base.next() }
    }

    /// A `CLServiceSession` as `ServiceSessionManaging`.
    @available(iOS 18.0, *)
    final class CoreLocationServiceSession: ServiceSessionManaging, @unchecked Sendable {
        let session: CLServiceSession
        init(_ session: CLServiceSession) { self.session = session }

        var diagnosticValues: LocationSequence<ServiceSessionDiagnosticValue> {
            let session = UncheckedSession(session: session)
            return LocationSequence {
                let box = CoreLocationIterator(session.session.diagnostics.makeAsyncIterator())
                return { try await box.next().map(ServiceSessionDiagnosticValue.init) }
            }
        }

        func invalidate() { session.invalidate() }
    }

    @available(iOS 18.0, *)
    struct UncheckedSession: @unchecked Sendable { let session: CLServiceSession }

    /// A `CLBackgroundActivitySession` as `BackgroundActivitySessionManaging`.
    @available(iOS 17.0, *)
    final class CoreLocationBackgroundActivitySession: BackgroundActivitySessionManaging, @unchecked Sendable {
        let session: CLBackgroundActivitySession
        init(_ session: CLBackgroundActivitySession) { self.session = session }
        func invalidate() { session.invalidate() }
    }

    /// A `CLMonitor` as `MonitorManaging`.
    @available(iOS 18.0, *)
    final class CoreLocationMonitor: MonitorManaging, @unchecked Sendable {
        let monitor: CLMonitor
        init(_ monitor: CLMonitor) { self.monitor = monitor }

        func add(_ condition: MonitorConditionValue, identifier: String) async {
            switch condition {
            case .circle(let latitude, let longitude, let radius):
                let center = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
                await monitor.add(CLMonitor.CircularGeographicCondition(center: center, radius: radius), identifier: identifier)
            case .beacon(let constraint):
                let beacon: CLMonitor.BeaconIdentityCondition =
                    switch (constraint.major, constraint.minor) {
                    case (let major?, let minor?): CLMonitor.BeaconIdentityCondition(uuid: constraint.uuid, major: major, minor: minor)
                    case (let major?, nil): CLMonitor.BeaconIdentityCondition(uuid: constraint.uuid, major: major)
                    default: CLMonitor.BeaconIdentityCondition(uuid: constraint.uuid)
                    }
                await monitor.add(beacon, identifier: identifier)
            }
        }

        func remove(_ identifier: String) async { await monitor.remove(identifier) }

        var events: LocationSequence<MonitorEventValue> {
            let monitor = monitor
            return LocationSequence {
                // `events` is the actor's: the loop reads it at its first `next()`.
                let box = CoreLocationMonitorEvents(monitor)
                return { try await box.next() }
            }
        }
    }

    /// One loop over a monitor's `events`, made when the loop first asks (only that loop calls it).
    @available(iOS 18.0, *)
    final class CoreLocationMonitorEvents: @unchecked Sendable {
        let monitor: CLMonitor
        var iterator: CoreLocationIterator<CLMonitor.Events.AsyncIterator>?
        init(_ monitor: CLMonitor) { self.monitor = monitor }
        func next() async throws -> MonitorEventValue? {
            if iterator == nil { iterator = CoreLocationIterator(await monitor.events.makeAsyncIterator()) }
            return try await iterator?.next().map(MonitorEventValue.init)
        }
    }

    @available(iOS 18.0, *)
    extension MonitorEventValue {
        /// Every field of a `CLMonitor.Event` apps read.
        public init(_ event: CLMonitor.Event) {
            // Compared, not switched: Core Location's state is an imported C enum that may grow.
            let state: MonitorEventState =
                event.state == .satisfied ? .satisfied
                : event.state == .unsatisfied ? .unsatisfied : event.state == .unmonitored ? .unmonitored : .unknown
            self.init(
                identifier: event.identifier, state: state, date: event.date, authorizationDenied: event.authorizationDenied,
                authorizationDeniedGlobally: event.authorizationDeniedGlobally, authorizationRestricted: event.authorizationRestricted,
                authorizationRequestInProgress: event.authorizationRequestInProgress, insufficientlyInUse: event.insufficientlyInUse,
                serviceSessionRequired: event.serviceSessionRequired, accuracyLimited: event.accuracyLimited,
                conditionLimitExceeded: event.conditionLimitExceeded, conditionUnsupported: event.conditionUnsupported,
                persistenceUnavailable: event.persistenceUnavailable)
        }
    }

    @available(iOS 18.0, *)
    extension LiveUpdateValue {
        /// Every field of a `CLLocationUpdate` apps read.
        public init(_ update: CLLocationUpdate) {
            self.init(
                location: update.location.map(LocationValue.init), isStationary: update.stationary,
                authorizationDenied: update.authorizationDenied, authorizationDeniedGlobally: update.authorizationDeniedGlobally,
                authorizationRestricted: update.authorizationRestricted, authorizationRequestInProgress: update.authorizationRequestInProgress,
                insufficientlyInUse: update.insufficientlyInUse, serviceSessionRequired: update.serviceSessionRequired,
                accuracyLimited: update.accuracyLimited, locationUnavailable: update.locationUnavailable)
        }
    }

    @available(iOS 18.0, *)
    extension ServiceSessionDiagnosticValue {
        /// Every field of a `CLServiceSession.Diagnostic`.
        public init(_ diagnostic: CLServiceSession.Diagnostic) {
            self.init(
                authorizationDenied: diagnostic.authorizationDenied, authorizationDeniedGlobally: diagnostic.authorizationDeniedGlobally,
                authorizationRestricted: diagnostic.authorizationRestricted, insufficientlyInUse: diagnostic.insufficientlyInUse,
                fullAccuracyDenied: diagnostic.fullAccuracyDenied, alwaysAuthorizationDenied: diagnostic.alwaysAuthorizationDenied,
                authorizationRequestInProgress: diagnostic.authorizationRequestInProgress,
                serviceSessionRequired: diagnostic.serviceSessionRequired)
        }
    }
#endif
