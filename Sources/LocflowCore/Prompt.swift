/// A system alert on screen, as a value: what it says, its buttons in display order, what each does.
public struct Prompt: Equatable, Hashable, Sendable, Codable {
    /// The contract's prompt kinds.
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case whenInUse, always, upgrade, reminder, temporaryFullAccuracy, locationServicesOff
        /// The location button's one-time confirmation (D48, M46).
        case locationButton
    }

    /// Who put it on screen: the app's request, or the system on its own (D20: `terminate`
    /// closes the first and keeps the second).
    public enum Origin: String, Sendable, Codable { case app, system }

    public var kind: Kind
    public var title: String
    /// The purpose string, or nil (the Location Services alert has none, D29).
    public var message: String?
    public var buttons: [PromptButton]
    /// The Precise switch on the map of the first prompt (iOS 14+, T60); nil when not shown.
    public var precise: Bool?
    public var origin: Origin
    /// The Info.plist key the message comes from, shown beside it.
    public var messageKey: String?
    /// The rule that shows this prompt (T10, T24, D6 …).
    public var source: String
    /// Why the wording is approximate, when it is (D11, D12, D30 …); nil when it is Apple's.
    public var approximate: String?
    /// The manager that asked, for the temporary-accuracy completion (D17).
    public var requestedBy: Int?
    /// The map shows an approximate location and no Precise pill: the first prompt of an app
    /// with `NSLocationDefaultAccuracyReduced` on iOS 14+ (D54).
    public var approximateMap = false

    /// The labels in display order.
    public var labels: [String] { buttons.map(\.label) }

    /// The background-use reminder of iOS 13+ "shows a map of collected locations" (P-REM-13);
    /// the iOS 10–12 reminder is text only (D26). Only the iOS 13+ one offers Change to Only
    /// While Using, so its buttons tell them apart.
    public var showsLocationsMap: Bool {
        kind == .reminder && buttons.contains { $0.outcome == .reminderChangeToWhileUsing }
    }

    /// The button with this label; straight and curly apostrophes are the same to a person.
    public func button(labelled label: String) -> PromptButton? {
        let wanted = label.replacingApostrophes
        return buttons.first { $0.label.replacingApostrophes == wanted }
    }
}

/// One button of a prompt.
public struct PromptButton: Equatable, Hashable, Sendable, Codable {
    public var label: String
    public var outcome: PromptOutcome
}

/// What tapping a button does; the reducer applies it (tap).
public enum PromptOutcome: String, Sendable, Codable {
    /// Allow While Using App after requestWhenInUse, Allow / Only While Using on iOS ≤ 12 (T11).
    case allowWhileUsing
    /// Allow While Using App after requestAlways from notDetermined: provisional Always (T21).
    case allowWhileUsingProvisionally
    /// Allow Once (T12, T22).
    case allowOnce
    /// Don't Allow (T13, T23).
    case deny
    /// Allow / Always Allow on the iOS 10–12 Always prompt (P-ALW-8, P-ALW-11).
    case allowAlways
    /// Keep Only While Using / Cancel on the one-time upgrade: nothing changes, no callback (T28, D11).
    case keepWhileUsing
    /// Change to Always Allow / Allow on the one-time upgrade (T29, D11).
    case changeToAlways
    /// Keep Only While Using on the provisional second prompt (T25).
    case keepWhileUsingAfterProvisional
    /// Change to Always Allow on the provisional second prompt: silent (T26).
    case confirmProvisionalAlways
    /// Change to Only While Using on the background-use reminder (T49).
    case reminderChangeToWhileUsing
    /// Always Allow on the reminder (T50), Continue on the iOS 10–12 reminder (D26): nothing changes.
    case reminderKeepAlways
    /// Don't Allow on the iOS 10–12 reminder: While Using the App, or Never without the
    /// When-In-Use key, with the callback (D26, approximate).
    case reminderDontAllow
    /// Allow Once on the temporary full-accuracy prompt (T62).
    case allowTemporaryFullAccuracy
    /// Don't Allow on the temporary full-accuracy prompt (T62).
    case denyTemporaryFullAccuracy
    /// Settings on the Location Services alert (D6).
    case openSettings
    /// Cancel on the Location Services alert (D6).
    case dismiss
    /// Allow Once on the location button's confirmation (D48).
    case approveLocationButton
    /// Don't Allow on the location button's confirmation: nothing changes (D48).
    case declineLocationButton
}

extension String {
    /// The label with typographic apostrophes made straight, so that "Don’t Allow" = "Don't Allow".
    var replacingApostrophes: String {
        // Most labels have no curly apostrophe: then the map is the identity, and skipping it
        // saves breaking the label into characters on every tap (the graph taps 100,000s).
        guard unicodeScalars.contains("\u{2019}") else { return self }
        return String(map { $0 == "\u{2019}" ? "'" : $0 })
    }
}
