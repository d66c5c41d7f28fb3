/// One place where the sample code's conclusion and iOS part ways, with the rule that says so.
public struct LensFinding: Equatable, Sendable {
    /// How sure the disagreement is.
    public enum Severity: Equatable, Sendable {
        /// The code concludes something iOS contradicts.
        case wrong
        /// The code's conclusion holds, but on ground it cannot see (a stale request, a flag).
        case caution
    }

    public var severity: Severity
    /// Plain words: who concludes what, and what iOS does instead.
    public var text: String
    /// The transitions, decisions, sections or seeds behind it.
    public var source: String

    /// The line as the lens prints it: `✗ … (T30, D3)`.
    public var line: String { "\(severity == .wrong ? "✗" : "!") \(text) (\(source))" }
}
