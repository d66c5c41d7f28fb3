/// The modern vocabulary of modern-apis.md §3, as one `Action` case (`Action.modern`).
public enum ModernAction: Equatable, Hashable, Sendable, Codable {
    /// `liveUpdates start` / `liveUpdates stop` (M1).
    case liveUpdates(start: Bool)
    /// `session start GOAL [fullAccuracy KEY]` (M23).
    case sessionStart(ServiceGoal, fullAccuracy: String?)
    /// `session end N` (M34).
    case sessionEnd(Int)
    /// `backgroundActivity start` / `backgroundActivity end` (M17, M20).
    case backgroundActivity(start: Bool)
    /// `monitor add region|beacon ID` (M9, D47).
    case monitorAdd(ConditionType, id: String)
    /// `monitor remove ID` (D47).
    case monitorRemove(String)
    /// `event satisfied|unsatisfied ID`: the world puts a condition in that state (M10).
    case condition(ConditionState, id: String)
    /// `tap LocationButton` (M45–M48, D48).
    case tapLocationButton
    /// `forceQuit`: the person swipes the app away (D45, M56).
    case forceQuit

    /// The action as a scenario line (§3), as its row of the action table prints it.
    public var text: String { ActionTable.line(of: .modern(self)) }

    /// The first iOS rule set that has this vocabulary (§2, the action table); nil: every rule set.
    public var introducedIn: RuleSet? { ActionTable.row(of: .modern(self)).since }
}

