// The modern family on a phone: `LocationServicesProviding` over Core Location's own objects.
// Compiled on iOS, and in LocflowTestingCoreLocationStubTests against the stub of Core Location's
// signatures (LOCFLOW_CORELOCATION_STUB), so that it is type-checked on Linux too.

#if canImport(CoreLocation) && os(iOS) && !LOCFLOW_CORELOCATION_STUB
    import CoreLocation
#endif

#if (canImport(CoreLocation) && os(iOS)) || LOCFLOW_CORELOCATION_STUB
    /// `CLLocationUpdate.liveUpdates()`, `CLServiceSession` and `CLBackgroundActivitySession`, as
    /// the app's code holds them (`RunTracker(services: CoreLocationServices())`).
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
