import Foundation
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

    // Every iPhone the model covers (iOS 8 on) has a compass, cellular significant-change
    // monitoring, region monitoring and Bluetooth LE ranging: the class methods say yes.
    public var isHeadingAvailable: Bool { true }
    public var isSignificantLocationChangeMonitoringAvailable: Bool { true }
    public var isRegionMonitoringAvailable: Bool { true }
    public var isRangingAvailable: Bool { true }

    // MARK: Configuration (Core Location's defaults; the model's flows do not depend on them)

    /// `desiredAccuracy`, `kCLLocationAccuracyBest` by default.
    public var desiredAccuracy: Double = LocationAccuracy.best
    /// `distanceFilter`, `kCLDistanceFilterNone` by default.
    public var distanceFilter: Double = LocationAccuracy.distanceFilterNone
    /// `activityType`, `.other` by default.
    public var activityType: LocationActivityType = .other

    // The model reads these as the app's configuration at launch (`AppConfig`, D56, D57, D59):
    // they read what the phone was installed with, and a test makes the phone with the values its
    // app's launch code sets (`SimulatedPhone(ios:app:)` with `AppConfig.allowsBackgroundLocationUpdates`
    // and the others). Setting another value is recorded as a test issue naming the AppConfig
    // field: the model cannot change an app's launch configuration in the middle of a run.

    /// `allowsBackgroundLocationUpdates` (D56): by default true exactly when the Info.plist
    /// declares the `location` background mode.
    public var allowsBackgroundLocationUpdates: Bool {
        get { phone.simulation.app.backgroundUpdatesAllowed }
        set { configure("allowsBackgroundLocationUpdates", newValue, phone.simulation.app.backgroundUpdatesAllowed, crashes: newValue && !phone.simulation.app.infoPlist.hasLocationBackgroundMode) }
    }

    /// `showsBackgroundLocationIndicator` (D57), false by default.
    public var showsBackgroundLocationIndicator: Bool {
        get { phone.simulation.app.showsIndicatorWithAlways }
        set { configure("showsBackgroundLocationIndicator", newValue, phone.simulation.app.showsIndicatorWithAlways) }
    }

    /// `pausesLocationUpdatesAutomatically` (D59), true by default.
    public var pausesLocationUpdatesAutomatically: Bool {
        get { phone.simulation.app.pausesAutomatically }
        set { configure("pausesLocationUpdatesAutomatically", newValue, phone.simulation.app.pausesAutomatically) }
    }

    private func configure(_ name: String, _ value: Bool, _ installed: Bool, crashes: Bool = false) {
        guard value != installed else { return }
        misuse(
            "the app sets \(name) = \(value), but the phone was installed with \(installed): make it with `app:` an AppConfig whose \(name) is \(value) (the model reads it at launch)"
                + (crashes ? "; without the `location` background mode this crashes the app on a phone (D56)" : ""))
    }

    /// `location`: the location delivered last to any of the app's managers, nil before any.
    public var lastLocation: LocationValue? { phone.lastLocation }

    /// `monitoredRegions`: every region the app's managers monitor (they outlive the process, D16).
    public var monitoredRegions: Set<LocationRegion> { Set(phone.regions) }

    // MARK: Requests

    public func requestWhenInUseAuthorization() { call(.requestWhenInUseAuthorization) }

    public func requestAlwaysAuthorization() { call(.requestAlwaysAuthorization) }

    /// The completion is called when the model answers (T62, T63, D21), with `LocationError.promptDeclined`
    /// when the person declined. A request the model ignores (iOS 13 and earlier have no such
    /// method, a suspended app runs no code: D21, D22) keeps no completion: it is never called,
    /// and the next request's answer goes to the next request's closure.
    public func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        guard isAlive else { return }
        let number = phone.steps.count  // the step this request is about to be
        let promptBefore = phone.prompt
        phone.requestCompletions[number] = completion
        let step = phone.perform(.requestTemporaryFullAccuracy(purposeKey: purposeKey), appsOwn: true)
        if !step.callbacks.contains(where: \.isCompletion) {
            // No answer now: either the prompt it raised will answer, or it was ignored.
            phone.requestCompletions[number] = nil
            if step.prompt?.kind == .temporaryFullAccuracy && step.prompt != promptBefore { phone.promptCompletion = completion }
        }
    }

    /// `requestLocation()` (D58): one fix through `didUpdateLocations`, or `didFailWithError`.
    public func requestLocation() { call(.requestLocation) }

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
        let identifier = RegionValue(region).identifier
        phone.regions.removeAll { RegionValue($0).identifier == identifier }  // the same identifier replaces
        phone.regions.append(region)
        call(.start(.region))
    }
    /// The model's region service stops when the last region is let go.
    public func stopMonitoring(for region: LocationRegion) {
        guard isAlive else { return }
        let identifier = RegionValue(region).identifier
        phone.regions.removeAll { RegionValue($0).identifier == identifier }
        if phone.regions.isEmpty { call(.stop(.region)) }
    }
    public func startRangingBeacons(satisfying constraint: LocationBeaconConstraint) {
        guard isAlive else { return }
        phone.rangedConstraint = BeaconConstraintValue(constraint)
        call(.start(.beacons))
    }
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

    /// The region a region delivery names: the one the test's event named, else the region
    /// started last (the model has one region service).
    private var region: RegionValue {
        RegionValue(identifier: phone.enteredRegion ?? phone.regions.last.map { RegionValue($0).identifier } ?? "region")
    }

    /// Calls the delegate method (or completion) the callback stands for on `ruleSet`, and
    /// returns its Core Location name.
    func deliver(_ callback: Callback, ruleSet: RuleSet, step: Int) -> String {
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
            phone.lastLocation = phone.world.location
            d?.locationManager(self, didUpdateLocations: [phone.world.location])
            return "locationManager(_:didUpdateLocations:)"
        case .didEnterRegion:
            d?.locationManager(self, didEnterRegion: region)
            return "locationManager(_:didEnterRegion:)"
        case .didVisit:
            d?.locationManager(self, didVisit: phone.world.visit)
            return "locationManager(_:didVisit:)"
        case .didUpdateHeading:
            d?.locationManager(self, didUpdateHeading: phone.world.heading)
            return "locationManager(_:didUpdateHeading:)"
        case .didRangeBeacons:
            let constraint = phone.rangedConstraint ?? BeaconConstraintValue(uuid: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
            d?.locationManager(self, didRange: phone.beacons(satisfying: constraint), satisfying: constraint)
            return ruleSet.usesBeaconConstraintCallback ? "locationManager(_:didRange:satisfying:)" : "locationManager(_:didRangeBeacons:in:)"
        case .monitoringDidFail:
            d?.locationManager(self, monitoringDidFailFor: region, withError: LocationError.regionMonitoringDenied)
            return "locationManager(_:monitoringDidFailFor:withError:)"
        case .didPauseLocationUpdates:
            d?.locationManagerDidPauseLocationUpdates(self)
            return "locationManagerDidPauseLocationUpdates(_:)"
        case .didResumeLocationUpdates:
            d?.locationManagerDidResumeLocationUpdates(self)
            return "locationManagerDidResumeLocationUpdates(_:)"
        case .temporaryFullAccuracyCompletion(let declined):
            // An answer in the request's own step is that request's (a decline without a prompt);
            // a later one is the person's answer to the prompt on screen (T62, T63, D21).
            let completion: (@Sendable ((any Error)?) -> Void)?
            if let own = phone.requestCompletions.removeValue(forKey: step) {
                completion = own
            } else {
                completion = phone.promptCompletion ?? nil
                phone.promptCompletion = nil
            }
            completion?(declined ? LocationError.promptDeclined : nil)
            return "requestTemporaryFullAccuracyAuthorization completion"
        }
    }
}
