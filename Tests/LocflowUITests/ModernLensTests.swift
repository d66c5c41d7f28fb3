import CellGrid
import Foundation
import LocflowCore
import LocflowTestSupport
import Testing
@testable import LocflowUI

/// The app-code lens on the SwiftUI/async sample, "Nearby": which lines
/// light up for each modern action and yield, which sample the lens picks, and its pictures.
@Suite struct ModernLensTests {
    /// The explorer after playing modern scenario lines, as the `M` menu plays them.
    func explorer(_ lines: [String], ruleSet: RuleSet = .iOS18) -> ExplorerState {
        var state = LocflowUITests.explorer(ruleSet)
        for line in lines {
            if line.hasPrefix("tap ") && line != "tap LocationButton" || ["foreground", "background", "terminate", "launch"].contains(line) {
                state.perform(try! Action(parsing: line))
            } else {
                state.playModern(line)
            }
        }
        return state
    }

    /// The text of the lit lines, trimmed.
    func lit(_ state: ExplorerState) -> [String] {
        state.lensMemory.modernTrace.lit.map { ModernSample.lines[$0].text.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aSessionStartLightsItsFeatureAndItsFirstDiagnostics() {
        let state = explorer(["session start always"])
        let lines = lit(state)
        #expect(state.lastYields == [.session(1, [.authorizationRequestInProgress])])
        #expect(lines.contains("hold(CLServiceSession(authorization: .always))"))
        #expect(lines.contains("sessions.append(session)"))
        #expect(!lines.contains("hold(CLServiceSession(authorization: .whenInUse))"))
        // The yield runs the loop and the first branch whose test holds, with its body.
        #expect(lines.contains("for try await diagnostic in session.diagnostics {"))
        #expect(lines.contains("if diagnostic.authorizationRequestInProgress {"))
        #expect(lines.contains("continue  // the person is answering (M37)"))
        #expect(!lines.contains { $0.contains("else if diagnostic.authorizationDenied") })
    }

    @Test func aPurposeKeyLightsTheFullAccuracySession() {
        let lines = lit(explorer(["session start whenInUse fullAccuracy Directions"]))
        #expect(lines.contains("fullAccuracyPurposeKey: key))"))
        #expect(!lines.contains("hold(CLServiceSession(authorization: .whenInUse))"))
    }

    @Test(arguments: [
        (Yield.update(location: true, []), "show(location, approximate: update.accuracyLimited)"),
        (.update(location: true, [.accuracyLimited]), "show(location, approximate: update.accuracyLimited)"),
        (.update(location: false, [.accuracyLimited]), "message = \"Approximate location only.\""),
        (.update(location: false, [.insufficientlyInUse, .accuracyLimited]), "message = \"Open Nearby to continue.\""),
        (.update(location: false, [.authorizationDenied, .authorizationDeniedGlobally]), "message = \"Location is off for Nearby.\""),
        (.update(location: false, [.serviceSessionRequired]), "message = \"Waiting for a session.\""),
        (.session(3, [.alwaysAuthorizationDenied]), "message = \"Walks are tracked while open.\""),
        (.session(1, [.fullAccuracyDenied, .insufficientlyInUse]), "message = \"Directions need Precise.\""),
        (.session(2, []), "message = \"Ready.\""),
        (.backgroundActivity([.insufficientlyInUse]), "message = \"Open Nearby to track walks.\""),
        (.backgroundActivity([]), "message = \"Tracking in the background.\""),
        (.event(id: "region1", state: .satisfied, []), "message = \"You are at \\(event.identifier).\""),
        (.event(id: "beacon1", state: .unsatisfied, []), "message = \"You left \\(event.identifier).\""),
        (.event(id: "region1", state: .satisfied, [.accuracyLimited]), "message = \"Alerts need Precise Location.\""),
        (.locationButton, "model.message = \"Shared once: nearby places.\""),
    ])
    func aYieldRunsTheFirstBranchThatHolds(yield: Yield, body: String) {
        let lines = ModernSampleTrace.lines(reached: yield).map { ModernSample.lines[$0].text.trimmingCharacters(in: .whitespaces) }
        #expect(lines.last == body, "\(lines)")
        // One branch of the chain and its body, nothing after it.
        #expect(lines.filter { $0.hasPrefix("} else") || $0.hasPrefix("if ") }.count <= 1)
    }

    @Test func locationUnavailableIsNeverLitSinceLocflowNeverReportsIt() {
        let index = ModernSample.lines.firstIndex { $0.text.contains("update.locationUnavailable") }!
        for yield: Yield in [.update(location: false, []), .update(location: true, []), .update(location: false, [.accuracyLimited])] {
            #expect(!ModernSampleTrace.lines(reached: yield).contains(index))
        }
    }

    @Test func theStreamTheMonitorAndTheButtonLightTheirLines() {
        var state = explorer(["liveUpdates start"])
        #expect(lit(state).contains("for try await update in CLLocationUpdate.liveUpdates() {"))
        state = explorer(["monitor add region region1"])
        #expect(lit(state).contains("await watch(CLMonitor.CircularGeographicCondition(center: center, radius: 100), as: id)"))
        #expect(lit(state).contains("let monitor = await CLMonitor(\"Nearby\")"), "the first add creates the monitor")
        state = explorer(["monitor add region region1", "monitor add beacon beacon1"])
        #expect(lit(state).contains("await watch(CLMonitor.BeaconIdentityCondition(uuid: uuid), as: id)"))
        #expect(!lit(state).contains("let monitor = await CLMonitor(\"Nearby\")"), "the second add reuses it")
        state = explorer(["backgroundActivity start"])
        #expect(lit(state).contains("let session = CLBackgroundActivitySession()"))
        state = explorer(["tap LocationButton"])
        #expect(lit(state) == ["LocationButton(.currentLocation) {"], "the prompt is up: the action has not run yet")
        state.perform(.tap("Allow Once"))
        #expect(state.lastYields.last == .locationButton)
        #expect(lit(state).contains("model.message = \"Shared once: nearby places.\""))
    }

    @Test func aSuspendedOrTerminatedAppRunsNoneOfItsCode() {
        let state = explorer(["liveUpdates start", "terminate", "liveUpdates stop"])
        #expect(!lit(state).contains("updates?.cancel()  // leaves the loop (M1)"))
        #expect(state.lensMemory.modernTrace.note?.contains("not running") == true)
        let quit = explorer(["session start whenInUse", "forceQuit"])
        #expect(lit(quit).isEmpty)
        #expect(quit.lensMemory.modernTrace.note == "the person swipes Nearby away: no code runs")
    }

    @Test func aLaunchRecreatesWhatTheLastRunHeld() {
        let state = explorer(["session start whenInUse", "tap Allow While Using App", "liveUpdates start", "terminate", "launch"])
        let lines = lit(state)
        #expect(lines.contains("Task { await model.recreate() }"))
        #expect(lines.contains("hold(CLServiceSession(authorization: goal))"))
        #expect(lines.contains("if Saved.updates { startUpdates() }"))
        #expect(!lines.contains("if Saved.activity { keepRunning() }"), "no background activity was held")
    }

    @Test func theLensPicksTheSampleTheFlowCallsForAndLSwitches() {
        var state = LocflowUITests.explorer(keys: "d")
        #expect(state.shownLensSample == .delegate)
        #expect(picture(state).contains("App-code lens · seeds 000, 003"))
        state.playModern("liveUpdates start")
        #expect(state.shownLensSample == .modern, "the flow is extended: the SwiftUI/async sample")
        #expect(picture(state).contains(ModernLensView.title))
        #expect(Command.bound(to: .char("L"), in: state) == .switchLensSample)
        type("L", into: &state)
        #expect(state.shownLensSample == .delegate)
        type("L", into: &state)
        #expect(state.shownLensSample == .modern)
        type("d", into: &state)
        #expect(Command.bound(to: .char("L"), in: state) == nil, "L only while the lens is open")
    }

    @Test func theWindowScrollsToTheLitLines() {
        // Settings › Never: the session reports authorizationDenied (D43); its loop and branch are
        // far down the file, yet on screen.
        var state = explorer(["session start whenInUse", "tap Allow While Using App"])
        state.perform(.setApp(.never))
        #expect(state.lastYields == [.session(1, [.authorizationDenied])])
        let text = ModernLensView.lines(state.lensMemory.modernTrace, width: 43, rows: 19).map(\.text)
        let marked = text.filter { $0.hasPrefix("\u{25B8} ") }
        // At 43 columns long lines continue on the next row, still marked.
        #expect(marked == [
            "\u{25B8}       for try await diagnostic in ", "\u{25B8}           session.diagnostics {",
            "\u{25B8}         } else if diagnostic.", "\u{25B8}             authorizationDenied {",
            "\u{25B8}           message = \"Location is off for ", "\u{25B8}               Nearby.\"",
        ], "\(text)")
        #expect(text.count == 19)
    }

    @Test func pictures() {
        var state = explorer(["session start always", "tap Allow While Using App", "liveUpdates start"])
        type("d", into: &state)
        assertSnapshot(picture(state, compact), named: "lens-modern-80x24")
        assertSnapshot(picture(state, ScreenSize(rows: 36, cols: 120)), named: "lens-modern-120x36")
        var button = explorer(["tap LocationButton", "tap Allow Once"], ruleSet: .iOS15)
        type("d", into: &button)
        assertSnapshot(picture(button, compact), named: "lens-modern-button-80x24")
    }

    /// The sample is Swift: `swiftc -parse` reads it (syntax only; Core Location is not needed),
    /// and a broken copy is caught, so the check can fail.
    @Test(.enabled(if: Swiftc.path != nil, "swiftc was not found on PATH: the sample's syntax is not checked"))
    func theSampleParsesAsSwift() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try ModernSample.text.write(to: file, atomically: true, encoding: .utf8)
        let parse = try Swiftc.run(["-parse", file.path])
        #expect(parse.status == 0, "\(parse.output)")
        try ModernSample.text.replacingOccurrences(of: "liveUpdates() {", with: "liveUpdates( {").write(to: file, atomically: true, encoding: .utf8)
        #expect(try Swiftc.run(["-parse", file.path]).status != 0)
    }
}
