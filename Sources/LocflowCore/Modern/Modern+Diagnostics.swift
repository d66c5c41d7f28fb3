/// D42 (delivery to the new APIs) and D43 (current diagnostics): functions of the state.
extension Simulation {
    /// The rule set has the diagnostics of iOS 18 (M3, M13, M21, M35); rule set 17 has none (§2).
    package var hasDiagnostics: Bool { ruleSet >= .iOS18 }

    /// D46: an active background activity session keeps an app that reads When-In-Use or Always
    /// in use in the background (M17); this extends D15's `isInUse`.
    var backgroundActivityKeepsInUse: Bool {
        lifecycle == .background && backgroundActivityIsActive && authorizationStatus.isAuthorized
    }

    var backgroundActivityIsActive: Bool { modern.backgroundActivity?.state == .active }

    /// The app holds an active explicit session with goal `.always` (M30).
    var holdsActiveAlwaysSession: Bool { modern.sessions.contains { $0.goal == .always && $0.state == .active } }

    /// D42's E: the new APIs may deliver — the app is in use (D15, D46), or it reads Always and
    /// the rule set is 17 or an active explicit `.always` session is held (M30). Provisional
    /// Always counts as Always (D42).
    var modernDeliveryAllowed: Bool {
        if isInUse { return true }
        guard authorizationStatus == .authorizedAlways else { return false }
        return ruleSet < .iOS18 || holdsActiveAlwaysSession
    }

    /// The implicit When-In-Use goals of D40 (18+, unless the explicit-session key is true):
    /// a running stream, a monitor with a condition and awaited events, a background activity
    /// session (M6, M15, M22, M27).
    var hasImplicitSession: Bool {
        guard ruleSet >= .iOS18, !app.infoPlist.requireExplicitServiceSession else { return false }
        return modern.updates?.state == .active || (!modern.conditions.isEmpty && modern.awaitingEvents)
            || (modern.backgroundActivity.map { $0.state != .outstanding } ?? false)
    }

    /// D41's "another session in effect": an active explicit session, or an implicit one (D40)
    /// — a running stream, an awaited monitor with a condition, an *active* background activity
    /// session (an inactive one is not in effect: reading of D41, approximate).
    var sessionInEffect: Bool {
        if modern.sessions.contains(where: { $0.state == .active }) { return true }
        guard hasImplicitSession else { return false }
        return modern.updates?.state == .active || (!modern.conditions.isEmpty && modern.awaitingEvents) || backgroundActivityIsActive
    }

    /// G of D39: the highest goal of the active explicit sessions and the implicit goals.
    var highestGoal: ServiceGoal {
        var goal: ServiceGoal = hasImplicitSession ? .whenInUse : .none
        for session in modern.sessions where session.state == .active { goal = max(goal, session.goal) }
        return goal
    }

    /// The flags every object shares (D43); empty on rule set 17 and while terminated.
    private var commonDiagnostics: Diagnostics {
        var flags: Diagnostics = []
        if (grant == .denied && !modern.buttonGrantOverDenial) || !device.locationServices { flags.insert(.authorizationDenied) }
        if !device.locationServices { flags.insert(.authorizationDeniedGlobally) }  // M38
        if device.restricted { flags.insert(.authorizationRestricted) }
        let asking: Set<Prompt.Kind> = [.whenInUse, .always, .upgrade, .temporaryFullAccuracy, .locationButton]
        if let kind = prompt?.kind, asking.contains(kind) { flags.insert(.authorizationRequestInProgress) }
        if serviceSessionRequired { flags.insert(.serviceSessionRequired) }
        return flags
    }

    /// D43 serviceSessionRequired (M27, M40): the key is true and no active explicit session asks
    /// for authorization, nor a `.none` one while the app is authorized (M25).
    private var serviceSessionRequired: Bool {
        guard app.infoPlist.requireExplicitServiceSession else { return false }
        let authorized = authorizationStatus.isAuthorized
        return !modern.sessions.contains { $0.state == .active && ($0.goal != .none || authorized) }
    }

    private var diagnosticsApply: Bool { hasDiagnostics && lifecycle != .terminated }

    /// What the stream and monitor share: insufficientlyInUse when authorized but not E, and
    /// accuracyLimited under reduced accuracy (D43, M3, M13).
    private var deliveryDiagnostics: Diagnostics {
        var flags = commonDiagnostics
        if authorizationStatus.isAuthorized {
            if !modernDeliveryAllowed { flags.insert(.insufficientlyInUse) }
            if accuracyAuthorization == .reducedAccuracy { flags.insert(.accuracyLimited) }
        }
        return flags
    }

    /// A session's current diagnostics (D43, M35).
    public func diagnostics(of session: ServiceSession) -> Diagnostics {
        guard diagnosticsApply, session.state != .outstanding else { return [] }
        var flags = commonDiagnostics
        let readsAlways = authorizationStatus == .authorizedAlways
        if session.state == .inactive || (!isInUse && !(session.goal == .always && readsAlways)) {
            flags.insert(.insufficientlyInUse)  // M29, M39
        }
        if session.goal == .always && authorizationStatus == .authorizedWhenInUse && prompt == nil
            && (alwaysRequestSpent || temporary)
        {
            flags.insert(.alwaysAuthorizationDenied)  // no upgrade can come (T30, T31)
        }
        if let key = session.fullAccuracy, accuracyAuthorization == .reducedAccuracy,
            session.fullAccuracyAsk == .declined || session.fullAccuracyAsk == .missingKey
                || app.infoPlist.temporaryDescription(for: key) == nil
        {
            // §8.13: needs no WIU/Always, so a missing KEY shows it before any ask point could
            // run (denied, restricted, Location Services off); a declined prompt keeps it.
            flags.insert(.fullAccuracyDenied)
        }
        return flags
    }

    /// The stream's current diagnostics (D43, M3).
    public var updatesDiagnostics: Diagnostics {
        guard diagnosticsApply, let stream = modern.updates, stream.state == .active else { return [] }
        return deliveryDiagnostics
    }

    /// A condition's current diagnostics (D43, M13), including conditionLimitExceeded beyond
    /// the 20th condition of its type (M14, approximate).
    public func diagnostics(of condition: MonitorCondition) -> Diagnostics {
        guard diagnosticsApply else { return [] }
        var flags = deliveryDiagnostics
        let sameType = modern.conditions.filter { $0.type == condition.type }
        if let index = sameType.firstIndex(where: { $0.id == condition.id }), index >= ModernState.conditionLimit {
            flags.insert(.conditionLimitExceeded)
        }
        return flags
    }

    /// The background activity session's current diagnostics (D43, M21, M22).
    public var backgroundActivityDiagnostics: Diagnostics {
        guard diagnosticsApply, let session = modern.backgroundActivity, session.state != .outstanding else { return [] }
        var flags = commonDiagnostics
        if session.state == .inactive && declaresBackgroundLocation && lifecycle != .foreground {
            flags.insert(.insufficientlyInUse)
        }
        return flags
    }
}

extension ModernState {
    /// Conditions of one type the monitor serves (M14: undocumented; 20 as for regions, approximate).
    public static let conditionLimit = 20
}

extension Simulation {
    /// Always reaches `liveUpdates` and `CLMonitor` beyond use: rule set 17, or an active
    /// explicit `.always` session (M30, D42). For views and the graph.
    public var alwaysReachesNewAPIs: Bool { authorizationStatus == .authorizedAlways && (ruleSet < .iOS18 || holdsActiveAlwaysSession) }
}
