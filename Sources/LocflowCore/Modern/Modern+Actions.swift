/// The modern actions of modern-apis.md §3, each with the rules it follows.
extension Simulation {
    /// Applies one modern action; the step's end (`endModernStep`) asks, delivers and yields.
    mutating func applyModern(_ action: ModernAction, _ out: inout StepOutcome) {
        // D51: new vocabulary on a rule set without it is ignored with a note naming the version.
        if ruleSet < ActionTable.newestSince, let first = action.introducedIn, ruleSet < first {
            out.note("\(action.text) ignored: \(Self.apiName(of: action)) needs iOS \(first.rawValue); this is \(ruleSet.releases)", "D51")
            return
        }
        switch action {
        case .forceQuit: return forceQuit(&out)
        case .condition(let state, let id): return conditionEvent(state, id, &out)
        case .tapLocationButton: return tapLocationButton(&out)
        default: break
        }
        // The app's own code: it must be running, and a suspended app runs none (D22).
        guard lifecycle != .terminated else {
            out.note("\(action.text) ignored: the app is not running", "D22, D28")
            return
        }
        guard !suspended else {
            out.note("\(action.text) ignored: the app is suspended and runs no code", "D22")
            return
        }
        switch action {
        case .liveUpdates(let start): start ? startLiveUpdates(&out) : stopLiveUpdates(&out)
        case .sessionStart(let goal, let key): startSession(goal, key, &out)
        case .sessionEnd(let n): endSession(n, &out)
        case .backgroundActivity(let start): start ? startBackgroundActivity(&out) : endBackgroundActivity(&out)
        case .monitorAdd(let type, let id): addCondition(type, id, &out)
        case .monitorRemove(let id): removeCondition(id, &out)
        default: break
        }
    }

    /// The API the action belongs to, as the action table names it.
    static func apiName(of action: ModernAction) -> String {
        ActionTable.row(of: .modern(action)).api ?? "it"
    }

    /// D49: a start of a new object in the foreground with Location Services off shows the D6
    /// alert (once per launch); the object reports diagnostics, never `didFailWithError`.
    private mutating func startNeedsLocationServices(_ what: String, _ out: inout StepOutcome) {
        guard !device.locationServices, !device.restricted, lifecycle == .foreground else { return }
        showLocationServicesAlert(because: what, &out)
    }

    /// After a start of one of the four objects: D49's alert, then an ask point (D39) on rule
    /// sets with sessions and implicit goals (18+).
    private mutating func started(_ what: String, _ out: inout StepOutcome) {
        startNeedsLocationServices(what, &out)
        if ruleSet >= .iOS18 { modern.stepAskPoint = true }
    }

    // MARK: Live updates (M1–M8)

    private mutating func startLiveUpdates(_ out: inout StepOutcome) {
        guard modern.updates == nil else {
            out.note("liveUpdates start ignored: the app already iterates liveUpdates()", "D51")
            return
        }
        modern.updates = LiveUpdatesStream()
        started("liveUpdates start", &out)
        if ruleSet < .iOS18 && grant == .notDetermined {
            out.note("iOS 17 does not ask for liveUpdates(): the stream waits and delivers once the app is authorized", "D40, M6, U-M2")
        }
    }

    private mutating func stopLiveUpdates(_ out: inout StepOutcome) {
        guard modern.updates != nil else {
            out.note("liveUpdates stop ignored: the app does not iterate liveUpdates()", "D51")
            return
        }
        modern.updates = nil
    }

    // MARK: Service sessions (M23–M36)

    private mutating func startSession(_ goal: ServiceGoal, _ key: String?, _ out: inout StepOutcome) {
        // D41: active when started in the foreground, or while another session is in effect (M29).
        let inEffect = sessionInEffect
        let state: ObjectState = lifecycle == .foreground || inEffect ? .active : .inactive
        let id = modern.nextSession
        modern.nextSession += 1
        modern.sessions.append(ServiceSession(id: id, goal: goal, fullAccuracy: key, state: state))
        if state == .inactive {
            out.note("session \(id) started in the background with no other session in effect: inactive (insufficientlyInUse) until the app is in the foreground", "D41, M29")
        }
        started("session start", &out)
    }

    private mutating func endSession(_ n: Int, _ out: inout StepOutcome) {
        guard let index = modern.sessions.firstIndex(where: { $0.id == n }) else {
            out.note("session end \(n) ignored: the app holds no session \(n)", "D51")
            return
        }
        modern.sessions.remove(at: index)  // M34; a prompt it raised stays (D20, D41)
    }

    // MARK: Background activity (M17–M22, D46)

    private mutating func startBackgroundActivity(_ out: inout StepOutcome) {
        guard modern.backgroundActivity == nil else {
            out.note("backgroundActivity start ignored: the app already holds a background activity session", "D51")
            return
        }
        let qualifies = lifecycle == .foreground && authorizationStatus.isAuthorized && declaresBackgroundLocation
        modern.backgroundActivity = BackgroundActivitySession(state: qualifies ? .active : .inactive)
        if app.appClip {
            out.note("the background activity session never activates: an App Clip can't run in the background", "D55, D46")
        } else if !app.infoPlist.hasLocationBackgroundMode {
            out.note("the background activity session never activates: UIBackgroundModes lacks location", "D46, M18")
        } else if !qualifies {
            out.note("the background activity session is inactive until a step ends with the app in the foreground and authorized", "D46, M18, §8.7")
        }
        started("backgroundActivity start", &out)
    }

    private mutating func endBackgroundActivity(_ out: inout StepOutcome) {
        guard modern.backgroundActivity != nil else {
            out.note("backgroundActivity end ignored: the app holds no background activity session", "D51")
            return
        }
        modern.backgroundActivity = nil  // M20: invalidate() ends it at once
    }

    // MARK: The monitor (M9–M16, D47)

    private mutating func addCondition(_ type: ConditionType, _ id: String, _ out: inout StepOutcome) {
        if let index = modern.conditions.firstIndex(where: { $0.id == id }) {
            // D47, §8.12: re-adding an ID replaces it: a new add, last in order, pending change dropped.
            modern.conditions.remove(at: index)
            out.note("monitor add \(id): replaces the condition with that ID (state unknown, a pending change dropped)", "D47")
        }
        modern.conditions.append(MonitorCondition(id: id, type: type))
        modern.awaitingEvents = true
        if modern.conditions.filter({ $0.type == type }).count > ModernState.conditionLimit {
            out.note("more than \(ModernState.conditionLimit) \(type.rawValue) conditions: this one reports conditionLimitExceeded and delivers nothing (the limit is undocumented)", "D43, M14, U-M4")
        }
        started("monitor add", &out)
    }

    private mutating func removeCondition(_ id: String, _ out: inout StepOutcome) {
        guard let index = modern.conditions.firstIndex(where: { $0.id == id }) else {
            out.note("monitor remove \(id) ignored: the monitor has no condition \(id)", "D47, §8.12")
            return
        }
        modern.conditions.remove(at: index)
    }

    /// `event satisfied|unsatisfied ID`: the world's state of a condition; the step's end
    /// delivers it when D44 allows, a terminated app may be relaunched for it (D45).
    private mutating func conditionEvent(_ state: ConditionState, _ id: String, _ out: inout StepOutcome) {
        guard let index = modern.conditions.firstIndex(where: { $0.id == id }) else {
            out.note("event \(state.rawValue) \(id): the monitor has no condition \(id); nothing happens", "D47")
            return
        }
        modern.conditions[index].world = state
        guard modern.conditions[index].world != modern.conditions[index].state else { return }
        if lifecycle == .terminated { relaunchForModernEvent("event \(state.rawValue) \(id)", pendingStays: true, &out) }
    }

    // MARK: forceQuit

    /// `forceQuit` (D45): `terminate`; on rule set 26 no location event relaunches the app until
    /// `launch` (M56, weak; `model: { forceQuitRelaunches: true }` switches it off).
    private mutating func forceQuit(_ out: inout StepOutcome) {
        guard lifecycle != .terminated else {
            out.note("forceQuit ignored: the app is not running", "D28")
            return
        }
        terminate(&out)
        if ruleSet >= .iOS26 && !options.forceQuitRelaunches {
            modern.relaunchBlockedByForceQuit = true
            out.note("force-quit on iOS 26: location events no longer relaunch the app until the person opens it (one report)", "D45, M56, U-M9")
        }
    }
}
