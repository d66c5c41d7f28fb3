import LocflowCore

extension SimulatedPhone {
    /// The modern objects need a phone installed for them (`modern: true`, modern-apis.md C2): on
    /// another, the object is a mistake in the test, recorded, and it does nothing.
    func requireModern(_ what: String) -> Bool {
        guard simulation.modern.extended else {
            misuse("\(what) needs a phone made with `SimulatedPhone(ios: …, modern: true)` (modern-apis.md C2); it does nothing here")
            return false
        }
        return true
    }
}

/// What the model handed each modern object, in order (D44): the phone routes every step's
/// yields here by their case, and the objects' sequences read them.
struct ModernObjects {
    var sessions: [Int: [SessionDiagnostic]] = [:]
    var backgroundActivity: [Diagnostics] = []
    var updates: [LiveUpdate] = []
    var monitor: [MonitorEvent] = []
    var locationButton = 0

    mutating func route(_ yields: [Yield]) {
        for element in yields {
            switch element {
            case .session(let number, let flags): sessions[number, default: []].append(SessionDiagnostic(text: element.text, flags: flags))
            case .backgroundActivity(let flags): backgroundActivity.append(flags)
            case .update: updates.append(LiveUpdate(element))
            case .event: monitor.append(MonitorEvent(element))
            case .locationButton: locationButton += 1
            }
        }
    }
}

/// What an object was handed, as an `AsyncSequence`: the elements delivered so far, in order.
/// It ends when it has caught up (no waiting: the simulated clock moves only when the test takes
/// a step), so `for await` in a test reads what arrived and goes on. A new loop starts from the
/// first element; a kept iterator goes on from where it stopped after more steps.
public struct DeliveredSequence<Element>: AsyncSequence {
    public typealias Failure = Never
    let read: () -> [Element]

    /// Every element delivered so far.
    public var all: [Element] { read() }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(read: read) }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let read: () -> [Element]
        var index = 0
        public mutating func next() async -> Element? {
            let all = read()
            guard index < all.count else { return nil }
            index += 1
            return all[index - 1]
        }
    }
}

/// A `CLServiceSession.Diagnostic`: the flags the session reported (M35), as locflow writes it.
public struct SessionDiagnostic: Equatable, Sendable {
    /// `session1(authorizationDenied)`.
    public var text: String
    public var flags: Diagnostics
    public var authorizationDenied: Bool { flags.contains(.authorizationDenied) }
    public var authorizationDeniedGlobally: Bool { flags.contains(.authorizationDeniedGlobally) }
    public var authorizationRestricted: Bool { flags.contains(.authorizationRestricted) }
    public var insufficientlyInUse: Bool { flags.contains(.insufficientlyInUse) }
    public var fullAccuracyDenied: Bool { flags.contains(.fullAccuracyDenied) }
    public var alwaysAuthorizationDenied: Bool { flags.contains(.alwaysAuthorizationDenied) }
    public var authorizationRequestInProgress: Bool { flags.contains(.authorizationRequestInProgress) }
}

/// A `CLLocationUpdate` from `liveUpdates()` (M1–M8): a location, or only diagnostics.
public struct LiveUpdate: Equatable, Sendable {
    /// `update(location)`, `update(authorizationDenied)`.
    public var text: String
    /// It carries a location (`update.location != nil`).
    public var hasLocation: Bool
    public var flags: Diagnostics
    public var authorizationDenied: Bool { flags.contains(.authorizationDenied) }
    public var insufficientlyInUse: Bool { flags.contains(.insufficientlyInUse) }
    public var serviceSessionRequired: Bool { flags.contains(.serviceSessionRequired) }
    public var accuracyLimited: Bool { flags.contains(.accuracyLimited) }
}

/// A `CLMonitor.Event` (M10): the condition, its state, and diagnostics.
public struct MonitorEvent: Equatable, Sendable {
    /// `event(home, satisfied)`.
    public var text: String
    public var identifier: String
    public var state: ConditionState
    public var flags: Diagnostics
}

extension LiveUpdate {
    /// The model's yield `update(…)`: `update(location)`, `update(authorizationDenied)`.
    init(_ element: Yield) {
        guard case .update(let location, let flags) = element else { preconditionFailure("not an update: \(element)") }
        self.init(text: element.text, hasLocation: location, flags: flags)
    }
}

extension MonitorEvent {
    /// The model's yield `event(…)`: `event(home, satisfied)`, `event(home, unknown, insufficientlyInUse)`.
    init(_ element: Yield) {
        guard case .event(let id, let state, let flags) = element else { preconditionFailure("not an event: \(element)") }
        self.init(text: element.text, identifier: id, state: state, flags: flags)
    }
}

/// A `CLServiceSession` (iOS 18, M23–M36): holding one states the authorization the app needs.
public final class SimulatedServiceSession {
    public let phone: SimulatedPhone
    /// The model's session number (1, 2, …); nil if the app ran no code (D22).
    public let number: Int?

    /// `CLServiceSession(authorization:fullAccuracyPurposeKey:)` (`session start whenInUse`).
    public init(phone: SimulatedPhone, authorization: ServiceGoal, fullAccuracyPurposeKey: String? = nil) {
        self.phone = phone
        guard phone.requireModern("CLServiceSession") else {
            number = nil
            return
        }
        let next = phone.simulation.modern.nextSession
        phone.perform(.modern(.sessionStart(authorization, fullAccuracy: fullAccuracyPurposeKey)), appsOwn: true)
        number = phone.simulation.modern.sessions.contains { $0.id == next } ? next : nil
    }

    /// `diagnostics`: every report the session made.
    public var diagnostics: DeliveredSequence<SessionDiagnostic> {
        let phone = phone, number = number
        return DeliveredSequence {
            number.flatMap { phone.modernObjects.sessions[$0] } ?? []
        }
    }

    /// `invalidate()` (`session end N`).
    public func invalidate() {
        guard let number else { return }
        phone.perform(.modern(.sessionEnd(number)), appsOwn: true)
    }
}

/// A `CLBackgroundActivitySession` (M17–M22).
public final class SimulatedBackgroundActivitySession {
    public let phone: SimulatedPhone

    /// `CLBackgroundActivitySession()` (`backgroundActivity start`).
    public init(phone: SimulatedPhone) {
        self.phone = phone
        active = phone.requireModern("CLBackgroundActivitySession")
        if active { phone.perform(.modern(.backgroundActivity(start: true)), appsOwn: true) }
    }

    /// Made on a phone with the modern family (else it does nothing).
    let active: Bool

    /// `invalidate()` (`backgroundActivity end`).
    public func invalidate() {
        if active { phone.perform(.modern(.backgroundActivity(start: false)), appsOwn: true) }
    }
}

/// The app's `for try await update in CLLocationUpdate.liveUpdates()` loop (M1).
public final class SimulatedLiveUpdates {
    public let phone: SimulatedPhone

    init(phone: SimulatedPhone) {
        self.phone = phone
        active = phone.requireModern("liveUpdates()")
        if active { phone.perform(.modern(.liveUpdates(start: true)), appsOwn: true) }
    }

    /// Made on a phone with the modern family (else it does nothing).
    let active: Bool

    /// The updates handed to the loop so far.
    public var updates: DeliveredSequence<LiveUpdate> {
        let phone = phone
        return DeliveredSequence {
            phone.modernObjects.updates
        }
    }

    /// The loop ends (`liveUpdates stop`: the task is cancelled or the loop breaks).
    public func stop() {
        if active { phone.perform(.modern(.liveUpdates(start: false)), appsOwn: true) }
    }
}

/// The app's `CLMonitor` (M9–M16).
public final class SimulatedMonitor {
    public let phone: SimulatedPhone

    init(phone: SimulatedPhone) {
        self.phone = phone
        active = phone.requireModern("CLMonitor")
    }

    /// Made on a phone with the modern family (else it does nothing).
    let active: Bool

    /// `add(_:identifier:)` with a circular region (`monitor add region ID`).
    public func addRegion(identifier: String) {
        if active { phone.perform(.modern(.monitorAdd(.region, id: identifier)), appsOwn: true) }
    }

    /// `add(_:identifier:)` with a beacon condition (`monitor add beacon ID`).
    public func addBeacon(identifier: String) {
        if active { phone.perform(.modern(.monitorAdd(.beacon, id: identifier)), appsOwn: true) }
    }

    /// `remove(_:)` (`monitor remove ID`).
    public func remove(identifier: String) {
        if active { phone.perform(.modern(.monitorRemove(identifier)), appsOwn: true) }
    }

    /// `events`: what the monitor reported so far.
    public var events: DeliveredSequence<MonitorEvent> {
        let phone = phone
        return DeliveredSequence {
            phone.modernObjects.monitor
        }
    }
}

extension SimulatedPhone {
    /// `CLLocationUpdate.liveUpdates()`: the app starts its loop (`liveUpdates start`).
    public func liveUpdates() -> SimulatedLiveUpdates { SimulatedLiveUpdates(phone: self) }

    /// The app's `CLMonitor` (conditions are added through it).
    public func monitor() -> SimulatedMonitor { SimulatedMonitor(phone: self) }
}
