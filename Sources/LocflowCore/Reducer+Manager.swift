/// The app's manager as apps configure it (model-decisions D53–D59): the background location
/// updates the app allows, the indicator, the one-shot request and automatic pauses.
extension Simulation {
    /// The `location` background mode counts: declared, and the app is not an App Clip, which
    /// can't run in the background (D55, Apple: "App Clips can't perform background activity").
    public var declaresBackgroundLocation: Bool { app.infoPlist.hasLocationBackgroundMode && !app.appClip }

    /// Core Location keeps the app running in the background for its standard location updates:
    /// the mode counts (D55) and the app's code allows them (D56, Apple: "When the value of this
    /// property is false … Core Location doesn't configure the system to keep the app running").
    public var backgroundUpdatesRun: Bool { declaresBackgroundLocation && app.backgroundUpdatesAllowed }

    /// The background location indicator, the blue bar or pill in the status bar (D57): the app
    /// is in the background and in use through its standard location updates (D15 with D56), and
    /// it reads When-In-Use, or it reads Always and asked for the indicator (iOS 11+; on rule
    /// set 10 an Always app never shows it).
    public var backgroundIndicator: Bool {
        guard lifecycle == .background, !suspended, standardKeepsInUse else { return false }
        switch authorizationStatus {
        case .authorizedWhenInUse: return true
        case .authorizedAlways: return ruleSet > .iOS10 && app.showsIndicatorWithAlways
        default: return false
        }
    }

    /// D15 with D56 and D59: standard location registered, running in the background for the
    /// app, not paused, and the app authorized.
    var standardKeepsInUse: Bool {
        running[.standard] != nil && backgroundUpdatesRun && !standardPaused && authorizationStatus.isAuthorized
    }

    // MARK: D56: true without the mode

    /// The app's code sets `allowsBackgroundLocationUpdates` without the `location` mode: it
    /// crashes when it sets the property on the manager it creates at launch (D56). Returns true
    /// when it crashed (the app is terminated, no callback reaches it).
    mutating func crashesSettingBackgroundUpdates(_ out: inout StepOutcome) -> Bool {
        guard app.crashesAtLaunch else { return false }
        lifecycle = .terminated
        suspended = false
        out.print("*** Assertion failure in -[CLLocationManager setAllowsBackgroundLocationUpdates:]: setting allowsBackgroundLocationUpdates to true requires UIBackgroundModes to include \"location\"; the app crashed")
        out.note("the app crashed at launch: its code sets allowsBackgroundLocationUpdates to true, but UIBackgroundModes does not include location (a fatal error, CLLocationManager.h); it crashes at every launch until one of the two changes", "D56, D56 crash")
        return true
    }

    // MARK: D58: requestLocation()

    /// `requestLocation()`: a one-shot request on the oldest live manager (D58, D17).
    mutating func requestLocation(_ out: inout StepOutcome) {
        let method = "requestLocation"
        guard lifecycle != .terminated, let owner = oldestManager else {
            out.note("\(method) ignored: the app is not running", "D18")
            return
        }
        if authorizationStatus.isDeniedOrRestricted {
            // As a service start (D33, D19): kCLErrorDenied at once; the D6 alert when off.
            out.deliver(callback(.didFailWithError, to: owner))
            if !device.locationServices && !device.restricted {
                showLocationServicesAlert(because: method, &out)
            } else {
                out.note("\(method): the app is \(statusWord), so the manager reports didFailWithError(denied)", "D58, D33, DOC A17")
            }
            return
        }
        if oneShotRequest != nil {
            out.note("\(method): a one-shot request is already waiting for its fix; the next fix answers it", "D58")
            return
        }
        oneShotRequest = OneShotRequest(manager: owner, beforeGrant: authorizationStatus == .notDetermined)
        if authorizationStatus == .notDetermined {
            out.note("\(method): waits silently (no prompt); its fix is delivered after a grant", "D58, D58 notDetermined")
        } else {
            out.note("\(method): the next location fix is delivered once, then the request is over; it does not start the standard service or keep the app in use", "D58")
        }
    }

    /// `event locationUpdate` answers a waiting one-shot request with one `didUpdateLocations`
    /// to its manager, when the app may receive it (D58: in use, as the standard service, D15).
    /// Returns whether it delivered.
    mutating func answerOneShot(_ out: inout StepOutcome) -> Bool {
        guard let request = oneShotRequest else { return false }
        let status = authorizationStatus
        guard status.isAuthorized else {
            out.note("requestLocation still waits: the app is \(statusWord)", "D58, D58 notDetermined")
            return false
        }
        guard isInUse, !(provisional && lifecycle != .foreground) else {
            out.note("requestLocation still waits: the app is not in use, and a one-shot fix reaches it only while it is", "D58, D15")
            return false
        }
        oneShotRequest = nil
        out.deliver(callback(.didUpdateLocations, to: request.manager))
        let asked = request.beforeGrant ? ", D58 notDetermined" : ""
        if accuracyAuthorization == .reducedAccuracy {
            out.note("requestLocation answered with one approximate fix (reduced accuracy), then the request is over", "D58\(asked), D58 reduced")
        } else {
            out.note("requestLocation answered with one fix\(request.beforeGrant ? " (asked before the grant)" : ""); the request is over", "D58\(asked)")
        }
        return true
    }

    // MARK: D59: automatic pauses

    /// `event pauseUpdates`: the system decides the person stopped moving (D59).
    mutating func pauseUpdates(_ out: inout StepOutcome) {
        let what = "event pauseUpdates"
        guard let manager = running[.standard]?.manager, authorizationStatus.isAuthorized, !suspended, lifecycle != .terminated else {
            out.note("\(what) changes nothing: no running app receives standard location updates", "D59")
            return
        }
        guard !standardPaused else {
            out.note("\(what) changes nothing: the updates are already paused", "D59")
            return
        }
        guard app.pausesAutomatically else {
            out.note("\(what) changes nothing: pausesLocationUpdatesAutomatically is false, so the updates keep running", "D59")
            return
        }
        standardPaused = true
        out.deliver(callback(.didPauseLocationUpdates, to: manager))
        let resume = authorizationStatus == .authorizedAlways
            ? "they resume when the app calls startUpdatingLocation in the foreground, or when the system resumes them"
            : "for a When-In-Use app only a startUpdatingLocation call in the foreground resumes them"
        out.note("the system paused standard location updates: nothing is delivered and they no longer keep the app in use; \(resume)", "D59")
    }

    /// `event resumeUpdates`: the system resumes paused updates of an app that reads Always (D59).
    mutating func resumeUpdates(_ out: inout StepOutcome) {
        let what = "event resumeUpdates"
        guard standardPaused, let manager = running[.standard]?.manager, lifecycle != .terminated else {
            out.note("\(what) changes nothing: no standard location updates are paused", "D59")
            return
        }
        guard authorizationStatus == .authorizedAlways else {
            out.note("\(what) changes nothing: for an app with in-use authorization a pause ends access to location changes until the app starts its updates again", "D59")
            return
        }
        if suspended {
            out.note("the resume wakes the suspended app in the background", "D22, D59 resume")
            wake(&out)
        }
        standardPaused = false
        out.deliver(callback(.didResumeLocationUpdates, to: manager))
        out.note("the system resumed standard location updates", "D59, D59 resume")
    }
}
