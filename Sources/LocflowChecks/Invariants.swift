import LocflowCore

/// Properties that must hold after every step, whatever the path (used by the monkey tests).
extension Simulation {
    /// The broken invariants of this state, as readable lines; empty when all hold.
    public var brokenInvariants: [String] {
        var broken: [String] = []
        func require(_ ok: Bool, _ what: String) { if !ok { broken.append(what) } }
        require(!provisional || grant == .always, "provisional implies Always")
        require(!temporary || grant == .whenInUse, "Allow Once implies When-In-Use")
        require(!provisional || ruleSet.hasProvisionalAlways, "provisional exists from iOS 13")
        require(!temporary || ruleSet.hasAllowOnce, "Allow Once exists from iOS 13")
        require(!temporaryFullAccuracy || ruleSet.hasAccuracy, "temporary full accuracy exists from iOS 14")
        require(prompt.map { !$0.buttons.isEmpty } ?? true, "a shown prompt has buttons")
        require(device.locationServices || device.restricted || authorizationStatus == .denied,
                "Location Services off reads denied unless restricted")
        require(!device.restricted || authorizationStatus == .restricted, "a restriction reads restricted")
        require(managers.isEmpty == (lifecycle == .terminated), "managers live exactly while the app runs")
        require(lifecycle == .terminated || running.values.allSatisfy { $0.manager != nil }, "a running app owns its services")
        require(held.isEmpty || provisional, "events are held only for provisional Always")
        require(!suspended || lifecycle == .background, "only an app in the background is suspended (D22)")
        require(heldCompletions.isEmpty || suspended, "completions are held only for a suspended app (D22)")
        require(ruleSet.hasAccuracy || accuracyAuthorization == .fullAccuracy, "full accuracy before iOS 14")
        require(!standardPaused || running[.standard] != nil, "only a registered standard service is paused (D59)")
        require(oneShotRequest.map { managers.contains($0.manager) } ?? true, "a one-shot request belongs to a live manager (D58)")
        require(!backgroundIndicator || (lifecycle == .background && isInUse), "the indicator shows only for an app in use in the background (D57)")
        require(!app.crashesAtLaunch || lifecycle == .terminated, "an app that crashes at launch never runs (D56)")
        broken += brokenModernInvariants
        return broken
    }

    /// The invariants of one step from `before` to this state: `brokenInvariants`, plus §7's
    /// rule that a change callback to a manager that existed before the step means what the app
    /// reads (status or accuracy) changed; creation callbacks go to new managers only (T1).
    public func brokenInvariants(after before: Simulation, outcome: StepOutcome) -> [String] {
        var broken = brokenInvariants
        let toExisting = outcome.callbacks.contains {
            before.managers.contains($0.manager)
                && ($0.event == .didChangeAuthorization || $0.event == .deprecatedDidChangeAuthorization)
        }
        let changed = before.authorizationStatus != authorizationStatus
            || before.accuracyAuthorization != accuracyAuthorization
        // D22: a suspended app that runs again is told what it missed while asleep, even a change
        // undone since (the resume rule), or, with resumeReportsUnchanged, told anyway: the change
        // happened in earlier steps.
        let resumed = before.suspended
            && (options.resumeReportsUnchanged || before.lastTold != before.observed || before.changedWhileSuspended)
        if toExisting && !changed && !resumed { broken.append("a change callback without a change") }
        // D22: a suspended app gets nothing unless an event woke it this step: a delegate event,
        // or a delivery to its stream or monitor (yielded, D44, modern-apis.md §8.15).
        let stayedAsleep = before.suspended && suspended
        if stayedAsleep && !outcome.callbacks.isEmpty && !outcome.callbacks.contains(where: \.event.isWorldEvent) && outcome.yields.isEmpty {
            broken.append("a callback to an app that stayed suspended")
        }
        if !outcome.yields.isEmpty && lifecycle == .terminated { broken.append("yields to a terminated app (D44)") }
        if !modern.extended && !outcome.yields.isEmpty { broken.append("yields in a file without the modern vocabulary (C1)") }
        return broken
    }
}
