import LocflowCore
import Testing

@Suite("Allow Once expiry, Settings, the global switch, restriction, reset (T40–T51, D2, D7, D13, D23, D25, D31)")
struct ExpiryAndSettingsTests {
    func allowOnce(_ ruleSet: RuleSet = .iOS14, options: ModelOptions = ModelOptions()) -> Harness {
        var h = Harness(ruleSet, options: options)
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"))
        return h
    }

    @Test("T40/D2/D22: after 10 minutes out of use Allow Once expires to notDetermined; the suspended app is told on return")
    func expiry() {
        var h = allowOnce()
        h.run(.background, .wait(seconds: 599))
        #expect(h.status == .authorizedWhenInUse && h.callbacks.isEmpty)
        #expect(h.sim.allowOnceExpiresIn == 1)
        h.run(.wait(seconds: 1))
        #expect(h.status == .notDetermined && !h.sim.temporary && h.callbacks.isEmpty)
        #expect(h.sim.lifecycleReading == .suspended && h.sim.hasHeldChange)
        h.run(.foreground)
        #expect(h.callbacks == [cb.notDetermined] && !h.sim.hasHeldChange)
    }

    @Test("D2/D15/D22: an app in use in the background runs and keeps Allow Once; stopping its updates suspends it")
    func expiryWhileRunning() {
        var h = Harness(.iOS14)
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"), .start(.standard), .background)
        #expect(h.sim.lifecycleReading == .background && h.sim.allowOnceExpiresIn == nil)
        h.run(.stop(.standard))  // out of use: suspended from the end of this step (D22)
        #expect(h.sim.lifecycleReading == .suspended)
    }

    @Test("D2: returning to use before expiry keeps Allow Once; the clock starts again on leaving")
    func returnKeeps() {
        var h = allowOnce()
        h.run(.background, .wait(seconds: 540), .foreground, .wait(seconds: 3600))
        #expect(h.sim.temporary && h.status == .authorizedWhenInUse)
        h.run(.background, .wait(seconds: 540))
        #expect(h.sim.temporary)
    }

    @Test("D2 switched: a different expiry")
    func switchableExpiry() {
        var h = allowOnce(options: ModelOptions(allowOnceExpiry: 60))
        h.run(.background, .wait(seconds: 60))
        #expect(h.status == .notDetermined)
    }

    @Test("T40/T41/D2: terminate ends Allow Once at once; the next launch reads notDetermined and may prompt")
    func terminateEnds() {
        var h = allowOnce()
        h.run(.terminate)
        #expect(h.callbacks.isEmpty && h.sim.grant == .notDetermined)
        h.run(.launch)
        #expect(h.callbacks == [cb.notDetermined])
        h.run(.requestWhenInUseAuthorization)
        #expect(h.prompt == .whenInUse)
    }

    @Test("T42/D15: in the background with standard location and the location background mode the app stays in use")
    func indicatorKeepsInUse() {
        var h = allowOnce()
        h.run(.start(.standard), .background, .wait(seconds: 86_400))
        #expect(h.sim.isInUse && h.sim.temporary)
        h.run(.stop(.standard), .wait(seconds: 600))
        #expect(h.status == .notDetermined)
    }

    @Test("D15: without the location background mode, standard location does not keep the app in use")
    func noBackgroundMode() {
        var plist = InfoPlist.contractDefault
        plist.backgroundModes = nil
        var h = Harness(.iOS14, app: AppConfig(infoPlist: plist))
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"), .start(.standard), .background)
        #expect(!h.sim.isInUse)
    }

    @Test("T43: each Settings choice sets the stored status, with a callback to every manager", arguments: [
        (AppSetting.never, cb.denied), (.askNextTime, cb.notDetermined), (.always, cb.always),
    ])
    func settingsRow(choice: AppSetting, expected: String) {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .createManager, .setApp(choice))
        #expect(h.callbacks == [expected, expected])
    }

    @Test("T44: a Settings change does not kill the app")
    func notKilled() {
        var h = Harness()
        h.run(.setApp(.never))
        #expect(h.sim.lifecycle == .foreground && h.sim.managers == [1])
    }

    @Test("D31 (revised): Ask Next Time under Allow Once is the row already checked: Allow Once stays, no callback")
    func askNextTimeKeepsAllowOnce() {
        var h = allowOnce()
        h.run(.setApp(.askNextTime))
        #expect(h.status == .authorizedWhenInUse && h.sim.temporary && h.callbacks.isEmpty)
        #expect(h.note.contains("already shows") && h.note.contains("D31"))
    }

    @Test("D31/D32: choosing the label already shown otherwise changes nothing, with a note")
    func sameChoice() {
        var h = Harness()
        h.run(.setApp(.never), .setApp(.never))
        #expect(h.callbacks.isEmpty && h.note.contains("already shows"))
    }

    @Test("D25: the row offers While Using only with the When-In-Use key, Always only with the Always keys, Ask Next Time from iOS 13")
    func offeredChoices() {
        #expect(Harness(app: app(.whenInUseUsage)).sim.offeredSettings == [.never, .askNextTime, .whileUsing])
        #expect(Harness(.iOS12).sim.offeredSettings == [.never, .whileUsing, .always])
        #expect(Harness(.iOS10, app: app(.alwaysUsage)).sim.offeredSettings == [.never, .always])
        var h = Harness(app: app(.whenInUseUsage))
        h.run(.setApp(.always))
        #expect(h.status == .notDetermined && h.note.contains("D25"))
    }

    @Test("D7: labels per iOS version", arguments: [
        (RuleSet.iOS12, nil), (.iOS13_0, "Ask Next Time"), (.iOS14, "Ask Next Time"), (.iOS16, "Ask Next Time Or When I Share"),
        (.iOS18, "Ask Next Time Or When I Share"),
    ] as [(RuleSet, String?)])
    func labels(ruleSet: RuleSet, label: String?) {
        #expect(Harness(ruleSet).sim.settingsLabel == label)
    }

    @Test("T45/T46: the global switch reads denied and back, with callbacks; the stored choice stays (D7)")
    func globalSwitch() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .setLocationServices(false))
        #expect(h.status == .denied && !h.sim.locationServicesEnabled && h.callbacks == [cb.denied])
        #expect(h.sim.settingsLabel == "While Using the App")
        h.run(.setLocationServices(true))
        #expect(h.status == .authorizedWhenInUse && h.callbacks == [cb.whenInUse])
    }

    @Test("T47/D23: Reset Location & Privacy: notDetermined, flags and Precise reset, switches untouched")
    func reset() {
        var plist = InfoPlist.contractDefault
        plist.defaultAccuracyReduced = true
        var h = Harness(.iOS16, app: AppConfig(infoPlist: plist), device: DeviceConfig(locationServices: true))
        // The reduced-accuracy key's prompt has no Precise pill (D54): Settings turns it on.
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .setPrecise(true))
        #expect(h.sim.precise && h.sim.provisional)
        h.run(.setRestricted(true), .resetLocationAndPrivacy)
        // Still restricted, but Precise went back to the Info.plist default: accuracy changed (§7).
        #expect(h.callbacks == [cb.restricted] && h.last.callbacks[0].accuracy == .reducedAccuracy)
        #expect(h.sim.grant == .notDetermined && !h.sim.provisional && !h.sim.alwaysRequestSpent && !h.sim.precise)
        #expect(h.sim.device.restricted)
    }

    @Test("T47: reset reports at once when what the app reads changes")
    func resetReports() {
        var h = Harness()
        h.run(.setApp(.always), .resetLocationAndPrivacy)
        #expect(h.callbacks == [cb.notDetermined])
    }

    @Test("T48/D13: a restriction reads restricted, even with Location Services off; requests do nothing")
    func restriction() {
        var h = Harness()
        h.run(.setRestricted(true))
        #expect(h.callbacks == [cb.restricted])
        h.run(.setLocationServices(false))
        #expect(h.status == .restricted && h.callbacks.isEmpty)
        h.run(.requestWhenInUseAuthorization)
        #expect(h.prompt == nil && h.note.contains("T48"))
        h.run(.setApp(.always))
        #expect(h.note.contains("locks"))
    }

    @Test("T49/T50: see ReminderTests; T51 (reinstall) is not modelled: reset stands for it (U-14)")
    func reinstallIsReset() {
        var h = Harness()
        h.run(.setApp(.never), .resetLocationAndPrivacy, .requestWhenInUseAuthorization)
        #expect(h.prompt == .whenInUse)
    }

    @Test("D34: a restriction locks the app's row and its Precise switch; the global switch and reset still act",
          arguments: [Action.setApp(.never), .setApp(.askNextTime), .setApp(.whileUsing), .setApp(.always), .setPrecise(false)])
    func restrictionLocksTheRow(action: Action) {
        var h = Harness(.iOS14, device: DeviceConfig(restricted: true))
        let before = h.sim
        h.run(action)
        #expect(h.callbacks.isEmpty && h.note.contains("restriction") && h.sim.grant == before.grant && h.sim.precise == before.precise)
        h.run(.setLocationServices(false))
        #expect(!h.sim.device.locationServices && h.status == .restricted)
    }
}

/// The clock saturates instead of trapping: values built in code can exceed what the
/// parsers allow.
@Suite struct ClockSaturationTests {
    @Test func hugeWaitsAndExpiriesNeverOverflow() {
        var options = ModelOptions()
        options.allowOnceExpiry = Int.max
        var h = Harness(options: options)
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"), .background, .wait(seconds: Int.max), .wait(seconds: 1), .wait(seconds: Int.max))
        #expect(h.sim.now == Int.max)  // the clock stops at the end of time instead of trapping
    }
}
