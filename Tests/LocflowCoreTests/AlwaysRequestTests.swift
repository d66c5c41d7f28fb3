import LocflowCore
import Testing

@Suite("requestAlwaysAuthorization (T20–T34, D1, D3, D11, D24)")
struct AlwaysRequestTests {
    @Test("T20: from notDetermined the first prompt shows the When-In-Use string and no Always button")
    func directAlwaysFirstPrompt() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization)
        #expect(h.prompt == .whenInUse)
        #expect(h.buttons == ["Allow Once", "Allow While Using App", "Don't Allow"])
        #expect(h.sim.prompt?.message == InfoPlist.contractDefault.whenInUseUsage)
        #expect(h.sim.alwaysRequestSpent)
    }

    @Test("T21: Allow While Using App → provisional Always: reads Always, Settings shows While Using")
    func provisional() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"))
        #expect(h.status == .authorizedAlways && h.sim.provisional)
        #expect(h.sim.settingsLabel == "While Using the App")
        #expect(h.callbacks == [cb.always])
    }

    @Test("T22/D24: Allow Once → temporary When-In-Use, and the one-time request is spent")
    func allowOnceViaAlways() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow Once"))
        #expect(h.status == .authorizedWhenInUse && h.sim.temporary && h.sim.alwaysRequestSpent)
        #expect(h.callbacks == [cb.whenInUse])
    }

    @Test("T23: Don't Allow → denied")
    func deny() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Don't Allow"))
        #expect(h.status == .denied && h.callbacks == [cb.denied])
    }

    @Test("T27: from permanent When-In-Use the upgrade prompt shows at once with the Always string (D1)")
    func upgradePrompt() {
        var h = Harness(.iOS13_4)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization)
        #expect(h.prompt == .upgrade)
        #expect(h.buttons == ["Keep Only While Using", "Change to Always Allow"])
        #expect(h.sim.prompt?.title == "Allow \u{201C}Demo\u{201D} to also use your location even when you are not using the app?")
        #expect(h.sim.prompt?.message == InfoPlist.contractDefault.alwaysAndWhenInUseUsage)
        #expect(h.sim.prompt?.messageKey == "NSLocationAlwaysAndWhenInUseUsageDescription")
        #expect(h.callbacks.isEmpty)
    }

    @Test("T28: Keep Only While Using on the upgrade → no change and no callback")
    func upgradeKept() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization, .tap("Keep Only While Using"))
        #expect(h.status == .authorizedWhenInUse && h.callbacks.isEmpty && h.prompt == nil)
        #expect(h.note.contains("T28"))
    }

    @Test("T29: Change to Always Allow on the upgrade → permanent Always with a callback")
    func upgradeAccepted() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization, .tap("Change to Always Allow"))
        #expect(h.status == .authorizedAlways && !h.sim.provisional && h.callbacks == [cb.always])
        #expect(h.sim.settingsLabel == "Always")
    }

    @Test("T30/D3: Always after Allow Once is ignored and does not spend the one-time request")
    func ignoredDuringAllowOnce() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"), .requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.callbacks.isEmpty && h.note.contains("T30"))
        #expect(!h.sim.alwaysRequestSpent)
        // Once Allow Once has expired and While Using is granted, the upgrade is still available.
        h.run(.background, .wait(seconds: 600), .foreground, .requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization)
        #expect(h.prompt == .upgrade)
    }

    @Test("T31: Always may be requested only once", arguments: ["Keep Only While Using", "Change to Always Allow"])
    func onlyOnce(answer: String) {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization, .tap(answer))
        if answer == "Keep Only While Using" {
            h.run(.requestAlwaysAuthorization)
            #expect(h.note == "requestAlwaysAuthorization ignored: Always may be requested only once (T31)")
        } else {
            h.run(.requestAlwaysAuthorization)
            #expect(h.note.contains("T32"))
        }
        #expect(h.prompt == nil && h.callbacks.isEmpty)
    }

    @Test("D24 (revised): Ask Next Time gives the one-time request back; the upgrade prompts again")
    func askNextTimeGivesBack() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .setApp(.never), .setApp(.askNextTime))
        #expect(!h.sim.alwaysRequestSpent)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization)
        #expect(h.prompt == .upgrade)
    }

    @Test("D24 (revised): at notDetermined again, requestAlways starts the first-request flow anew")
    func notDeterminedGivesBack() {
        // Settings Ask Next Time after Keep Only While Using.
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization, .tap("Keep Only While Using"))
        h.run(.setApp(.askNextTime), .requestAlwaysAuthorization)
        #expect(h.prompt == .whenInUse && h.sim.prompt?.buttons.contains { $0.outcome == .allowWhileUsingProvisionally } == true)
        // Allow Once through requestAlways, ended by terminate: the next launch prompts again.
        var once = Harness()
        once.run(.requestAlwaysAuthorization, .tap("Allow Once"), .terminate, .launch, .requestAlwaysAuthorization)
        #expect(once.prompt == .whenInUse)
        // Allow Once expired (in the background; told on return, D22).
        var expired = Harness()
        expired.run(.requestAlwaysAuthorization, .tap("Allow Once"), .background, .wait(seconds: 600), .foreground)
        expired.run(.requestAlwaysAuthorization)
        #expect(expired.prompt == .whenInUse)
        // Reset Location & Privacy.
        var reset = Harness()
        reset.run(.requestAlwaysAuthorization, .tap("Don't Allow"), .resetLocationAndPrivacy, .requestAlwaysAuthorization)
        #expect(reset.prompt == .whenInUse)
    }

    @Test("D24 switched off: Ask Next Time keeps the request spent (the earlier reading)")
    func askNextTimeKeepsSpentWhenSwitched() {
        var h = Harness(options: ModelOptions(askNextTimeRestoresAlwaysRequest: false))
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization, .tap("Keep Only While Using"))
        h.run(.setApp(.askNextTime), .requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.callbacks.isEmpty && h.note.contains("T31"))
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.note.contains("T31"))
        h.run(.resetLocationAndPrivacy, .requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization)
        #expect(h.prompt == .upgrade)
    }

    @Test("T32: denied and Always ignore the request", arguments: [AppSetting.never, .always])
    func determined(setting: AppSetting) {
        var h = Harness()
        h.run(.setApp(setting), .requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.callbacks.isEmpty && h.note.contains("T32"))
    }

    @Test("T33/D1: on iOS 11+ both the When-In-Use and the Always-and-When-In-Use keys are needed")
    func missingAlwaysKeys() {
        var h = Harness(app: app(.whenInUseUsage, .alwaysUsage))
        h.run(.requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.status == .notDetermined)
        #expect(h.last.console == ["This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain both \u{201C}NSLocationAlwaysAndWhenInUseUsageDescription\u{201D} and \u{201C}NSLocationWhenInUseUsageDescription\u{201D} keys with string values explaining to the user how the app uses this data"])
        #expect(!h.sim.alwaysRequestSpent)
    }

    @Test("D1: on iOS 10 the Always request needs only NSLocationAlwaysUsageDescription, and shows it")
    func iOS10AlwaysKey() {
        var h = Harness(.iOS10, app: app(.alwaysUsage))
        h.run(.requestAlwaysAuthorization)
        #expect(h.prompt == .always)
        #expect(h.buttons == ["Don't Allow", "Allow"])
        #expect(h.sim.prompt?.messageKey == "NSLocationAlwaysUsageDescription")
        h.run(.tap("Allow"))
        #expect(h.status == .authorizedAlways && h.callbacks == [cb.always])
    }

    @Test("T34: from the background the request does nothing")
    func backgroundAlways() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .background, .requestAlwaysAuthorization)
        #expect(h.prompt == nil && !h.sim.alwaysRequestSpent)
    }

    @Test("§3.3: iOS 13.0–13.3 from When-In-Use: no prompt, the app becomes provisional Always")
    func iOS13_0Upgrade() {
        var h = Harness(.iOS13_0)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.sim.provisional && h.status == .authorizedAlways)
        #expect(h.callbacks == [cb.always])
        #expect(h.note.contains("approximate"))
    }

    @Test("D11: iOS 10 and 12 upgrade from When-In-Use with Cancel / Allow", arguments: [RuleSet.iOS10, .iOS12])
    func legacyUpgrade(ruleSet: RuleSet) {
        var h = Harness(ruleSet)
        h.run(.requestWhenInUseAuthorization, .tap("Allow"), .requestAlwaysAuthorization)
        #expect(h.prompt == .upgrade && h.buttons == ["Cancel", "Allow"])
        #expect(h.sim.prompt?.title == "Allow \u{201C}Demo\u{201D} to also access your location even when you are not using the app?")
        #expect(h.sim.prompt?.approximate != nil)
        h.run(.tap("Cancel"))
        #expect(h.callbacks.isEmpty && h.status == .authorizedWhenInUse)
    }

    @Test("D30: iOS 12's Always prompt from notDetermined has three buttons and the iOS 10 title")
    func iOS12ThreeButtons() {
        var h = Harness(.iOS12)
        h.run(.requestAlwaysAuthorization)
        #expect(h.buttons == ["Only While Using the App", "Always Allow", "Don't Allow"])
        #expect(h.sim.prompt?.title == "Allow \u{201C}Demo\u{201D} to access your location even when you are not using the app?")
        #expect(h.sim.prompt?.message == InfoPlist.contractDefault.alwaysAndWhenInUseUsage)
        h.run(.tap("Only While Using the App"))
        #expect(h.status == .authorizedWhenInUse && h.callbacks == [cb.whenInUse])
        h.run(.requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.note.contains("T31"))
    }
}
