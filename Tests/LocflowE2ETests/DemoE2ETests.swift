import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The scripted demo: `--scenario FILE` driven with `n` only runs start
/// to end with one `n` per action, rewinds, and survives a stray `q`.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end demo test is skipped"))
struct DemoE2ETests {
    private let scenario = """
        name: upgrade demo
        ios: "18"
        app: { name: Demo }
        steps:
          - requestWhenInUseAuthorization
          - expect: { prompt: whenInUse }
          - tap Allow While Using App
          - expect: { status: authorizedWhenInUse }
          - requestAlwaysAuthorization
          - expect: { prompt: upgrade }
          - tap Change to Always Allow
          - expect: { status: authorizedAlways }
        """

    @Test func scriptedDemoRunsRewindsAndSurvivesAStrayQ() throws {
        let file = "/tmp/lf-demo-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).yaml"
        try scenario.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // The header names the action `n` plays next, counted in presses.
        let tmux = try Tmux.explorer(["--scenario", file], waitingFor: "n: requestWhenInUseAuthorization (1/4)")
        defer { tmux.kill() }
        try tmux.sendKeys("n")
        tmux.expectScreen("n: tap Allow While Using App (2/4)")
        // A stray q asks; the next key (not q or y) cancels and does nothing else.
        try tmux.sendKeys("q")
        tmux.expectScreen("locflow --resume")
        try tmux.sendKeys("w")
        let kept = tmux.waitUntil { !$0.contains("Quit locflow?") }
        #expect(kept.found, "the quit question did not go away: \(kept)")
        #expect(!tmux.paneStatus().dead)
        try tmux.sendKeys("n")
        tmux.expectScreen("n: requestAlwaysAuthorization (3/4)")
        try tmux.sendKeys("n")
        tmux.expectScreen("n: tap Change to Always Allow (4/4)")
        try tmux.sendKeys("n")
        tmux.expectScreen("scenario done: B rewinds")
        tmux.expectScreen("authorizationStatus   .authorizedAlways")
        let log = tmux.capture()
        #expect(!log.contains("expect failed"), "an expectation failed: \(log)")
        // n after the end says so.
        try tmux.sendKeys("n")
        tmux.expectScreen("scenario done — B")
        // B rewinds: a fresh install, the pointer back at step 1.
        try tmux.sendKeys("B")
        tmux.expectScreen("n: requestWhenInUseAuthorization (1/4)")
        tmux.expectScreen("authorizationStatus   .notDetermined")
        try tmux.sendKeys("n")
        tmux.expectScreen("n: tap Allow While Using App (2/4)")
        try tmux.quit()
    }
}
