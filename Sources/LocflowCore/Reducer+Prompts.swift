/// The person's answers to prompts, and the prompts the system raises on its own.
extension Simulation {
    /// `tap LABEL`: applies the button's outcome to the state at that moment (D20).
    mutating func tap(_ label: String, _ out: inout StepOutcome) {
        guard let shown = prompt else {
            out.note("tap \(label) ignored: no prompt is on screen", "D20")
            return
        }
        guard let button = shown.button(labelled: label) else {
            let labels = shown.labels.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
            out.note("tap \(label) ignored: the \(shown.kind.rawValue) prompt has no such button (it shows \(labels))", "contract")
            return
        }
        prompt = nil
        // The Precise switch of the first prompt applies with a grant (T60).
        let chosenPrecise = shown.precise ?? precise
        switch button.outcome {
        case .allowWhileUsing:
            changing(&out) { $0.grant = .whenInUse; $0.precise = chosenPrecise }  // T11
        case .allowWhileUsingProvisionally:
            changing(&out) { $0.grant = .always; $0.provisional = true; $0.precise = chosenPrecise }  // T21
            out.note("provisional Always: the app reads authorizedAlways while Settings shows While Using; the real question comes with the first Always event", "T21, D4")
        case .allowOnce:
            changing(&out) { $0.grant = .whenInUse; $0.temporary = true; $0.precise = chosenPrecise }  // T12, T22
            out.note("Allow Once: When-In-Use until the app has been out of use for \(Duration.text(seconds: options.allowOnceExpiry))", "T12, D2")
        case .deny:
            changing(&out) { $0.grant = .denied }  // T13, T23
        case .allowAlways:
            changing(&out) { $0.grant = .always; $0.provisional = false }
        case .keepWhileUsing:
            out.note("the app keeps When-In-Use; the status did not change, so no delegate method is called", shown.source.hasPrefix("D11") ? "D11" : "T28")
        case .changeToAlways:
            changing(&out) { $0.grant = .always; $0.provisional = false }  // T29, D11
        case .keepWhileUsingAfterProvisional:
            secondPromptAnswered = true
            changing(&out) { $0.grant = .whenInUse; $0.provisional = false }  // T25
            dropHeld(because: "the person kept While Using", "T25, D4", &out)
        case .confirmProvisionalAlways:
            secondPromptAnswered = true
            provisional = false  // T26: silent, what the app reads did not change
            out.note("Always is now permanent; the app already read authorizedAlways, so no authorization callback", "T26")
            deliverHeld(&out)
        case .reminderChangeToWhileUsing:
            changing(&out) { $0.grant = .whenInUse }  // T49
        case .reminderKeepAlways:
            // T50; Continue on the iOS 10–12 reminder does the same (D26).
            out.note("the app keeps Always; nothing changed, so no delegate method is called", shown.source.hasPrefix("D26") ? "D26" : "T50")
        case .reminderDontAllow:
            // D26: Don't Allow on the iOS 10–12 reminder: While Using the App when the app
            // declares the When-In-Use key, else Never (approximate).
            let whileUsing = app.infoPlist.has(.whenInUseUsage)
            changing(&out) { $0.grant = whileUsing ? .whenInUse : .denied }
            out.note("Don't Allow on the reminder: the app's row becomes \(whileUsing ? "While Using the App" : "Never (it declares no When-In-Use key)")", "D26")
        case .allowTemporaryFullAccuracy:
            // D20 applies the tap to the state at that moment: if the app lost its authorization
            // while the prompt was up (Allow Once expired, Settings), there is nothing to raise
            // accuracy for (T65, D21). The prompt was shown, so the completion still gets nil (T62).
            if authorizationStatus.isAuthorized {
                changing(&out) { $0.temporaryFullAccuracy = true }  // T62
            } else {
                out.note("Allow Once on the precise-location prompt grants nothing: the app is no longer authorized (\(statusWord))", "D20, D21, T65")
            }
            completeTemporaryRequest(shown, &out)
        case .denyTemporaryFullAccuracy:
            completeTemporaryRequest(shown, &out)
        case .openSettings:
            out.note("the Settings app opens (in the explorer: the Settings panel)", "D6")
        case .dismiss:
            break
        case .approveLocationButton:
            approveLocationButton(&out)  // D48
        case .declineLocationButton:
            out.note("Don't Allow on the location button's confirmation: nothing changes", "D48")
        }
    }

    /// D21: after the temporary-accuracy prompt, the completion gets nil whatever the answer,
    /// after any authorization callbacks; it goes to the manager that asked, if still alive.
    /// A suspended app gets it on wake, after the authorization callback and the error (D22).
    private mutating func completeTemporaryRequest(_ shown: Prompt, _ out: inout StepOutcome) {
        guard let caller = shown.requestedBy, managers.contains(caller) else { return }
        if suspended {
            heldCompletions.append(caller)
            out.note("temporaryFullAccuracyCompletion(nil) (D21) held for the suspended app", "D22")
            return
        }
        out.deliver(callback(.temporaryFullAccuracyCompletion(declined: false), to: caller))
    }

    /// `togglePrecise`: flips the Precise switch on the first prompt (T60, iOS 14+).
    mutating func togglePrecise(_ out: inout StepOutcome) {
        guard ruleSet.hasAccuracy else {
            out.note("togglePrecise ignored: prompts have no Precise switch before iOS 14", "§3.5")
            return
        }
        if prompt?.approximateMap == true {
            out.note("togglePrecise ignored: the prompt of an app with NSLocationDefaultAccuracyReduced has no Precise pill (the person can still turn Precise on in Settings)", "D54")
            return
        }
        guard var shown = prompt, let value = shown.precise else {
            out.note("togglePrecise ignored: no prompt with a Precise switch is on screen", "T60")
            return
        }
        shown.precise = !value
        prompt = shown
    }

    /// The reminder on demand (D5): only for an app that reads permanent Always, with nothing on screen.
    mutating func showReminderOnDemand(_ out: inout StepOutcome) {
        guard authorizationStatus == .authorizedAlways, !provisional, prompt == nil else {
            out.note("showReminder ignored: the reminder is only for an app holding permanent Always, with no prompt on screen", "D5, D26")
            return
        }
        raiseReminder()
    }

    /// Puts the reminder on screen and restarts its three-day clock (D26).
    mutating func raiseReminder() {
        prompt = catalog.reminder(backgroundUses: backgroundUses)
        reminderClockStart = now
        backgroundUses = 0
    }
}
