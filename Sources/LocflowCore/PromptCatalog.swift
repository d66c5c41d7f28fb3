/// Builds each system prompt of each rule set (reference §4, D9, D11, D12, D30).
///
/// Button labels use the straight apostrophe, as the scenario contract writes them.
struct PromptCatalog {
    let ruleSet: RuleSet
    let app: AppConfig

    private var name: String { "\u{201C}\(app.name)\u{201D}" }

    /// The first prompt of `requestWhenInUseAuthorization` from notDetermined (T10).
    func whenInUse(precise: Bool) -> Prompt {
        let message = app.infoPlist.whenInUseUsage
        switch ruleSet {
        case .iOS10, .iOS12:
            // P-WIU-8: two buttons, Don't Allow first (§4, [STR S2]); iOS 11–12 wording reuses
            // iOS 10's (U-3, D30).
            return Prompt(
                kind: .whenInUse, title: "Allow \(name) to access your location while you use the app?",
                message: message,
                buttons: [.init(label: "Don't Allow", outcome: .deny), .init(label: "Allow", outcome: .allowWhileUsing)],
                precise: nil, origin: .app, messageKey: InfoPlistKey.whenInUseUsage.rawValue, source: "T10, P-WIU-8",
                approximate: ruleSet == .iOS12 ? "iOS 10 wording reused for iOS 11–12 (D30)" : nil)
        default:
            return firstPrompt(grantWhileUsing: .allowWhileUsing, precise: precise, source: "T10, P-WIU-13")
        }
    }

    /// The iOS 13+ first prompt, shared by both request methods (T10, T20, D9).
    func firstPrompt(grantWhileUsing: PromptOutcome, precise: Bool, source: String) -> Prompt {
        let whileUsing = PromptButton(label: "Allow While Using App", outcome: grantWhileUsing)
        let once = PromptButton(label: "Allow Once", outcome: .allowOnce)
        let deny = PromptButton(label: "Don't Allow", outcome: .deny)
        // D9: iOS 13 lists While Using first; iOS 14+ lists Allow Once first.
        let buttons = ruleSet.hasAccuracy ? [once, whileUsing, deny] : [whileUsing, once, deny]
        // D54: with NSLocationDefaultAccuracyReduced the map shows an approximate location and
        // has no Precise pill (WWDC20 10660).
        let reduced = ruleSet.hasAccuracy && app.infoPlist.defaultAccuracyReduced == true
        return Prompt(
            kind: .whenInUse, title: "Allow \(name) to use your location?", message: app.infoPlist.whenInUseUsage,
            buttons: buttons, precise: ruleSet.hasAccuracy && !reduced ? precise : nil, origin: .app,
            messageKey: InfoPlistKey.whenInUseUsage.rawValue, source: reduced ? source + ", D54" : source,
            approximate: ruleSet.hasAccuracy ? "button order of iOS 14+ (D9)" : "button order of iOS 13 (D9)",
            approximateMap: reduced)
    }

    /// The Always prompt of iOS 10 and 12 from notDetermined (P-ALW-8, P-ALW-11, D30).
    func always() -> Prompt {
        let key = ruleSet.alwaysPromptKey
        let title = "Allow \(name) to access your location even when you are not using the app?"
        if ruleSet == .iOS10 {
            return Prompt(
                kind: .always, title: title, message: app.infoPlist.purpose(key),
                buttons: [.init(label: "Don't Allow", outcome: .deny), .init(label: "Allow", outcome: .allowAlways)],
                precise: nil, origin: .app, messageKey: key.rawValue, source: "P-ALW-8, §3.1", approximate: nil)
        }
        return Prompt(
            kind: .always, title: title, message: app.infoPlist.purpose(key),
            buttons: [
                .init(label: "Only While Using the App", outcome: .allowWhileUsing),
                .init(label: "Always Allow", outcome: .allowAlways),
                .init(label: "Don't Allow", outcome: .deny),
            ],
            precise: nil, origin: .app, messageKey: key.rawValue, source: "P-ALW-11, §3.2",
            approximate: "title of iOS 10 reused for iOS 11–12 (D30)")
    }

    /// The one-time When-In-Use → Always upgrade the app asked for (T27, D11).
    func upgrade() -> Prompt {
        let key = ruleSet.alwaysPromptKey
        if ruleSet <= .iOS12 {
            return Prompt(
                kind: .upgrade, title: "Allow \(name) to also access your location even when you are not using the app?",
                message: app.infoPlist.purpose(key),
                buttons: [.init(label: "Cancel", outcome: .keepWhileUsing), .init(label: "Allow", outcome: .changeToAlways)],
                precise: nil, origin: .app, messageKey: key.rawValue, source: "D11, P-UPG-10",
                approximate: "iOS 10 strings (D11, U-2, U-3)")
        }
        return Prompt(
            kind: .upgrade, title: upgradeTitle, message: app.infoPlist.purpose(key),
            buttons: [
                .init(label: "Keep Only While Using", outcome: .keepWhileUsing),
                .init(label: "Change to Always Allow", outcome: .changeToAlways),
            ],
            precise: nil, origin: .app, messageKey: key.rawValue, source: "T27, P-UPG-13", approximate: nil)
    }

    /// The provisional second prompt the system shows on an Always-only event (T24, D4).
    func secondPrompt() -> Prompt {
        let key = ruleSet.alwaysPromptKey
        return Prompt(
            kind: .upgrade, title: upgradeTitle, message: app.infoPlist.purpose(key),
            buttons: [
                .init(label: "Keep Only While Using", outcome: .keepWhileUsingAfterProvisional),
                .init(label: "Change to Always Allow", outcome: .confirmProvisionalAlways),
            ],
            precise: nil, origin: .system, messageKey: key.rawValue, source: "T24, P-UPG-13, D4",
            approximate: "when it appears is a modelling decision (D4)")
    }

    private var upgradeTitle: String { "Allow \(name) to also use your location even when you are not using the app?" }

    /// The background-use reminder for permanent Always (P-REM-13, D5, D26).
    func reminder(backgroundUses: Int) -> Prompt {
        if ruleSet <= .iOS12 { return legacyReminder() }
        let head = switch backgroundUses {
        case 0: "\(name) has been using your location in the background over the past 3 days."
        case 1: "\(name) has used your location once in the background over the past 3 days."
        default: "\(name) has used your location \(backgroundUses) times in the background over the past 3 days."
        }
        return reminderPrompt(
            title: head + " Do you want to continue to allow background location use?",
            buttons: [("Change to Only While Using", .reminderChangeToWhileUsing), ("Always Allow", .reminderKeepAlways)],
            source: "P-REM-13, D5, D26",
            approximate: "button order and the purpose string under the title are not sourced (§4 [UNC])")
    }

    /// The background-use reminder of iOS 10–12 (D26, revised 2026-11-23: the reminder exists
    /// since iOS 8 by developer reports; the labels have no source, so it is marked approximate).
    private func legacyReminder() -> Prompt {
        reminderPrompt(
            title: "\(name) has been using your location in the background. Do you want to continue allowing this?",
            buttons: [("Don't Allow", .reminderDontAllow), ("Continue", .reminderKeepAlways)],
            source: "D26, D5", approximate: "the iOS 10–12 reminder's wording and buttons have no source (D26)")
    }

    /// A reminder: the system's own alert, with the Always purpose string of the rule set (D26).
    private func reminderPrompt(
        title: String, buttons: [(String, PromptOutcome)], source: String, approximate: String
    ) -> Prompt {
        let key = ruleSet.alwaysPromptKey
        return Prompt(
            kind: .reminder, title: title, message: app.infoPlist.purpose(key),
            buttons: buttons.map { PromptButton(label: $0.0, outcome: $0.1) },
            precise: nil, origin: .system, messageKey: key.rawValue, source: source, approximate: approximate)
    }

    /// The temporary full-accuracy prompt (T62, D12).
    func temporaryFullAccuracy(purposeKey: String, description: String, manager: Int) -> Prompt {
        Prompt(
            kind: .temporaryFullAccuracy, title: "\(name) would like to use your precise location",
            message: description,
            buttons: [
                .init(label: "Allow Once", outcome: .allowTemporaryFullAccuracy),
                .init(label: "Don't Allow", outcome: .denyTemporaryFullAccuracy),
            ],
            precise: nil, origin: .app,
            messageKey: "\(InfoPlistKey.temporaryUsageDictionary.rawValue)[\(purposeKey)]", source: "T62, D12",
            approximate: "title and buttons are not captured in any source (D12, U-8)", requestedBy: manager)
    }

    /// "Turn On Location Services…" when the app uses location while the switch is off (D6, P-LSOFF).
    func locationServicesOff() -> Prompt {
        Prompt(
            kind: .locationServicesOff, title: "Turn On Location Services to Allow \(name) to Determine Your Location",
            message: nil,
            buttons: [.init(label: "Settings", outcome: .openSettings), .init(label: "Cancel", outcome: .dismiss)],
            precise: nil, origin: .app, messageKey: nil, source: "D6, P-LSOFF",
            approximate: "when and how often it appears is a modelling decision (D6, U-17)")
    }

    /// The console line for a request whose purpose strings are missing (§5.2).
    func missingKeysMessage(for keys: [InfoPlistKey]) -> String {
        let head = "This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain "
        if keys.count == 1 {
            return head + "an \u{201C}\(keys[0].rawValue)\u{201D} key with a string value explaining to the user how the app uses this data"
        }
        let names = keys.map { "\u{201C}\($0.rawValue)\u{201D}" }.joined(separator: " and ")
        return head + "both \(names) keys with string values explaining to the user how the app uses this data"
    }
}
