/// The app's authorization requests, checked in the order of D18.
extension Simulation {
    /// The checks every request shares, in D18 order up to the purpose strings; returns false
    /// (with a note) when the request goes no further.
    private mutating func requestMayProceed(_ method: String, keys: [InfoPlistKey], _ out: inout StepOutcome) -> Bool {
        guard lifecycle != .terminated else {
            out.note("\(method) ignored: the app is not running", "D18")
            return false
        }
        if let prompt {
            out.note("\(method) ignored: a \(prompt.kind.rawValue) prompt is already on screen", "D20")
            return false
        }
        guard lifecycle == .foreground else {
            out.note("\(method) ignored: the app is in the background, and a prompt needs the foreground", "T15, T34")
            return false
        }
        guard !device.restricted else {
            out.note("\(method) ignored: location is restricted on this device (parental controls or management)", "T48")
            return false
        }
        let missing = keys.filter { !app.infoPlist.has($0) }
        guard missing.isEmpty else {
            // The console names both keys, Always-and-When-In-Use first, whichever is missing (§5.2).
            let named = keys.count > 1 ? [InfoPlistKey.alwaysAndWhenInUseUsage, .whenInUseUsage] : keys
            out.print(catalog.missingKeysMessage(for: named))
            let list = missing.map(\.rawValue).joined(separator: " and ")
            out.note("\(method) did nothing: Info.plist lacks \(list), so no prompt (see the console message)", keys.count > 1 ? "T33, D1, §5.2" : "T16, §5.2")
            return false
        }
        guard device.locationServices else {
            showLocationServicesAlert(because: method, &out)
            return false
        }
        return true
    }

    /// Shows the "Turn On Location Services" alert at most once per launch, in the foreground,
    /// when nothing else is on screen and no restriction applies (D6, D19).
    mutating func showLocationServicesAlert(because cause: String, _ out: inout StepOutcome) {
        if locationServicesAlertShown || lifecycle != .foreground || device.restricted || prompt != nil {
            out.note("\(cause): Location Services are off; the alert was already shown this launch or cannot show now", "D6")
            return
        }
        locationServicesAlertShown = true
        prompt = catalog.locationServicesOff()
        out.note("\(cause): Location Services are off, so iOS shows its Turn On Location Services alert instead of a prompt", "D6")
    }

    /// `requestWhenInUseAuthorization()` (T10–T17).
    mutating func requestWhenInUse(_ out: inout StepOutcome) {
        let method = "requestWhenInUseAuthorization"
        guard requestMayProceed(method, keys: [.whenInUseUsage], &out) else { return }
        guard grant == .notDetermined else {
            out.note("\(method) ignored: authorization is already determined (\(statusWord)); it does nothing and calls no delegate method", "T14")
            return
        }
        prompt = catalog.whenInUse(precise: precise)
    }

    /// `requestAlwaysAuthorization()` (T20–T34, D3, D11, §3.1–3.4).
    mutating func requestAlways(_ out: inout StepOutcome) {
        let method = "requestAlwaysAuthorization"
        guard !refusesAlwaysAsClip(method, &out) else { return }
        guard requestMayProceed(method, keys: ruleSet.alwaysRequestKeys, &out) else { return }
        switch grant {
        case .notDetermined where alwaysRequestSpent:
            // D24 (revised 2026-11-23): notDetermined gives the request back, except across Ask
            // Next Time with `askNextTimeRestoresAlwaysRequest: false` (the earlier reading).
            out.note("\(method) ignored: Always may be requested only once, and with askNextTimeRestoresAlwaysRequest off Ask Next Time does not give that back", "T31, D24")
        case .notDetermined:
            alwaysRequestSpent = true  // T20: the request itself spends the one-time budget
            if ruleSet.hasProvisionalAlways {
                // One first prompt for both methods, with the When-In-Use string (T20, §3.3).
                prompt = catalog.firstPrompt(grantWhileUsing: .allowWhileUsingProvisionally, precise: precise, source: "T20, P-WIU-13")
            } else {
                prompt = catalog.always()
            }
        case .whenInUse where temporary:
            // D3: this ignored call does not spend the one-time request.
            out.note("\(method) ignored: the app holds Allow Once, and iOS ignores Always requests during temporary authorization", "T30, D3")
        case .whenInUse where alwaysRequestSpent:
            out.note("\(method) ignored: Always may be requested only once", "T31")
        case .whenInUse:
            alwaysRequestSpent = true
            if ruleSet.upgradePromptIsImmediate || ruleSet <= .iOS12 {
                prompt = catalog.upgrade()  // T27 (13.4+), D11 (iOS 10–12)
            } else {
                // iOS 13.0–13.3: no prompt; the app becomes provisional Always at once (§3.3, W2).
                changing(&out) { $0.grant = .always; $0.provisional = true }
                out.note("iOS 13.0–13.3 shows no upgrade prompt: the app becomes provisional Always and the real question waits for an Always event (whether the callback fires is inferred)", "§3.3, W2, INF")
            }
        case .denied:
            out.note("\(method) ignored: the person chose Don't Allow / Never; only Settings can change it", "T32")
        case .always:
            out.note("\(method) ignored: the app already holds Always\(provisional ? " (provisional)" : "")", "T32")
        }
    }

    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)` (T62, T63, T65, D21).
    mutating func requestTemporaryFullAccuracy(_ purposeKey: String, _ out: inout StepOutcome) {
        let method = "requestTemporaryFullAccuracyAuthorization"
        guard ruleSet.hasAccuracy else {
            out.note("\(method) does not exist before iOS 14: nothing happens", "D21, §3.5")
            return
        }
        guard lifecycle != .terminated, let caller = oldestManager else {
            out.note("\(method) ignored: the app is not running", "D18")
            return
        }
        func decline(_ why: String, _ source: String, _ out: inout StepOutcome) {
            out.deliver(callback(.temporaryFullAccuracyCompletion(declined: true), to: caller))
            out.note("\(method) declined without a prompt: \(why)", source)
        }
        if let prompt {
            return decline("a \(prompt.kind.rawValue) prompt is already on screen", "D20, D21", &out)
        }
        guard lifecycle == .foreground else { return decline("the app is in the background", "T63", &out) }
        guard authorizationStatus.isAuthorized else {
            return decline("the app is not authorized (\(statusWord))", "T65, D21", &out)
        }
        guard accuracyAuthorization == .reducedAccuracy else {
            return decline("the app already has full accuracy", "T63", &out)
        }
        guard let description = app.infoPlist.temporaryDescription(for: purposeKey) else {
            return decline("purpose key \u{201C}\(purposeKey)\u{201D} is not in NSLocationTemporaryUsageDescriptionDictionary", "T63", &out)
        }
        prompt = catalog.temporaryFullAccuracy(purposeKey: purposeKey, description: description, manager: caller)
    }
}
