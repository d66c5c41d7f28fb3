import Foundation
import LocflowCore

/// A `CLMonitor` the app's code holds, on the phone: the model's one monitor (D47), whose
/// conditions it adds and removes (`monitor add region ID`, `monitor remove ID`) and whose events
/// (`event(ID, satisfied)`) reach the app's loops over `events`. Monitors of any name share it.
final class PhoneMonitor: MonitorManaging, @unchecked Sendable {
    let phone: SimulatedPhone
    /// Made on a phone with the modern family (else it does nothing).
    let active: Bool
    /// The app process that made it: a monitor of an ended process does nothing.
    let process: Int
    /// The feed made with the monitor, so the events of an add made before the loop starts
    /// (the usual order: add, then `for try await event in monitor.events`) reach that loop.
    private let first: Feed<MonitorEventValue>
    private var firstClaimed = false

    /// Called under the phone's lock.
    init(phone: SimulatedPhone) {
        self.phone = phone
        active = phone.requireModern("CLMonitor")
        process = phone.process
        first = Feed(loops: phone.loops)
        if active { phone.monitorFeeds.append(first) } else { first.markEnded() }
    }

    func add(_ condition: MonitorConditionValue, identifier: String) async {
        let type: ConditionType
        if case .beacon = condition { type = .beacon } else { type = .region }
        step(.monitorAdd(type, id: identifier))
    }

    func remove(_ identifier: String) async { step(.monitorRemove(identifier)) }

    /// The app's call, as the model's step, under the phone's lock (the app's task may run on
    /// another thread than the test's).
    private func step(_ action: ModernAction) {
        phone.loops.lock.lock()
        defer { phone.loops.lock.unlock() }
        guard active, phone.process == process else { return }
        phone.perform(.modern(action), appsOwn: true)
    }

    /// The first loop reads the feed made with the monitor; a later loop gets the events from its
    /// start on. A loop's end tells the model nothing (it has no step for it).
    var events: LocationSequence<MonitorEventValue> {
        LocationSequence { [self] in
            let loops = phone.loops
            loops.lock.lock()
            defer { loops.lock.unlock() }
            if !firstClaimed {
                firstClaimed = true
                loops.add(first)
                return first.iterate
            }
            let feed = Feed<MonitorEventValue>(loops: loops)
            if active && phone.process == process { phone.monitorFeeds.append(feed) } else { feed.markEnded() }
            loops.add(feed)
            return feed.iterate
        }
    }
}

extension PhoneLocationServices {
    /// `await CLMonitor(name)`: the model's one monitor (D47), whatever the name.
    public func monitor(named name: String) async -> any MonitorManaging { makeMonitor() }

    private func makeMonitor() -> PhoneMonitor {
        phone.loops.lock.lock()
        defer { phone.loops.lock.unlock() }
        return PhoneMonitor(phone: phone)
    }
}

/// A monitor event as the app's value, dated by the phone's clock (`now`: simulated seconds, from
/// the reference date, as the stand-in's locations are).
func value(_ event: MonitorEvent, now: Int) -> MonitorEventValue {
    MonitorEventValue(
        identifier: event.identifier, state: MonitorEventState(rawValue: event.state.rawValue) ?? .unknown,
        date: Date(timeIntervalSinceReferenceDate: TimeInterval(now)),
        authorizationDenied: event.flags.contains(.authorizationDenied), authorizationDeniedGlobally: event.flags.contains(.authorizationDeniedGlobally),
        authorizationRestricted: event.flags.contains(.authorizationRestricted),
        authorizationRequestInProgress: event.flags.contains(.authorizationRequestInProgress),
        insufficientlyInUse: event.flags.contains(.insufficientlyInUse), serviceSessionRequired: event.flags.contains(.serviceSessionRequired),
        accuracyLimited: event.flags.contains(.accuracyLimited), conditionLimitExceeded: event.flags.contains(.conditionLimitExceeded))
}
