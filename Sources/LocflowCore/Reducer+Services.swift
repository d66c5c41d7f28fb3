/// Starting and stopping services, and the world's events that running services deliver.
extension Simulation {
    /// Starts a service for the oldest manager (D17), with the failures of D19.
    mutating func start(_ service: Service, _ out: inout StepOutcome) {
        let method = service.startAction
        guard lifecycle != .terminated, let owner = oldestManager else {
            out.note("\(method) ignored: the app is not running", "D18")
            return
        }
        noteDeprecation(of: service, &out)  // M53, M55 (rule set 26)
        guard service != .geocoding else { return }
        let status = authorizationStatus
        // D33: every start while the app reads denied or restricted answers kCLErrorDenied to the
        // starting manager (DOC A17), also when the service is already registered; so this check
        // comes before "already running" and before the When-In-Use-from-background check.
        if status.isDeniedOrRestricted {
            if running[service] == nil { running[service] = Registration(manager: owner) }
            // D53: region monitoring answers through monitoringDidFail with the one region code
            // that means denied; the other services through didFailWithError (D19, D33).
            let region = service == .region
            out.deliver(callback(region ? .monitoringDidFail : .didFailWithError, to: owner))
            if !device.locationServices && !device.restricted {
                showLocationServicesAlert(because: method, &out)
            } else if region {
                out.note("\(method): the app is \(statusWord), so the manager reports monitoringDidFail(regionMonitoringDenied); the region stays registered and is delivered once the app is authorized", "D53, DOC A18")
            } else if status == .restricted {
                out.note("\(method): the app is restricted, so the manager reports didFailWithError(denied)", "D19, D33, D53 restricted")
            } else {
                out.note("\(method): the app is \(statusWord), so the manager reports didFailWithError(denied)", "D19, D33, DOC A17")
            }
            return
        }
        if running[service] != nil {
            if service == .standard && standardPaused && lifecycle == .foreground {
                standardPaused = false  // D59: a start in the foreground resumes paused updates
                out.note("\(method): the paused standard location updates resume", "D59")
                return
            }
            out.note("\(method): already running; nothing changes", "D19")
            return
        }
        // D19: a When-In-Use app cannot start a service from the background.
        if status == .authorizedWhenInUse && lifecycle == .background {
            out.note("\(method) failed: a When-In-Use app must start location services in the foreground", "D19, seed 001")
            return
        }
        if ruleSet.whenInUseLacksBackgroundServices && status == .authorizedWhenInUse
            && !service.supportedWithWhenInUseOnIOS12
        {
            // iOS ≤ 12: not available with When-In-Use (seed 001 table); region monitoring fails
            // through monitoringDidFail, the others through didFailWithError (D19, §6.3).
            let failure: CallbackEvent = service == .region ? .monitoringDidFail : .didFailWithError
            out.deliver(callback(failure, to: owner))
            out.note("\(method) failed: \(service.title) needs Always on \(ruleSet.releases)", "D19, seed 001")
            return
        }
        running[service] = Registration(manager: owner)
        if status == .notDetermined {
            out.note("\(method): registered silently; it delivers nothing until the app is authorized", "D19, seed 001")
        } else if service.needsFullAccuracy && accuracyAuthorization == .reducedAccuracy {
            out.note("\(method): started, but with approximate location \(service.title.lowercased()) delivers nothing", "D19, DOC A11")
        }
    }

    /// Stops a service.
    mutating func stop(_ service: Service, _ out: inout StepOutcome) {
        let method = service.stopAction
        guard lifecycle != .terminated else {
            out.note("\(method) ignored: the app is not running", "D18")
            return
        }
        guard running.removeValue(forKey: service) != nil else {
            out.note("\(method): the service was not running; nothing changes", "D32")
            return
        }
        if service == .standard { standardPaused = false }  // D59: a stopped service is not paused
    }

    /// `event …`: the world produces something a running service may deliver (D4, D16, D27).
    mutating func handle(_ event: WorldEvent, _ out: inout StepOutcome) {
        switch event {
        case .pauseUpdates: return pauseUpdates(&out)  // D59
        case .resumeUpdates: return resumeUpdates(&out)
        default: break
        }
        let service = event.service
        let what = "event \(event.rawValue)"
        // D58: a waiting one-shot request takes the fix first.
        let answered = event == .locationUpdate && answerOneShot(&out)
        guard running[service] != nil else {
            // A live-updates stream takes the update instead (Modern+Step.swift, D44).
            if !(event == .locationUpdate && (modern.updates != nil || answered)) {
                out.note("\(what) not delivered: no manager runs \(service.title.lowercased())", "D4, D17")
            }
            return
        }
        if service == .standard && standardPaused {
            out.note("\(what) not delivered: the system paused the standard location updates", "D59")
            return
        }
        let status = authorizationStatus
        guard status.isAuthorized else {
            out.note("\(what) not delivered: location services deliver nothing while the app is \(statusWord)", "seed 001, D19")
            return
        }
        if availability(of: service) == .unavailable {
            let why = service.needsFullAccuracy && accuracyAuthorization == .reducedAccuracy
                ? "approximate location blocks \(service.title.lowercased())" : "\(service.title) needs Always on \(ruleSet.releases)"
            out.note("\(what) not delivered: \(why)", "seed 001, DOC A11")
            return
        }
        if provisional && lifecycle != .foreground {
            hold(event, what, &out)
            return
        }
        if suspended && !service.survivesTermination {
            // D22, D16: standard location does not wake (or relaunch) an app; only the services
            // the system keeps for it (region, visits, significant change) do ([INF], approximate).
            out.note("\(what) not delivered: the app is suspended, and \(service.title.lowercased()) does not wake it (inferred from D16)", "D22, D16, INF")
            return
        }
        if lifecycle == .terminated {
            guard status == .authorizedAlways else {
                out.note("\(what) dropped: iOS does not relaunch a When-In-Use app for location events", "D16, seed 001")
                return
            }
            guard !modern.relaunchBlockedByForceQuit else {
                out.note("\(what) dropped: on iOS 26 a force-quit app is not relaunched by location events until the person opens it (one report)", "D45, M56, U-M9")
                return
            }
            guard relaunchInBackground(&out) else { return }
        } else if status == .authorizedWhenInUse && !isInUse {
            out.note("\(what) not delivered: When-In-Use delivers only while the app is in use", "D15, seed 001")
            return
        }
        deliver(event, &out)
    }

    /// A provisional app out of the foreground: the event is held; an Always event raises the
    /// second prompt if it has not been shown (T24, D4, D14, D27).
    private mutating func hold(_ event: WorldEvent, _ what: String, _ out: inout StepOutcome) {
        held.append(event)
        if event.raisesSecondPrompt && prompt == nil && !secondPromptAnswered {
            prompt = catalog.secondPrompt()
            out.note("\(what) held: the app holds provisional Always, so iOS now asks the real question; the event waits for the answer", "T24, D4")
        } else {
            let why = prompt?.origin == .system && prompt?.kind == .upgrade
                ? "while the second prompt is shown" : "until the second prompt is answered"
            out.note("\(what) held \(why): provisional Always holds deliveries out of the foreground", "D14, D27")
        }
    }

    /// The system relaunches a terminated app into the background for an Always event (D16,
    /// seed 001); false when the app crashed at launch (D56) and the event is lost.
    @discardableResult
    mutating func relaunchInBackground(_ out: inout StepOutcome) -> Bool {
        lifecycle = .background
        locationServicesAlertShown = false
        if crashesSettingBackgroundUpdates(&out) { return false }
        let manager = makeManager(&out)
        for service in running.keys { running[service]?.manager = manager }
        out.note("iOS relaunched the app into the background; it created a manager, then received the event", "D16, seed 001")
        relaunchModern(&out)  // D45: the app re-creates its modern objects at launch
        return true
    }

    /// Delivers an event's callback to the manager that started the service (D17).
    ///
    /// An event delivered to a suspended app wakes it in the background: first what it was not
    /// told, then the event (D22); it is suspended again at the end of the step if not in use.
    private mutating func deliver(_ event: WorldEvent, _ out: inout StepOutcome) {
        guard running[event.service]?.manager != nil else { return }
        if suspended {
            out.note("the event wakes the suspended app in the background", "D22")
            wake(&out)
        }
        guard let manager = running[event.service]?.manager else { return }
        out.deliver(callback(event.callback, to: manager))
        if lifecycle == .background && authorizationStatus == .authorizedAlways { backgroundUses += 1 }
    }

    /// Change to Always Allow on the second prompt delivers what was held (T26, D4, D16).
    mutating func deliverHeld(_ out: inout StepOutcome) {
        let events = held
        held = []
        for event in events where running[event.service] != nil {
            if lifecycle == .terminated && !relaunchInBackground(&out) { continue }
            deliver(event, &out)
        }
    }

    /// Events held for a provisional app are dropped when it does not end as Always (T25, D4).
    mutating func dropHeld(because why: String, _ source: String, _ out: inout StepOutcome) {
        guard !held.isEmpty else { return }
        let names = held.map(\.rawValue).joined(separator: ", ")
        held = []
        out.note("held \(names) dropped: \(why)", source)
    }
}
