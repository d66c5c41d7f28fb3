import LocflowCore
import Testing

@Suite("Precise location and temporary full accuracy (T60–T65, D12, D21, D29)")
struct AccuracyTests {
    /// When-In-Use with approximate location on iOS 14+.
    func reduced(_ ruleSet: RuleSet = .iOS14) -> Harness {
        var h = Harness(ruleSet)
        h.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow While Using App"))
        return h
    }

    @Test("T60: the first prompt's Precise switch decides the accuracy granted")
    func preciseSwitch() {
        var h = Harness(.iOS14)
        h.run(.requestWhenInUseAuthorization)
        #expect(h.sim.prompt?.precise == true)
        h.run(.togglePrecise)
        #expect(h.sim.prompt?.precise == false)
        h.run(.tap("Allow While Using App"))
        #expect(h.sim.accuracyAuthorization == .reducedAccuracy)
        #expect(h.last.callbacks.first?.accuracy == .reducedAccuracy)
    }

    @Test("T60: before iOS 14 there is no switch; accuracy reads full (D29)")
    func noSwitchBefore14() {
        var h = Harness(.iOS13_4)
        h.run(.requestWhenInUseAuthorization)
        #expect(h.sim.prompt?.precise == nil)
        h.run(.togglePrecise)
        #expect(h.note.contains("before iOS 14"))
        #expect(h.sim.accuracyAuthorization == .fullAccuracy)
    }

    @Test("T61: NSLocationDefaultAccuracyReduced starts the switch off, also before any prompt")
    func defaultReduced() {
        var plist = InfoPlist.contractDefault
        plist.defaultAccuracyReduced = true
        var h = Harness(.iOS14, app: AppConfig(infoPlist: plist))
        #expect(h.sim.accuracyAuthorization == .reducedAccuracy)
        h.run(.requestWhenInUseAuthorization)
        // The prompt's map shows an approximate location with no Precise pill (D54).
        #expect(h.sim.prompt?.precise == nil && h.sim.prompt?.approximateMap == true)
    }

    @Test("T43: the Precise switch in Settings reports an accuracy change with a callback")
    func settingsPrecise() {
        var h = reduced()
        h.run(.setPrecise(true))
        #expect(h.sim.accuracyAuthorization == .fullAccuracy && h.callbacks == [cb.whenInUse])
        h.run(.setPrecise(true))
        #expect(h.callbacks.isEmpty && h.note.contains("already on"))
    }

    @Test("T62/D12/D21: the temporary prompt; Allow Once → full accuracy, callbacks first, then completion(nil)")
    func temporaryAllowed() {
        var h = reduced()
        h.run(.requestTemporaryFullAccuracy(purposeKey: "Delivery"))
        #expect(h.prompt == .temporaryFullAccuracy && h.buttons == ["Allow Once", "Don't Allow"])
        #expect(h.sim.prompt?.title == "\u{201C}Demo\u{201D} would like to use your precise location")
        #expect(h.sim.prompt?.message == "Precise location helps the courier find you.")
        #expect(h.sim.prompt?.approximate != nil)
        h.run(.tap("Allow Once"))
        #expect(h.sim.accuracyAuthorization == .fullAccuracy && h.sim.temporaryFullAccuracy)
        #expect(h.callbacks == [cb.whenInUse, "temporaryFullAccuracyCompletion(nil)"])
    }

    @Test("T62/D21: Don't Allow still completes with nil, and nothing else")
    func temporaryDeclined() {
        var h = reduced()
        h.run(.requestTemporaryFullAccuracy(purposeKey: "Delivery"), .tap("Don't Allow"))
        #expect(h.callbacks == ["temporaryFullAccuracyCompletion(nil)"])
        #expect(h.sim.accuracyAuthorization == .reducedAccuracy)
    }

    @Test("T63/T65/D21: promptDeclined without a prompt", arguments: ["unknown key", "full", "background", "notDetermined", "denied", "prompt shown"])
    func declined(situation: String) {
        var h = situation == "notDetermined" || situation == "denied" ? Harness(.iOS14) : reduced()
        var key = "Delivery"
        switch situation {
        case "unknown key": key = "Nope"
        case "full": h.run(.setPrecise(true))
        // From the background the app must be running (in use, D15) to call at all (D22).
        case "background": h.run(.start(.standard), .background)
        case "denied": h.run(.setApp(.never))
        case "prompt shown": h.run(.setApp(.askNextTime), .requestWhenInUseAuthorization)
        default: break
        }
        let before = h.sim.prompt
        h.run(.requestTemporaryFullAccuracy(purposeKey: key))
        #expect(h.callbacks == ["temporaryFullAccuracyCompletion(promptDeclined)"])
        #expect(h.sim.prompt == before)
    }

    @Test("D20/T65/D22: a precise-location prompt answered after the app lost authorization grants nothing; the suspended app gets the completion on wake")
    func promptOutlivesAuthorization() {
        var h = Harness(.iOS18)
        h.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow Once"))
        h.run(.requestTemporaryFullAccuracy(purposeKey: "Delivery"), .background, .wait(seconds: 600))
        #expect(h.status == .notDetermined && h.prompt == .temporaryFullAccuracy)
        h.run(.tap("Allow Once"))
        #expect(!h.sim.temporaryFullAccuracy && h.sim.accuracyAuthorization == .reducedAccuracy)
        #expect(h.callbacks.isEmpty && h.note.contains("no longer authorized") && h.note.contains("held for the suspended app"))
        h.run(.foreground)
        // D22: the authorization callback first, then the completion.
        #expect(h.callbacks == [cb.notDetermined, "temporaryFullAccuracyCompletion(nil)"])
    }

    @Test("D21: nothing at all before iOS 14")
    func nothingBefore14() {
        var h = Harness(.iOS13_4)
        h.run(.requestTemporaryFullAccuracy(purposeKey: "Delivery"))
        #expect(h.callbacks.isEmpty && h.prompt == nil)
    }

    @Test("T64/D12/D22: temporary full accuracy ends after 10 minutes out of use; the suspended app is told on return")
    func temporaryExpires() {
        var h = reduced()
        h.run(.requestTemporaryFullAccuracy(purposeKey: "Delivery"), .tap("Allow Once"), .background, .wait(seconds: 600))
        #expect(h.sim.accuracyAuthorization == .reducedAccuracy && h.callbacks.isEmpty)
        h.run(.foreground)
        #expect(h.callbacks == [cb.whenInUse])
    }

    @Test("D21: a Settings Precise change ends temporary full accuracy")
    func settingsEndsTemporary() {
        var h = reduced()
        h.run(.requestTemporaryFullAccuracy(purposeKey: "Delivery"), .tap("Allow Once"), .setPrecise(true))
        #expect(!h.sim.temporaryFullAccuracy && h.sim.accuracyAuthorization == .fullAccuracy)
        #expect(h.callbacks.isEmpty)  // what the app reads stayed full
    }
}
