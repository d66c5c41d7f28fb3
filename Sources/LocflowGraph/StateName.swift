import LocflowCore

extension AbstractState {
    /// A readable name: what the app reads, then only what differs from a fresh install in the
    /// foreground with Location Services on (`authorizedAlways · provisional · background`).
    public var name: String {
        var parts = [status.rawValue + (accuracy == .reducedAccuracy ? " (reduced)" : "")]
        // With the switch off or a restriction, the app reads denied/restricted: name what is stored.
        if (status == .denied && grant != .denied) || status == .restricted { parts.append("stored \(choice)") }
        else if temporary { parts.append("Allow Once") }
        else if provisional { parts.append("provisional") }
        if !locationServices { parts.append("Location Services off") }
        if restricted { parts.append("restricted") }
        if alwaysRequestSpent { parts.append("Always asked") }
        if secondPromptAnswered { parts.append("2nd prompt answered") }
        if !precise { parts.append("Precise off") }
        if temporaryFullAccuracy { parts.append("temporary full accuracy") }
        if holdsEvents { parts.append("events held") }
        if expiryClockRunning { parts.append("expiry clock") }
        if reminderDue { parts.append("reminder due") }
        if let prompt {
            parts.append("prompt \(prompt.fullName)" + (prompt.precise == false ? " (Precise off)" : ""))
        }
        if lifecycleReading != .foreground { parts.append(lifecycleReading.rawValue) }
        if let told = lastTold, heldChange {
            // D22: what the suspended app still believes, and that a change waits for it.
            parts.append("held change (told \(told.status.rawValue)\(holdsCompletion ? ", completion" : ""))")
        }
        if locationServicesAlertShown { parts.append("alert shown") }
        if !services.isEmpty { parts.append("runs " + services.map(\.rawValue).joined(separator: "+")) }
        return parts.joined(separator: " · ")
    }

    /// The stored choice as a person names it: notDetermined, denied, whenInUse, Allow Once,
    /// provisional Always, Always (the grant with its hidden flags).
    public var choice: String {
        switch grant {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .whenInUse: temporary ? "Allow Once" : "whenInUse"
        case .always: provisional ? "provisional Always" : "Always"
        }
    }
}
