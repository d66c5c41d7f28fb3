/// What `CLLocationManager.authorizationStatus` reads (§1.1); the raw names are the Swift cases.
public enum AuthorizationStatus: String, CaseIterable, Sendable, Codable {
    case notDetermined, restricted, denied, authorizedWhenInUse, authorizedAlways

    /// True for the two statuses under which location services deliver anything.
    public var isAuthorized: Bool { self == .authorizedWhenInUse || self == .authorizedAlways }
    /// True for the pair that makes running services fail with `denied` (D19).
    public var isDeniedOrRestricted: Bool { self == .denied || self == .restricted }
}

/// What `CLLocationManager.accuracyAuthorization` reads (§1.2); always full before iOS 14 (D29).
public enum AccuracyAuthorization: String, CaseIterable, Sendable, Codable {
    case fullAccuracy, reducedAccuracy
}

/// The app's stored grant, as the system keeps it behind the global switch and restrictions (§1.3).
public enum Grant: String, Sendable, Codable {
    case notDetermined, denied, whenInUse, always
}

/// The choices of the app's row in Settings › Privacy › Location Services (§6.1, T43).
public enum AppSetting: String, CaseIterable, Sendable, Codable {
    case never, askNextTime, whileUsing, always
}

/// Where the app is in its lifecycle. Suspension is a separate stored flag of the simulation
/// (`Simulation.suspended`, D22): a suspended app is still `background` here.
public enum Lifecycle: String, Sendable, Codable {
    case foreground, background, terminated
}

/// The app's lifecycle as transcripts and `expect` report it (D36): `background` is running in
/// the background, `suspended` is in the background and not running.
public enum LifecycleReading: String, CaseIterable, Sendable, Codable {
    case foreground, background, suspended, terminated
}
