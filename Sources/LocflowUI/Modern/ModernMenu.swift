import LocflowCore

/// The modern actions menu (`M`): the vocabulary of modern-apis.md §3 one row each, worded for
/// what the app holds now, so one key opens them all and the key space stays calm. Each row
/// holds the action it plays, built as a value; its line is the action table's print of it.
enum ModernMenu {
    /// One row: what it does, the action it plays (nil: nothing to act on, or the panel toggle),
    /// and a value.
    struct Row: Equatable {
        var name: String
        var value: String
        /// The action the row plays; nil for the panel row and when there is nothing to act on.
        var action: Action?
        /// The row shows or hides the panel rather than playing an action.
        var isPanelToggle = false
        /// The action's scenario line (§3), as the action table prints it.
        var line: String? { action?.text }
        /// Choosing the row does something now (a session to end, a condition to remove…).
        var isAvailable: Bool { action != nil || isPanelToggle }
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
        let liveUpdates = Action.modern(.liveUpdates(start: !running))
        let background = Action.modern(.backgroundActivity(start: !activity))
        func session(_ goal: ServiceGoal) -> Row {
            Row(name: "session \(goal.rawValue)", value: "CLServiceSession(authorization: .\(goal.rawValue))", action: .modern(.sessionStart(goal, fullAccuracy: nil)))
        }
        func condition(_ state: ConditionState) -> Row {
            let kind: ActionKind = state == .satisfied ? .conditionSatisfied : .conditionUnsatisfied
            return Row(name: kind.row.name, value: lastCondition.map { "world: \($0) \(state.rawValue)" } ?? "no condition",
                       action: lastCondition.map { .modern(.condition(state, id: $0)) })
        }
        return [
            Row(name: liveUpdates.text, value: "for try await update in CLLocationUpdate.liveUpdates()", action: liveUpdates),
            session(.whenInUse),
            session(.always),
            session(.none),
            Row(name: ActionKind.sessionEnd.row.name, value: newestSession.map { "invalidate() session \($0)" } ?? "no session to end",
                action: newestSession.flatMap { Int($0) }.map { .modern(.sessionEnd($0)) }),
            Row(name: activity ? "background end" : "background start",
                value: activity ? "CLBackgroundActivitySession invalidate()" : "CLBackgroundActivitySession()", action: background),
            Row(name: "monitor region", value: "add CircularGeographicCondition " + fresh("region"), action: .modern(.monitorAdd(.region, id: fresh("region")))),
            Row(name: "monitor beacon", value: "add BeaconIdentityCondition " + fresh("beacon"), action: .modern(.monitorAdd(.beacon, id: fresh("beacon")))),
            Row(name: ActionKind.monitorRemove.row.name, value: lastCondition.map { "remove " + $0 } ?? "no condition",
                action: lastCondition.map { .modern(.monitorRemove($0)) }),
            condition(.satisfied),
            condition(.unsatisfied),
            Row(name: ActionKind.tapLocationButton.row.name, value: "the person taps the app's location button", action: .modern(.tapLocationButton)),
            Row(name: ActionKind.forceQuit.row.name, value: "the person swipes the app away", action: .modern(.forceQuit)),
            Row(name: "panel", value: panelShown ? "hide Sessions & updates" : "show Sessions & updates", action: nil, isPanelToggle: true),
        ]
    }
}
