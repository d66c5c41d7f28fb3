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

    /// The action as a scenario line (§3).
    public var text: String {
        switch self {
        case .liveUpdates(let start): "liveUpdates \(start ? "start" : "stop")"
        case .sessionStart(let goal, let key): "session start \(goal.rawValue)" + (key.map { " fullAccuracy \($0)" } ?? "")
        case .sessionEnd(let n): "session end \(n)"
        case .backgroundActivity(let start): "backgroundActivity \(start ? "start" : "end")"
        case .monitorAdd(let type, let id): "monitor add \(type.rawValue) \(id)"
        case .monitorRemove(let id): "monitor remove \(id)"
        case .condition(let state, let id): "event \(state.rawValue) \(id)"
        case .tapLocationButton: "tap LocationButton"
        case .forceQuit: "forceQuit"
        }
    }

    /// The first iOS rule set that has this vocabulary (§2); nil: every rule set.
    public var introducedIn: RuleSet? {
        switch self {
        case .liveUpdates, .backgroundActivity, .monitorAdd, .monitorRemove, .condition: .iOS17
        case .sessionStart, .sessionEnd: .iOS18
        case .tapLocationButton: .iOS15
        case .forceQuit: nil
        }
    }

    /// The action names this vocabulary adds (for suggestions and help); `systemUpdate` is the
    /// core's `Action.updateSystem`, `tap LocationButton` and `event satisfied|unsatisfied ID`
    /// share a name with contract actions.
    public static let names = ["liveUpdates", "session", "backgroundActivity", "monitor", "forceQuit"]

    /// Parses a modern action line; nil when the line is not modern vocabulary at all (the
    /// caller then reads it as a contract action), a failure message when it is but is malformed.
    public static func parse(_ line: String) -> Result<ModernAction, ModernParseError>? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first else { return nil }
        let rest = Array(words.dropFirst())
        func fail(_ message: String) -> Result<ModernAction, ModernParseError> { .failure(ModernParseError(message: message)) }
        switch name {
        case "liveUpdates":
            guard rest.count == 1, rest[0] == "start" || rest[0] == "stop" else { return fail("`liveUpdates` takes start or stop, e.g. `liveUpdates start`") }
            return .success(.liveUpdates(start: rest[0] == "start"))
        case "backgroundActivity":
            guard rest.count == 1, rest[0] == "start" || rest[0] == "end" else { return fail("`backgroundActivity` takes start or end, e.g. `backgroundActivity start`") }
            return .success(.backgroundActivity(start: rest[0] == "start"))
        case "session":
            let usage = "`session` takes `start none|whenInUse|always [fullAccuracy KEY]` or `end N`, e.g. `session start always`"
            if rest.count == 2, rest[0] == "end" {
                guard let n = Int(rest[1]), n > 0 else { return fail("`session end` takes a session number (1, 2, …); got “\(rest[1])”") }
                return .success(.sessionEnd(n))
            }
            guard rest.count >= 2, rest[0] == "start", let goal = ServiceGoal(rawValue: rest[1]) else { return fail(usage) }
            if rest.count == 2 { return .success(.sessionStart(goal, fullAccuracy: nil)) }
            guard rest.count == 4, rest[2] == "fullAccuracy" else { return fail(usage) }
            return .success(.sessionStart(goal, fullAccuracy: rest[3]))
        case "monitor":
            if rest.count == 3, rest[0] == "add" {
                guard let type = ConditionType(rawValue: rest[1]) else { return fail("`monitor add` takes region or beacon, then an ID, e.g. `monitor add region home`") }
                return .success(.monitorAdd(type, id: rest[2]))
            }
            if rest.count == 2, rest[0] == "remove" { return .success(.monitorRemove(rest[1])) }
            return fail("`monitor` takes `add region|beacon ID` or `remove ID`, e.g. `monitor add region home`")
        case "event":
            // Only the condition events are modern; `event regionEntry` and the rest stay the contract's.
            guard let first = rest.first, first == "satisfied" || first == "unsatisfied" else { return nil }
            guard rest.count == 2 else { return fail("`event \(first)` takes a condition ID, e.g. `event \(first) home`") }
            return .success(.condition(ConditionState(rawValue: first)!, id: rest[1]))
        case "tap":
            return rest == ["LocationButton"] ? .success(.tapLocationButton) : nil
        case "forceQuit":
            return rest.isEmpty ? .success(.forceQuit) : fail("`forceQuit` takes no argument, but got “\(rest.joined(separator: " "))”")
        default:
            return nil
        }
    }
}

/// Why a modern action line could not be read.
public struct ModernParseError: Error, Equatable, Sendable {
    public var message: String
}
