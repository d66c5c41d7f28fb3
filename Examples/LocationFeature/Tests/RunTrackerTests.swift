import LocationFeatureExample
import LocflowTesting
import Testing

/// A hand mock of the modern API: live updates are locations, at once, as many mocks are written.
final class NaiveMockLocationServices: LocationServicesProviding, @unchecked Sendable {
    final class Session: ServiceSessionManaging, @unchecked Sendable {
        var diagnosticValues: LocationSequence<ServiceSessionDiagnosticValue> { LocationSequence { { nil } } }
        func invalidate() {}
    }
    final class Activity: BackgroundActivitySessionManaging, @unchecked Sendable {
        func invalidate() {}
    }
    final class Monitor: MonitorManaging, @unchecked Sendable {
        func add(_ condition: MonitorConditionValue, identifier: String) async {}
        func remove(_ identifier: String) async {}
        var events: LocationSequence<MonitorEventValue> { LocationSequence { { nil } } }
    }
    let stream: AsyncStream<LiveUpdateValue>
    let continuation: AsyncStream<LiveUpdateValue>.Continuation
    init() { (stream, continuation) = AsyncStream.makeStream() }
    func liveUpdates() -> LocationSequence<LiveUpdateValue> {
        let box = IteratorBox(stream.makeAsyncIterator())
        return LocationSequence { { await box.next() } }
    }
    func serviceSession(authorization: ServiceSessionAuthorization, fullAccuracyPurposeKey: String?) -> any ServiceSessionManaging { Session() }
    func backgroundActivitySession() -> any BackgroundActivitySessionManaging { Activity() }
    func monitor(named name: String) async -> any MonitorManaging { Monitor() }
}

/// Shares one stream iterator with the sequence's closure.
final class IteratorBox: @unchecked Sendable {
    var iterator: AsyncStream<LiveUpdateValue>.Iterator
    init(_ iterator: AsyncStream<LiveUpdateValue>.Iterator) { self.iterator = iterator }
    func next() async -> LiveUpdateValue? { await iterator.next() }
}

/// The modern example: the tracker's own async loop runs against the simulated phone.
@Suite("RunTracker (modern example)", .timeLimit(.minutes(1)))
struct RunTrackerTests {
    @Test("while the prompt is up the tracker waits; after Allow it tracks the locations the test sends")
    func waitsForThePrompt() async {
        let phone = SimulatedPhone(ios: "18", modern: true)
        let tracker = RunTracker(services: phone.services)
        tracker.start()
        await phone.settled(loops: 1)  // the loop runs and has taken update(authorizationRequestInProgress)
        #expect(phone.prompt?.kind == .whenInUse)
        #expect(tracker.state == .waitingForPermission)
        phone.tap("Allow While Using App")
        phone.event(.location(latitude: 48.137, longitude: 11.575, horizontalAccuracy: 8))
        phone.event(.location(latitude: 48.138, longitude: 11.576, horizontalAccuracy: 8))
        await phone.settled(loops: 1)
        #expect(tracker.state == .tracking)
        #expect(tracker.route.map(\.latitude) == [48.137, 48.138])
        tracker.stop()
        await phone.settled()
        #expect(phone.steps.suffix(2).map(\.text).sorted() == ["liveUpdates stop", "session end 1"])
    }

    @Test("Don't Allow: the tracker shows the denial")
    func denied() async {
        let phone = SimulatedPhone(ios: "18", modern: true)
        let tracker = RunTracker(services: phone.services)
        tracker.start()
        await phone.settled(loops: 1)
        phone.tap("Don't Allow")
        await phone.settled(loops: 1)
        #expect(tracker.state == .denied)
    }

    @Test("seed-style tracker: 'denied' while the prompt is up (the simulated phone catches it)")
    func seedStyleCaught() async {
        let phone = SimulatedPhone(ios: "18", modern: true)
        let tracker = SeedStyleRunTracker(services: phone.services)
        tracker.start()
        await phone.settled(loops: 1)
        withKnownIssue("the bug: an update without a location is taken for a denial, but the prompt is still up") {
            #expect(tracker.state != .denied)
        }
    }

    @Test("seed-style tracker: the hand mock passes it (its updates are locations at once)")
    func seedStylePassesTheMock() async {
        let mock = NaiveMockLocationServices()
        let tracker = SeedStyleRunTracker(services: mock)
        tracker.start()
        mock.continuation.yield(LiveUpdateValue(location: LocationValue(latitude: 48.137, longitude: 11.575)))
        mock.continuation.finish()
        // The mock has no way to say when the loop has taken its element: wait for the state.
        while tracker.state == .idle { await Task.yield() }
        #expect(tracker.state != .denied)
    }
}
