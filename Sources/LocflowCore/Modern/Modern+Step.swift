/// The end of every step for the modern objects: ask points (D39), activation (D41, D46),
/// deliveries and yields (D44).
///
/// Suspension (D22) is the core's (`suspended`, `wake`, `updateSuspension` in Reducer.swift): a
/// suspended app runs none of its modern code either (`applyModern`), a delivery to the stream or
/// the monitor wakes it like a delegate event, and `wake` marks the step (`modern.stepWoke`) so
/// that held changes are yielded before the deliveries (D44, §8.3).
extension Simulation {
    /// What the step began with. A class, so that the step of a file without the modern
    /// vocabulary, which has none, holds and drops a nil pointer (an optional of this
    /// struct went through its value witnesses twice a step).
    final class ModernStep {
        let action: Action
        let lifecycle: Lifecycle
        let prompt: Prompt?

        init(action: Action, lifecycle: Lifecycle, prompt: Prompt?) {
            self.action = action
            self.lifecycle = lifecycle
            self.prompt = prompt
        }
    }

    /// Whether the app is suspended (D22): the transcript's `lifecycle: suspended` (D36).
    public var isSuspended: Bool { suspended }

    /// What the step begins with, in an extended simulation only: without the new vocabulary
    /// the end of the step compares nothing (C1), so no copy of the action and prompt is made
    /// per step. `modern.extended` is fixed at the install.
    func beginModernStep(_ action: Action) -> ModernStep? {
        guard modern.extended else { return nil }
        return ModernStep(action: action, lifecycle: lifecycle, prompt: prompt)
    }

    mutating func endModernStep(_ step: ModernStep?, _ out: inout StepOutcome) {
        defer {
            modern.stepAskPoint = false
            modern.stepButtonYield = false
            modern.stepWoke = false
        }
        guard modern.extended, let step else { return }  // C1: files without the new vocabulary are untouched
        noteFullAccuracyAnswer()
        // `foreground` has already woken a suspended app (D22): its callbacks come before the ask point (D39).
        if lifecycle == .foreground && step.lifecycle != .foreground {
            // D41: a session inactive since it started in the background becomes active.
            for i in modern.sessions.indices where modern.sessions[i].state == .inactive { modern.sessions[i].state = .active }
            if ruleSet >= .iOS18 { modern.stepAskPoint = true }  // D39: after foreground and launch
        }
        if step.prompt != nil && prompt != step.prompt && ruleSet >= .iOS18 { modern.stepAskPoint = true }  // an answered prompt
        if modern.stepAskPoint { askForGoals(&out) }
        activateBackgroundActivity()
        var deliveries: [(key: ObjectKey, element: Yield)] = []
        if step.action == .event(.locationUpdate) { deliverLiveUpdate(&deliveries, &out) }
        deliverConditions(&deliveries, &out)
        // The core suspends the app right after this (`updateSuspension`, D22): an app about to
        // be suspended still yields what it was delivered or woken for this step.
        let willSuspend = lifecycle == .background && !isInUse
        let runs = lifecycle != .terminated && (!willSuspend || modern.stepWoke || !suspended && !deliveries.isEmpty)
            && !(suspended && !modern.stepWoke)
        if runs { out.yields += yields(deliveries) }
    }

    /// D22: a delivery to the stream or the monitor wakes a suspended app in the background first.
    private mutating func wakeForModernDelivery(_ out: inout StepOutcome) {
        guard suspended else { return }
        out.note("the delivery wakes the suspended app in the background", "D22, D44")
        wake(&out)
    }

    // MARK: Ask points (D39)

    /// D39: at an ask point in the foreground, with no prompt, not restricted and Location
    /// Services on, the highest goal G asks the first question that applies.
    private mutating func askForGoals(_ out: inout StepOutcome) {
        guard ruleSet >= .iOS18, lifecycle == .foreground, !suspended, prompt == nil,
            !device.restricted, device.locationServices
        else { return }
        let goal = highestGoal
        if grant == .notDetermined && goal == .always {
            out.note("the always goal asks as requestAlwaysAuthorization (Apple does not say which prompt)", "D39 a, M36, U-M1")
            requestAlways(&out)
        } else if grant == .notDetermined && goal == .whenInUse {
            out.note("the whenInUse goal makes iOS ask as requestWhenInUseAuthorization", "D39 b, M24")
            requestWhenInUse(&out)
        } else if grant == .whenInUse && !temporary && goal == .always && !alwaysRequestSpent {
            out.note("the always goal of a While-Using app asks the one-time upgrade", "D39 c, T27, M36, U-M1")
            requestAlways(&out)
        } else {
            askFullAccuracy(&out)
        }
    }

    /// D39 d: the lowest-numbered active session with a purpose key that has not asked, while the
    /// app reads When-In-Use or Always with reduced accuracy, shows the D12 prompt (M26).
    private mutating func askFullAccuracy(_ out: inout StepOutcome) {
        guard authorizationStatus.isAuthorized, accuracyAuthorization == .reducedAccuracy, let caller = oldestManager else { return }
        for i in modern.sessions.indices {
            let session = modern.sessions[i]
            guard session.state == .active, let key = session.fullAccuracy else { continue }
            // Asks once, and again after a granted temporary accuracy ended (D39 d).
            guard session.fullAccuracyAsk == .notAsked || session.fullAccuracyAsk == .granted else { continue }
            guard let description = app.infoPlist.temporaryDescription(for: key) else {
                modern.sessions[i].fullAccuracyAsk = .missingKey  // §8.13: counts as asked
                out.note("session \(session.id)'s purpose key \u{201C}\(key)\u{201D} is not in NSLocationTemporaryUsageDescriptionDictionary: nothing is asked (fullAccuracyDenied)", "D39 d, D43, U-M6")
                continue
            }
            var shown = catalog.temporaryFullAccuracy(purposeKey: key, description: description, manager: caller)
            shown.requestedBy = nil  // a session's prompt has no completion handler (D39 d)
            shown.source = "D39 d, M26, T62, D12"
            prompt = shown
            modern.sessions[i].fullAccuracyAsk = .shown
            modern.fullAccuracyAsker = session.id
            out.note("session \(session.id) asks for temporary precise location with its purpose key \u{201C}\(key)\u{201D}", "D39 d, M26")
            return
        }
    }

    /// Records how a session's full-accuracy prompt was answered once it is gone (D43); a prompt
    /// closed by `terminate` was not asked (§8.13).
    private mutating func noteFullAccuracyAnswer() {
        guard let asker = modern.fullAccuracyAsker, prompt?.kind != .temporaryFullAccuracy else { return }
        modern.fullAccuracyAsker = nil
        guard let i = modern.sessions.firstIndex(where: { $0.id == asker }) else { return }
        modern.sessions[i].fullAccuracyAsk = lifecycle == .terminated ? .notAsked : temporaryFullAccuracy ? .granted : .declined
    }

    /// D46, §8.7: an inactive background activity session becomes active at the end of a step
    /// that leaves the app in the foreground, authorized, with the `location` mode.
    private mutating func activateBackgroundActivity() {
        guard modern.backgroundActivity?.state == .inactive, lifecycle == .foreground,
            authorizationStatus.isAuthorized, declaresBackgroundLocation  // never in an App Clip (D55)
        else { return }
        modern.backgroundActivity?.state = .active
    }

    // MARK: Deliveries (D44, §8.1)

    /// The objects in yield order (D44).
    enum ObjectKey: Equatable {
        case session(Int), backgroundActivity, updates, condition(String)
    }

    /// `event locationUpdate` for the stream: delivered when the app reads WIU/Always, Location
    /// Services are on, E holds and the set is empty or only accuracyLimited (D44, §8.1); a
    /// terminated app may be relaunched (D45).
    private mutating func deliverLiveUpdate(_ deliveries: inout [(key: ObjectKey, element: Yield)], _ out: inout StepOutcome) {
        guard let stream = modern.updates else { return }
        if stream.state == .outstanding {
            relaunchForModernEvent("event locationUpdate", pendingStays: false, &out)
            guard modern.updates?.state == .active else { return }
        }
        let flags = updatesDiagnostics
        guard authorizationStatus.isAuthorized, device.locationServices, modernDeliveryAllowed,
            flags.isSubset(of: [.accuracyLimited])
        else {
            if lifecycle != .terminated {
                let why = flags.isEmpty ? (authorizationStatus.isAuthorized ? "" : ": the app is \(statusWord)") : ": \(flags.text)"
                let wake = suspended ? " and does not wake the app" : ""
                out.note("the live update is not delivered\(wake)\(why)", "D42, D44, M3")
            }
            return
        }
        wakeForModernDelivery(&out)
        deliveries.append((.updates, .update(location: true, flags)))
    }

    /// Pending condition changes are delivered when possible: awaiting events, WIU/Always, full
    /// accuracy, E, an empty set (D44, §8.1, M10); a provisional app out of the foreground gets
    /// the second prompt and the change waits (D42, D4, §8.5).
    private mutating func deliverConditions(_ deliveries: inout [(key: ObjectKey, element: Yield)], _ out: inout StepOutcome) {
        guard modern.awaitingEvents, lifecycle != .terminated else { return }
        for i in modern.conditions.indices {
            let condition = modern.conditions[i]
            guard condition.world != condition.state, authorizationStatus.isAuthorized,
                accuracyAuthorization == .fullAccuracy, modernDeliveryAllowed, diagnostics(of: condition).isEmpty
            else { continue }
            if provisional && lifecycle != .foreground {
                raiseSecondPromptForCondition(condition.id, &out)
                continue
            }
            wakeForModernDelivery(&out)
            modern.conditions[i].state = condition.world
            deliveries.append((.condition(condition.id), .event(id: condition.id, state: condition.world, [])))
        }
    }

    /// D42, D4: a monitor event for a provisional app out of the foreground raises the second prompt.
    private mutating func raiseSecondPromptForCondition(_ id: String, _ out: inout StepOutcome) {
        guard prompt == nil, !secondPromptAnswered else { return }
        prompt = catalog.secondPrompt()
        out.note("condition \(id) changed for a provisional Always app out of the foreground: iOS asks the real question; the event waits", "D42, D4, §8.5")
    }

    // MARK: Yields (D44)

    /// The step's yields: each object's set against its last yield, deliveries in their place;
    /// after a wake or relaunch the held changes come first, then the deliveries (§8.3).
    private mutating func yields(_ deliveries: [(key: ObjectKey, element: Yield)]) -> [Yield] {
        var changes: [(key: ObjectKey, element: Yield)] = []
        let delivered = deliveries.map(\.key)
        let wokeUp = modern.stepWoke
        func skip(_ key: ObjectKey) -> Bool { !wokeUp && delivered.contains(key) }
        if ruleSet >= .iOS18 {
            for i in modern.sessions.indices where modern.sessions[i].state != .outstanding {
                let flags = diagnostics(of: modern.sessions[i])
                if flags != modern.sessions[i].lastYield {  // every change, and once at creation
                    modern.sessions[i].lastYield = flags
                    changes.append((.session(modern.sessions[i].id), .session(modern.sessions[i].id, flags)))
                }
            }
            if let session = modern.backgroundActivity, session.state != .outstanding {
                let flags = backgroundActivityDiagnostics
                if flags != session.lastYield {
                    modern.backgroundActivity?.lastYield = flags
                    changes.append((.backgroundActivity, .backgroundActivity(flags)))
                }
            }
        }
        // Stream and monitor yield only non-empty sets (D44).
        if let stream = modern.updates, stream.state == .active, !skip(.updates) {
            let flags = updatesDiagnostics
            if !flags.isEmpty && flags != stream.lastYield {
                changes.append((.updates, .update(location: false, flags)))
            }
        }
        if modern.awaitingEvents {
            for condition in modern.conditions where !skip(.condition(condition.id)) {
                let flags = diagnostics(of: condition)
                if !flags.isEmpty && flags != condition.lastYield {
                    changes.append((.condition(condition.id), .event(id: condition.id, state: condition.state, flags)))
                }
            }
        }
        // The last yield: a delivery's flags win over a change's (§8.3: deliveries included).
        for key in changes.map(\.key) + delivered {
            switch key {
            case .updates:
                let flags = updatesDiagnostics
                modern.updates?.lastYield = flags
            case .condition(let id):
                if let i = modern.conditions.firstIndex(where: { $0.id == id }) {
                    let flags = diagnostics(of: modern.conditions[i])
                    modern.conditions[i].lastYield = flags
                }
            default: break
            }
        }
        // After a wake or relaunch: held changes, then deliveries; otherwise object order.
        var result = wokeUp ? changes.map(\.element) + deliveries.map(\.element) : orderByObject(changes + deliveries)
        if modern.stepButtonYield { result.append(.locationButton) }
        return result
    }

    /// Orders yields by object (sessions by number, backgroundActivity, update, monitor in add order).
    private func orderByObject(_ items: [(key: ObjectKey, element: Yield)]) -> [Yield] {
        func rank(_ key: ObjectKey) -> Int {
            switch key {
            case .session(let n): return n
            case .backgroundActivity: return 1_000_000
            case .updates: return 1_000_001
            case .condition(let id): return 1_000_002 + (modern.conditions.firstIndex { $0.id == id } ?? 0)
            }
        }
        return items.enumerated().sorted { (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset) }.map(\.element.element)
    }
}
