import LocflowChecks
@testable import LocflowCore
import Testing

/// The app's manager as apps configure it (model-decisions D53–D59): one test per rule, each
/// written from the decision's words.
@Suite struct AppManagerTests {
    static func app(
        allows: Bool? = nil, indicator: Bool? = nil, pauses: Bool? = nil, mode: Bool = true, clip: Bool = false
    ) -> AppConfig {
        var app = AppConfig()
        if !mode { app.infoPlist.backgroundModes = nil }
        app.allowsBackgroundLocationUpdates = allows
        app.showsBackgroundLocationIndicator = indicator
        app.pausesLocationUpdatesAutomatically = pauses
        app.appClip = clip
        return app
    }

    /// When-In-Use granted and standard location started, in the foreground.
    static func updating(_ ruleSet: RuleSet = .iOS18, _ app: AppConfig = AppConfig()) -> Harness {
        var h = Harness(ruleSet, app: app)
        h.run(.requestWhenInUseAuthorization, .tap(ruleSet <= .iOS12 ? "Allow" : "Allow While Using App"), .start(.standard))
        return h
    }

    // MARK: D53

    @Test("D53: a region start while denied answers monitoringDidFail, other starts didFailWithError")
    func regionStartWhileDenied() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Don't Allow"), .start(.region))
        #expect(h.callbacks == ["monitoringDidFail(regionMonitoringDenied)"])
        #expect(h.note.contains("D53") && h.sim.running[.region] != nil, "the region stays registered")
        h.run(.start(.visits))
        #expect(h.callbacks == [cb.failed])
    }

    @Test("D53: a region start while restricted answers monitoringDidFail; another start's didFailWithError is marked approximate")
    func regionStartWhileRestricted() {
        var h = Harness(device: DeviceConfig(restricted: true))
        h.run(.start(.region))
        #expect(h.callbacks == ["monitoringDidFail(regionMonitoringDenied)"])
        h.run(.start(.standard))
        #expect(h.callbacks == [cb.failed] && h.note.contains("≈ approximate: D53 restricted"))
    }

    @Test("D53: a revocation gives a manager its didFailWithError, then the region's monitoringDidFail; a region-only manager only the latter")
    func revocationOrder() {
        var h = Harness()
        h.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.standard), .start(.region), .createManager)
        h.run(.setApp(.never))
        #expect(h.callbacks == [cb.denied, cb.denied, cb.failed, "monitoringDidFail(regionMonitoringDenied)"])
        #expect(h.last.callbacks.suffix(2).allSatisfy { $0.manager == 1 }, "both failures go to the manager that started the services")
        #expect(h.note.contains("≈ approximate: D53"))
        var regionOnly = Harness()
        regionOnly.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .setApp(.never))
        #expect(regionOnly.callbacks == [cb.denied, "monitoringDidFail(regionMonitoringDenied)"])
    }

    @Test("D53: Location Services off makes a region start answer monitoringDidFail with the D6 alert")
    func regionStartWithServicesOff() {
        var h = Harness(device: DeviceConfig(locationServices: false))
        h.run(.start(.region))
        #expect(h.callbacks == ["monitoringDidFail(regionMonitoringDenied)"] && h.prompt == .locationServicesOff)
    }

    // MARK: D54

    @Test("D54: the reduced-accuracy key's first prompt has no Precise pill; togglePrecise is ignored", arguments: [RuleSet.iOS14, .iOS18])
    func reducedKeyPrompt(ruleSet: RuleSet) {
        var app = AppConfig()
        app.infoPlist.defaultAccuracyReduced = true
        var h = Harness(ruleSet, app: app)
        h.run(.requestWhenInUseAuthorization)
        #expect(h.sim.prompt?.precise == nil && h.sim.prompt?.approximateMap == true)
        h.run(.togglePrecise)
        #expect(h.note.contains("no Precise pill") && h.note.contains("D54"))
        h.run(.tap("Allow While Using App"))
        #expect(h.sim.accuracyAuthorization == .reducedAccuracy)
        h.run(.setPrecise(true))
        #expect(h.sim.accuracyAuthorization == .fullAccuracy, "Settings still turns Precise on")
    }

    @Test("D54: without the key (or set false) the pill is there")
    func pillWithoutTheKey() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization)
        #expect(h.sim.prompt?.precise == true && h.sim.prompt?.approximateMap == false)
    }

    // MARK: D55

    @Test("D55: a clip's location mode is ignored, with a note at install; it is suspended in the background")
    func clipSuspendedInBackground() {
        var h = Self.updating(.iOS18, Self.app(allows: true, clip: true))
        let install = Simulation.play(Setup(app: Self.app(allows: true, clip: true))).1[0]
        #expect(install.noteLine?.contains("UIBackgroundModes location is ignored") == true)
        #expect(install.noteLine?.contains("allowsBackgroundLocationUpdates has no effect in an App Clip") == true)
        h.run(.background)
        #expect(h.sim.lifecycleReading == .suspended && !h.sim.backgroundIndicator)
    }

    @Test("D55: a clip's background activity session never becomes active")
    func clipBackgroundActivity() {
        var h = Harness(app: Self.app(clip: true))
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .modern(.backgroundActivity(start: true)))
        #expect(h.sim.modern.backgroundActivity?.state == .inactive && h.note.contains("D55"))
        h.run(.wait(seconds: 60))
        #expect(h.sim.modern.backgroundActivity?.state == .inactive)
    }

    // MARK: D56

    @Test("D56: the default follows the mode, so existing files play unchanged")
    func defaultFollowsTheMode() {
        #expect(AppConfig().backgroundUpdatesAllowed)
        #expect(!Self.app(mode: false).backgroundUpdatesAllowed)
        var h = Self.updating()
        h.run(.background)
        #expect(h.sim.lifecycleReading == .background)
    }

    @Test("D56: false with the mode: suspended in the background, Allow Once's expiry starts, no indicator")
    func forgotTheProperty() {
        var h = Harness(app: Self.app(allows: false))
        h.run(.requestWhenInUseAuthorization, .tap("Allow Once"), .start(.standard), .background)
        #expect(h.sim.lifecycleReading == .suspended && !h.sim.backgroundIndicator)
        #expect(h.sim.allowOnceExpiresIn == 600)
        h.run(.wait(seconds: 600))
        #expect(h.status == .notDetermined)
    }

    @Test("D56: true without the mode crashes at every launch, with a console line naming both", arguments: [RuleSet.iOS12, .iOS18])
    func trueWithoutTheMode(ruleSet: RuleSet) {
        var h = Harness(ruleSet, app: Self.app(allows: true, mode: false))
        #expect(h.sim.lifecycle == .terminated && h.callbacks.isEmpty && h.sim.managers.isEmpty)
        #expect(h.last.console.count == 1 && h.last.console[0].contains("allowsBackgroundLocationUpdates") && h.last.console[0].contains("UIBackgroundModes"))
        #expect(h.note.contains("≈ approximate: D56 crash"))
        h.run(.launch)
        #expect(h.sim.lifecycle == .terminated && h.last.console.count == 1)
    }

    // MARK: D57

    @Test("D57: When-In-Use in use in the background shows the indicator", arguments: [RuleSet.iOS10, .iOS14, .iOS18])
    func indicatorWhenInUse(ruleSet: RuleSet) {
        var h = Self.updating(ruleSet)
        #expect(!h.sim.backgroundIndicator, "not in the foreground")
        h.run(.background)
        #expect(h.sim.backgroundIndicator)
        h.run(.stop(.standard))
        #expect(!h.sim.backgroundIndicator)
    }

    @Test("D57: Always shows it only with showsBackgroundLocationIndicator, and never on rule set 10")
    func indicatorAlways() {
        func always(_ ruleSet: RuleSet, _ app: AppConfig) -> Bool {
            var h = Harness(ruleSet, app: app)
            h.run(.setApp(.always), .start(.standard), .background)
            #expect(h.status == .authorizedAlways && h.sim.lifecycleReading == .background)
            return h.sim.backgroundIndicator
        }
        #expect(!always(.iOS18, AppConfig()))
        #expect(always(.iOS18, Self.app(indicator: true)))
        #expect(always(.iOS12, Self.app(indicator: true)))
        #expect(!always(.iOS10, Self.app(indicator: true)))
    }

    // MARK: D58

    @Test("D58: one fix, once, to the oldest manager; no standard service, not in use")
    func requestLocationOnce() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .createManager, .requestLocation)
        #expect(h.callbacks.isEmpty && h.sim.running[.standard] == nil)
        h.run(.event(.locationUpdate))
        #expect(h.last.callbacks.map(\.manager) == [1] && h.callbacks == ["didUpdateLocations"])
        h.run(.event(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        h.run(.requestLocation, .background)
        #expect(h.sim.lifecycleReading == .suspended)
    }

    @Test("D58: denied or restricted fails at once; suspended is ignored; terminate ends it")
    func requestLocationEdges() {
        var denied = Harness()
        denied.run(.setApp(.never), .requestLocation)
        #expect(denied.callbacks == [cb.failed] && denied.sim.oneShotRequest == nil)
        var suspended = Harness(app: Self.app(mode: false))
        suspended.run(.setApp(.whileUsing), .background, .requestLocation)
        #expect(suspended.note.contains("suspended") && suspended.sim.oneShotRequest == nil)
        var ended = Harness()
        ended.run(.requestLocation, .terminate, .launch, .setApp(.whileUsing), .event(.locationUpdate))
        #expect(ended.callbacks.isEmpty)
    }

    @Test("D58: at notDetermined it waits silently, is answered after a grant (approximate), and a denial fails it")
    func requestLocationBeforeGrant() {
        var h = Harness()
        h.run(.requestLocation)
        #expect(h.callbacks.isEmpty && h.prompt == nil)
        h.run(.event(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .event(.locationUpdate))
        #expect(h.callbacks == ["didUpdateLocations"] && h.note.contains("≈ approximate: D58 notDetermined"))
        var refused = Harness()
        refused.run(.requestLocation, .requestWhenInUseAuthorization, .tap("Don't Allow"))
        #expect(refused.callbacks == [cb.denied, cb.failed] && refused.sim.oneShotRequest == nil)
    }

    @Test("D58: under reduced accuracy the fix is delivered, marked approximate")
    func requestLocationReduced() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .togglePrecise, .tap("Allow While Using App"), .requestLocation, .event(.locationUpdate))
        #expect(h.callbacks == ["didUpdateLocations"] && h.note.contains("≈ approximate: D58 reduced"))
    }

    // MARK: D59

    @Test("D59: a pause stops deliveries and use; When-In-Use resumes only by a start in the foreground")
    func pauseWhenInUse() {
        var h = Self.updating()
        h.run(.background, .event(.pauseUpdates))
        #expect(h.callbacks == ["didPauseLocationUpdates"] && h.sim.lifecycleReading == .suspended && !h.sim.backgroundIndicator)
        h.run(.event(.resumeUpdates))
        #expect(h.callbacks.isEmpty && h.sim.standardPaused)
        h.run(.foreground, .event(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        h.run(.start(.standard), .event(.locationUpdate))
        #expect(h.callbacks == ["didUpdateLocations"] && !h.sim.standardPaused)
    }

    @Test("D59: the system resumes an Always app's paused updates, waking it")
    func resumeAlways() {
        var h = Harness(app: Self.app(indicator: true))
        h.run(.setApp(.always), .start(.standard), .background, .event(.pauseUpdates))
        #expect(h.sim.lifecycleReading == .suspended)
        h.run(.event(.resumeUpdates))
        #expect(h.callbacks == ["didResumeLocationUpdates"] && h.sim.lifecycleReading == .background && h.sim.backgroundIndicator)
        #expect(h.note.contains("≈ approximate: D59 resume"))
    }

    @Test("D59: with the property false a pause changes nothing")
    func pausesOff() {
        var h = Self.updating(.iOS18, Self.app(pauses: false))
        h.run(.background, .event(.pauseUpdates))
        #expect(h.callbacks.isEmpty && h.sim.lifecycleReading == .background && h.note.contains("D59"))
    }

    @Test("random walks with every manager configuration keep the invariants", arguments: [
        app(allows: false), app(allows: true, mode: false), app(allows: true, clip: true), app(indicator: true), app(pauses: false),
    ])
    func monkey(app: AppConfig) {
        for (index, ruleSet) in [RuleSet.iOS10, .iOS14, .iOS18].enumerated() {
            var rng = SplitMix(state: 0x5EED_0000 + UInt64(index))
            var sim = Simulation.play(Setup(ruleSet: ruleSet, app: app)).0
            for step in 0..<3_000 {
                let action = Action.monkeyVocabulary[rng.below(Action.monkeyVocabulary.count)]
                let before = sim
                let outcome = sim.apply(action)
                let broken = sim.brokenInvariants(after: before, outcome: outcome)
                #expect(broken.isEmpty, "\(ruleSet) step \(step) \(action.text): \(broken)")
                if !broken.isEmpty { return }
            }
        }
    }

    @Test("D59: stopping or terminating clears a pause")
    func stopClearsPause() {
        var h = Self.updating()
        h.run(.event(.pauseUpdates), .stop(.standard), .start(.standard), .event(.locationUpdate))
        #expect(h.callbacks == ["didUpdateLocations"])
    }
}
