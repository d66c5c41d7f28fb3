/// A system update: the same phone and the same installed app, on a newer iOS.
extension Simulation {
    /// The simulation after the phone updates to `newer`, with what the update caused; nil when
    /// `newer` is older than the current rule set (there is no downgrade path).
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
    public func updatingSystem(to newer: RuleSet) -> (Simulation, StepOutcome)? {
        guard newer >= ruleSet else { return nil }
        var next = self
        var out = lifecycle == .terminated ? StepOutcome() : next.apply(.terminate)
        if let shown = next.prompt {
            next.prompt = nil
            out.notes.append(Note("the \(shown.kind.rawValue) alert did not survive the restart (approximate: inferred)", "[INF]"))
        }
        if !next.held.isEmpty {
            next.held = []
            out.notes.append(Note("events held for the second prompt were dropped by the restart (approximate: inferred)", "[INF]"))
        }
        let was = ruleSet
        next.ruleSet = newer
        next.updateClocks()
        out.notes.append(Note("system update \(was.releases) → \(newer.releases): the app keeps its stored grant (\(next.grant.rawValue)) and flags; the update restarts the phone, so the app is not running", "§3.3, DEV D9"))
        return (next, out)
    }
}
