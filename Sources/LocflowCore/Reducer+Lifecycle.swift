/// The app's lifecycle and its managers.
extension Simulation {
    /// Creates a manager; its delegate alone gets the creation callback, changed or not (T1, D17).
    @discardableResult
    mutating func makeManager(_ out: inout StepOutcome) -> Int {
        let id = nextManager
        nextManager += 1
        managers.append(id)
        out.deliver(authorizationCallbacks(to: id))
        lastTold = observed  // the creation callback tells what the app reads (D22)
        return id
    }

    /// `createManager`.
    mutating func createManager(_ out: inout StepOutcome) {
        guard lifecycle != .terminated else {
            out.note("createManager ignored: the app is not running", "D28")
            return
        }
        makeManager(&out)
    }

    /// `launch`: into the foreground with one new manager (contract "Initial state", T41).
    mutating func launch(_ out: inout StepOutcome) {
        guard lifecycle == .terminated else {
            out.note("launch ignored: the app is already running", "D28")
            return
        }
        lifecycle = .foreground
        locationServicesAlertShown = false
        if crashesSettingBackgroundUpdates(&out) { return }  // D56
        let manager = makeManager(&out)
        // Monitoring kept across terminate belongs to the manager of the next launch (D19).
        for service in running.keys { running[service]?.manager = manager }
        relaunchModern(&out)  // D45: re-creation at every launch
    }

    /// `background`.
    mutating func background(_ out: inout StepOutcome) {
        guard lifecycle == .foreground else {
            out.note("background ignored: the app is \(lifecycle == .terminated ? "not running" : "already in the background")", "D28")
            return
        }
        lifecycle = .background
        if (temporary || temporaryFullAccuracy) && !isInUse {
            let what = temporary ? "Allow Once" : "temporary full accuracy"
            let after = temporary ? options.allowOnceExpiry : options.temporaryAccuracyExpiry
            out.note("the app is no longer in use: \(what) ends after \(Duration.text(seconds: after)) unless it returns", temporary ? "D2, T40" : "D12, T64")
        }
    }

    /// `foreground`.
    mutating func foreground(_ out: inout StepOutcome) {
        guard lifecycle == .background else {
            out.note("foreground ignored: the app is \(lifecycle == .terminated ? "not running (use launch)" : "already in the foreground")", "D28")
            return
        }
        lifecycle = .foreground
        wake(&out)  // D22: what a suspended app was not told, it is told now
    }

    /// `terminate`: managers are gone; what keeps running is in D16; Allow Once ends (D2).
    mutating func terminate(_ out: inout StepOutcome) {
        guard lifecycle != .terminated else {
            out.note("terminate ignored: the app is not running", "D28")
            return
        }
        if hasHeldChange {
            out.note("what was held for the suspended app is dropped: the next launch's creation callback tells the new manager", "D22")
        }
        lifecycle = .terminated
        suspended = false
        changedWhileSuspended = false
        heldCompletions = []
        managers = []
        if oneShotRequest != nil {
            oneShotRequest = nil
            out.note("the waiting requestLocation ended with the app", "D58")
        }
        standardPaused = false  // standard location stops with the app (D16)
        terminateModern(&out)  // D45
        for service in Array(running.keys) {
            if service.survivesTermination { running[service]?.manager = nil } else { running[service] = nil }
        }
        if let shown = prompt, shown.origin == .app {
            prompt = nil
            out.note("the \(shown.kind.rawValue) prompt the app asked for closed with it", "D20")
        }
        if temporary {
            grant = grantAfterTemporary  // denied again after the location button's grant over a denial (D48, §8.2)
            modern.buttonGrantOverDenial = false
            temporary = false
            if grant == .notDetermined {
                alwaysRequestSpent = false  // D24: notDetermined again gives the one-time Always request back
                out.note("Allow Once ended with the app: the next launch reads notDetermined, and a request prompts again", "D2, D24, T40, T41")
            } else {
                out.note("the location button's one-time grant ended with the app: the app reads denied again", "D48, D2, §8.2")
            }
        }
        if temporaryFullAccuracy {
            temporaryFullAccuracy = false
            out.note("temporary full accuracy ended with the app", "D12")
        }
    }
}
