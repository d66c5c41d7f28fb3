/// The one reducer: every change to a `Simulation` goes through `apply(_:)`.
extension Simulation {
    /// Applies one action and returns what it caused: callbacks in delivery order, notes, console.
    /// Internal: outside the core an action is a step of the replay or the stepper (Stepper.swift).
    @usableFromInline mutating func apply(_ action: Action) -> StepOutcome {
        var out = StepOutcome()
        apply(action, &out)
        return out
    }

    /// Applies one action for its new state alone: the same transition as `apply(_:)`, without
    /// building the callbacks, notes and console lines nobody reads (the graph tries 800,000
    /// actions and reads only the state). Notes and callbacks are outputs only: no rule reads
    /// them back, so the state is the one `apply` reaches (QuietReducerTests walks every rule set).
    /// Outside the core: `advanced(by:)`.
    @usableFromInline mutating func advance(_ action: Action) {
        var out = StepOutcome(recording: false)
        apply(action, &out)
    }

    /// The reducer, recording into `out` as far as `out.records` asks.
    mutating func apply(_ action: Action, _ out: inout StepOutcome) {
        if suspended && action.isTheAppsOwn {
            // D22: a suspended app runs no code, so nothing it would call can happen now.
            out.note("\(action.text) ignored: the app is suspended and runs no code until it returns to the foreground or an event wakes it", "D22")
            return
        }
        let step = beginModernStep(action)  // D44 (Modern/Modern+Step.swift)
        switch action {
        case .createManager: createManager(&out)
        case .requestWhenInUseAuthorization: requestWhenInUse(&out)
        case .requestAlwaysAuthorization: requestAlways(&out)
        case .requestTemporaryFullAccuracy(let key): requestTemporaryFullAccuracy(key, &out)
        case .requestLocation: requestLocation(&out)
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
        updateSuspension(&out)
        if !listedInSettings && (grant != .notDetermined || prompt?.origin == .app) {
            listedInSettings = true  // §6.1 listing: the row appears once the app asked
        }
    }

    /// D22: an app in the background that is not in use (D15) is suspended from the end of the
    /// step that leaves it so; only `foreground` or a delivered event (`wake`) ends it.
    mutating func updateSuspension(_ out: inout StepOutcome) {
        if lifecycle != .background {
            suspended = false
        } else if !suspended && !isInUse {
            suspended = true
            out.note("the app is suspended: in the background and not in use, it runs no code and is told of authorization changes only when it runs again", "D22, D15")
        }
    }

    /// D22: a suspended app runs again (`foreground`, or an event delivered to it). Every live
    /// manager gets one authorization callback if what the app reads differs from what it was
    /// last told (T3, DOC A4) or changed at all while it was suspended, even back again (the
    /// resume rule revised 2026-11-28, approximate), then D19's error if the status entered
    /// {denied, restricted} meanwhile with services registered, then held temporary-accuracy
    /// completions (D21); the event, if any, follows in the caller.
    mutating func wake(_ out: inout StepOutcome) {
        guard suspended else { return }
        suspended = false
        modern.stepWoke = true  // D44: the modern objects' held changes are yielded before deliveries
        let now = observed
        let changed = lastTold != now
        let undone = !changed && changedWhileSuspended
        changedWhileSuspended = false
        if changed || undone || options.resumeReportsUnchanged {
            if out.records {
                let told = outCallbacksAuthorization()
                out.deliver(told)
                let what = told.first.map(\.canonical) ?? "didChangeAuthorization"
                // The person reads "… delivered on resume (D22)"; T3 is the reference's wording.
                if changed {
                    out.note("\(what) (changed while the app was suspended, T3) delivered on resume", "D22")
                } else if undone {
                    // Apple's article: "also calls the method when a suspended iOS app starts
                    // running again"; whether a change undone meanwhile counts is locflow's reading.
                    out.note("\(what) (changed while the app was suspended and changed back) delivered on resume", "D22 resume, DOC A4")
                } else {
                    out.note("\(what) (nothing changed; model option resumeReportsUnchanged) delivered on resume", "D22 resume")
                }
            }
            if let before = lastTold, now.status.isDeniedOrRestricted && !before.status.isDeniedOrRestricted {
                deliverDeniedErrors(&out)
            }
            lastTold = now
        }
        let completions = heldCompletions
        heldCompletions = []
        for caller in completions where managers.contains(caller) {
            out.deliver(callback(.temporaryFullAccuracyCompletion(declined: false), to: caller))
            out.note("temporaryFullAccuracyCompletion(nil) (answered while suspended, D21) delivered on resume", "D22")
        }
    }

    /// One authorization callback (or pair, D10) per live manager, oldest first (D17).
    private func outCallbacksAuthorization() -> [Callback] {
        managers.flatMap { authorizationCallbacks(to: $0) }
    }

    /// D19 with D53: per manager, oldest first, one `didFailWithError(denied)` when it has a
    /// registered service other than region monitoring (or a waiting one-shot request, D58),
    /// then `monitoringDidFail(regionMonitoringDenied)` when it monitors a region (D53: Apple
    /// names the method for region errors, not the order; approximate).
    private mutating func deliverDeniedErrors(_ out: inout StepOutcome) {
        var regionFailed = false, failedRestricted = false, failedOneShot = false
        for manager in managers {
            // A search of the (at most seven) registrations per manager: no set built per report.
            let other = running.contains { $0.key != .region && $0.value.manager == manager } || oneShotRequest?.manager == manager
            let region = running[.region]?.manager == manager
            if other {
                out.deliver(callback(.didFailWithError, to: manager))
                failedRestricted = failedRestricted || authorizationStatus == .restricted
                failedOneShot = failedOneShot || oneShotRequest?.manager == manager
            }
            if region {
                out.deliver(callback(.monitoringDidFail, to: manager))
                regionFailed = true
            }
        }
        if failedOneShot {
            oneShotRequest = nil
            out.note("the waiting requestLocation fails with didFailWithError(denied) and is over", "D58, D19, D58 notDetermined")
        }
        if regionFailed {
            out.note("region monitoring reports monitoringDidFail(regionMonitoringDenied), after the manager's didFailWithError(denied) for its other services; the region stays registered", "D53")
        }
        if failedRestricted {
            out.note("didFailWithError(denied) for a restriction: Apple documents the error for a denial and for Location Services off", "D19, D53 restricted")
        }
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
        updateClipClock()
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
    ///
    /// A suspended app is not told now (D22): the change is held, and `wake` reports it against
    /// what the app was last told.
    mutating func report(from before: Observed, _ out: inout StepOutcome) {
        let after = observed
        guard after != before, lifecycle != .terminated else { return }
        if suspended {
            changedWhileSuspended = true  // D22: told on resume even if changed back meanwhile
            let name = Callback(manager: 0, event: .didChangeAuthorization, status: after.status, accuracy: after.accuracy).canonical
            out.note("\(name) held for the suspended app", "D22")
            return
        }
        out.deliver(outCallbacksAuthorization())
        if after.status.isDeniedOrRestricted && !before.status.isDeniedOrRestricted {
            deliverDeniedErrors(&out)
        }
        lastTold = after
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
