/// Termination, relaunch and re-creation of the modern objects (D45, M4, M11, M12, M19, M33).
extension Simulation {
    /// `terminate`/`forceQuit`: sessions, stream and background activity session become
    /// outstanding; conditions persist (M11) but nobody awaits their events (D45).
    mutating func terminateModern(_ out: inout StepOutcome) {
        for i in modern.sessions.indices {
            modern.sessions[i].wasActive = modern.sessions[i].state == .active
            modern.sessions[i].state = .outstanding
        }
        modern.updates?.state = .outstanding
        if let session = modern.backgroundActivity {
            modern.backgroundActivity?.formerState = session.state
            modern.backgroundActivity?.state = .outstanding
        }
        modern.awaitingEvents = false
        // A button grant over a denial ends in `terminate`'s Allow Once rule, back at denied (§8.2).
    }

    /// At every launch (the person's or a background relaunch), `recreateOnLaunch: true`
    /// re-creates the outstanding objects under their numbers — sessions active, the background
    /// activity session in its former state, the monitor awaiting — and `false` ends them
    /// (conditions stay, awaited after the next `monitor add`) (D45, §8.6, M19, M33).
    mutating func relaunchModern(_ out: inout StepOutcome) {
        modern.relaunchBlockedByForceQuit = false
        let outstanding = modern.sessions.contains { $0.state == .outstanding } || modern.updates?.state == .outstanding
            || modern.backgroundActivity?.state == .outstanding
        if app.recreateOnLaunch {
            for i in modern.sessions.indices where modern.sessions[i].state == .outstanding {
                modern.sessions[i].state = .active
                modern.sessions[i].lastYield = nil  // a re-creation yields like a start (D44)
            }
            if modern.updates?.state == .outstanding { modern.updates = LiveUpdatesStream() }
            if let session = modern.backgroundActivity, session.state == .outstanding {
                modern.backgroundActivity = BackgroundActivitySession(state: session.formerState, formerState: session.formerState)
            }
            if !modern.conditions.isEmpty {
                modern.awaitingEvents = true
                for i in modern.conditions.indices { modern.conditions[i].lastYield = nil }
            }
            if outstanding || !modern.conditions.isEmpty {
                out.note("at launch the app re-creates its sessions, stream, background activity session and monitor", "D45, M19, M33")
            }
        } else {
            modern.sessions.removeAll { $0.state == .outstanding }
            if modern.updates?.state == .outstanding { modern.updates = nil }
            if modern.backgroundActivity?.state == .outstanding { modern.backgroundActivity = nil }
            if outstanding {
                out.note("the app does not re-create its objects at launch (recreateOnLaunch: false): the outstanding ones end", "D45, M33")
            }
        }
    }

    /// D45: whether a location event for the new APIs relaunches the terminated app — it reads
    /// Always and held an active `.always` session when terminated (rule set 17: Always
    /// suffices), or reads When-In-Use and held an active background activity session (M4, M12, M19).
    var modernRelaunchQualifies: Bool {
        switch authorizationStatus {
        case .authorizedAlways:
            return ruleSet < .iOS18 || modern.sessions.contains { $0.goal == .always && $0.state == .outstanding && $0.wasActive }
        case .authorizedWhenInUse:
            return modern.backgroundActivity.map { $0.state == .outstanding && $0.formerState == .active } ?? false
        default:
            return false
        }
    }

    /// A location event for a terminated app's stream or condition (D45): relaunch into the
    /// background (D16: creation callback, re-creation, then delivery), or a note. A provisional
    /// app gets the second prompt instead (§8.5).
    mutating func relaunchForModernEvent(_ what: String, pendingStays: Bool, _ out: inout StepOutcome) {
        let fate = pendingStays ? "the change stays pending" : "the update is dropped"
        guard modernRelaunchQualifies else {
            out.note("\(what): the app is not relaunched (it needs Always with an active always session, or When-In-Use with an active background activity session); \(fate)", "D45, M30")
            return
        }
        guard !modern.relaunchBlockedByForceQuit else {
            out.note("\(what): on iOS 26 a force-quit app is not relaunched until the person opens it (one report); \(fate)", "D45, M56, U-M9")
            return
        }
        if provisional {
            if prompt == nil && !secondPromptAnswered {
                prompt = catalog.secondPrompt()
                out.note("\(what) for a provisional Always app: iOS asks the real question instead of relaunching; \(fate)", "D42, D4, §8.5")
            }
            return
        }
        relaunchInBackground(&out)
        modern.stepWoke = true  // a relaunch yields the re-created objects, then the delivery (D44)
    }

    /// What the stored grant becomes when a temporary grant ends: notDetermined (D2), or denied
    /// again after the location button's grant over a denial (D48, §8.2).
    var grantAfterTemporary: Grant { modern.buttonGrantOverDenial ? .denied : .notDetermined }
}
