import LocflowCore
import LocflowTesting

/// A small app for the differential test: it makes exactly the calls a scenario file says the
/// app made, through `SimulatedLocationManager` and the modern objects, and writes down every
/// delegate call and completion it receives under the canonical name `locflow run` prints.
///
/// `@unchecked Sendable`: the temporary-accuracy completion is `@Sendable` (Core Location's
/// signature), and the phone calls it synchronously on the test's own thread.
final class ScriptedApp: LocationManagingDelegate, @unchecked Sendable {
    let phone: SimulatedPhone
    var managers: [SimulatedLocationManager] = []
    var sessions: [Int: SimulatedServiceSession] = [:]
    var updates: SimulatedLiveUpdates?
    var monitor: SimulatedMonitor?
    var backgroundActivity: SimulatedBackgroundActivitySession?
    /// What the delegates and completions heard, in order.
    var heard: [String] = []

    /// Installs the app on a phone with `setup`; its launch code creates the launch's manager.
    init(_ setup: Setup) {
        weak var made: ScriptedApp?
        phone = SimulatedPhone(setup) { phone in made?.launched() }
        made = self
        launched()
    }

    /// At launch the app creates its manager and becomes its delegate (contract "Initial state").
    /// Called by the phone's `onLaunch` (the first launch's call comes before `made` is set, so
    /// `init` calls it once itself).
    func launched() {
        if let first = managers.first, first.isAlive { return }
        managers = []
        let manager = SimulatedLocationManager(phone: phone)
        manager.delegate = self
        managers.append(manager)
    }

    /// Whether this app can make `action` through its objects; nil if it can, else why not.
    func cannotExpress(_ action: Action) -> String? {
        switch action {
        case .start(.geocoding), .stop(.geocoding): "geocoding is CLGeocoder's, not the location manager's"
        case .modern(.sessionEnd(let n)) where sessions[n] == nil: "ends a session the app never created"
        case .modern(.liveUpdates(start: false)) where updates == nil: "stops a loop the app never started"
        case .modern(.backgroundActivity(start: false)) where backgroundActivity == nil: "ends an activity the app never started"
        default: nil
        }
    }

    /// Makes the app's call `action`.
    func perform(_ action: Action) {
        let oldest = managers.first { $0.isAlive }
        switch action {
        case .createManager:
            let manager = SimulatedLocationManager(phone: phone)
            manager.delegate = self
            managers.append(manager)
        case .requestWhenInUseAuthorization: oldest?.requestWhenInUseAuthorization()
        case .requestAlwaysAuthorization: oldest?.requestAlwaysAuthorization()
        case .requestTemporaryFullAccuracy(let key):
            oldest?.requestTemporaryFullAccuracyAuthorization(withPurposeKey: key) { [unowned self] error in
                let declined = (error as? LocationError) == .promptDeclined
                heard.append(declined ? "temporaryFullAccuracyCompletion(promptDeclined)" : "temporaryFullAccuracyCompletion(nil)")
            }
        case .start(let service): start(service, on: oldest)
        case .stop(let service): stop(service, on: oldest)
        case .modern(.sessionStart(let goal, let key)):
            let session = SimulatedServiceSession(phone: phone, authorization: goal, fullAccuracyPurposeKey: key)
            if let n = session.number { sessions[n] = session }
        case .modern(.sessionEnd(let n)): sessions[n]?.invalidate()
        case .modern(.liveUpdates(start: true)): updates = phone.liveUpdates()
        case .modern(.liveUpdates(start: false)): updates?.stop()
        case .modern(.backgroundActivity(start: true)): backgroundActivity = SimulatedBackgroundActivitySession(phone: phone)
        case .modern(.backgroundActivity(start: false)): backgroundActivity?.invalidate()
        case .modern(.monitorAdd(let type, let id)):
            let monitor = self.monitor ?? phone.monitor()
            self.monitor = monitor
            if type == .region { monitor.addRegion(identifier: id) } else { monitor.addBeacon(identifier: id) }
        case .modern(.monitorRemove(let id)): (monitor ?? phone.monitor()).remove(identifier: id)
        default: preconditionFailure("not the app's call: \(action.text)")
        }
    }

    private func start(_ service: Service, on manager: SimulatedLocationManager?) {
        guard let manager else { return }
        switch service {
        case .standard: manager.startUpdatingLocation()
        case .significantChange: manager.startMonitoringSignificantLocationChanges()
        case .visits: manager.startMonitoringVisits()
        case .region: manager.startMonitoring(for: region("home"))
        case .beacons: manager.startRangingBeacons(satisfying: beaconConstraint())
        case .heading: manager.startUpdatingHeading()
        case .geocoding: break
        }
    }

    private func stop(_ service: Service, on manager: SimulatedLocationManager?) {
        guard let manager else { return }
        switch service {
        case .standard: manager.stopUpdatingLocation()
        case .significantChange: manager.stopMonitoringSignificantLocationChanges()
        case .visits: manager.stopMonitoringVisits()
        case .region: manager.stopMonitoring(for: region("home"))
        case .beacons: manager.stopRangingBeacons(satisfying: beaconConstraint())
        case .heading: manager.stopUpdatingHeading()
        case .geocoding: break
        }
    }

    // MARK: The delegate: each method back to the name `locflow run` prints.

    func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) {
        heard.append("didChangeAuthorization(\(modelStatus(manager.authorizationStatus).rawValue))")
    }
    func locationManager(_ manager: any LocationManaging, didChangeAuthorization status: LocationAuthorizationStatus) {
        heard.append("didChangeAuthorization(\(modelStatus(status).rawValue))")
    }
    func locationManager(_ manager: any LocationManaging, didFailWithError error: any Error) {
        heard.append("didFailWithError(\((error as? LocationError)?.code ?? "?"))")
    }
    func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) { heard.append("didUpdateLocations") }
    func locationManager(_ manager: any LocationManaging, didEnterRegion region: RegionValue) { heard.append("didEnterRegion") }
    func locationManager(_ manager: any LocationManaging, didVisit visit: VisitValue) { heard.append("didVisit") }
    func locationManager(_ manager: any LocationManaging, didUpdateHeading newHeading: HeadingValue) { heard.append("didUpdateHeading") }
    func locationManager(_ manager: any LocationManaging, didRange beacons: [BeaconValue], satisfying constraint: BeaconConstraintValue) {
        heard.append("didRangeBeacons")
    }
    func locationManager(_ manager: any LocationManaging, monitoringDidFailFor region: RegionValue?, withError error: any Error) {
        heard.append("monitoringDidFail(\((error as? LocationError)?.code ?? "?"))")
    }
}
