/// One line of the delegate log, stamped with the simulated time it happened at.
public struct LogEntry: Equatable, Sendable {
    /// What kind of line it is; each kind has its own prefix glyph, so kinds read without colour.
    public enum Kind: Equatable, Sendable {
        /// Something the person did in the explorer: the action's scenario line.
        case action
        /// A delegate callback or completion, with its Swift signature.
        case callback
        /// Why nothing (or something unexpected) happened, with the rule it comes from.
        case note
        /// A line the real system prints to the Xcode console.
        case console
        /// The explorer itself: a restart, a new configuration, a scenario loaded.
        case explorer
        /// A scenario expectation that held.
        case expectPassed
        /// A scenario expectation that did not hold.
        case expectFailed
        /// A system prompt appeared: its title and buttons (LogEntry+Prompt.swift).
        case prompt
        /// An async sequence or handler delivery of the modern APIs (D44, LogEntry+Yield.swift).
        case yield
    }

    /// Simulated seconds since the simulation began.
    public var time: Int
    /// The kind of line.
    public var kind: Kind
    /// The text after the prefix glyph.
    public var text: String

    /// Creates an entry.
    public init(time: Int, kind: Kind, text: String) {
        self.time = time
        self.kind = kind
        self.text = text
    }

    /// The glyph that starts the line: the only marker a monochrome screen has.
    public var glyph: String {
        switch kind {
        case .action: "›"
        case .callback: "←"
        case .note: "·"
        case .console: "!"
        case .explorer: "*"
        case .expectPassed: "✓"
        case .expectFailed: "✗"
        case .prompt: "▭"
        case .yield: "⇠"
        }
    }
}
