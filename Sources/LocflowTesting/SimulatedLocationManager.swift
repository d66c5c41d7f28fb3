import LocflowCore

/// A `CLLocationManager` stand-in on a `SimulatedPhone`: the same members, and a delegate called
/// exactly when locflow's model calls it, with the method the phone's iOS version uses.
///
/// The first manager the app creates after a launch is the launch's own (the model creates one
/// at launch, contract "Initial state"); later ones are `createManager`. Requests, starts and
/// stops go to the model as the app's own actions; a suspended app runs no code, so the model
/// ignores them then (D22). A manager from before a `terminate` is dead: its calls do nothing.
public final class SimulatedLocationManager: LocationManaging {
    /// The phone it runs on.
    public let phone: SimulatedPhone
    /// The model's manager number (1 = the first ever created); nil if it was made while the
    /// app ran no code.
    public private(set) var number: Int?
    private var process = -1

    /// The delegate, with `CLLocationManagerDelegate`'s method names. Weak, as in Core Location.
    /// Setting it delivers the callbacks that arrived before it in the same run-loop turn (the
    /// creation callback, T1).
    public weak var delegate: (any LocationManagingDelegate)? {
        didSet { if delegate != nil, let number { phone.delegateSet(manager: number) } }
    }

    /// `LocationManaging`'s name for `delegate`.
    public var locationDelegate: (any LocationManagingDelegate)? {
        get { delegate }
        set { delegate = newValue }
    }

    /// A new manager on `phone` (`CLLocationManager()`).
    public init(phone: SimulatedPhone) {
        self.phone = phone
        if let attached = phone.attach(self) {
            number = attached.manager
            process = attached.process
        }
    }

    // MARK: Reading

    /// What the app reads: during a callback, what the callback carries (§7 rule 5).
    public var authorizationStatus: LocationAuthorizationStatus {
        locationStatus(phone.inDelivery?.status ?? phone.simulation.authorizationStatus)
    }

    public var accuracyAuthorization: LocationAccuracyAuthorization {
        locationAccuracy(phone.inDelivery?.accuracy ?? phone.simulation.accuracyAuthorization)
    }

    /// `CLLocationManager.locationServicesEnabled()` on this phone (T45).
    public func locationServicesEnabled() -> Bool { phone.simulation.locationServicesEnabled }

    /// `locationServicesEnabled()`, as `LocationManaging` spells it.
    public var isLocationServicesEnabled: Bool { locationServicesEnabled() }

    // MARK: Requests

    public func requestWhenInUseAuthorization() { call(.requestWhenInUseAuthorization) }

    public func requestAlwaysAuthorization() { call(.requestAlwaysAuthorization) }

    /// The completion is called when the model answers (T62, T63, D21), with `LocationError.promptDeclined`
    /// when the person declined.
    public func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        guard isAlive else { return }
        phone.completions.append(completion)
        call(.requestTemporaryFullAccuracy(purposeKey: purposeKey))
    }

    // MARK: Services

    public func startUpdatingLocation() { call(.start(.standard)) }
    public func stopUpdatingLocation() { call(.stop(.standard)) }
    public func startMonitoringSignificantLocationChanges() { call(.start(.significantChange)) }
    public func stopMonitoringSignificantLocationChanges() { call(.stop(.significantChange)) }
    public func startMonitoringVisits() { call(.start(.visits)) }
    public func stopMonitoringVisits() { call(.stop(.visits)) }
    /// The model has one region service (contract); the region's identifier names deliveries.
    public func startMonitoring(for region: LocationRegion) {
        guard isAlive else { return }
        phone.monitoredRegion = regionIdentifier(region)
        call(.start(.region))
    }
    public func stopMonitoring(for region: LocationRegion) { call(.stop(.region)) }
    public func startRangingBeacons(satisfying constraint: LocationBeaconConstraint) { call(.start(.beacons)) }
    public func stopRangingBeacons(satisfying constraint: LocationBeaconConstraint) { call(.stop(.beacons)) }
    public func startUpdatingHeading() { call(.start(.heading)) }
    public func stopUpdatingHeading() { call(.stop(.heading)) }

    /// Whether the manager exists in the app's running process: a manager of a process that
    /// ended (`terminate`), or one made while the app ran no code, is not.
    public var isAlive: Bool { number != nil && phone.isAlive(process) }

    /// The app's call, through the model.
    private func call(_ action: Action) {
        guard isAlive else { return }
        phone.perform(action, appsOwn: true)
    }

    // MARK: Delivery

    /// Calls the delegate method (or completion) the callback stands for on `ruleSet`, and
    /// returns its Core Location name.
    func deliver(_ callback: Callback, ruleSet: RuleSet) -> String {
        let status = locationStatus(callback.status)
        let d = delegate
        switch callback.event {
        case .didChangeAuthorization where ruleSet.usesNewAuthorizationCallback:
            d?.locationManagerDidChangeAuthorization(self)
            return "locationManagerDidChangeAuthorization(_:)"
        case .didChangeAuthorization, .deprecatedDidChangeAuthorization:
            d?.locationManager(self, didChangeAuthorization: status)
            return "locationManager(_:didChangeAuthorization:)"
        case .didFailWithError:
            d?.locationManager(self, didFailWithError: LocationError.denied)
            return "locationManager(_:didFailWithError:)"
        case .didUpdateLocations:
            d?.locationManager(self, didUpdateLocations: [LocationValue(latitude: 37.3349, longitude: -122.009)])
            return "locationManager(_:didUpdateLocations:)"
        case .didEnterRegion:
            d?.locationManager(self, didEnterRegion: RegionValue(identifier: phone.monitoredRegion))
            return "locationManager(_:didEnterRegion:)"
        case .didVisit:
            d?.locationManager(self, didVisit: VisitValue(latitude: 37.3349, longitude: -122.009))
            return "locationManager(_:didVisit:)"
        case .didUpdateHeading:
            d?.locationManager(self, didUpdateHeading: HeadingValue(magneticHeading: 0))
            return "locationManager(_:didUpdateHeading:)"
        case .didRangeBeacons:
            d?.locationManager(self, didRangeBeacons: 1)
            return ruleSet.usesBeaconConstraintCallback ? "locationManager(_:didRange:satisfying:)" : "locationManager(_:didRangeBeacons:in:)"
        case .didPauseLocationUpdates:
            // The protocol gains the delegate method with the whole manager (docs/testing-your-app.md).
            return "locationManagerDidPauseLocationUpdates(_:)"
        case .didResumeLocationUpdates:
            return "locationManagerDidResumeLocationUpdates(_:)"
        case .monitoringDidFail:
            d?.locationManager(self, monitoringDidFailFor: RegionValue(identifier: phone.monitoredRegion), withError: LocationError.regionMonitoringDenied)
            return "locationManager(_:monitoringDidFailFor:withError:)"
        case .temporaryFullAccuracyCompletion(let declined):
            // The model answers the manager that asked (D17, D21); the closures wait on the phone.
            let completion = phone.completions.isEmpty ? nil : phone.completions.removeFirst()
            completion?(declined ? LocationError.promptDeclined : nil)
            return "requestTemporaryFullAccuracyAuthorization completion"
        }
    }
}
