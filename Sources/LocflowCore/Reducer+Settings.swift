/// The person's changes in the Settings app (T43–T48, D23, D25, D31).
extension Simulation {
    /// `settings locationServices on|off` (T45, T46).
    mutating func setLocationServices(_ on: Bool, _ out: inout StepOutcome) {
        guard device.locationServices != on else {
            out.note("Location Services are already \(on ? "on" : "off"); nothing changes", "D32")
            return
        }
        changing(&out) { $0.device.locationServices = on }
        if !on && device.restricted {
            out.note("the app still reads restricted: a restriction wins over the switch", "D13")
        }
    }

    /// `settings restricted on|off` (T48, D13).
    mutating func setRestricted(_ on: Bool, _ out: inout StepOutcome) {
        guard device.restricted != on else {
            out.note("the restriction is already \(on ? "on" : "off"); nothing changes", "D32")
            return
        }
        changing(&out) { $0.device.restricted = on }
    }

    /// `settings app CHOICE` (T43, D25, D31).
    mutating func setApp(_ choice: AppSetting, _ out: inout StepOutcome) {
        if choice == .always, refusesAlwaysAsClip("settings app always", &out) { return }
        let label = label(of: choice)
        guard !device.restricted else {
            out.note("settings app \(choice.rawValue) ignored: a restriction locks the app's location setting", "T48, DOC A9")
            return
        }
        if !listedInSettings {
            // iOS lists the app only once it has asked (field knowledge); a script may still set
            // the row first, as a shortcut for a state the person reaches after a request.
            out.note("\u{201C}\(app.name)\u{201D} is not listed in Settings until it asks: settings app \(choice.rawValue) is applied as a setup shortcut", "§6.1 listing")
        }
        guard offeredSettings.contains(choice) else {
            let why = switch choice {
            case .askNextTime: "Ask Next Time arrives with iOS 13"
            case .whileUsing: "the app has no NSLocationWhenInUseUsageDescription"
            default: "the app does not declare the Always purpose string(s) of \(ruleSet.releases)"
            }
            out.note("settings app \(choice.rawValue) ignored: the row does not offer \u{201C}\(label)\u{201D} (\(why))", "D25, D8")
            return
        }
        if choice == .never && modern.buttonGrantOverDenial {
            out.note("the row already shows “Never” during the location button's one-time grant; nothing changes", "D48, D31, §8.2")
            return
        }
        let newGrant: Grant = switch choice {
        case .never: .denied
        case .askNextTime: .notDetermined
        case .whileUsing: .whenInUse
        case .always: .always
        }
        // D31 (revised 2026-11-23): tapping the row already checked is not a change, so While
        // Using under provisional Always keeps provisional, Ask Next Time under Allow Once keeps
        // Allow Once; no callback.
        guard currentSetting != choice else {
            let kept = provisional ? " (provisional Always stays)" : temporary ? " (Allow Once stays)" : ""
            out.note("the row already shows \u{201C}\(label)\u{201D}; tapping it changes nothing\(kept)", "D31")
            return
        }
        let wasProvisional = provisional
        changing(&out) {
            $0.grant = newGrant
            $0.provisional = false
            $0.temporary = false
            if choice == .askNextTime && $0.options.askNextTimeRestoresAlwaysRequest { $0.alwaysRequestSpent = false }
        }
        if wasProvisional { dropHeld(because: "provisional Always ended in Settings", "D14, D31", &out) }
        if choice == .askNextTime && alwaysRequestSpent {
            out.note("Ask Next Time does not give back the one-time Always request (model option askNextTimeRestoresAlwaysRequest is off)", "D24")
        }
    }

    /// `settings precise on|off` (T43, iOS 14+); a change ends temporary full accuracy (D21).
    mutating func setPrecise(_ on: Bool, _ out: inout StepOutcome) {
        guard ruleSet.hasAccuracy else {
            out.note("settings precise ignored: Precise Location arrives with iOS 14", "§3.5")
            return
        }
        guard !device.restricted else {
            out.note("settings precise ignored: a restriction locks the app's location setting", "T48, DOC A9")
            return
        }
        guard precise != on else {
            out.note("Precise Location is already \(on ? "on" : "off"); nothing changes", "D21")
            return
        }
        changing(&out) {
            $0.precise = on
            $0.temporaryFullAccuracy = false
        }
    }

    /// `settings reset`: Reset Location & Privacy (T47, D23).
    mutating func reset(_ out: inout StepOutcome) {
        if !held.isEmpty { dropHeld(because: "Reset Location & Privacy", "D23", &out) }
        changing(&out) {
            $0.grant = .notDetermined
            $0.provisional = false
            $0.temporary = false
            $0.alwaysRequestSpent = false
            $0.secondPromptAnswered = false
            $0.precise = !($0.app.infoPlist.defaultAccuracyReduced ?? false)
            $0.temporaryFullAccuracy = false
            $0.reminderClockStart = nil
            $0.backgroundUses = 0
            $0.modern.locationButtonApproved = false  // D48: reset clears the button's approval
            $0.modern.buttonGrantOverDenial = false
        }
        out.note("Reset Location & Privacy: every prompt can appear again; the global switch and restriction are unchanged", "T47, D23")
    }
}
