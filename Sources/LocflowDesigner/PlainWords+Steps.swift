import LocflowCore

/// The steps of a flow in plain words, for the designer's storyboard: what happened, told as a
/// person would tell it, never the scenario's action names (those are `--codes`).
extension PlainWords {
    /// A step as a sentence: "The app asks to use location while it is in use."
    public static func step(_ action: Action, app: String) -> String {
        let the = "\u{201C}\(app)\u{201D}"
        switch action {
        case .createManager: return "\(the) sets up another location manager."
        case .requestWhenInUseAuthorization: return "\(the) asks to use location while it is in use."
        case .requestAlwaysAuthorization: return "\(the) asks to use location always, also in the background."
        case .requestTemporaryFullAccuracy: return "\(the) asks for exact location for now."
        case .requestLocation: return "\(the) asks where the person is, once."
        case .start(let service): return "\(the) starts \(service.title.lowercased())."
        case .stop(let service): return "\(the) stops \(service.title.lowercased())."
        case .background: return "The person leaves \(the): it goes to the background."
        case .foreground: return "The person opens \(the) again."
        case .terminate: return "\(the) is closed."
        case .launch: return "The person opens \(the)."
        case .tap(let label): return "The person taps \u{201C}\(IOSText.display(label))\u{201D}."
        case .togglePrecise: return "The person turns Precise on or off on the alert's map."
        case .setLocationServices(let on): return "In Settings, the person turns Location Services \(on ? "on" : "off")."
        case .setRestricted(let on): return on ? "Location is restricted (Screen Time or management)." : "The restriction on location is lifted."
        case .setApp(let choice): return "In Settings, the person sets \(the) to \(settingWords(choice))."
        case .setPrecise(let on): return "In Settings, the person turns Precise Location \(on ? "on" : "off")."
        case .resetLocationAndPrivacy: return "In Settings, the person resets Location & Privacy."
        case .wait(let seconds): return "Time passes: \(timeWords(seconds))."
        case .event(let event): return eventWords(event)
        case .showReminder: return "Time passes, and iOS reminds the person."
        case .updateSystem(let version): return "The phone is updated to iOS \(version.text)."
        case .modern: return "\(the) uses a newer location API."
        }
    }

    /// A duration in words: "10 minutes", "3 days", "1 hour 30 minutes".
    static func timeWords(_ seconds: Int) -> String {
        let units = [(86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        var left = seconds
        var parts: [String] = []
        for (size, name) in units where left >= size {
            let n = left / size
            left %= size
            parts.append("\(n) \(name)\(n == 1 ? "" : "s")")
        }
        return parts.isEmpty ? "no time" : parts.prefix(2).joined(separator: " ")
    }

    private static func settingWords(_ choice: AppSetting) -> String {
        switch choice {
        case .never: "Never"
        case .askNextTime: "Ask Next Time Or When I Share"
        case .whileUsing: "While Using the App"
        case .always: "Always"
        }
    }

    private static func eventWords(_ event: WorldEvent) -> String {
        switch event {
        case .regionEntry: "The person walks into a monitored area."
        case .visit: "The person visits a place."
        case .significantChange: "The person moves a long way."
        case .locationUpdate: "The person moves."
        case .heading: "The person turns around."
        case .beacon: "The person comes near a beacon."
        case .pauseUpdates: "The person stops moving, and iOS pauses the app's location updates."
        case .resumeUpdates: "The person moves again, and iOS resumes the app's location updates."
        }
    }
}

extension Storyboard {
    /// The caption of a frame: plain words ("Step 2: “Demo” asks to use location while it is in
    /// use."), or with `showsCodes` the step as the file writes it, with its line.
    /// A flow that crosses iOS versions names the version in force after each caption.
    func caption(_ frame: Frame) -> String {
        if showsCodes { return Self.stepCaption(frame) + versionTag(frame) }
        guard frame.step != 0 else { return "When the app opens" + versionTag(frame) }
        guard let action = try? Action(parsing: frame.action) else { return "Step \(frame.step): the app is installed again." + versionTag(frame) }
        return "Step \(frame.step): " + PlainWords.step(action, app: appName) + versionTag(frame)
    }

    /// The best-reading note of a prompt: a plain sentence, or with `showsCodes` the decision.
    func bestReading(_ prompt: Prompt) -> String? {
        showsCodes ? prompt.approximate : PlainWords.approximateNote(prompt, codesShown: false)
    }

    /// What the app is told, as the answers table's last column: plain words, or with
    /// `showsCodes` the delegate callbacks' names.
    func told(_ callbacks: [Callback]) -> String {
        guard showsCodes else { return PlainWords.callbacks(callbacks).joined(separator: " ") }
        return callbacks.isEmpty ? "none" : callbacks.map { $0.signature(on: ruleSet) }.joined(separator: "; ")
    }

    /// The answers table's last column heading.
    var toldHeading: String { showsCodes ? "Delegate callbacks" : "What the app is told" }
}
