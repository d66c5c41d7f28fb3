import LocflowCore
import Testing

@Suite("requestWhenInUseAuthorization (T10–T17, D18)")
struct WhenInUseRequestTests {
    @Test("T10: from notDetermined in the foreground the first prompt shows, with the When-In-Use string")
    func firstPrompt() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization)
        #expect(h.prompt == .whenInUse)
        #expect(h.sim.prompt?.title == "Allow \u{201C}Demo\u{201D} to use your location?")
        #expect(h.sim.prompt?.message == InfoPlist.contractDefault.whenInUseUsage)
        #expect(h.callbacks.isEmpty)
        #expect(h.status == .notDetermined)
    }

    @Test("T11: Allow While Using App → authorizedWhenInUse, permanent")
    func allowWhileUsing() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"))
        #expect(h.status == .authorizedWhenInUse && !h.sim.temporary)
        #expect(h.callbacks == [cb.whenInUse])
        #expect(h.sim.settingsLabel == "While Using the App")
    }

    @Test("T12: Allow Once → authorizedWhenInUse, temporary; Settings shows Ask Next Time")
    func allowOnce() {
        var h = Harness(.iOS14)
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"))
        #expect(h.status == .authorizedWhenInUse && h.sim.temporary)
        #expect(h.callbacks == [cb.whenInUse])
        #expect(h.sim.settingsLabel == "Ask Next Time")
    }

    @Test("T13: Don't Allow → denied; a curly apostrophe taps the same button")
    func dontAllow() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Don\u{2019}t Allow"))
        #expect(h.status == .denied)
        #expect(h.callbacks == [cb.denied])
        #expect(h.sim.settingsLabel == "Never")
    }

    @Test("T14: a request after the status is determined does nothing and calls nothing", arguments: ["Allow While Using App", "Don't Allow", "Allow Once"])
    func secondRequest(answer: String) {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap(answer), .requestWhenInUseAuthorization)
        #expect(h.prompt == nil && h.callbacks.isEmpty)
        #expect(h.note.contains("(T14)"))
    }

    @Test("T15: from the background (running, in use) no prompt shows")
    func backgroundRequest() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.standard), .background)
        #expect(h.sim.lifecycleReading == .background)
        h.run(.requestAlwaysAuthorization)
        #expect(h.prompt == nil && h.callbacks.isEmpty && h.status == .authorizedWhenInUse)
        #expect(h.note.contains("T15"))
    }

    @Test("D22: a suspended app runs no code: its request is ignored with a note")
    func suspendedRequest() {
        var h = Harness()
        h.run(.background, .requestWhenInUseAuthorization)
        #expect(h.prompt == nil && h.callbacks.isEmpty && h.status == .notDetermined)
        #expect(h.note.contains("suspended") && h.note.contains("D22"))
    }

    @Test("T16: without NSLocationWhenInUseUsageDescription nothing happens and the console says why")
    func missingKey() {
        var h = Harness(app: app(.alwaysAndWhenInUseUsage))
        h.run(.requestWhenInUseAuthorization)
        #expect(h.prompt == nil && h.callbacks.isEmpty && h.status == .notDetermined)
        #expect(h.last.console == ["This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an \u{201C}NSLocationWhenInUseUsageDescription\u{201D} key with a string value explaining to the user how the app uses this data"])
    }

    @Test("T17/D6: Location Services off: the Turn On alert instead of a prompt, once per launch")
    func servicesOff() {
        var h = Harness(device: DeviceConfig(locationServices: false))
        h.run(.requestWhenInUseAuthorization)
        #expect(h.prompt == .locationServicesOff)
        #expect(h.buttons == ["Settings", "Cancel"])
        #expect(h.sim.prompt?.message == nil)
        #expect(h.sim.prompt?.title == "Turn On Location Services to Allow \u{201C}Demo\u{201D} to Determine Your Location")
        h.run(.tap("Cancel"), .requestWhenInUseAuthorization)
        #expect(h.prompt == nil)
        h.run(.terminate, .launch, .requestWhenInUseAuthorization)
        #expect(h.prompt == .locationServicesOff)
    }

    @Test("D18: a request while a prompt is on screen is ignored")
    func promptAlreadyShown() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .requestAlwaysAuthorization)
        #expect(h.note.contains("already on screen"))
        #expect(!h.sim.alwaysRequestSpent)
    }

    @Test("D18: restricted comes before the purpose-string check: no console message")
    func restrictedBeforeMissingKey() {
        var h = Harness(app: app(), device: DeviceConfig(restricted: true))
        h.run(.requestWhenInUseAuthorization)
        #expect(h.last.console.isEmpty && h.note.contains("T48"))
    }

    @Test("D18: the missing purpose string is reported before Location Services off")
    func missingKeyBeforeServicesOff() {
        var h = Harness(app: app(), device: DeviceConfig(locationServices: false))
        h.run(.requestWhenInUseAuthorization)
        #expect(h.prompt == nil && h.last.console.count == 1)
    }

    @Test("D18: a terminated app requests nothing")
    func terminated() {
        var h = Harness()
        h.run(.terminate, .requestWhenInUseAuthorization)
        #expect(h.prompt == nil && h.note.contains("not running"))
    }
}
