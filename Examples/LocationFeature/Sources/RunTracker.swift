import Foundation
import LocationManaging

/// What the run screen shows.
public enum RunState: Equatable, Sendable {
    case idle
    /// The permission prompt is up: the screen waits, it does not complain.
    case waitingForPermission
    case tracking
    /// Denied, globally off, or restricted: the screen links to Settings.
    case denied
}

/// A run tracker written the way iOS 18 apps write it: it holds a When-In-Use service session
/// while the run lasts and loops over live updates. Correctly, it reads why an update has no
/// location (`authorizationRequestInProgress` while the prompt is up) instead of taking every
/// location-less update for a denial.
public final class RunTracker: @unchecked Sendable {
    let services: any LocationServicesProviding
    private let lock = NSLock()
    private var session: (any ServiceSessionManaging)?
    private var loop: Task<Void, Never>?
    private var _state = RunState.idle
    private var _route: [LocationValue] = []

    public init(services: any LocationServicesProviding) { self.services = services }

    public var state: RunState { lock.withLock { _state } }
    /// The points of the run so far.
    public var route: [LocationValue] { lock.withLock { _route } }

    /// The person taps Start.
    public func start() {
        session = services.serviceSession(authorization: .whenInUse)
        let updates = services.liveUpdates()
        loop = Task { [weak self] in
            do {
                for try await update in updates { self?.handle(update) }
            } catch {}
        }
    }

    /// The person taps Stop: the loop ends and the session is let go.
    public func stop() {
        loop?.cancel()
        session?.invalidate()
        session = nil
    }

    func handle(_ update: LiveUpdateValue) {
        lock.withLock {
            if let location = update.location {
                _state = .tracking
                _route.append(location)
            } else if update.authorizationDenied || update.authorizationDeniedGlobally || update.authorizationRestricted {
                _state = .denied
            } else if update.authorizationRequestInProgress {
                _state = .waitingForPermission
            }
        }
    }
}

/// The same tracker as a quick listing writes it: any update without a location is taken for a
/// denial, so the screen says "Location denied" while the prompt is still up.
public final class SeedStyleRunTracker: @unchecked Sendable {
    let services: any LocationServicesProviding
    private let lock = NSLock()
    private var session: (any ServiceSessionManaging)?
    private var _state = RunState.idle

    public init(services: any LocationServicesProviding) { self.services = services }

    public var state: RunState { lock.withLock { _state } }

    public func start() {
        session = services.serviceSession(authorization: .whenInUse)
        let updates = services.liveUpdates()
        Task { [weak self] in
            do {
                for try await update in updates {
                    guard let self else { return }
                    lock.withLock { _state = update.location == nil ? .denied : .tracking }
                }
            } catch {}
        }
    }
}
