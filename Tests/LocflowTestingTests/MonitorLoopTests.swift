import Foundation
import LocflowCore
import LocflowTesting
import Testing

/// A feature written as an app writes it over `CLMonitor`: it adds a region, then loops over the
/// monitor's events and keeps what it saw.
final class HomeArrival: @unchecked Sendable {
    let services: any LocationServicesProviding
    private let lock = NSLock()
    private var seen: [MonitorEventValue] = []
    private(set) var loop: Task<Void, Never>?
    init(services: any LocationServicesProviding) { self.services = services }

    var events: [MonitorEventValue] { lock.withLock { seen } }

    func start() {
        let services = services
        loop = Task {
            let monitor = await services.monitor(named: "arrivals")
            await monitor.add(.circle(latitude: 48.137, longitude: 11.575, radius: 100), identifier: "home")
            do {
                for try await event in monitor.events { self.lock.withLock { self.seen.append(event) } }
            } catch {}
        }
    }
}

@Suite("CLMonitor through LocationServicesProviding", .timeLimit(.minutes(1)))
struct MonitorLoopTests {
    /// An iOS 18 phone with Always: the monitor's events reach the app as soon as the world says.
    func alwaysPhone() -> SimulatedPhone {
        let phone = SimulatedPhone(ios: "18", modern: true)
        phone.settings.app(.always)
        return phone
    }

    @Test("the app's loop over monitor.events gets satisfied, then unsatisfied, and waits between them")
    func eventsInOrder() async {
        let phone = alwaysPhone()
        let feature = HomeArrival(services: phone.services)
        feature.start()
        await phone.settled(loops: 1)  // the loop has added `home` and waits in next()
        #expect(phone.steps.last?.text == "monitor add region home")
        #expect(feature.events.isEmpty)
        phone.event(.satisfied, "home")
        await phone.settled(loops: 1)
        #expect(feature.events.map(\.state) == [.satisfied])
        // Nothing new from the world: the loop still waits (it did not end).
        await phone.settled(loops: 1)
        #expect(feature.events.count == 1)
        phone.wait(.minutes(5))
        phone.event(.unsatisfied, "home")
        await phone.settled(loops: 1)
        #expect(feature.events.map(\.state) == [.satisfied, .unsatisfied])
        #expect(feature.events.map(\.identifier) == ["home", "home"])
        #expect(feature.events[1].date == Date(timeIntervalSinceReferenceDate: 300))
        #expect(feature.loop.map { !$0.isCancelled } == true)
        feature.loop?.cancel()
    }

    @Test("the loop takes the model's diagnostics: reduced accuracy yields accuracyLimited and holds the event until Precise is back (D43, D44)")
    func diagnostics() async {
        let phone = SimulatedPhone(ios: "18", modern: true)
        phone.settings.app(.whileUsing)
        let feature = HomeArrival(services: phone.services)
        feature.start()
        await phone.settled(loops: 1)
        phone.settings.precise(false)
        await phone.settled(loops: 1)
        #expect(feature.events == [MonitorEventValue(identifier: "home", state: .unknown, accuracyLimited: true)])
        phone.event(.satisfied, "home")
        await phone.settled(loops: 1)
        #expect(feature.events.count == 1)  // held: no event under reduced accuracy
        phone.settings.precise(true)
        await phone.settled(loops: 1)
        #expect(feature.events.last == MonitorEventValue(identifier: "home", state: .satisfied))
        feature.loop?.cancel()
    }

    @Test("settled returns the same outcome every time: the loops have taken every event")
    func settledIsDeterministic() async {
        var runs: [[MonitorEventState]] = []
        for _ in 0..<20 {
            let phone = alwaysPhone()
            let feature = HomeArrival(services: phone.services)
            feature.start()
            await phone.settled(loops: 1)
            phone.event(.satisfied, "home")
            phone.event(.unsatisfied, "home")
            phone.event(.satisfied, "home")
            await phone.settled(loops: 1)
            runs.append(feature.events.map(\.state))
            feature.loop?.cancel()
        }
        #expect(Set(runs.map { $0.map(\.rawValue).joined(separator: " ") }) == ["satisfied unsatisfied satisfied"])
    }

    @Test("remove(_:) is the model's `monitor remove`; a later loop gets the events from its start on")
    func removeAndSecondLoop() async {
        let phone = alwaysPhone()
        let monitor = await phone.services.monitor(named: "m")
        await monitor.add(.beacon(BeaconConstraintValue(uuid: UUID())), identifier: "desk")
        #expect(phone.steps.last?.text == "monitor add beacon desk")
        phone.event(.satisfied, "desk")
        let first = LoopBox(monitor.events)
        await phone.settled(loops: 1)
        #expect(first.taken.map(\.identifier) == ["desk"])  // made before its loop started: not lost
        let second = LoopBox(monitor.events)
        await phone.settled(loops: 2)
        phone.event(.unsatisfied, "desk")
        await phone.settled(loops: 2)
        #expect(first.taken.map(\.state) == [.satisfied, .unsatisfied])
        #expect(second.taken.map(\.state) == [.unsatisfied])
        await monitor.remove("desk")
        #expect(phone.steps.last?.text == "monitor remove desk")
        phone.terminate()
        await first.finished()  // the process ended: both loops end (a loop that waited on would hit the time limit)
        await second.finished()
        #expect(first.taken.count == 2 && second.taken.count == 1)
    }

    @Test("a monitor on a phone made without modern: true records a test issue; its loop ends, and the test goes on")
    func monitorWithoutModern() async {
        let phone = SimulatedPhone(ios: "18")
        let steps = phone.steps.count
        var monitor: (any MonitorManaging)?
        await withKnownIssue {
            monitor = await phone.services.monitor(named: "m")
        } matching: { issue in
            issue.description.contains("CLMonitor needs a phone made with `SimulatedPhone(ios: …, modern: true)`")
        }
        await monitor?.add(.circle(latitude: 0, longitude: 0, radius: 50), identifier: "home")
        let loop = monitor.map { LoopBox($0.events) }
        await loop?.finished()
        await phone.settled(loops: 1)
        #expect(loop?.taken.isEmpty == true)
        #expect(phone.steps.count == steps)  // nothing reached the model
    }
}

/// A loop of the app's over a sequence, in its own task.
final class LoopBox: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [MonitorEventValue] = []
    private var task: Task<Void, Never>?
    init(_ events: LocationSequence<MonitorEventValue>) {
        task = Task {
            do {
                for try await event in events { self.lock.withLock { self.elements.append(event) } }
            } catch {}
        }
    }
    var taken: [MonitorEventValue] { lock.withLock { elements } }
    /// Returns when the loop has ended.
    func finished() async { await task?.value }
}
