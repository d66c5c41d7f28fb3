import LocflowCore

/// The structured keys of the modern extension, listed once: `expect`'s six keys of
/// modern-apis.md §5, which are also the modern keys of the JSONL line (§4). `ObservableField`'s
/// sibling for values that are objects and lists of objects rather than one reading.
///
/// The parser (`ScenarioParser.expectKeys`, `modernExpectation`), the expectation's check
/// (`ModernSnapshot.failures`), its description (`TextTranscript.describe`), the JSONL line
/// (`JSONTranscript.modernFields`), the text transcript's object lines and the writer's saved
/// `yields` all read a key from here and switch over the cases, so a new key that one of them
/// does not handle fails to compile. The schema's `expect` lists them too (`SchemaExpectTests`).
///
/// The cases are in §5's order (`allCases`): what `expect` accepts and how it is described.
public enum ModernField: String, CaseIterable, Sendable {
    /// The step's yields, as their text (D44, `Yield.text`).
    case yields
    /// The `CLServiceSession` rows (M23–M36).
    case sessions
    /// The live-updates loop (M1–M8).
    case updates
    /// The monitor's conditions (M9–M16).
    case monitor
    /// The `CLBackgroundActivitySession` (M17–M22).
    case backgroundActivity
    /// Whether the `LocationButton` was approved (D48).
    case locationButtonApproved

    /// The key in `expect: {...}` and in the JSONL line.
    public var key: String { rawValue }

    /// The JSONL line's order (§4, D38): the objects, the button's approval, then the step's yields.
    public static let transcriptOrder: [ModernField] = [.sessions, .updates, .monitor, .backgroundActivity, .locationButtonApproved, .yields]

    /// The text transcript's label for the key's line (`background activity: active`), nil for
    /// a key the text transcript does not write as a line of its own.
    public var textLabel: String? {
        switch self {
        case .yields, .sessions, .updates, .monitor: rawValue
        case .backgroundActivity: "background activity"
        case .locationButtonApproved: nil
        }
    }
}
