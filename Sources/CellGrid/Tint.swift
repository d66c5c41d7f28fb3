/// A semantic colour: views say what a cell means, and the terminal decides how it looks.
///
/// Keeping meaning (not colour numbers) in the grid lets the terminal honour `NO_COLOR` and
/// monochrome terminals by dropping tints, so every view must stay readable without them.
public enum Tint: String, CaseIterable, Hashable, Sendable {
    /// Titles, focus and other things the eye should find first.
    case accent
    /// A granted or healthy state (for example, location authorised).
    case good
    /// A degraded state that still works (for example, approximate location).
    case warning
    /// A denied, failed or blocked state.
    case bad
    /// Secondary text: hints, timestamps, disabled entries.
    case muted
    /// System prompts and their buttons.
    case prompt
    /// A value that just changed or otherwise deserves a brief second look.
    case highlight

    /// The one-letter code used by `Canvas.styleMask` (lower case, so it never clashes with the
    /// upper-case attribute codes).
    public var maskCode: Character {
        switch self {
        case .accent: "a"
        case .good: "g"
        case .warning: "w"
        case .bad: "b"
        case .muted: "m"
        case .prompt: "p"
        case .highlight: "h"
        }
    }
}
