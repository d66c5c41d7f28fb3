import LocflowCore
import LocflowScenario

/// The state and the callbacks in plain words, for people who do not read Swift: the designer
/// view's side panel and the storyboard's captions.
///
/// Every sentence is derived from a core value (a `Snapshot`, a `Prompt`, a `Callback`); none
/// restates a rule. Where the core marks a wording approximate, `approximateNote` says so
/// without a code, so a designer's picture stays honest.
public enum PlainWords {
    /// What the app reads, as a few short sentences: permission, accuracy, the global switch
    /// (each field's words in the observable-field registry, `ObservableField.plainReading`).
    public static func reads(_ s: Snapshot) -> [String] {
        ObservableField.all.compactMap { $0.plainReading(s) }
    }

    /// The permission the app reads, in a sentence (the registry's words for `status`).
    public static func permission(_ s: Snapshot) -> String { ObservableField.permissionWords(s) }

    /// What the person sees: the alert described, or the app itself when no alert is up.
    public static func sees(_ prompt: Prompt?, app: String, codesShown: Bool = true) -> [String] {
        guard let prompt else { return ["No alert: the person sees \u{201C}\(app)\u{201D} itself."] }
        var lines: [String] = []
        switch prompt.kind {
        case .whenInUse, .always:
            lines.append("iOS asks whether \u{201C}\(app)\u{201D} may use their location.")
        case .upgrade:
            lines.append("iOS asks whether \u{201C}\(app)\u{201D} may also use their location in the background.")
        case .reminder:
            lines.append("iOS reminds them that \u{201C}\(app)\u{201D} has used their location in the background.")
        case .temporaryFullAccuracy:
            lines.append("iOS asks whether \u{201C}\(app)\u{201D} may use their exact location for now.")
        case .locationServicesOff:
            lines.append("iOS says Location Services are off and offers Settings.")
        case .locationButton:
            lines.append("iOS asks once whether the app's location button may share their location.")
        }
        if prompt.message != nil {
            lines.append("Below the title: the app's own words, from its Info.plist.")
        } else if prompt.kind != .locationServicesOff && prompt.kind != .locationButton {  // neither shows a purpose string
            lines.append("The app declared no words for this alert.")
        }
        if let precise = prompt.precise {
            lines.append(precise ? "A map shows where they are, exactly (Precise: On)." : "A map shows their area only (Precise: Off).")
        } else if prompt.approximateMap {
            lines.append("A map shows their area only, with no Precise switch: the app asks for approximate location.")
        }
        let buttons = IOSText.buttons(prompt)
        lines.append("\(count(buttons.count)) to choose from: \(buttons.joined(separator: ", ")).")
        lines.append(prompt.origin == .system ? "iOS shows it on its own, not because the app asked just now." : "It appears because the app asked.")
        if let note = approximateNote(prompt, codesShown: codesShown) { lines.append(note) }
        return lines
    }

    /// One sentence saying the wording is our best reading, when the core marks it approximate;
    /// the pointer to the codes view only where there is one (the explorer, not a storyboard).
    public static func approximateNote(_ prompt: Prompt, codesShown: Bool = true) -> String? {
        guard prompt.approximate != nil else { return nil }
        return "Our best reading of iOS, not Apple's confirmed words or order" + (codesShown ? " (the codes view says why)." : ".")
    }

    /// A delegate callback in plain words.
    public static func callback(_ c: Callback) -> String {
        switch c.event {
        case .didChangeAuthorization, .deprecatedDidChangeAuthorization:
            "The app is told the permission is now: \(statusWords(c.status))."
        case .didFailWithError: "The app is told location is denied (an error)."
        case .didUpdateLocations: "The app gets a location."
        case .didEnterRegion: "The app is told the person entered a region."
        case .didVisit: "The app is told about a visit."
        case .didUpdateHeading: "The app gets a compass heading."
        case .didRangeBeacons: "The app gets nearby beacons."
        case .monitoringDidFail: "The app is told region monitoring is denied."
        case .didPauseLocationUpdates: "The app is told its location updates are paused."
        case .didResumeLocationUpdates: "The app is told its location updates resumed."
        case .temporaryFullAccuracyCompletion(let declined):
            declined ? "The app's request for exact location ends: declined, no alert." : "The app's request for exact location ends."
        }
    }

    /// The callbacks of a step in plain words; silence is said out loud (T28: iOS may stay silent).
    public static func callbacks(_ cs: [Callback]) -> [String] {
        cs.isEmpty ? ["The app is not told anything."] : cs.map(callback)
    }

    /// A status in a few words.
    public static func statusWords(_ status: AuthorizationStatus) -> String {
        switch status {
        case .notDetermined: "not asked yet"
        case .restricted: "restricted"
        case .denied: "refused"
        case .authorizedWhenInUse: "allowed while in use"
        case .authorizedAlways: "allowed always"
        }
    }

    private static func count(_ n: Int) -> String {
        ["No buttons", "One button", "Two buttons", "Three buttons"].indices.contains(n)
            ? ["No buttons", "One button", "Two buttons", "Three buttons"][n] : "\(n) buttons"
    }
}
