import LocflowCore
import LocflowExport
import Testing

/// The modern vocabulary (modern-apis.md §3) through every exporter: the app's modern calls are
/// app hooks, the location button and force-quit are steps by hand, a condition's state in the
/// world is said to be not reproducible; no export stops or drops a step silently.
@Suite("Modern actions in exports")
struct ModernExportTests {
    static let fixture = "Tests/LocflowExportTests/Fixtures/every-modern-action.yaml"

    @Test("each modern action gets its treatment: app hook, by hand, or cannot")
    func treatments() throws {
        let played = try flow(Self.fixture)
        #expect(played.failureWarning == nil)
        let byText = Dictionary(played.actionSteps.map { ($0.text, $0.treatment(appName: played.appName)) }, uniquingKeysWith: { a, _ in a })
        func isAppCall(_ text: String, containing needle: String) -> Bool {
            if case .appCall(let call)?? = byText[text] { return call.contains(needle) }
            return false
        }
        #expect(isAppCall("liveUpdates start", containing: "CLLocationUpdate.liveUpdates()"))
        #expect(isAppCall("session start always fullAccuracy Delivery", containing: "CLServiceSession(authorization: .always, fullAccuracyPurposeKey: \"Delivery\")"))
        #expect(isAppCall("backgroundActivity start", containing: "CLBackgroundActivitySession()"))
        #expect(isAppCall("monitor add region home", containing: "identifier: \"home\""))
        #expect(isAppCall("monitor remove door", containing: "monitor.remove(\"door\")"))
        #expect(isAppCall("session end 1", containing: "invalidate()"))
        if case .byHand(let hand)?? = byText["tap LocationButton"] { #expect(hand.contains("location button")) } else { Issue.record("tap LocationButton") }
        if case .byHand(let hand)?? = byText["forceQuit"] { #expect(hand.contains("swipe it away")) } else { Issue.record("forceQuit") }
        if case .cannot(let why)?? = byText["event satisfied home"] { #expect(why.contains("not reproduced exactly")) } else { Issue.record("event satisfied home") }
    }

    @Test("every exporter writes the modern flow, one line per step", arguments: ExportFormat.allCases)
    func everyExporter(_ format: ExportFormat) throws {
        let played = try flow(Self.fixture)
        let text = export(format, played, bundle: "com.example.demo")
        #expect(!text.isEmpty)
        if format != .simctl {
            #expect(text.contains("TODO: trigger CLServiceSession(authorization: .always"))
            #expect(text.contains("location button"))
            #expect(text.contains("not reproduced exactly"))
        }
        #expect(text.contains("Allow Once"), "the location button's confirmation is answered by its label")
    }
}
