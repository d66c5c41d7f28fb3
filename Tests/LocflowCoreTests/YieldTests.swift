import LocflowCore
import Testing

/// `Yield.text` is the one printer of the yields' words (modern-apis.md §4): what transcripts,
/// expectations and the explorer's log show, byte for byte as before the yields were typed.
@Suite struct YieldTests {
    @Test(arguments: [
        (Yield.session(1, []), "session1()"),
        (.session(12, [.authorizationRequestInProgress]), "session12(authorizationRequestInProgress)"),
        // Flags print in §4's order, whatever order the set was built in.
        (.session(2, [.fullAccuracyDenied, .insufficientlyInUse]), "session2(insufficientlyInUse, fullAccuracyDenied)"),
        (.backgroundActivity([]), "backgroundActivity()"),
        (.backgroundActivity([.insufficientlyInUse]), "backgroundActivity(insufficientlyInUse)"),
        (.update(location: true, []), "update(location)"),
        (.update(location: true, [.accuracyLimited]), "update(location, accuracyLimited)"),
        (.update(location: false, [.accuracyLimited, .authorizationDenied]), "update(authorizationDenied, accuracyLimited)"),
        (.event(id: "home", state: .satisfied, []), "event(home, satisfied)"),
        (.event(id: "r21", state: .unknown, [.conditionLimitExceeded]), "event(r21, unknown, conditionLimitExceeded)"),
        (.locationButton, "locationButton"),
    ])
    func printsTheTranscriptsWords(element: Yield, text: String) {
        #expect(element.text == text)
        #expect("\(element)" == text)
    }

    @Test func flagsAreTheDiagnosticsCarried() {
        #expect(Yield.update(location: true, [.accuracyLimited]).flags == [.accuracyLimited])
        #expect(Yield.event(id: "a", state: .unsatisfied, [.serviceSessionRequired]).flags == [.serviceSessionRequired])
        #expect(Yield.locationButton.flags.isEmpty)
    }

    @Test("the core's yields are values: a session's diagnostics and a delivered update, by case (D44)")
    func theCoreEmitsValues() {
        var m = ModernHarness()
        m.run(.session(.whenInUse))
        #expect(m.h.last.yields == [.session(1, [.authorizationRequestInProgress])])
        m = ModernHarness()
        m.run(.setApp(.always), .liveStart, .session(.always), .background, .event(.locationUpdate))
        #expect(m.h.last.yields == [.update(location: true, [])])
    }
}
