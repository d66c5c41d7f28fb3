import LocationManaging

/// The same feature as the seeds' listings write it, with their three bugs kept on purpose, so
/// the example's tests can show which test catches them:
///
/// 1. The helper asks for Always again every time, and waits for an answer that Keep Only While
///    Using never sends (seed 003's helper; T28, T31).
/// 2. Allow Once is taken for While Using: once tracking, a `notDetermined` callback is ignored,
///    so the screen still claims tracking after Allow Once ended (seed 003: "you cannot identify
///    between the two options"; D2).
/// 3. Updates are started before the answer and the screen claims tracking at once (seed 001
///    says starting early is safe, but "location services do not deliver any data until" the
///    status is authorized).
public final class SeedStyleNearbyOffers: LocationManagingDelegate {
    public let manager: any LocationManaging
    public private(set) var state: OffersState = .idle
    public private(set) var lastLocation: LocationValue?
    /// Bug 1: waits for the Always answer.
    public private(set) var waitingForAlways = false

    public init(manager: any LocationManaging) {
        self.manager = manager
        manager.locationDelegate = self
    }

    public var isTracking: Bool {
        if case .tracking = state { return true }
        return false
    }

    public func enable() {
        if manager.authorizationStatus == .notDetermined {
            manager.requestWhenInUseAuthorization()
        }
        manager.startUpdatingLocation()
        state = .tracking(background: false)  // bug 3: before the answer
    }

    public func enableBackground() {
        guard manager.authorizationStatus == .authorizedWhenInUse else { return }
        waitingForAlways = true  // bug 1: Keep Only While Using never answers
        manager.requestAlwaysAuthorization()  // bug 1: every time
    }

    public func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) {
        switch manager.authorizationStatus {
        case .authorizedWhenInUse:
            state = .tracking(background: false)
        case .authorizedAlways:
            waitingForAlways = false
            state = .tracking(background: true)
        case .denied, .restricted:
            waitingForAlways = false
            state = .denied
        default:
            break  // bug 2: "notDetermined: nothing to do yet"
        }
    }

    public func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) {
        lastLocation = locations.last
    }
}
