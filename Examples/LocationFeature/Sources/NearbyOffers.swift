import LocationManaging

/// What the nearby-offers screen shows.
public enum OffersState: Equatable, Sendable {
    /// Nothing asked yet, or Allow Once ended: the screen offers a button.
    case idle
    /// The permission prompt is up; nothing is tracked yet.
    case asking
    /// Locations arrive (in the foreground; `background` with Always).
    case tracking(background: Bool)
    /// Denied or restricted: the screen explains and links to Settings.
    case denied
}

/// A nearby-offers feature written the way apps write it (the two-step flow of seed 003's
/// listing: When-In-Use first, then Always), correctly: it decides only on what the delegate
/// tells it, never waits for an answer iOS may never send, and asks for Always once.
public final class NearbyOffers: LocationManagingDelegate {
    public let manager: any LocationManaging
    public private(set) var state: OffersState = .idle
    public private(set) var lastLocation: LocationValue?
    /// Always was offered once; iOS shows that prompt only once (T31), so the screen now links to Settings.
    public private(set) var offersSettingsForAlways = false
    /// Persisted in the app (UserDefaults in the listing): Always has been asked for.
    private var askedForAlways = false

    public init(manager: any LocationManaging) {
        self.manager = manager
        manager.locationDelegate = self
    }

    /// The screen claims locations are being tracked.
    public var isTracking: Bool {
        if case .tracking = state { return true }
        return false
    }

    /// The person taps "Show offers near me".
    public func enable() {
        switch manager.authorizationStatus {
        case .notDetermined:
            manager.requestWhenInUseAuthorization()
            state = .asking  // the answer comes through the delegate
        default:
            reconcile()
        }
    }

    /// The person turns on "Alert me when I pass an offer" (needs Always).
    public func enableBackground() {
        guard manager.authorizationStatus == .authorizedWhenInUse else { return }
        guard !askedForAlways else {
            offersSettingsForAlways = true  // a second request would be ignored silently (T31)
            return
        }
        askedForAlways = true
        // Keep Only While Using sends no callback (T28): nothing to wait for.
        manager.requestAlwaysAuthorization()
    }

    public func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) { reconcile() }

    public func locationManager(_ manager: any LocationManaging, didChangeAuthorization status: LocationAuthorizationStatus) { reconcile() }

    public func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) {
        lastLocation = locations.last
    }

    /// The screen follows what the app reads now, whatever it read before (Allow Once ends).
    private func reconcile() {
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways:
            if !isTracking { manager.startUpdatingLocation() }
            state = .tracking(background: manager.authorizationStatus == .authorizedAlways)
        case .denied, .restricted:
            if isTracking { manager.stopUpdatingLocation() }
            state = .denied
        case .notDetermined:
            if isTracking { manager.stopUpdatingLocation() }
            if state != .asking { state = .idle }
        @unknown default:
            state = .idle
        }
    }
}
