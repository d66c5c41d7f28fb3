/// A system update: the same phone and the same installed app, on a newer iOS (`systemUpdate VERSION`).
extension RuleSet {
    /// The rule sets a phone on this one can update to: the newer ones, in release order (D50:
    /// "only to a newer rule set"). The reducer and the explorer's update menu both read it.
    public var updateTargets: [RuleSet] { RuleSet.allCases.filter { $0 > self } }
}

extension Simulation {
    /// Updates the phone to `version` (D50, modern-apis.md §3): only to a newer rule set, else a
    /// note and nothing changes.
    ///
    /// The stored grant and its flags carry over: "Users upgrading from iOS 12 keep their prior
    /// grant" (reference §3.3, [DEV D9]). The one-time Always request already spent stays spent
    /// and a provisional or Allow Once flag stays as it was, because the reference names no reset
    /// on update ([INF]). An update restarts the phone, so the app is terminated first through
    /// the ordinary `terminate` rule (Allow Once ends with the app, D2; prompts the app asked for
    /// close, D20); alerts the system raised on its own and events held for a provisional app do
    /// not survive the restart ([INF]). The Precise switch keeps its value; on an update to
    /// iOS 14+ the app that never saw the switch reads it as set at install (on unless
    /// `NSLocationDefaultAccuracyReduced`, T61) ([INF]). Apply `.launch` afterwards to run the app.
    mutating func updateSystem(to version: IOSVersion, _ out: inout StepOutcome) {
        let was = ruleSet
        guard was.updateTargets.contains(version.ruleSet) else {
            out.note("systemUpdate \(version.text) ignored: it runs as rule set \(version.ruleSet.rawValue), not newer than \(was.rawValue) (\(was.releases))", "D50")
            return
        }
        if lifecycle != .terminated {
            var ended = StepOutcome(recording: out.records)
            apply(.terminate, &ended)
            out.deliver(ended.callbacks)
            out.notes += ended.notes
            out.console += ended.console
        }
        if let shown = prompt {
            prompt = nil
            out.note("the \(shown.kind.rawValue) alert did not survive the restart (inferred)", "[INF]")
        }
        if !held.isEmpty {
            held = []
            out.note("events held for the second prompt were dropped by the restart (inferred)", "[INF]")
        }
        setup.ios = version
        out.note("system update \(was.releases) → \(version.ruleSet.releases): the app keeps its stored grant (\(grant.rawValue)) and flags; the update restarts the phone, so the app is not running", "§3.3, DEV D9, D50")
        if let mapping = version.mappingNote { out.note(mapping, "D37") }
        if version.ruleSet >= .iOS26 && options.updateResetsAlways && grant == .always && !provisional {
            grant = .notDetermined  // M57 (weak), switched on by model: { updateResetsAlways: true }
            out.note("the update reset Always to Ask Next Time (one report)", "D50, M57, U-M9")
        }
    }
}
