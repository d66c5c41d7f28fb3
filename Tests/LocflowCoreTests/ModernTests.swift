import LocflowCore
import Testing

/// D37: versions map to rule sets; names are exact.
@Suite("Modern: versions and rule sets (D37, D38)")
struct ModernVersionTests {
    @Test("§2's table", arguments: [
        ("10.3", "10"), ("11", "12"), ("12.5", "12"), ("13", "13.0"), ("13.3", "13.0"), ("13.5", "13.4"),
        ("13.7", "13.4"), ("14.8", "14"), ("15.2", "15"), ("16.1", "16"), ("17.4", "17"), ("18.0", "18"),
        ("19", "18"), ("25.1", "18"), ("26.4.2", "26"), ("27", "26"),
    ])
    func mapped(version: String, ruleSet: String) {
        let mapped = IOSVersion(version)
        #expect(mapped?.ruleSet.rawValue == ruleSet)
        #expect(mapped?.isExact == false)
        #expect(mapped?.mappingNote == "iOS \(version) runs as rule set \(ruleSet), \(mapped!.ruleSet.releases), approximate")
    }

    @Test("rule-set names are exact and not noted")
    func exact() {
        for ruleSet in RuleSet.allCases {
            #expect(IOSVersion(ruleSet.rawValue) == IOSVersion(ruleSet))
            #expect(IOSVersion(ruleSet.rawValue)?.mappingNote == nil)
        }
    }

    @Test("anything else is refused", arguments: ["9", "9.3", "abc", "17.", ".4", "17.4.1.2", "", "-18", "１７"])
    func refused(text: String) { #expect(IOSVersion(text) == nil) }

    @Test("IOSVersion.accepted lists every rule set, the modern ones included")
    func accepted() {
        #expect(IOSVersion.accepted.hasSuffix("10, 12, 13.0, 13.4, 14, 15, 16, 17, 18, 26"))
    }

    @Test("15 behaves as 14, 17 as 16, 26 as 18 for the contract's capabilities")
    func behavesAs() {
        for (modern, old) in [(RuleSet.iOS15, RuleSet.iOS14), (.iOS17, .iOS16), (.iOS26, .iOS18)] {
            #expect(modern.askNextTimeLabel == old.askNextTimeLabel)
            #expect(modern.hasAccuracy == old.hasAccuracy && modern.usesNewAuthorizationCallback == old.usesNewAuthorizationCallback)
            #expect(modern > old)
        }
        #expect(RuleSet.delegate.count == 7, "graph and menus keep the seven delegate-API rule sets")
    }

    @Test("D38: old release wording stays; extended files show the new ranges")
    func wording() {
        #expect(RuleSet.iOS14.releases == "iOS 14–15" && RuleSet.iOS14.modernReleases == "iOS 14")
        #expect(RuleSet.iOS16.releases == "iOS 16–17" && RuleSet.iOS16.modernReleases == "iOS 16")
        #expect(RuleSet.iOS18.releases == "iOS 18+" && RuleSet.iOS18.modernReleases == "iOS 18")
    }
}

/// D39–D41: goals ask, implicit sessions, session state.
@Suite("Modern: goals and sessions (D39–D41)")
struct ModernGoalTests {
    @Test("D39 a: an always goal at notDetermined asks as requestAlwaysAuthorization and spends the request (U-M1)")
    func alwaysAtNotDetermined() {
        var m = ModernHarness()
        m.run(.session(.always))
        #expect(m.prompt == .whenInUse)
        #expect(m.sim.alwaysRequestSpent)
        #expect(m.yields == ["session1(authorizationRequestInProgress)"])
        m.run(.tap("Allow While Using App"))
        #expect(m.status == .authorizedAlways && m.sim.provisional)
    }

    @Test("D39 b, D40: live updates ask on 18, not on 17 (M6, U-M2)")
    func implicit() {
        var m18 = ModernHarness(.iOS18)
        m18.run(.liveStart)
        #expect(m18.prompt == .whenInUse)
        var m17 = ModernHarness(.iOS17)
        m17.run(.liveStart)
        #expect(m17.prompt == nil)
        #expect(m17.sim.updatesDiagnostics.isEmpty, "rule set 17 has no diagnostics")
    }

    @Test("D40: the explicit-session key turns implicit goals off; the stream reports serviceSessionRequired (M27)")
    func explicitKey() {
        var plist = InfoPlist.contractDefault
        plist.requireExplicitServiceSessionKey = true
        var app = AppConfig()
        app.infoPlist = plist
        var m = ModernHarness(app: app)
        m.run(.add(.region, "home"))
        #expect(m.prompt == nil)
        #expect(m.yields == ["event(home, unknown, serviceSessionRequired)"])
    }

    @Test("M28: the CL… spelling has no effect")
    func clKey() {
        var app = AppConfig()
        app.infoPlist.clRequireExplicitServiceSessionKey = true
        var m = ModernHarness(app: app)
        m.run(.liveStart)
        #expect(m.prompt == .whenInUse)
    }

    @Test("D39 c: an always goal upgrades a While-Using app once; a second session asks nothing (T31)")
    func upgradeOnce() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .session(.always))
        #expect(m.prompt == .upgrade)
        m.run(.tap("Keep Only While Using"), .endSession(1), .session(.always))
        #expect(m.prompt == nil)
        #expect(m.yields == ["session2(alwaysAuthorizationDenied)"])
    }

    @Test("D39 d: a purpose key missing from the dictionary asks nothing and gives fullAccuracyDenied (U-M6)")
    func missingKey() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow While Using App"), .session(.whenInUse, "Nope"))
        #expect(m.prompt == nil)
        #expect(m.session1 == [.fullAccuracyDenied])
    }

    @Test("D39 d: after a granted temporary accuracy ended, the session asks again")
    func asksAgainAfterExpiry() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow While Using App"), .session(.whenInUse, "Delivery"))
        #expect(m.prompt == .temporaryFullAccuracy)
        m.run(.tap("Allow Once"), .background, .wait(seconds: 600))
        #expect(m.sim.accuracyAuthorization == .reducedAccuracy)
        m.run(.foreground)
        #expect(m.prompt == .temporaryFullAccuracy)
    }

    @Test("D41: a session started in the background is inactive unless another is in effect (M29)")
    func inactiveInBackground() {
        var m = ModernHarness()
        m.run(.setApp(.always), .start(.standard), .background, .session(.whenInUse))
        #expect(m.sim.modern.sessions[0].state == .inactive)
        m.run(.session(.whenInUse))
        #expect(m.sim.modern.sessions[1].state == .inactive, "an inactive session is not in effect")
        var n = ModernHarness()
        n.run(.setApp(.always), .start(.standard), .liveStart, .background, .session(.always))
        #expect(n.sim.modern.sessions[0].state == .active, "the stream's implicit session is in effect (D40)")
    }
}

/// D42–D44: delivery, diagnostics, yields.
@Suite("Modern: delivery, diagnostics and yields (D42–D44)")
struct ModernDeliveryTests {
    @Test("M30: Always reaches the stream in the background only with an active always session")
    func alwaysNeedsSession() {
        var m = ModernHarness()
        m.run(.setApp(.always), .liveStart, .background, .event(.locationUpdate))
        #expect(m.yields.isEmpty)
        #expect(m.sim.isSuspended)
        m.run(.foreground, .session(.always), .background, .event(.locationUpdate))
        #expect(m.yields == ["update(location)"])
    }

    @Test("M31: legacy services ignore sessions")
    func legacyNotGated() {
        var m = ModernHarness()
        m.run(.setApp(.always), .start(.significantChange), .background, .event(.significantChange))
        #expect(m.callbacks == ["didUpdateLocations"])
    }

    @Test("D43: Location Services off gives authorizationDenied and authorizationDeniedGlobally (M38), and D49's alert")
    func globallyDenied() {
        var m = ModernHarness(device: DeviceConfig(locationServices: false))
        m.run(.session(.none))
        #expect(m.prompt == .locationServicesOff)
        #expect(m.session1 == [.authorizationDenied, .authorizationDeniedGlobally])
        #expect(m.callbacks.isEmpty, "the new objects get no didFailWithError (D49)")
    }

    @Test("D43: restricted gives authorizationRestricted and no prompt")
    func restricted() {
        var m = ModernHarness(device: DeviceConfig(restricted: true))
        m.run(.session(.whenInUse))
        #expect(m.prompt == nil)
        #expect(m.session1.contains(.authorizationRestricted))
    }

    @Test("D43: alwaysAuthorizationDenied under Allow Once (no upgrade can come, T30)")
    func alwaysDeniedUnderAllowOnce() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .tap("Allow Once"), .session(.always))
        #expect(m.prompt == nil)
        #expect(m.session1 == [.alwaysAuthorizationDenied])
    }

    @Test("D43: conditionLimitExceeded beyond the 20th condition of a type (M14, §8.11)")
    func conditionLimit() {
        var m = ModernHarness()
        m.run(.setApp(.always))
        for i in 1...21 { m.run(.add(.region, "r\(i)")) }
        #expect(m.yields == ["event(r21, unknown, conditionLimitExceeded)"])
        m.run(.add(.beacon, "b1"))
        #expect(m.yields.isEmpty, "the limit counts per type")
        m.run(.satisfied("r21"))
        #expect(m.sim.modern.conditions.first { $0.id == "r21" }?.state == .unknown, "nothing is delivered beyond the limit")
        m.run(.modern(.monitorRemove("r1")))
        #expect(m.sim.modern.conditions.first { $0.id == "r21" }?.state == .satisfied, "delivered once within the limit")
    }

    @Test("D44, §8.3: {A} → {} → {A} yields {A} once for a stream")
    func yieldOnce() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow While Using App"), .liveStart)
        #expect(m.yields == ["update(accuracyLimited)"])
        m.run(.setPrecise(true))
        #expect(m.yields.isEmpty)
        m.run(.setPrecise(false))
        #expect(m.yields.isEmpty)
        m.run(.event(.locationUpdate))
        #expect(m.yields == ["update(location, accuracyLimited)"])
    }

    @Test("D44: sessions yield every change, including to the empty set")
    func sessionYields() {
        var m = ModernHarness()
        m.run(.session(.whenInUse))
        #expect(m.yields == ["session1(authorizationRequestInProgress)"])
        m.run(.tap("Allow While Using App"))
        #expect(m.yields == ["session1()"])
        m.run(.setApp(.never))
        #expect(m.yields == ["session1(authorizationDenied)"])
    }

    @Test("C1: a simulation that is not extended yields nothing; it suspends as every file does (D22)")
    func notExtended() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .background, .setApp(.always))
        #expect(h.sim.isSuspended)
        #expect(h.callbacks.isEmpty, "held for the suspended app (D22)")
        #expect(h.last.yields.isEmpty)
        h.run(.foreground)
        #expect(h.callbacks == [cb.always] && h.last.yields.isEmpty)
    }
}

/// D45–D51.
@Suite("Modern: lifecycle, background activity, monitor, button (D45–D51)")
struct ModernLifecycleTests {
    @Test("D45: recreateOnLaunch false — relaunched, nothing delivered, the change stays pending (§8.6)")
    func noRecreation() {
        var app = AppConfig()
        app.recreateOnLaunch = false
        var m = ModernHarness(app: app)
        m.run(.setApp(.always), .session(.always), .add(.region, "home"), .terminate, .satisfied("home"))
        #expect(m.sim.lifecycle == .background && m.sim.isSuspended)
        #expect(m.sim.modern.sessions.isEmpty)
        #expect(m.yields.isEmpty)
        #expect(m.sim.modern.conditions[0].state == .unknown && m.sim.modern.conditions[0].world == .satisfied)
    }

    @Test("D45: a When-In-Use app with an active background activity session is relaunched for live updates")
    func wiuRelaunch() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .bgStart, .liveStart, .terminate)
        #expect(m.sim.modern.updates?.state == .outstanding)
        m.run(.event(.locationUpdate))
        #expect(m.callbacks == [cb.whenInUse])
        #expect(m.yields == ["backgroundActivity()", "update(location)"])
        #expect(m.sim.lifecycle == .background && !m.sim.isSuspended, "in use thanks to the session (D46)")
    }

    @Test("D45: without an always session a terminated Always app is not relaunched for the stream (M30)")
    func noRelaunchWithoutSession() {
        var m = ModernHarness()
        m.run(.setApp(.always), .liveStart, .terminate, .event(.locationUpdate))
        #expect(m.sim.lifecycle == .terminated)
        #expect(m.note.contains("not relaunched"))
    }

    @Test("D45, M56: forceQuit on 26 blocks relaunch; the switch restores it; before 26 it is terminate")
    func forceQuit() {
        var m26 = ModernHarness(.iOS26)
        m26.run(.setApp(.always), .start(.region), .forceQuit, .event(.regionEntry))
        #expect(m26.sim.lifecycle == .terminated)
        var options = ModelOptions()
        options.forceQuitRelaunches = true
        var switched = ModernHarness(.iOS26, options: options)
        switched.run(.setApp(.always), .start(.region), .forceQuit, .event(.regionEntry))
        #expect(switched.callbacks == [cb.always, "didEnterRegion"])
        var m18 = ModernHarness(.iOS18)
        m18.run(.setApp(.always), .start(.region), .forceQuit, .event(.regionEntry))
        #expect(m18.callbacks == [cb.always, "didEnterRegion"])
    }

    @Test("D46: without the location mode a background activity session never activates")
    func noMode() {
        var app = AppConfig()
        app.infoPlist.backgroundModes = nil
        var m = ModernHarness(app: app)
        m.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .bgStart)
        #expect(m.sim.modern.backgroundActivity?.state == .inactive)
        #expect(m.note.contains("never activates"))
        m.run(.background)
        #expect(m.sim.isSuspended)
    }

    @Test("D46, §8.7: an inactive session activates at the end of a step in the foreground, authorized")
    func activatesLater() {
        var m = ModernHarness()
        m.run(.bgStart)
        #expect(m.sim.modern.backgroundActivity?.state == .inactive)
        m.run(.tap("Allow While Using App"))
        #expect(m.sim.modern.backgroundActivity?.state == .active)
        #expect(m.yields == ["backgroundActivity()"])
    }

    @Test("D47: re-adding an ID replaces it, last in order; removing an unknown ID is a note")
    func readd() {
        var m = ModernHarness()
        m.run(.setApp(.always), .add(.region, "a"), .add(.region, "b"), .add(.beacon, "a"))
        #expect(m.sim.modern.conditions.map(\.id) == ["b", "a"])
        #expect(m.sim.modern.conditions[1].type == .beacon)
        m.run(.modern(.monitorRemove("zzz")))
        #expect(m.note.contains("no condition zzz"))
    }

    @Test("D48, §8.2: a button grant over a denial keeps the row at Never and ends back at denied")
    func overDenial() {
        var m = ModernHarness(.iOS15)
        m.run(.requestWhenInUseAuthorization, .tap("Don't Allow"), .locationButton)
        #expect(m.prompt == .locationButton)
        m.run(.tap("Allow Once"))
        #expect(m.status == .authorizedWhenInUse && m.sim.settingsLabel == "Never")
        m.run(.setApp(.never))
        #expect(m.callbacks.isEmpty && m.status == .authorizedWhenInUse)
        m.run(.background, .wait(seconds: 600))
        #expect(m.sim.grant == .denied)
        m.run(.foreground)
        #expect(m.callbacks == [cb.denied])
    }

    @Test("D48: settings reset clears the approval; restricted runs the action without a grant (§8.8)")
    func resetAndRestricted() {
        var m = ModernHarness(.iOS15)
        m.run(.locationButton, .tap("Allow Once"), .resetLocationAndPrivacy)
        #expect(!m.sim.modern.locationButtonApproved)
        var r = ModernHarness(.iOS15, device: DeviceConfig(restricted: true))
        r.run(.locationButton)
        #expect(r.prompt == nil && r.yields == ["locationButton"] && r.status == .restricted)
    }

    @Test("D50: systemUpdate only to a newer rule set; Allow Once ends, other grants stay (§8.9)")
    func systemUpdate() {
        var m = ModernHarness(.iOS18)
        m.run(.updateSystem(to: IOSVersion("17.4")!))
        #expect(m.note.contains("ignored") && m.sim.ruleSet == .iOS18)
        m.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .updateSystem(to: IOSVersion(.iOS26)))
        #expect(m.sim.ruleSet == .iOS26 && m.sim.lifecycle == .terminated && m.status == .authorizedWhenInUse)
    }

    @Test("D50 switch: updateResetsAlways resets Always to Ask Next Time on an update to 26 (M57), off by default")
    func updateResetsAlways() {
        func always(_ options: ModelOptions) -> ModernHarness {
            var m = ModernHarness(.iOS18, options: options)
            m.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization, .tap("Change to Always Allow"))
            return m
        }
        var kept = always(ModelOptions())
        #expect(kept.status == .authorizedAlways)
        kept.run(.updateSystem(to: IOSVersion(.iOS26)))
        #expect(kept.sim.grant == .always && !kept.note.contains("M57"))
        var options = ModelOptions()
        options.updateResetsAlways = true
        var reset = always(options)
        reset.run(.updateSystem(to: IOSVersion("18.4")!))
        #expect(reset.sim.grant == .always, "only an update to 26 resets")
        reset.run(.updateSystem(to: IOSVersion("26.1")!))
        #expect(reset.sim.grant == .notDetermined && reset.note.contains("(D50, M57, U-M9)"))
    }

    @Test("D51: new vocabulary on an older rule set is a note, and the other no-ops are noted")
    func noOps() {
        var m = ModernHarness(.iOS14)
        m.run(.locationButton)
        #expect(m.note.contains("needs iOS 15") && m.prompt == nil)
        var n = ModernHarness()
        n.run(.liveStop)
        #expect(n.note.contains("D51"))
        n.run(.bgEnd)
        #expect(n.note.contains("D51"))
        n.run(.endSession(7))
        #expect(n.note.contains("no session 7"))
        n.run(.requestWhenInUseAuthorization, .locationButton)
        #expect(n.note.contains("prompt is on screen"))
    }

    @Test("D22 stand-in: a suspended app's own actions are ignored with a note")
    func suspendedIgnores() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .background, .liveStart)
        #expect(m.sim.modern.updates == nil && m.note.contains("suspended"))
    }

    @Test("M53, M55: deprecation notes on rule set 26 only")
    func deprecations() {
        var m26 = ModernHarness(.iOS26)
        m26.run(.setApp(.always), .start(.region))
        #expect(m26.note.contains("M53"))
        m26.run(.start(.geocoding))
        #expect(m26.note.contains("M55"))
        var m18 = ModernHarness(.iOS18)
        m18.run(.setApp(.always), .start(.region))
        #expect(!m18.note.contains("M53"))
    }
}

@Suite("Modern: the D22 stand-in for delegate-API actions")
struct ModernSuspensionTests {
    @Test("D22: a suspended app's requests, starts and stops are ignored with a note (extended files)")
    func ignored() {
        var m = ModernHarness()
        m.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .liveStart, .background)
        #expect(m.sim.isSuspended)
        for action: Action in [.start(.standard), .requestAlwaysAuthorization, .createManager, .stop(.standard)] {
            let before = m.sim
            m.run(action)
            #expect(m.sim == before, "\(action.text) changed a suspended app")
            #expect(m.note.contains("suspended"))
        }
    }
}
