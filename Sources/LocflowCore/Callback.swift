/// A delegate callback or completion the simulated system delivers to one manager.
public struct Callback: Equatable, Hashable, Sendable, Codable {
    /// The manager whose delegate receives it (1 = the first manager ever created).
    public var manager: Int
    public var event: CallbackEvent
    /// The status and accuracy the app reads when it arrives (what the delegate would read).
    public var status: AuthorizationStatus
    public var accuracy: AccuracyAuthorization

    public init(manager: Int, event: CallbackEvent, status: AuthorizationStatus, accuracy: AccuracyAuthorization) {
        self.manager = manager
        self.event = event
        self.status = status
        self.accuracy = accuracy
    }

    /// The canonical name of the contract, the same for every iOS version
    /// (`didChangeAuthorization(authorizedWhenInUse)`, `didFailWithError(denied)`, …).
    public var canonical: String {
        switch event {
        // Whole literals, not interpolations: a long `locflow run` names millions.
        case .didChangeAuthorization, .deprecatedDidChangeAuthorization:
            switch status {
            case .notDetermined: "didChangeAuthorization(notDetermined)"
            case .restricted: "didChangeAuthorization(restricted)"
            case .denied: "didChangeAuthorization(denied)"
            case .authorizedWhenInUse: "didChangeAuthorization(authorizedWhenInUse)"
            case .authorizedAlways: "didChangeAuthorization(authorizedAlways)"
            }
        case .didFailWithError: "didFailWithError(denied)"
        case .didUpdateLocations: "didUpdateLocations"
        case .didEnterRegion: "didEnterRegion"
        case .didVisit: "didVisit"
        case .didUpdateHeading: "didUpdateHeading"
        case .didRangeBeacons: "didRangeBeacons"
        case .monitoringDidFail: "monitoringDidFail(regionMonitoringDenied)"
        case .didPauseLocationUpdates: "didPauseLocationUpdates"
        case .didResumeLocationUpdates: "didResumeLocationUpdates"
        case .temporaryFullAccuracyCompletion(let declined):
            declined ? "temporaryFullAccuracyCompletion(promptDeclined)" : "temporaryFullAccuracyCompletion(nil)"
        }
    }

    /// The real Swift signature for the rule set, with the values the app sees (§3.5, §7, D10).
    public func signature(on ruleSet: RuleSet) -> String {
        switch event {
        case .didChangeAuthorization where ruleSet.usesNewAuthorizationCallback:
            "locationManagerDidChangeAuthorization(_:)  → .\(status.rawValue), .\(accuracy.rawValue)"
        case .didChangeAuthorization, .deprecatedDidChangeAuthorization:
            "locationManager(_:didChangeAuthorization: .\(status.rawValue))"
        case .didFailWithError: "locationManager(_:didFailWithError: CLError(.denied))"
        case .didUpdateLocations: "locationManager(_:didUpdateLocations:)"
        case .didEnterRegion: "locationManager(_:didEnterRegion:)"
        case .didVisit: "locationManager(_:didVisit:)"
        case .didUpdateHeading: "locationManager(_:didUpdateHeading:)"
        case .didRangeBeacons:
            ruleSet.usesBeaconConstraintCallback
                ? "locationManager(_:didRange:satisfying:)" : "locationManager(_:didRangeBeacons:in:)"
        case .monitoringDidFail: "locationManager(_:monitoringDidFailFor:withError: CLError(.regionMonitoringDenied))"
        case .didPauseLocationUpdates: "locationManagerDidPauseLocationUpdates(_:)"
        case .didResumeLocationUpdates: "locationManagerDidResumeLocationUpdates(_:)"
        case .temporaryFullAccuracyCompletion(let declined):
            "requestTemporaryFullAccuracyAuthorization completion(\(declined ? "CLError(.promptDeclined)" : "nil"))"
        }
    }
}

/// What a callback reports.
public enum CallbackEvent: Equatable, Hashable, Sendable, Codable {
    /// Authorization or accuracy changed, or a manager was created (T1, T2, §7).
    case didChangeAuthorization
    /// The deprecated method, called as well only when D10 is switched.
    case deprecatedDidChangeAuthorization
    case didFailWithError
    case didUpdateLocations, didEnterRegion, didVisit, didUpdateHeading, didRangeBeacons
    case monitoringDidFail
    /// The system paused or resumed the standard location updates (D59).
    case didPauseLocationUpdates, didResumeLocationUpdates
    /// The completion handler of `requestTemporaryFullAccuracyAuthorization` (T62, T63, D21).
    case temporaryFullAccuracyCompletion(declined: Bool)

    /// A delivery of a location event (the world's doing), which may wake a suspended app (D22).
    public var isWorldEvent: Bool {
        switch self {
        case .didUpdateLocations, .didEnterRegion, .didVisit, .didUpdateHeading, .didRangeBeacons: true
        default: false
        }
    }
}
