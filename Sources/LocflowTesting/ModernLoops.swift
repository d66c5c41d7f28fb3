import Foundation
import LocflowCore

/// One loop of the app's async code over a sequence the phone feeds (`for try await update in
/// services.liveUpdates()`): what was delivered to it, how far it has taken, and whether it is
/// parked in `next()` waiting for more. Every field is read and written under the phone's lock.
final class Feed<Element: Sendable>: AnyFeed, @unchecked Sendable {
    private let loops: Loops
    private var buffer: [Element] = []
    private var waiting: CheckedContinuation<Element?, Never>?
    private var finished = false
    /// The loop is over (it saw the end, was cancelled, or let go of its iterator).
    private var ended = false
    /// What the loop's end tells the model (`liveUpdates stop`), once.
    var onEnd: (() -> Void)?

    init(loops: Loops) { self.loops = loops }

    /// Caught up: nothing delivered is left for it, and it waits for more (or has ended).
    var isCaughtUp: Bool { ended || (waiting != nil && buffer.isEmpty) }

    /// The phone delivers (called under the lock).
    func deliver(_ element: Element) {
        guard !finished else { return }
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: element)
        } else {
            buffer.append(element)
        }
    }

    func endWithProcess() {
        onEnd = nil
        finish()
    }

    /// A loop that never ran: nothing to wait for.
    func markEnded() {
        finish()
        ended = true
    }

    /// The loop's object is gone (the session invalidated, the app's process ended): the loop ends.
    func finish() {
        guard !finished else { return }
        finished = true
        waiting?.resume(returning: nil)
        waiting = nil
        loops.changed()
    }

    /// The loop asks for its next element: one already delivered, else it waits, as Core
    /// Location's sequences do. A cancelled task's loop ends (and the model is told).
    func next() async -> Element? {
        let element: Element? = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                loops.lock.lock()
                defer { loops.lock.unlock() }
                if !buffer.isEmpty {
                    continuation.resume(returning: buffer.removeFirst())
                } else if finished || Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiting = continuation
                    loops.changed()
                }
            }
        } onCancel: {
            loops.lock.lock()
            defer { loops.lock.unlock() }
            finish()
        }
        if element == nil { end() }
        return element
    }

    /// The loop is over: the model hears of it once (as when the app's task ends its loop).
    func end() {
        loops.lock.lock()
        defer { loops.lock.unlock() }
        finish()
        let told = onEnd
        onEnd = nil
        told?()
        ended = true
        loops.changed()
    }

    /// What the app's iterator calls: the loop's end is its iterator's release too (a `break`
    /// out of `for try await`), as Core Location's sequences stop when theirs goes.
    var iterate: @Sendable () async -> Element? {
        let token = EndOnRelease(self)
        return { await token.feed.next() }
    }
}

/// Ends its feed's loop when the app's iterator lets it go.
final class EndOnRelease<Element: Sendable>: @unchecked Sendable {
    let feed: Feed<Element>
    init(_ feed: Feed<Element>) { self.feed = feed }
    deinit { feed.end() }
}

/// What `Loops` asks of every feed, whatever its element.
protocol AnyFeed: AnyObject {
    var isCaughtUp: Bool { get }
    /// The app's process ended: the loop ends, and no code is left to tell the model.
    func endWithProcess()
}

/// The app's loops on one phone, and the test's waits on them (`phone.settled()`). The lock is
/// the phone's: the app's tasks and the test take steps on the same phone from different threads.
final class Loops: @unchecked Sendable {
    /// Shared mutable state: one phone's, not the process's (each phone makes its own); the app's
    /// tasks and the test step the same phone from different threads.
    let lock = NSRecursiveLock()
    private var feeds: [any AnyFeed] = []
    private var waiters: [(loops: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func add(_ feed: any AnyFeed) {
        lock.lock()
        defer { lock.unlock() }
        feeds.append(feed)
        changed()
    }

    /// Every loop ends (the app's process ended).
    func finishAll() {
        lock.lock()
        defer { lock.unlock() }
        for feed in feeds { feed.endWithProcess() }
    }

    /// Resumes the waits whose condition holds now (under the lock).
    func changed() {
        let caughtUp = feeds.allSatisfy(\.isCaughtUp)
        let ready = waiters.filter { caughtUp && feeds.count >= $0.loops }
        waiters.removeAll { caughtUp && feeds.count >= $0.loops }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Waits until at least `loops` loops have started and every loop has taken every element
    /// delivered to it and waits in `next()` for more (or has ended).
    func settled(loops count: Int) async {
        await withCheckedContinuation { continuation in
            lock.lock()
            defer { lock.unlock() }
            waiters.append((count, continuation))
            changed()
        }
    }
}

extension SimulatedPhone {
    /// The modern family for the app's own async code: hand `phone.services` where the app takes
    /// `any LocationServicesProviding` (`CoreLocationServices()` on a phone).
    public var services: PhoneLocationServices { PhoneLocationServices(phone: self) }

    /// Waits until at least `loops` of the app's loops over the phone's sequences have started,
    /// and every one has taken everything delivered to it and is waiting for its next element
    /// (or has ended). No sleep and no clock: it resumes on the loops' own state (a loop parks
    /// in `next()` only after its body has run for the element before), so it cannot return
    /// early on a slow machine; a loop that never comes back to `next()` keeps it waiting, which
    /// is the bug a test should see (Swift Testing's `.timeLimit` bounds it).
    public func settled(loops: Int = 0) async {
        await self.loops.settled(loops: loops)
    }
}

/// `LocationServicesProviding` on a simulated phone: the app's `liveUpdates()` loop and its
/// sessions are the model's objects (`liveUpdates start`, `session start whenInUse`), fed by the
/// phone's steps.
public struct PhoneLocationServices: LocationServicesProviding, @unchecked Sendable {
    let phone: SimulatedPhone

    /// `CLLocationUpdate.liveUpdates()`: the loop starts (`liveUpdates start`) when the app's code
    /// begins to iterate, and stops (`liveUpdates stop`) when the loop ends or its task is cancelled.
    public func liveUpdates() -> LocationSequence<LiveUpdateValue> {
        let ref = PhoneRef(phone: phone)
        return LocationSequence {
            let phone = ref.phone
            phone.loops.lock.lock()
            defer { phone.loops.lock.unlock() }
            let feed = Feed<LiveUpdateValue>(loops: phone.loops)
            if phone.requireModern("liveUpdates()") {
                phone.updateFeeds.append(feed)
                phone.loops.add(feed)
                phone.perform(.modern(.liveUpdates(start: true)), appsOwn: true)
                feed.onEnd = { [weak phone] in phone?.perform(.modern(.liveUpdates(start: false)), appsOwn: true) }
            } else {
                feed.markEnded()
            }
            return feed.iterate
        }
    }

    public func serviceSession(authorization: ServiceSessionAuthorization, fullAccuracyPurposeKey: String?) -> any ServiceSessionManaging {
        phone.loops.lock.lock()
        defer { phone.loops.lock.unlock() }
        return PhoneServiceSession(phone: phone, authorization: authorization, fullAccuracyPurposeKey: fullAccuracyPurposeKey)
    }

    public func backgroundActivitySession() -> any BackgroundActivitySessionManaging {
        phone.loops.lock.lock()
        defer { phone.loops.lock.unlock() }
        return PhoneBackgroundActivitySession(session: SimulatedBackgroundActivitySession(phone: phone), lock: phone.loops.lock)
    }
}

/// The phone, handed to the app's tasks: every step it takes holds its lock (`Loops.lock`).
struct PhoneRef: @unchecked Sendable {
    let phone: SimulatedPhone
}

/// A `CLServiceSession` the app's code holds, on the phone.
final class PhoneServiceSession: ServiceSessionManaging, @unchecked Sendable {
    let session: SimulatedServiceSession
    let feeds: [Feed<ServiceSessionDiagnosticValue>]
    let lock: NSRecursiveLock

    init(phone: SimulatedPhone, authorization: ServiceSessionAuthorization, fullAccuracyPurposeKey: String?) {
        lock = phone.loops.lock
        // The session's first report comes in the step that starts it: the feed is there first.
        let feed = Feed<ServiceSessionDiagnosticValue>(loops: phone.loops)
        let next = phone.simulation.modern.nextSession
        phone.sessionFeeds[next, default: []].append(feed)
        session = SimulatedServiceSession(
            phone: phone, authorization: ServiceGoal(rawValue: authorization.rawValue) ?? .whenInUse, fullAccuracyPurposeKey: fullAccuracyPurposeKey)
        feeds = [feed]
        if session.number == nil {
            phone.sessionFeeds[next] = nil
            feed.markEnded()
        }
    }

    /// Every loop over `diagnosticValues` gets the reports from the session's start on.
    var diagnosticValues: LocationSequence<ServiceSessionDiagnosticValue> {
        let first = feeds[0]
        let ref = PhoneRef(phone: session.phone)
        return LocationSequence {
            let phone = ref.phone
            // The first loop reads the feed made at the start; later loops replay what came so far.
            phone.loops.lock.lock()
            defer { phone.loops.lock.unlock() }
            if phone.claimedSessionFeeds.insert(ObjectIdentifier(first)).inserted {
                phone.loops.add(first)
                return first.iterate
            }
            let feed = Feed<ServiceSessionDiagnosticValue>(loops: phone.loops)
            for diagnostic in self.session.diagnostics.all { feed.deliver(value(diagnostic)) }
            if let number = self.session.number { phone.sessionFeeds[number, default: []].append(feed) }
            phone.loops.add(feed)
            return feed.iterate
        }
    }

    func invalidate() {
        lock.lock()
        defer { lock.unlock() }
        session.invalidate()
        if let number = session.number {
            for feed in session.phone.sessionFeeds.removeValue(forKey: number) ?? [] { feed.finish() }
        }
    }
}

/// A `CLBackgroundActivitySession` the app's code holds, on the phone.
final class PhoneBackgroundActivitySession: BackgroundActivitySessionManaging, @unchecked Sendable {
    let session: SimulatedBackgroundActivitySession
    let lock: NSRecursiveLock
    init(session: SimulatedBackgroundActivitySession, lock: NSRecursiveLock) {
        self.session = session
        self.lock = lock
    }
    func invalidate() {
        lock.lock()
        defer { lock.unlock() }
        session.invalidate()
    }
}

/// A session report as the app's value.
func value(_ diagnostic: SessionDiagnostic) -> ServiceSessionDiagnosticValue {
    ServiceSessionDiagnosticValue(
        authorizationDenied: diagnostic.authorizationDenied, authorizationDeniedGlobally: diagnostic.authorizationDeniedGlobally,
        authorizationRestricted: diagnostic.authorizationRestricted, insufficientlyInUse: diagnostic.insufficientlyInUse,
        fullAccuracyDenied: diagnostic.fullAccuracyDenied, alwaysAuthorizationDenied: diagnostic.alwaysAuthorizationDenied,
        authorizationRequestInProgress: diagnostic.authorizationRequestInProgress,
        serviceSessionRequired: diagnostic.flags.contains(.serviceSessionRequired))
}

/// A live update as the app's value: a location update carries the world's location.
func value(_ update: LiveUpdate, location: LocationValue) -> LiveUpdateValue {
    LiveUpdateValue(
        location: update.hasLocation ? location : nil, authorizationDenied: update.authorizationDenied,
        authorizationDeniedGlobally: update.flags.contains(.authorizationDeniedGlobally),
        authorizationRestricted: update.flags.contains(.authorizationRestricted),
        authorizationRequestInProgress: update.flags.contains(.authorizationRequestInProgress), insufficientlyInUse: update.insufficientlyInUse,
        serviceSessionRequired: update.serviceSessionRequired, accuracyLimited: update.accuracyLimited)
}
