/// The three views of the truth: what the app reads, what Settings shows, and the hidden truth.
extension Simulation {
    /// `authorizationStatus` as the app reads it (§1.3): a restriction wins, even over the global
    /// switch (D13); the switch off reads `denied` (T45); provisional reads Always, Allow Once
    /// reads When-In-Use (T21, T12).
    public var authorizationStatus: AuthorizationStatus {
        if device.restricted { return .restricted }
        if !device.locationServices { return .denied }
        switch grant {
        case .notDetermined: return .notDetermined
        case .denied: return .denied
        case .whenInUse: return .authorizedWhenInUse
        case .always: return .authorizedAlways
        }
    }

    /// `accuracyAuthorization` (§1.2): full before iOS 14 (D29); else the Precise switch or
    /// temporary full accuracy (T62).
    public var accuracyAuthorization: AccuracyAuthorization {
        guard ruleSet.hasAccuracy else { return .fullAccuracy }
        return precise || temporaryFullAccuracy ? .fullAccuracy : .reducedAccuracy
    }

    /// `CLLocationManager.locationServicesEnabled()` (T45).
    public var locationServicesEnabled: Bool { device.locationServices }

    /// The label of the app's row in Settings (D7); nil for notDetermined before iOS 13. With the
    /// switch off or a restriction it still shows the stored choice (D7).
    public var settingsLabel: String? {
        switch grant {
        case .notDetermined: ruleSet.askNextTimeLabel
        case .denied: "Never"
        // Allow Once shows as Ask Next Time (§6.1, DEV D8).
        case .whenInUse where temporary && modern.buttonGrantOverDenial: "Never"  // D48, §8.2
        case .whenInUse: temporary ? ruleSet.askNextTimeLabel : "While Using the App"
        // Provisional Always shows as While Using (§6.1, DEV D26).
        case .always: provisional ? "While Using the App" : "Always"
        }
    }

    /// The choice the app's Settings row shows as selected (D7): Allow Once shows Ask Next Time,
    /// provisional Always shows While Using (§6.1); nil for notDetermined before iOS 13.
    public var currentSetting: AppSetting? {
        switch grant {
        case .notDetermined: ruleSet.hasAskNextTime ? .askNextTime : nil
        case .denied: .never
        case .whenInUse where temporary && modern.buttonGrantOverDenial: .never  // D48, §8.2
        case .whenInUse: temporary ? .askNextTime : .whileUsing
        case .always: provisional ? .whileUsing : .always
        }
    }

    /// The app is "in use" (D15): the foreground, or the background with standard location
    /// running under the `location` background mode while the app reads When-In-Use or Always
    /// (the background location indicator, T42), the app's code allowing background updates
    /// (D56) and the updates not paused (D59).
    public var isInUse: Bool {
        switch lifecycle {
        case .foreground: return true
        case .terminated: return false
        // A suspended app runs no code, so it is not in use even if the condition below holds
        // again while it sleeps (D22); the Allow Once clock keeps running.
        case .background where suspended: return false
        case .background:
            // The mode counts only outside an App Clip (D55), the app's code must allow the
            // updates (D56), and paused updates keep nothing in use (D59).
            return standardKeepsInUse || backgroundActivityKeepsInUse  // D46
        }
    }

    /// Whether a service can be used now (contract "Service availability values", seed 001).
    public func availability(of service: Service) -> Availability {
        availability(of: service, status: authorizationStatus, accuracy: { accuracyAuthorization })
    }

    /// `availability(of:)` with the status already read: a transcript reads all seven services
    /// every step, from one reading of the status and accuracy.
    public func availabilities(_ body: (Service, Availability) -> Void) {
        let status = authorizationStatus, accuracy = accuracyAuthorization
        for service in Service.allCases { body(service, availability(of: service, status: status, accuracy: { accuracy })) }
    }

    private func availability(of service: Service, status: AuthorizationStatus, accuracy: () -> AccuracyAuthorization) -> Availability {
        if service == .geocoding { return .available }  // needs no authorization (contract)
        guard status.isAuthorized else { return .unavailable }
        if service.needsFullAccuracy && accuracy() == .reducedAccuracy { return .unavailable }
        if status == .authorizedAlways { return .available }  // provisional too (D27)
        if ruleSet.whenInUseLacksBackgroundServices && !service.supportedWithWhenInUseOnIOS12 { return .unavailable }
        return .whileInUse
    }

    /// Seconds until Allow Once expires, while its clock runs (D2); nil otherwise.
    public var allowOnceExpiresIn: Int? {
        guard temporary, let since = outOfUseSince else { return nil }
        return max(0, since.saturatingSum(options.allowOnceExpiry).saturatingSum(-now))
    }

    /// Seconds until temporary full accuracy ends, while its clock runs (D12); nil otherwise.
    public var temporaryAccuracyExpiresIn: Int? {
        guard temporaryFullAccuracy, let since = outOfUseSince else { return nil }
        return max(0, since.saturatingSum(options.temporaryAccuracyExpiry).saturatingSum(-now))
    }

    /// The Settings choices the row offers now (D25, D8).
    public var offeredSettings: [AppSetting] {
        var choices: [AppSetting] = [.never]
        if ruleSet.hasAskNextTime { choices.append(.askNextTime) }
        if app.infoPlist.has(.whenInUseUsage) { choices.append(.whileUsing) }
        if ruleSet.alwaysRequestKeys.allSatisfy(app.infoPlist.has) { choices.append(.always) }
        return choices
    }

    /// The label a Settings choice carries on this rule set (D7).
    public func label(of choice: AppSetting) -> String {
        switch choice {
        case .never: "Never"
        case .askNextTime: ruleSet.askNextTimeLabel ?? "Ask Next Time"
        case .whileUsing: "While Using the App"
        case .always: "Always"
        }
    }

    /// What the app reads, as one comparable value: a change of it is what callbacks report (§7).
    package var observed: Observed { Observed(status: authorizationStatus, accuracy: accuracyAuthorization) }
}

/// The pair a delegate reads in `locationManagerDidChangeAuthorization(_:)` (§7 rule 5).
package struct Observed: Equatable, Hashable, Sendable, Codable {
    var status: AuthorizationStatus
    var accuracy: AccuracyAuthorization
}

extension Simulation {
    /// The lifecycle a transcript reports (D36). The one place that reads it: transcripts,
    /// `expect: {lifecycle: …}` and the explorer all use this property.
    ///
    /// D22: `suspended` is the stored suspension state (an app in the background not in use,
    /// from the end of the step that left it so until `foreground` or a delivered event).
    public var lifecycleReading: LifecycleReading {
        switch lifecycle {
        case .foreground: .foreground
        case .terminated: .terminated
        case .background: suspended ? .suspended : .background
        }
    }
}
