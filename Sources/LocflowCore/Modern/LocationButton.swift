/// `CLLocationButton` / `LocationButton` (iOS 15): a one-time confirmation, then Allow-Once-like
/// grants on each tap (M45–M49, D48). The confirmation's wording is approximate (U-M7).
extension Simulation {
    /// `tap LocationButton` (D48).
    mutating func tapLocationButton(_ out: inout StepOutcome) {
        guard lifecycle == .foreground, !suspended else {
            out.note("tap LocationButton ignored: the button is on the app's screen, which needs the foreground", "D48")
            return
        }
        if let shown = prompt {
            out.note("tap LocationButton ignored: a \(shown.kind.rawValue) prompt is on screen", "D48, D51")
            return
        }
        let status = authorizationStatus
        if status.isAuthorized || device.restricted {
            // M47: an authorized app is not changed by a tap; restricted: no prompt or grant (§8.8).
            modern.stepButtonYield = true
            if device.restricted {
                out.note("location is restricted: the button grants nothing, its action still runs", "D48, §8.8")
            }
            return
        }
        guard device.locationServices else {
            showLocationServicesAlert(because: "tap LocationButton", &out)  // D6 (§8.8: no yield)
            return
        }
        if modern.locationButtonApproved {
            grantByLocationButton(&out)
        } else {
            prompt = Prompt(
                kind: .locationButton, title: "Allow \u{201C}\(app.name)\u{201D} to use your current location?", message: nil,
                buttons: [
                    PromptButton(label: "Allow Once", outcome: .approveLocationButton),
                    PromptButton(label: "Don't Allow", outcome: .declineLocationButton),
                ],
                precise: nil, origin: .app, messageKey: nil, source: "D48, M46",
                approximate: "the confirmation's wording and buttons are not documented (D48, U-M7)")
        }
    }

    /// Allow Once on the confirmation: the button is approved and the grant comes (D48, M46),
    /// also when Location Services were switched off while the alert was shown (§8.8).
    mutating func approveLocationButton(_ out: inout StepOutcome) {
        modern.locationButtonApproved = true
        guard !authorizationStatus.isAuthorized, !device.restricted else {
            out.note("the location button is approved; the app's authorization does not change (\(statusWord))", "D48, D20")
            return
        }
        guard device.locationServices || grant == .notDetermined || grant == .denied else {
            // The switch is off over a stored When-In-Use or Always: nothing to grant.
            out.note("the location button is approved; the app's authorization does not change (\(statusWord))", "D48, D20")
            return
        }
        grantByLocationButton(&out)
    }

    /// The one-time grant: temporary When-In-Use as Allow Once (D2, T30, D7 label); over a
    /// denial the row keeps Never and expiry restores the denial (§8.2). Out of the foreground
    /// (answered after D20) the grant comes without the action (§8.8).
    private mutating func grantByLocationButton(_ out: inout StepOutcome) {
        let overDenial = grant == .denied
        changing(&out) {
            $0.grant = .whenInUse
            $0.temporary = true
            $0.provisional = false
            $0.modern.buttonGrantOverDenial = overDenial
        }
        out.note("the location button grants one-time access: When-In-Use until the app is no longer in use\(overDenial ? "; the row keeps Never" : "")", "D48, M46, M48")
        if !device.locationServices {
            // §8.8: the grant is stored (Allow Once), but the app reads denied while the switch
            // is off, so the button's action does not run: no yield.
            out.note("Location Services are off: the app reads denied until they are on again, and the button's action does not run", "D48, §8.8")
        } else if lifecycle == .foreground {
            modern.stepButtonYield = true
        } else {
            out.note("the confirmation was answered out of the foreground: the button's action does not run", "D48, §8.8")
        }
    }
}
