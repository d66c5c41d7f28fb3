import Foundation
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
    /// Make the modern calls through the app-side protocols (`phone.services`), with a loop of
    /// the app's own over every sequence, instead of the phone's stand-in objects (the monitor's
    /// calls are async: `performMonitorThroughServices`).
    var viaServices = false
    var serviceSessions: [Int: any ServiceSessionManaging] = [:]
    var liveLoop: Task<Void, Never>?
    var activity: (any BackgroundActivitySessionManaging)?
    /// The app's monitor through `phone.services`, made at its first add, with a loop over its events.
    var serviceMonitor: (any MonitorManaging)?
    /// What the app's loops took, normalized (`update location`, `session1 authorizationDenied`).
    let looped = LoopLog()
    /// How many loops the app has started.
    var loopCount = 0

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
        // A new process: the objects of the old one are gone with their loops.
        serviceSessions = [:]
        liveLoop = nil
        activity = nil
        serviceMonitor = nil
        managers = []
        let manager = SimulatedLocationManager(phone: phone)
        manager.delegate = self
        managers.append(manager)
    }

    /// Whether this app can make `action` through its objects; nil if it can, else why not.
    func cannotExpress(_ action: Action) -> String? {
        switch action {
        case .start(.geocoding), .stop(.geocoding): "geocoding is CLGeocoder's, not the location manager's"
        case .modern(.sessionEnd(let n)) where sessions[n] == nil && serviceSessions[n] == nil: "ends a session the app never created"
        case .modern(.liveUpdates(start: false)) where updates == nil && liveLoop == nil: "stops a loop the app never started"
        case .modern(.backgroundActivity(start: false)) where backgroundActivity == nil && activity == nil:
            "ends an activity the app never started"
        default: nil
        }
    }

    /// Makes the app's call `action`; the modern ones through `phone.services` when `viaServices`
    /// (a loop's start and stop happen in its task: await `phone.settled(loops: loopCount)` after).
    func perform(_ action: Action) {
        if viaServices, performThroughServices(action) { return }
        let oldest = managers.first { $0.isAlive }
        switch action {
        case .createManager:
            let manager = SimulatedLocationManager(phone: phone)
            manager.delegate = self
            managers.append(manager)
        case .requestWhenInUseAuthorization: oldest?.requestWhenInUseAuthorization()
        case .requestAlwaysAuthorization: oldest?.requestAlwaysAuthorization()
        case .requestLocation: oldest?.requestLocation()
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

    /// The modern calls as the app's async code makes them; false for the others.
    private func performThroughServices(_ action: Action) -> Bool {
        let services = phone.services, looped = looped
        switch action {
        case .modern(.sessionStart(let goal, let key)):
            let n = phone.simulation.modern.nextSession
            let session = services.serviceSession(authorization: ServiceSessionAuthorization(rawValue: goal.rawValue)!, fullAccuracyPurposeKey: key)
            guard phone.simulation.modern.sessions.contains(where: { $0.id == n }) else { return true }
            serviceSessions[n] = session
            let reports = session.diagnosticValues
            loopCount += 1
            Task {
                for try await report in reports { looped.append("session\(n)" + LoopLog.flags(report)) }
            }
        case .modern(.sessionEnd(let n)):
            serviceSessions.removeValue(forKey: n)?.invalidate()
        case .modern(.liveUpdates(start: true)):
            let updates = services.liveUpdates()
            loopCount += 1
            liveLoop = Task {
                do {
                    for try await update in updates { looped.append("update" + (update.location != nil ? " location" : "") + LoopLog.flags(update)) }
                } catch {}
            }
        case .modern(.liveUpdates(start: false)):
            liveLoop?.cancel()
            liveLoop = nil
        case .modern(.backgroundActivity(start: true)): activity = services.backgroundActivitySession()
        case .modern(.backgroundActivity(start: false)): activity?.invalidate()
        default: return false
        }
        return true
    }

    /// The monitor's calls through `phone.services`, awaited (Core Location's monitor is an
    /// actor); false for the other calls.
    func performMonitorThroughServices(_ action: Action) async -> Bool {
        switch action {
        case .modern(.monitorAdd(let type, let id)):
            let condition: MonitorConditionValue =
                type == .region ? .circle(latitude: 48.137, longitude: 11.575, radius: 100) : .beacon(beaconConstraint())
            await monitorThroughServices().add(condition, identifier: id)
        case .modern(.monitorRemove(let id)):
            await monitorThroughServices().remove(id)
        default: return false
        }
        return true
    }

    private func monitorThroughServices() async -> any MonitorManaging {
        if let serviceMonitor { return serviceMonitor }
        let monitor = await phone.services.monitor(named: "app")
        serviceMonitor = monitor
        let events = monitor.events, looped = looped
        loopCount += 1
        Task {
            for try await event in events { looped.append("event \(event.identifier) \(event.state.rawValue)" + LoopLog.flags(event)) }
        }
        return monitor
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
    func locationManagerDidPauseLocationUpdates(_ manager: any LocationManaging) { heard.append("didPauseLocationUpdates") }
    func locationManagerDidResumeLocationUpdates(_ manager: any LocationManaging) { heard.append("didResumeLocationUpdates") }
}

/// What the app's loops took, from their tasks.
final class LoopLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }

    /// The model's yield as the same normalized line: `update(location)` → `update location`.
    static func normalized(_ element: Yield) -> String? {
        func words(_ flags: Diagnostics) -> String { flags.map(\.rawValue).sorted().map { " " + $0 }.joined() }
        switch element {
        case .update(let location, let flags): return "update" + (location ? " location" : "") + words(flags)
        case .session(let number, let flags): return "session\(number)" + words(flags)
        case .event(let id, let state, let flags): return "event \(id) \(state.rawValue)" + words(flags)
        case .backgroundActivity, .locationButton: return nil
        }
    }

    static func flags(_ update: LiveUpdateValue) -> String {
        let set: [(Bool, String)] = [
            (update.authorizationDenied, "authorizationDenied"), (update.authorizationDeniedGlobally, "authorizationDeniedGlobally"),
            (update.authorizationRestricted, "authorizationRestricted"), (update.authorizationRequestInProgress, "authorizationRequestInProgress"),
            (update.insufficientlyInUse, "insufficientlyInUse"), (update.serviceSessionRequired, "serviceSessionRequired"),
            (update.accuracyLimited, "accuracyLimited"),
        ]
        return set.filter(\.0).map(\.1).sorted().map { " " + $0 }.joined()
    }

    static func flags(_ event: MonitorEventValue) -> String {
        let set: [(Bool, String)] = [
            (event.authorizationDenied, "authorizationDenied"), (event.authorizationDeniedGlobally, "authorizationDeniedGlobally"),
            (event.authorizationRestricted, "authorizationRestricted"), (event.authorizationRequestInProgress, "authorizationRequestInProgress"),
            (event.insufficientlyInUse, "insufficientlyInUse"), (event.serviceSessionRequired, "serviceSessionRequired"),
            (event.accuracyLimited, "accuracyLimited"), (event.conditionLimitExceeded, "conditionLimitExceeded"),
        ]
        return set.filter(\.0).map(\.1).sorted().map { " " + $0 }.joined()
    }

    static func flags(_ report: ServiceSessionDiagnosticValue) -> String {
        let set: [(Bool, String)] = [
            (report.authorizationDenied, "authorizationDenied"), (report.authorizationDeniedGlobally, "authorizationDeniedGlobally"),
            (report.authorizationRestricted, "authorizationRestricted"), (report.insufficientlyInUse, "insufficientlyInUse"),
            (report.fullAccuracyDenied, "fullAccuracyDenied"), (report.alwaysAuthorizationDenied, "alwaysAuthorizationDenied"),
            (report.authorizationRequestInProgress, "authorizationRequestInProgress"), (report.serviceSessionRequired, "serviceSessionRequired"),
        ]
        return set.filter(\.0).map(\.1).sorted().map { " " + $0 }.joined()
    }
}
