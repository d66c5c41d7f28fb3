/// One element a step handed to the app's modern objects (modern-apis.md §4, D44), as a value:
/// consumers switch over it; `text` is the one printer of the transcript's words.
public enum Yield: Hashable, Sendable {
    /// `sessionN(FLAGS)`: a `CLServiceSession`'s diagnostic, at every change and once at
    /// creation, the empty set included (M35, D44).
    case session(Int, Diagnostics)
    /// `backgroundActivity(FLAGS)`: the background activity session's diagnostic, at every
    /// change and once at creation (iOS 18, M21, D44).
    case backgroundActivity(Diagnostics)
    /// `update(location[, FLAGS])`, a delivery on `event locationUpdate` (§8.1), or
    /// `update(FLAGS)`, a non-empty diagnostic set alone (M3, D44).
    case update(location: Bool, Diagnostics)
    /// `event(ID, STATE[, FLAGS])`: a delivered condition change (empty flags, §8.1) or a
    /// non-empty diagnostic set on the condition's current state (M10, M13, D44).
    case event(id: String, state: ConditionState, Diagnostics)
    /// `locationButton`: the button's action handler ran (D48, M47).
    case locationButton

    /// The yield as transcripts, expectations and the explorer's log write it (§4):
    /// `session1()`, `update(location, accuracyLimited)`, `event(home, unknown,
    /// insufficientlyInUse)`, `locationButton`. The only place these words are made.
    public var text: String {
        switch self {
        case .session(let number, let flags): "session\(number)(\(flags.text))"
        case .backgroundActivity(let flags): "backgroundActivity(\(flags.text))"
        case .update(let location, let flags):
            location ? (flags.isEmpty ? "update(location)" : "update(location, \(flags.text))") : "update(\(flags.text))"
        case .event(let id, let state, let flags):
            flags.isEmpty ? "event(\(id), \(state.rawValue))" : "event(\(id), \(state.rawValue), \(flags.text))"
        case .locationButton: "locationButton"
        }
    }

    /// The diagnostic flags it carries (none for the location button).
    public var flags: Diagnostics {
        switch self {
        case .session(_, let flags), .backgroundActivity(let flags), .update(_, let flags), .event(_, _, let flags): flags
        case .locationButton: []
        }
    }
}

extension Yield: CustomStringConvertible {
    /// `text`, so that a failed `#expect` and string interpolation show the transcript's words.
    public var description: String { text }
}
