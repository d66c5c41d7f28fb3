import LocflowCore

/// The app-code lens: what the seeds' sample code concludes in the current state, and where
/// that conclusion is wrong.
///
/// The readings use only what the app can see: the status it reads, `locationServicesEnabled()`
/// and the memory of its own calls and callbacks. The verdicts compare them with the core: either
/// with the hidden truth the core exposes, or by playing the code's next call on a copy of the
/// simulation (`probe`), so that what iOS does is decided by the core's rules alone.
public struct AppCodeLens: Equatable, Sendable {
    /// Whether the app runs; its code reads nothing while it does not.
    public var running: Bool
    /// What the app reads: `authorizationStatus` and `locationServicesEnabled()`.
    public var status: AuthorizationStatus
    public var locationServicesEnabled: Bool
    /// Listing 1 (`enableLocationServices()`), if called now.
    public var listing1: String
    /// Listing 3 (the delegate): the level its callbacks set in this process.
    public var listing3: FeatureLevel
    /// The helper's `checkLocationPermissionStatus` for When In Use and for Always.
    public var helperWhenInUse: HelperReading.Status
    public var helperAlways: HelperReading.Status
    /// REQUESTED_LOCATION_ALWAYS and `requestedPermission`.
    public var flag: Bool
    public var requestedPermission: PermissionGroup?
    /// What `enableLocationUpdates()` would do now.
    public var next: HelperReading.Move
    /// The wrong conclusions first, then the cautions.
    public var findings: [LensFinding]

    /// Reads the lens for a simulation and the code's memory of the session.
    public init(_ sim: Simulation, memory: AppCodeMemory) {
        let status = sim.authorizationStatus
        running = sim.lifecycle != .terminated
        self.status = status
        locationServicesEnabled = sim.locationServicesEnabled
        listing1 = ListingReading.listing1(status).call
        listing3 = memory.listing3
        flag = memory.requestedAlwaysFlag
        requestedPermission = memory.requestedPermission
        helperWhenInUse = HelperReading.status(of: .whenInUse, reading: status, flag: flag)
        helperAlways = HelperReading.status(of: .always, reading: status, flag: flag)
        next = HelperReading.nextMove(reading: status, flag: flag)
        findings = []
        if running { findings = Verdicts(sim: sim, memory: memory, lens: self).all }
    }
}

/// The checks behind `AppCodeLens.findings`, one method per kind of wrong conclusion.
private struct Verdicts {
    let sim: Simulation
    let memory: AppCodeMemory
    let lens: AppCodeLens

    var all: [LensFinding] {
        let found = [provisional, locationServicesOff, listing3KeepsFeatures, ignoredNextCall, failingPlan, deniedButAsks, staleRequest]
            .compactMap { $0 }
        return found.filter { $0.severity == .wrong } + found.filter { $0.severity == .caution }
    }

    /// The code can act now: in the foreground, nothing on screen (a request needs both, T15, D20).
    private var canAct: Bool { sim.lifecycle == .foreground && sim.prompt == nil }

    /// Provisional Always reads `authorizedAlways` (T21), but Always-only deliveries out of the
    /// foreground are held until the second prompt (D14), which may end in While Using (T25).
    private var provisional: LensFinding? {
        guard sim.provisional, sim.authorizationStatus == .authorizedAlways else { return nil }
        var who: [String] = []
        if ListingReading.listing1(sim.authorizationStatus).level == .always { who.append("Listing 1") }
        if lens.listing3 == .always { who.append("Listing 3") }
        if lens.helperAlways == .granted { who.append("the helper") }
        guard !who.isEmpty else { return nil }
        return LensFinding(
            severity: .wrong,
            text: "\(list(who)) take provisional Always for Always: out of the foreground, Always-only events are held for the second prompt, which may end in While Using",
            source: "T21, D14, T24, T25")
    }

    /// Location Services off reads `denied` (T45): the helper blames the app's row, but the fix
    /// is the global switch (§6.2), which `locationServicesEnabled()` reveals.
    private var locationServicesOff: LensFinding? {
        guard !sim.locationServicesEnabled, sim.authorizationStatus == .denied,
            lens.helperWhenInUse == .permanentlyDenied
        else { return nil }
        let row = sim.settingsLabel.map { "\u{201C}\($0)\u{201D}" } ?? "no choice yet"
        return LensFinding(
            severity: .wrong,
            text: "the helper says permanentlyDenied and sends the person to the app's Settings row, which says \(row); the fix is the global Location Services switch",
            source: "T45, §6.2")
    }

    /// Listing 3 does nothing on `.notDetermined` (seed 000), so features it enabled stay on
    /// while nothing is delivered.
    private var listing3KeepsFeatures: LensFinding? {
        guard sim.authorizationStatus == .notDetermined, lens.listing3 == .whenInUse || lens.listing3 == .always,
            let cause = memory.notDeterminedAfter
        else { return nil }
        // Why the status went back: Allow Once ended (T40), Ask Next Time (T43), a reset (T47);
        // a suspended app learns it on resume (D22), whatever the cause was.
        let why = switch cause.action {
        case .foreground, .event: "D22"
        case .setApp: "T43"
        case .resetLocationAndPrivacy: "T47"
        case .wait, .terminate, .launch: "T40"
        default: cause.sources
        }
        return LensFinding(
            severity: .wrong,
            text: "Listing 3 ignores .notDetermined (break): \(lens.listing3.call) stays on after \u{201C}\(cause.action.text)\u{201D}, yet nothing is delivered",
            source: why.isEmpty ? "seed 000" : "seed 000, \(why)")
    }

    /// The helper's next request (and Listing 1's at notDetermined), played on a copy: when iOS
    /// ignores it without a prompt or a callback, the code's "notDetermined" is wrong (T30, T31 …).
    private var ignoredNextCall: LensFinding? {
        guard canAct, case .request(let group) = lens.next else { return nil }
        let tried = sim.applying(HelperReading.action(group))
        let outcome = tried.outcome
        guard tried.after.prompt == nil, outcome.callbacks.isEmpty else { return nil }
        let who = group == .whenInUse ? "Listing 1 and the helper read notDetermined" : "the helper reads Always as notDetermined"
        var text = "\(who); \(HelperReading.call(group)) is ignored silently: \(reasons(outcome))"
        var sources = outcome.notes.map(\.source)
        if group == .always, let after = memory.flagClearedAfter {
            text += "; the helper cleared its flag after \u{201C}\(after)\u{201D}, which does not give the request back"
            sources.append("D24")
        }
        return LensFinding(severity: .wrong, text: text, source: sources.joined(separator: ", "))
    }

    /// At notDetermined the helper plans When-In-Use, then Always. Played on a copy with the
    /// person answering While Using: when the Always step will be ignored, its "notDetermined"
    /// for Always is wrong (D24 after Ask Next Time, T22 after Allow Once from requestAlways).
    private var failingPlan: LensFinding? {
        guard canAct, lens.next == .request(.whenInUse), !lens.flag else { return nil }
        // One step at a time: a what-if on a copy; the person's answer is the core's what-if of
        // that button (`Simulation.answers`).
        var copy = Simulation.Stepper(sim)
        _ = copy.step(.action(.requestWhenInUseAuthorization))
        guard let allow = copy.simulation.answers().first(where: { $0.button.outcome == .allowWhileUsing }) else { return nil }
        copy = Simulation.Stepper(allow.after)
        let outcome = copy.step(.action(.requestAlwaysAuthorization)).outcome
        guard copy.simulation.prompt == nil, outcome.callbacks.isEmpty else { return nil }
        var text = "the helper's Always reads notDetermined, but once While Using is granted its Always request will be ignored: \(reasons(outcome))"
        var sources = outcome.notes.map(\.source)
        if let after = memory.flagClearedAfter {
            text += "; the flag it cleared after \u{201C}\(after)\u{201D} does not give the request back"
            sources.append("D24")
        }
        return LensFinding(severity: .wrong, text: text, source: sources.joined(separator: ", "))
    }

    /// The flag says Always was refused; when iOS would still show a prompt, it is wrong.
    private var deniedButAsks: LensFinding? {
        guard canAct, lens.helperAlways == .permanentlyDenied, sim.authorizationStatus == .authorizedWhenInUse else { return nil }
        guard let shown = sim.applying(.requestAlwaysAuthorization).after.prompt else { return nil }
        return LensFinding(
            severity: .wrong,
            text: "the helper reads Always as permanentlyDenied from its flag alone, but iOS would still show the \(shown.kind.rawValue) prompt",
            source: shown.source)
    }

    /// A request that got no callback stays pending in the helper (T28 and the ignored calls).
    private var staleRequest: LensFinding? {
        guard let pending = memory.requestedPermission, let cause = memory.unanswered, sim.prompt?.origin != .app else { return nil }
        var text = "requestedPermission stays .\(pending.rawValue): \u{201C}\(cause.action.text)\u{201D} got no callback, so the next unrelated one will pass for the answer"
        if pending == .always && lens.helperAlways == .permanentlyDenied {
            text += "; its Always reading rests on the flag alone"
        }
        return LensFinding(severity: .caution, text: text, source: cause.sources.isEmpty ? "§7" : cause.sources)
    }

    /// The core's notes, without the "X ignored:" lead-in each repeats.
    private func reasons(_ outcome: StepOutcome) -> String {
        let texts = outcome.notes.map { note -> String in
            guard let colon = note.text.firstIndex(of: ":") else { return note.text }
            return String(note.text[note.text.index(after: colon)...].drop(while: { $0 == " " }))
        }
        return texts.isEmpty ? "no prompt, no callback" : texts.joined(separator: "; ")
    }

    private func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
