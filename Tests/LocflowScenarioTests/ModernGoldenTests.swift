import Foundation
import Testing
@testable import LocflowScenario

/// Golden transcripts of two examples of the extension: the text blocks (yields, sessions,
/// suspended on the state line) and one JSONL line (a relaunch, §4 key order), byte for byte.
@Suite("Modern golden transcripts")
struct ModernGoldenTests {
    private func run(_ file: String) throws -> RunResult {
        let text = try String(contentsOf: ScenarioLibraryTests.root.appendingPathComponent(file), encoding: .utf8)
        return Runner.run(try ScenarioParser.parse(text, file: "Scenarios/" + file))
    }

    @Test("spec/08: the text transcript")
    func text() throws {
        #expect(TextTranscript.render(try run("modern/spec/08-allow-once-lapse-reask.yaml")) == Self.text)
    }

    @Test("spec/04: the relaunch step's JSONL line")
    func jsonl() throws {
        #expect(JSONTranscript.lines(try run("modern/spec/04-monitor-relaunch.yaml"))[8] == Self.relaunch)
    }

    static let text = """
Scenarios/modern/spec/08-allow-once-lapse-reask.yaml — A session re-asks after Allow Once lapsed in the background  [iOS 18, rule set 18]
  0  launch
       notDetermined · fullAccuracy · Location Services on · Settings: “Ask Next Time Or When I Share”
       → didChangeAuthorization(notDetermined)   manager #1
  1  session start whenInUse
       prompt whenInUse: Allow “Demo” to use your location?
         “Shows nearby offers while you use the app.”
         [Allow Once] [Allow While Using App] [Don't Allow]   Precise: On
       yields: session1(authorizationRequestInProgress)
       sessions: #1 whenInUse active [authorizationRequestInProgress]
       note: the whenInUse goal makes iOS ask as requestWhenInUseAuthorization (D39 b, M24)
  2  ✓ expect prompt: whenInUse, yields: [session1(authorizationRequestInProgress)]
  3  tap Allow Once
       authorizedWhenInUse · fullAccuracy · Location Services on · Settings: “Ask Next Time Or When I Share” · Allow Once
       prompt closed
       → didChangeAuthorization(authorizedWhenInUse)   manager #1
       yields: session1()
       sessions: #1 whenInUse active
       note: Allow Once: When-In-Use until the app has been out of use for 10m (T12, D2) ≈ approximate: D2
  4  ✓ expect status: authorizedWhenInUse, callbacks: [didChangeAuthorization(authorizedWhenInUse)], temporary: true, yields: [session1()]
  5  background
       authorizedWhenInUse · fullAccuracy · Location Services on · Settings: “Ask Next Time Or When I Share” · Allow Once · suspended
       sessions: #1 whenInUse active [insufficientlyInUse]
       note: the app is no longer in use: Allow Once ends after 10m unless it returns (D2, T40) ≈ approximate: D2; the app is suspended: in the background and not in use, it runs no code and is told of authorization changes only when it runs again (D22, D15)
  6  ✓ expect lifecycle: suspended, sessions: 1
  7  wait 10m
       notDetermined · fullAccuracy · Location Services on · Settings: “Ask Next Time Or When I Share” · suspended
       note: didChangeAuthorization(notDetermined) held for the suspended app (D22); Allow Once expired: the app was out of use for 10m; the next request prompts again (T40, D2, D24) ≈ approximate: D2
  8  ✓ expect status: notDetermined, callbacks: [], yields: []
  9  foreground
       notDetermined · fullAccuracy · Location Services on · Settings: “Ask Next Time Or When I Share”
       prompt whenInUse: Allow “Demo” to use your location?
         “Shows nearby offers while you use the app.”
         [Allow Once] [Allow While Using App] [Don't Allow]   Precise: On
       → didChangeAuthorization(notDetermined)   manager #1
       yields: session1(authorizationRequestInProgress)
       sessions: #1 whenInUse active [authorizationRequestInProgress]
       note: didChangeAuthorization(notDetermined) (changed while the app was suspended, T3) delivered on resume (D22); the whenInUse goal makes iOS ask as requestWhenInUseAuthorization (D39 b, M24)
 10  ✓ expect prompt: whenInUse, callbacks: [didChangeAuthorization(notDetermined)], yields: [session1(authorizationRequestInProgress)]
 11  tap Allow While Using App
       authorizedWhenInUse · fullAccuracy · Location Services on · Settings: “While Using the App”
       prompt closed
       → didChangeAuthorization(authorizedWhenInUse)   manager #1
       yields: session1()
       sessions: #1 whenInUse active
 12  ✓ expect status: authorizedWhenInUse, temporary: false, yields: [session1()]
✓ 6 expectations held

"""

    static let relaunch = #"{"step":8,"action":"event satisfied home","status":"authorizedAlways","accuracy":"fullAccuracy","locationServicesEnabled":true,"settings":"Always","provisional":false,"temporary":false,"prompt":null,"callbacks":["didChangeAuthorization(authorizedAlways)"],"services":{"standard":"available","significantChange":"available","visits":"available","region":"available","beacons":"available","heading":"available","geocoding":"available"},"note":"iOS relaunched the app into the background; it created a manager, then received the event (D16, seed 001); at launch the app re-creates its sessions, stream, background activity session and monitor (D45, M19, M33); the app is suspended: in the background and not in use, it runs no code and is told of authorization changes only when it runs again (D22, D15)","console":[],"lifecycle":"suspended","sessions":[{"id":1,"goal":"always","fullAccuracy":null,"state":"active","diagnostics":[]}],"updates":null,"monitor":{"home":{"type":"region","state":"satisfied","diagnostics":[]}},"backgroundActivity":null,"locationButtonApproved":false,"yields":["session1()","event(home, satisfied)"]}"#
}
