import LocflowCore
import LocflowScenario

/// Wording the three exporters share: labels as iOS shows them, what the app reads, the app's
/// calls, and the Settings steps a person takes by hand.
public enum ExportText {
    /// The label as it appears on screen: iOS writes the apostrophe typographically ("Don’t
    /// Allow", reference §4 [STR S1]); the catalog and scenario files write it straight (contract).
    public static func onScreen(_ label: String) -> String {
        label.replacing("'", with: "\u{2019}")
    }

    /// The alert in one line: its title, then its buttons in display order, with the rule and
    /// any approximation (D9, D11, D12 …).
    public static func alert(_ prompt: Prompt) -> String {
        let buttons = prompt.labels.map { "\u{201C}\(onScreen($0))\u{201D}" }.joined(separator: ", ")
        var line = "\(oneLine(prompt.title)) — buttons in order: \(buttons) (\(prompt.source))"
        if let approximate = prompt.approximate { line += "; ≈ \(approximate)" }
        return line
    }

    /// What the app reads in this state: status, accuracy from iOS 14 (§3.5), the Settings row,
    /// each in the observable-field registry's words (`ObservableField.exportReading`).
    public static func reads(_ state: ExportState) -> String {
        ObservableField.all.compactMap { $0.exportReading(state.snapshot, ruleSet: state.ruleSet) }.joined()
    }

    /// The delegate calls of a step with the real signatures of the rule set (§7, D10), or a
    /// plain "none" — iOS staying silent is part of the flow (T28).
    public static func callbacks(_ callbacks: [Callback], on ruleSet: RuleSet) -> String {
        callbacks.isEmpty ? "none" : callbacks.map { $0.signature(on: ruleSet) }.joined(separator: "; ")
    }

    /// The app's own call for an app action (what the tester wires to the app's UI), or nil for
    /// an action that is not the app's call.
    public static func appCall(_ action: Action) -> String? {
        switch action {
        case .createManager: "CLLocationManager()  (another manager)"
        case .requestTemporaryFullAccuracy(let key): "requestTemporaryFullAccuracyAuthorization(withPurposeKey: \"\(oneLine(key))\")"
        case .modern(let modern): modernAppCall(modern)
        // Apple's selectors, not the scenario's words: `startMonitoringRegion` is the file's
        // shorthand, the app calls `startMonitoring(for:)`.
        case .start(let service): service.startCall
        case .stop(let service): service.stopCall
        default: tableCall(ActionTable.row(of: action))
        }
    }

    /// The call the action table names for an app action without an argument
    /// (`requestAlwaysAuthorization()`, `startMonitoringVisits()`); nil for the others, the
    /// lifecycle included, which the exporters drive themselves.
    static func tableCall(_ row: ActionRow) -> String? {
        guard row.actor == .app, case .none = row.argument else { return nil }
        return row.api
    }

    /// The app's own code for a modern action (modern-apis.md §3), or nil for the person's and
    /// the world's (the location button, force-quit, a condition's state).
    static func modernAppCall(_ action: ModernAction) -> String? {
        switch action {
        case .liveUpdates(true): "for try await update in CLLocationUpdate.liveUpdates() { … }  (start iterating)"
        case .liveUpdates(false): "leave the CLLocationUpdate.liveUpdates() loop"
        case .sessionStart(let goal, let key):
            "CLServiceSession(authorization: .\(goal.rawValue)" + (key.map { ", fullAccuracyPurposeKey: \"\(oneLine($0))\"" } ?? "") + ")  (session, numbered in order)"
        case .sessionEnd(let n): "invalidate() on service session \(n)"
        case .backgroundActivity(true): "CLBackgroundActivitySession()"
        case .backgroundActivity(false): "invalidate() on the CLBackgroundActivitySession"
        case .monitorAdd(let type, let id):
            "await monitor.add(\(type == .region ? "CLMonitor.CircularGeographicCondition" : "CLMonitor.BeaconIdentityCondition")(…), identifier: \"\(oneLine(id))\")"
        case .monitorRemove(let id): "await monitor.remove(\"\(oneLine(id))\")"
        case .condition, .tapLocationButton, .forceQuit: nil
        }
    }

    /// What the device and the app's build must be before the flow starts, one line each: the
    /// iOS version, an Info.plist that is not the contract's default (§5), and the device's
    /// switches (T45, T48) when the scenario starts with them changed.
    public static func setup(_ flow: ExportFlow) -> [String] {
        let fresh = flow.launch.before
        let parts = flow.parts
        var lines: [String]
        if parts.count == 1 {
            lines = ["Run it on a Simulator or device with \(flow.ruleSet.releases); start from a fresh install of the app."]
        } else if parts.contains(where: \.startsWithUpdate) {
            // An update keeps the app and its grant (D50): that part runs on the updated device.
            let updates = parts.filter(\.startsWithUpdate).map { "step \($0.launch.number) to \($0.ruleSet.releases)" }
            lines = ["Run each part on a device with its iOS version (\(flow.versionsText)): the flow updates the device at \(updates.joined(separator: ", ")), keeping the app; every other part starts from a fresh install of the app."]
        } else {
            lines = ["Run each part on a Simulator or device with its iOS version (\(flow.versionsText)); start each from a fresh install of the app."]
        }
        let plist = fresh.app.infoPlist
        if plist != .contractDefault {
            let has = InfoPlistKey.allCases.filter { plist.has($0) }.map(\.rawValue)
            let lacks = InfoPlistKey.allCases.filter { !plist.has($0) }.map(\.rawValue)
            var line = "The app's Info.plist in this flow has " + (has.isEmpty ? "no location key" : has.joined(separator: ", "))
            if !lacks.isEmpty { line += "; it lacks " + lacks.joined(separator: ", ") }
            if plist.defaultAccuracyReduced == true { line += "; NSLocationDefaultAccuracyReduced is true" }
            lines.append(oneLine(line) + ": build the app the same way.")
        }
        if !fresh.device.locationServices {
            lines.append("Before launching: \(locationServicesPane(flow.ruleSet)): switch Location Services off (T45).")
        }
        // The manager's keys are the app's code, which no test can set from outside: a step by
        // hand before the run, never a silent pass (D56, D57, D59).
        for line in managerLines(fresh.app) { lines.append(line) }
        if fresh.app.appClip {
            lines.append("The app is an App Clip (D52): iOS never grants it Always, and its When-In-Use grant ends at 04:00 the next day; a test cannot move the device's clock there, so steps after that reset are done by hand the next morning.")
        }
        if fresh.device.restricted {
            lines.append("Before launching: restrict location with parental controls (Screen Time) or an MDM profile (T48, D13).")
        }
        return lines
    }

    /// By hand, before the run: what the app's code must set on its managers for this flow.
    static func managerLines(_ app: AppConfig) -> [String] {
        var lines: [String] = []
        if let allows = app.allowsBackgroundLocationUpdates {
            let crash = allows && !app.infoPlist.hasLocationBackgroundMode
                ? " (without the location background mode it crashes at launch, D56: the run then shows that crash)" : ""
            lines.append("By hand, in the app's code: set allowsBackgroundLocationUpdates = \(allows) on its CLLocationManager\(crash) (D56); a test cannot set it from outside.")
        }
        if let shows = app.showsBackgroundLocationIndicator {
            lines.append("By hand, in the app's code: set showsBackgroundLocationIndicator = \(shows) on its CLLocationManager (D57); check the status bar's blue indicator by eye.")
        }
        if let pauses = app.pausesLocationUpdatesAutomatically {
            lines.append("By hand, in the app's code: set pausesLocationUpdatesAutomatically = \(pauses) on its CLLocationManager (D59).")
        }
        return lines
    }

    /// The Settings pane for location: "Privacy & Security" from iOS 16, "Privacy" before.
    static func locationServicesPane(_ ruleSet: RuleSet) -> String {
        ruleSet.locationServicesPane
    }

    /// What a person does by hand on a device or Simulator for a person or world action, in
    /// plain words; nil for the app's calls and the lifecycle, which the exporters drive.
    /// `after` is the state the action reaches: Settings labels come from it, never from a table.
    public static func byHand(_ action: Action, before: ExportState, after: ExportState, appName: String) -> String? {
        let pane = locationServicesPane(after.ruleSet)
        let app = "\u{201C}\(oneLine(appName))\u{201D}"
        switch action {
        case .tap(let label):
            return "tap \u{201C}\(onScreen(label))\u{201D} on the alert"
        case .togglePrecise:
            let now = before.prompt?.precise ?? true
            return "on the alert's map, tap the Precise switch to turn it \(now ? "off" : "on") (T60)"
        case .setLocationServices(let on):
            return "\(pane): switch Location Services \(on ? "on" : "off") (T45, T46)"
        case .setRestricted(let on):
            return on
                ? "restrict location for the app with parental controls (Screen Time) or an MDM profile (T48, D13); locflow's sources do not name the exact switch"
                : "turn the Screen Time or MDM restriction on location off again (T48, D13)"
        case .setApp(let choice):
            let label = after.settingsLabel ?? choice.rawValue
            return "\(pane) › \(app): choose \u{201C}\(label)\u{201D}"
        case .setPrecise(let on):
            return "\(pane) › \(app): switch Precise Location \(on ? "on" : "off") (T60, T61)"
        case .resetLocationAndPrivacy:
            return "\(after.ruleSet.resetLocationAndPrivacyPath) (T47)"
        case .wait(let seconds):
            let wait = "leave the app out of use for \(Duration.text(seconds: seconds)) on the real clock (a device or Simulator has no fast-forward)"
            if after.app.appClip, before.grant == .whenInUse, after.grant == .notDetermined {
                return wait + "; the App Clip's grant ends at 04:00 the next day (D52): check the next morning that the app reads notDetermined"
            }
            return wait
        case .event(let event):
            return eventByHand(event)
        case .showReminder:
            return "iOS shows the background-use reminder on its own schedule (D5, D26): it cannot be brought up on demand; wait for it"
        case .updateSystem(let version):
            guard after.ruleSet != before.ruleSet else {
                return "nothing to do: iOS \(version.text) is not newer than \(before.ruleSet.releases), so the update changes nothing here (D50)"
            }
            return "update the device to iOS \(version.text) (Settings › General › Software Update); the app is terminated and keeps its authorization (D50); a Simulator cannot be updated in place"
        case .modern(.tapLocationButton):
            return "tap the app's location button (CLLocationButton / LocationButton, D48)"
        case .modern(.forceQuit):
            return "force-quit the app: swipe it away in the app switcher (D45)"
        case .modern(.condition(let state, let id)):
            return "a CLMonitor condition's state comes from where the device is: move the Simulator's location (Features › Location) \(state == .satisfied ? "into" : "out of") condition \u{201C}\(oneLine(id))\u{201D}; locflow does not know where it is, so this is not reproduced exactly"
        default:
            return nil
        }
    }

    private static func eventByHand(_ event: WorldEvent) -> String {
        switch event {
        case .locationUpdate, .significantChange:
            "move the simulated location (Simulator › Features › Location, or `xcrun simctl location booted set LAT,LON`)"
        case .regionEntry:
            "move the simulated location into the monitored region (`xcrun simctl location booted set LAT,LON`)"
        case .visit:
            "a visit cannot be produced on demand: iOS detects it after a stay; use a route (`xcrun simctl location booted start …`) and wait"
        case .heading:
            "heading needs a device's compass: turn the device (the Simulator has none)"
        case .beacon:
            "bring a real iBeacon (or a beacon app on another device) into range (the Simulator has no beacons)"
        case .pauseUpdates:
            "iOS pauses updates on its own when it decides the person stopped moving (D59): keep the device still (in the Simulator, stop the route: `xcrun simctl location booted clear`) and wait for locationManagerDidPauseLocationUpdates(_:); it cannot be forced"
        case .resumeUpdates:
            "iOS resumes paused updates of an Always app on its own when the person moves again (D59): start a route (`xcrun simctl location booted start …`) and wait for locationManagerDidResumeLocationUpdates(_:); it cannot be forced"
        }
    }

    /// Text made safe for one comment line: no line breaks or other control characters.
    public static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { breaksALine($0) || isInvisibleControl($0) ? " " : $0 }))
    }

    /// A character some reader takes as the end of a line: the C0 and C1 controls (NEL, U+0085,
    /// among them) and the Unicode line and paragraph separators, which YAML 1.1 readers
    /// (PyYAML, Maestro's SnakeYAML) and JavaScript end lines at.
    static func breaksALine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// A character that reorders or hides text without showing itself: the bidirectional
    /// controls ("Trojan Source", CVE-2021-42574) and the byte-order mark.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// A bundle identifier as Apple defines it: letters, digits, hyphens and periods (so it needs
    /// no quoting anywhere it is written: a shell script, a YAML flow).
    public static func isBundleIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 255 && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".")
        }
    }
}

extension ExportText {
    /// What an `expect` step asks, key by key, in the contract's words.
    public static func expectation(_ e: Expectation) -> String {
        // The observable-field registry gives the keys and their order; only the words
        // an export uses for each are chosen here.
        var parts: [String] = []
        for field in ObservableField.all {
            guard let value = e.values[field.key] else { continue }
            switch (field, value) {
            case (.status, .word(let word?)), (.accuracy, .word(let word?)): parts.append("\(field.key) .\(word)")
            case (.locationServicesEnabled, .flag(let on)): parts.append("locationServicesEnabled() \(on)")
            case (.prompt, .word(let kind)): parts.append("alert: \(kind ?? "none")")
            case (.buttons, .list(let buttons)): parts.append("buttons " + buttons.map { "\u{201C}\(onScreen($0))\u{201D}" }.joined(separator: ", "))
            case (.settings, .word(let label)): parts.append("Settings shows " + (label.map { "\u{201C}\($0)\u{201D}" } ?? "no label"))
            case (.callbacks, .list(let callbacks)): parts.append("callbacks " + (callbacks.isEmpty ? "none" : callbacks.joined(separator: ", ")))
            case (.temporary, .flag(let on)): parts.append("Allow Once \(on)")
            case (_, .word(let word)): parts.append("\(field.key) \(word ?? "none")")
            case (_, .flag(let on)): parts.append("\(field.key) \(on)")
            case (_, .list(let items)): parts.append("\(field.key) " + items.joined(separator: ", "))
            }
        }
        for (service, availability) in e.services ?? [] { parts.append("\(service.rawValue) \(availability.rawValue)") }
        return oneLine(parts.joined(separator: ", "))
    }

    /// What an expectation says of the alert: nil when it does not ask, `.some(nil)` for none.
    public static func expectedAlert(_ e: Expectation?) -> String?? {
        guard case .word(let kind)? = e?.values[ObservableField.prompt.key] else { return nil }
        return .some(kind)
    }

    /// The alert a step puts on screen, or nil when it shows none new (flipping Precise on the
    /// alert's map changes the prompt value, not the alert on screen).
    public static func newAlert(_ step: FlowStep) -> Prompt? {
        guard let prompt = step.after.prompt else { return nil }
        if let old = step.before.prompt, old.kind == prompt.kind, old.title == prompt.title, old.labels == prompt.labels { return nil }
        return prompt
    }
}

/// How the exports treat an action step, decided once for every format.
public enum StepTreatment: Equatable, Sendable {
    /// The app's own call: a `TODO: trigger …` hook for the tester.
    case appCall(String)
    /// A tap on a button of the alert on screen, as the catalog built it.
    case tap(PromptButton)
    /// Background, foreground, kill or launch, which the tools drive themselves.
    case lifecycle(Action)
    /// What nobody can force or reproduce at this step, and why, in plain words.
    case cannot(String)
    /// A step a person does by hand on the device or Simulator, in plain words.
    case byHand(String)
}

extension FlowStep {
    /// How an export treats this step; nil for an expectation.
    public func treatment(appName: String) -> StepTreatment? {
        if let installed {
            // A fresh install mid-flow (an `install` step): no UI test or simctl command can
            // reinstall a build or change the iOS version, so it is a step by hand, said plainly.
            let version = installed.ruleSet == before.setup.ruleSet
                ? "" : " on a device or Simulator running iOS \(installed.ios.text) (the flow changes iOS version here)"
            return .byHand("fresh install: delete \u{201C}\(installed.app.name)\u{201D}, install the build again and launch it\(version)")
        }
        guard let action else { return nil }
        if let call = ExportText.appCall(action) { return .appCall(call) }
        switch action {
        case .tap(let label):
            if let button = tappedButton { return .tap(button) }
            let shown = ExportText.onScreen(ExportText.oneLine(label))
            return .cannot("no alert on screen here has \u{201C}\(shown)\u{201D}, so iOS does nothing; the step is left out")
        case .background, .foreground, .terminate, .launch:
            return .lifecycle(action)
        case .showReminder, .modern(.condition):
            // Neither can be brought about on demand: the reminder and a condition's state are iOS's.
            return .cannot(ExportText.byHand(action, before: before, after: after, appName: appName)!)
        default:
            return .byHand(ExportText.byHand(action, before: before, after: after, appName: appName) ?? action.text)
        }
    }
}

extension ExportText {
    /// One step as a person plays it by hand on a device or Simulator, for any action.
    public static func handStep(_ step: FlowStep, appName: String) -> String {
        switch step.treatment(appName: appName) {
        case nil: "check: \(expectation(step.expectation!))"
        case .appCall(let call): "in the app, trigger \(call)"
        case .tap(let button): "tap \u{201C}\(onScreen(button.label))\u{201D} on the alert"
        case .lifecycle(.background): "send the app to the background (Home)"
        case .lifecycle(.foreground): "bring the app back to the foreground"
        case .lifecycle(.terminate): "kill the app (swipe it away in the app switcher)"
        case .lifecycle: "launch the app"
        case .cannot(let text), .byHand(let text): text
        }
    }
}
