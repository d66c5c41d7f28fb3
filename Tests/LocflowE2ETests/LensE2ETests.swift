import Foundation
import LocflowTestSupport
import Testing

/// The app-code lens in a real terminal, at the two sizes its pictures pin: `d` opens it on the
/// delegate samples after a delegate flow, `L` switches to the SwiftUI/async sample "Nearby",
/// a modern action from the `M` menu lights its lines, and a terminated app lights none and
/// says why.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the app-code lens end-to-end tests are skipped"))
struct LensE2ETests {
    /// The delegate samples' panel title.
    static let delegateTitle = "App-code lens · seeds 000, 003"
    /// Nearby's panel title.
    static let nearbyTitle = "Code lens · Nearby · L swap · d hides"

    /// The lit rows of Nearby on `screen`: the rows the lens marks `▸` (in its own box, after
    /// its left border), their code trimmed.
    static func litRows(_ screen: String) -> [String] {
        var rows: [String] = []
        for line in screen.components(separatedBy: "\n") {
            guard let mark = line.range(of: "│ \u{25B8} ") else { continue }
            var code = Substring(line[mark.upperBound...])
            while let last = code.last, last == "│" || last == " " { code.removeLast() }
            rows.append(String(code.drop { $0 == " " }))
        }
        return rows
    }

    /// The lit code as one text without spaces, so a line the panel wraps still reads whole.
    static func litCode(_ screen: String) -> String {
        litRows(screen).joined().filter { $0 != " " }
    }

    /// `w`, then Allow While Using App (button 2 on iOS 18), as `Tmux.allowWhileUsing` does but
    /// without expecting the prompt's title on one line (it wraps at 80×24).
    static func allowWhileUsing(on tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.sendKeys("w")
        tmux.expectScreen("2  Allow While Using App", sourceLocation: sourceLocation)
        try tmux.sendKeys("2")
        tmux.expectScreen("authorizationStatus   .authorizedWhenInUse", sourceLocation: sourceLocation)
    }

    /// Opens the `M` menu and picks row `row` (1–9).
    static func playModernRow(_ row: Int, on tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.sendKeys("M")
        tmux.expectScreen("Modern Core Location", sourceLocation: sourceLocation)
        try tmux.sendKeys(String(row))
    }

    @Test(arguments: [(80, 24), (120, 36)])
    func theLensFollowsADelegateFlowThenNearby(cols: Int, rows: Int) throws {
        let tmux = try Tmux.explorer(cols: cols, rows: rows)
        defer { tmux.kill() }
        // A delegate flow: the lens opens on the delegate samples and reads what the app reads.
        try Self.allowWhileUsing(on: tmux)
        try tmux.sendKeys("d")
        let delegate = tmux.expectScreen(Self.delegateTitle)
        #expect(delegate.contains("App reads  .authorizedWhenInUse"), "the delegate samples read the grant:\n\(delegate)")
        #expect(delegate.contains("Listing 1  enableMyWhenInUseFeatures()"), "\(delegate)")
        #expect(!delegate.contains(Self.nearbyTitle), "the flow used no modern API, yet the lens shows Nearby:\n\(delegate)")

        // `L`: Nearby, with nothing of it lit by the delegate step.
        try tmux.sendKeys("L")
        let nearby = tmux.expectScreen(Self.nearbyTitle)
        #expect(!nearby.contains(Self.delegateTitle))
        #expect(Self.litRows(nearby).isEmpty, "a delegate-API step lit Nearby's code:\n\(nearby)")

        // A modern action (row 1: liveUpdates start) lights the stream's lines, as the app runs them.
        try Self.playModernRow(1, on: tmux)
        let wait = tmux.waitUntil { screen in Self.litCode(screen).contains("fortryawaitupdateinCLLocationUpdate.liveUpdates(){") }
        #expect(wait.found, "liveUpdates start lit none of its lines: \(wait)")
        let lit = wait.screen
        #expect(lit.contains("\u{203A} liveUpdates start"), "the panel names the step:\n\(lit)")
        #expect(Self.litCode(lit).contains("funcstartUpdates(){"), "\(Self.litRows(lit))")
        #expect(!Self.litCode(lit).contains("CLServiceSession("), "a session's lines lit for the stream: \(Self.litRows(lit))")
        #expect(lit.contains(Self.nearbyTitle) && !lit.contains(Self.delegateTitle), "the lens left Nearby:\n\(lit)")

        // A session: its feature and its diagnostics loop light; `L` goes back to the delegate samples.
        try Self.playModernRow(3, on: tmux)  // session always
        let session = tmux.waitUntil { Self.litCode($0).contains("hold(CLServiceSession(authorization:.always))") }
        #expect(session.found, "session start always lit none of its lines: \(session)")
        #expect(!Self.litCode(session.screen).contains("CLLocationUpdate"), "the stream stayed lit after another step: \(Self.litRows(session.screen))")
        try tmux.sendKeys("L")
        let back = tmux.expectScreen(Self.delegateTitle)
        #expect(Self.litRows(back).isEmpty && !back.contains(Self.nearbyTitle))
        try tmux.quit()
    }

    @Test(arguments: [(80, 24), (120, 36)])
    func aTerminatedAppLightsNothingAndThePanelSaysWhy(cols: Int, rows: Int) throws {
        let tmux = try Tmux.explorer(cols: cols, rows: rows)
        defer { tmux.kill() }
        try Self.allowWhileUsing(on: tmux)
        // The flow turns modern: the lens opens on Nearby by itself.
        try Self.playModernRow(1, on: tmux)  // liveUpdates start
        try tmux.sendKeys("d")
        let running = tmux.waitUntil { !Self.litRows($0).isEmpty }
        #expect(running.found && running.screen.contains(Self.nearbyTitle), "the lens did not open on Nearby, lit: \(running)")

        try tmux.sendKeys("k")  // terminate
        tmux.expectScreen("\u{203A} terminate")
        try Self.playModernRow(1, on: tmux)  // whatever row 1 plays now, the app is not running
        let dark = tmux.waitFor("Nearby is not running")
        #expect(dark.found, "the panel does not say why nothing lights: \(dark)")
        #expect(Self.litRows(dark.screen).isEmpty, "a terminated app's code lit: \(Self.litRows(dark.screen))\n\(dark.screen)")
        #expect(dark.screen.contains(Self.nearbyTitle))

        // `l` launches it: the entry point runs again and re-creates what the last run held.
        try tmux.sendKeys("l")
        let launched = tmux.waitUntil { Self.litCode($0).contains("Task{awaitmodel.recreate()}") }
        #expect(launched.found, "the launch lit nothing: \(launched)")
        #expect(!launched.screen.contains("Nearby is not running"))
        try tmux.quit()
    }
}
