/// The one reducer: every change to a `Simulation` goes through `apply(_:)`.
extension Simulation {
    /// Applies one action and returns what it caused: callbacks in delivery order, notes, console.
    public mutating func apply(_ action: Action) -> StepOutcome {
        var out = StepOutcome()
        if let ignored = suspendedAppIgnores(action) { out.notes.append(ignored); return out }  // D22 hook
        let step = beginModernStep(action)  // D44, D22 (modern/Modern+Step.swift)
        switch action {
        case .createManager: createManager(&out)
        case .requestWhenInUseAuthorization: requestWhenInUse(&out)
        case .requestAlwaysAuthorization: requestAlways(&out)
        case .requestTemporaryFullAccuracy(let key): requestTemporaryFullAccuracy(key, &out)
        case .start(let service): start(service, &out)
        case .stop(let service): stop(service, &out)
        case .background: background(&out)
        case .foreground: foreground(&out)
        case .terminate: terminate(&out)
        case .launch: launch(&out)
        case .tap(let label): tap(label, &out)
        case .togglePrecise: togglePrecise(&out)
        case .setLocationServices(let on): setLocationServices(on, &out)
        case .setRestricted(let on): setRestricted(on, &out)
        case .setApp(let choice): setApp(choice, &out)
        case .setPrecise(let on): setPrecise(on, &out)
        case .resetLocationAndPrivacy: reset(&out)
        case .wait(let seconds): wait(seconds, &out)
        case .event(let event): handle(event, &out)
        case .showReminder: showReminderOnDemand(&out)
        case .updateSystem(let version): updateSystem(to: version, &out)
        case .modern(let m): applyModern(m, &out)
        }
        endModernStep(step, &out)
        updateClocks()
        return out
    }

    /// Keeps the disuse clock (D2, D12) and the reminder clock (D26) in step with the state.
    mutating func updateClocks() {
        if isInUse || !(temporary || temporaryFullAccuracy) {
            outOfUseSince = nil
        } else if outOfUseSince == nil {
            outOfUseSince = now
        }
        if grant == .always && !provisional {
            if reminderClockStart == nil { reminderClockStart = now }
        } else {
            reminderClockStart = nil
        }
    }

    /// Runs `change`, then reports to every live manager if what the app reads changed.
    mutating func changing(_ out: inout StepOutcome, _ change: (inout Simulation) -> Void) {
        let before = observed
        change(&self)
        report(from: before, &out)
    }

    /// The single place that emits authorization callbacks (§2.6 `set`, §7).
    ///
    /// Only a change of what the app reads is reported (§7 rule 2), to every live manager oldest
    /// first (T2, D17). When the status enters {denied, restricted} from outside it, every manager
    /// with a registered service then gets one `didFailWithError(denied)` (D19, DOC A17).
    mutating func report(from before: Observed, _ out: inout StepOutcome) {
        let after = observed
        // A suspended app is told when it runs again (D22; modern stand-in, Modern+Step.swift).
        guard after != before, lifecycle != .terminated, !modern.suspended else { return }
        for manager in managers { out.callbacks += authorizationCallbacks(to: manager) }
        if after.status.isDeniedOrRestricted && !before.status.isDeniedOrRestricted {
            let owners = Set(running.values.compactMap(\.manager))
            for manager in managers where owners.contains(manager) {
                out.callbacks.append(callback(.didFailWithError, to: manager))
            }
        }
    }

    /// The authorization callback(s) one manager receives: the new method on iOS 14+, plus the
    /// deprecated one when D10 is switched; the deprecated one alone before iOS 14 (§3.5).
    func authorizationCallbacks(to manager: Int) -> [Callback] {
        var result = [callback(.didChangeAuthorization, to: manager)]
        if ruleSet.usesNewAuthorizationCallback && options.alsoCallDeprecatedDelegate {
            result.append(callback(.deprecatedDidChangeAuthorization, to: manager))
        }
        return result
    }

    /// A callback carrying what the app reads right now.
    func callback(_ event: CallbackEvent, to manager: Int) -> Callback {
        Callback(manager: manager, event: event, status: authorizationStatus, accuracy: accuracyAuthorization)
    }

    /// Requests and service starts are made by the oldest live manager (D17).
    var oldestManager: Int? { managers.first }

    var catalog: PromptCatalog { PromptCatalog(ruleSet: ruleSet, app: app) }

    /// The same status word a person sees in the status panel, for notes.
    var statusWord: String { authorizationStatus.rawValue }
}
