import Foundation
import LocflowCore
import LocflowTesting
import Testing

/// A mistake in a test records an issue in that test, with a message naming the mistake, and the
/// test goes on (so the tests after it run too): nothing public traps. Each test asserts the
/// issue with `withKnownIssue` (which fails if none is recorded) and then uses the phone again.
@Suite("LocflowTesting misuse: test failures, not crashes")
struct MisuseTests {
    /// Runs `body`, which must record exactly the issues whose messages contain `words`.
    func expectIssue(_ words: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
        withKnownIssue(sourceLocation: sourceLocation) {
            body()
        } matching: { issue in
            issue.description.contains(words)
        }
    }

    @Test("an unknown iOS version: the phone runs the default iOS instead", arguments: ["9", "eighteen"])
    func unknownVersion(ios: String) {
        var phone: SimulatedPhone?
        expectIssue("SimulatedPhone(ios: \"\(ios)\")") { phone = SimulatedPhone(ios: ios) }
        #expect(phone?.simulation.setup.ios == Setup().ios)
    }

    @Test("systemUpdate to an unknown version leaves the phone as it was")
    func badSystemUpdate() {
        let phone = SimulatedPhone(ios: "17")
        let steps = phone.steps.count
        expectIssue("systemUpdate(to: \"nineteen\")") { phone.systemUpdate(to: "nineteen") }
        #expect(phone.steps.count == steps && phone.ruleSet == .iOS17)
    }

    @Test("systemUpdate to an older rule set is an ignored world step")
    func olderSystemUpdate() {
        let phone = SimulatedPhone(ios: "17")
        expectIssue("D50") { phone.systemUpdate(to: "12") }
        #expect(phone.ruleSet == .iOS17)
    }

    @Test("a modern object on a phone made without modern: true does nothing")
    func modernWithoutModern() {
        let phone = SimulatedPhone(ios: "18")
        expectIssue("modern: true") { _ = SimulatedServiceSession(phone: phone, authorization: .whenInUse) }
        expectIssue("modern: true") { _ = phone.liveUpdates() }
        expectIssue("modern: true") { _ = phone.monitor() }
        expectIssue("modern: true") { _ = SimulatedBackgroundActivitySession(phone: phone) }
        #expect(phone.steps.count == 1 && phone.yields.isEmpty)
    }

    @Test("a modern call reached by play on a phone without modern: true")
    func modernThroughPlay() throws {
        let phone = SimulatedPhone(ios: "18")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("misuse-\(UInt32.random(in: 0...UInt32.max)).yaml").path
        try "steps:\n  - session start whenInUse\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // The issue is the session's; `play` then throws (the file's call was not made), which
        // `withKnownIssue` also records as known.
        withKnownIssue {
            do {
                try phone.play(path) { _ in _ = SimulatedServiceSession(phone: phone, authorization: .whenInUse) }
            } catch { Issue.record(error) }
        } matching: { issue in
            issue.description.contains("modern: true") || issue.description.contains("session start")
        }
    }

    @Test("a tap on a button not on screen, and a tap with no prompt, name what is on screen")
    func badTaps() {
        let phone = SimulatedPhone(ios: "18")
        let manager = SimulatedLocationManager(phone: phone)
        expectIssue("no prompt is on screen") { phone.tap("Allow While Using App") }
        manager.requestWhenInUseAuthorization()
        expectIssue("has no such button") { phone.tap("Allow While Using") }  // the label is "… App"
        #expect(phone.prompt?.kind == .whenInUse)
        phone.tap("Allow While Using App")
        #expect(phone.authorizationStatus == .authorizedWhenInUse)
    }

    @Test("other ignored person steps: foreground in the foreground, togglePrecise with no switch")
    func ignoredPersonSteps() {
        let phone = SimulatedPhone(ios: "18")
        expectIssue("foreground ignored") { phone.foreground() }
        expectIssue("togglePrecise ignored") { phone.togglePrecise() }
    }

    @Test("a world event nobody listens for is not a mistake: iOS delivers nothing")
    func unheardEventIsFine() {
        let phone = SimulatedPhone(ios: "18")
        let mark = phone.mark()
        phone.event(.locationUpdate)
        #expect(phone.callbacks(since: mark).isEmpty)
    }

    @Test("a negative mark reads as 0")
    func negativeMark() {
        let phone = SimulatedPhone(ios: "18")
        _ = SimulatedLocationManager(phone: phone)
        var read: [String] = []
        expectIssue("-1 is not a mark") { read = phone.callbacks(since: -1) }
        #expect(read == phone.callbacks)
        var diff: String?
        expectIssue("-1 is not a mark") { diff = phone.callbackDiff(phone.callbacks, since: -1) }
        #expect(diff == nil)
    }

    @Test("a huge duration saturates instead of overflowing")
    func hugeDuration() {
        #expect(SimulatedDuration.days(Int.max).seconds == Int.max)
        #expect(SimulatedDuration.hours(Int.min).seconds == Int.min)
        #expect(SimulatedDuration.minutes(2).seconds == 120)
        let phone = SimulatedPhone(ios: "18")
        phone.wait(.days(Int.max))
        #expect(phone.steps.count == 2)
    }

    @Test("an entry into a region the app does not monitor")
    func unknownRegion() {
        let phone = SimulatedPhone(ios: "18")
        expectIssue("monitors no region \"office\"") { phone.event(.regionEntry("office")) }
    }
}
