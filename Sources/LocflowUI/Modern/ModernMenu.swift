/// The modern actions menu (`M`): the vocabulary of modern-apis.md §3 one row each, worded for
/// what the app holds now, so one key opens them all and the key space stays calm.
enum ModernMenu {
    /// One row: what it does, the scenario line it plays (nil: the panel toggle), and a value.
    struct Row: Equatable {
        var name: String
        var value: String
        /// The action's scenario line (§3), read by the core's action parser; nil for the panel row.
        var line: String?
        /// The row shows or hides the panel rather than playing an action.
        var isPanelToggle = false
        /// Choosing the row does something now (a session to end, a condition to remove…).
        var isAvailable: Bool { line != nil || isPanelToggle }
    }

    /// How many rows the menu has, whatever the app holds.
    static let count = 14

    /// The rows for the objects in `model`, in a fixed order (so digits stay put).
    static func rows(_ model: ModernPanelModel, panelShown: Bool) -> [Row] {
        let newestSession = model.sessions.last { $0.state != "ended" }?.key
        let lastCondition = model.conditions.last?.key
        let conditionIDs = Set(model.conditions.map(\.key))
        func fresh(_ stem: String) -> String {
            (1...).lazy.map { "\(stem)\($0)" }.first { !conditionIDs.contains($0) }!
        }
        let running = model.updates.map { $0.state != "outstanding" } ?? false
        let activity = model.backgroundActivity != nil
        return [
            Row(name: running ? "liveUpdates stop" : "liveUpdates start", value: "for try await update in CLLocationUpdate.liveUpdates()",
                line: running ? "liveUpdates stop" : "liveUpdates start"),
            Row(name: "session whenInUse", value: "CLServiceSession(authorization: .whenInUse)", line: "session start whenInUse"),
            Row(name: "session always", value: "CLServiceSession(authorization: .always)", line: "session start always"),
            Row(name: "session none", value: "CLServiceSession(authorization: .none)", line: "session start none"),
            Row(name: "session end", value: newestSession.map { "invalidate() session \($0)" } ?? "no session to end",
                line: newestSession.map { "session end \($0)" }),
            Row(name: activity ? "background end" : "background start",
                value: activity ? "CLBackgroundActivitySession invalidate()" : "CLBackgroundActivitySession()",
                line: activity ? "backgroundActivity end" : "backgroundActivity start"),
            Row(name: "monitor region", value: "add CircularGeographicCondition " + fresh("region"), line: "monitor add region " + fresh("region")),
            Row(name: "monitor beacon", value: "add BeaconIdentityCondition " + fresh("beacon"), line: "monitor add beacon " + fresh("beacon")),
            Row(name: "monitor remove", value: lastCondition.map { "remove " + $0 } ?? "no condition", line: lastCondition.map { "monitor remove " + $0 }),
            Row(name: "event satisfied", value: lastCondition.map { "world: \($0) satisfied" } ?? "no condition",
                line: lastCondition.map { "event satisfied " + $0 }),
            Row(name: "event unsatisfied", value: lastCondition.map { "world: \($0) unsatisfied" } ?? "no condition",
                line: lastCondition.map { "event unsatisfied " + $0 }),
            Row(name: "tap LocationButton", value: "the person taps the app's location button", line: "tap LocationButton"),
            Row(name: "forceQuit", value: "the person swipes the app away", line: "forceQuit"),
            Row(name: "panel", value: panelShown ? "hide Sessions & updates" : "show Sessions & updates", line: nil, isPanelToggle: true),
        ]
    }
}
