import LocflowCore
import LocflowScenario

/// What the explorer shows but does not work out itself, handed in by the executable: the
/// session's coverage against the reachable graph (LocflowGraph) and the words the designer
/// view and a prompt's sample-copy label draw (LocflowDesigner). So LocflowUI depends on
/// neither module, and Package.swift states it.
///
/// A state made without it (`none`) draws no coverage and the prompt's words as the core spells
/// them; the executable sets the real one (`ExplorerSupport.standard`, Sources/locflow) before
/// the first frame.
public struct ExplorerSupport: Sendable {
    /// The coverage panel's summary of a state's session on the rule set and build now on
    /// screen, or nil when none can be worked out.
    public var coverage: @Sendable (ExplorerState) -> CoverageSummary?
    /// The designer's words.
    public var words: DesignerWords

    public init(coverage: @escaping @Sendable (ExplorerState) -> CoverageSummary?, words: DesignerWords) {
        self.coverage = coverage
        self.words = words
    }

    /// No coverage, and the core's own spelling.
    public static let none = ExplorerSupport(coverage: { _ in nil }, words: .core)
}

extension ExplorerSupport: Equatable {
    /// What draws a state is not part of it: two states compare by what they hold.
    public static func == (lhs: ExplorerSupport, rhs: ExplorerSupport) -> Bool { true }
}

/// The designer's words for what the explorer draws: the prompt as iOS shows it, what the
/// person sees and the app reads in plain words, and whether a purpose string is locflow's
/// sample. Every function reads core values only.
public struct DesignerWords: Sendable {
    /// A prompt's words as iOS draws them.
    public var alert: @Sendable (Prompt) -> AlertWords
    /// Whether a purpose string is locflow's sample, not the app's words.
    public var isSample: @Sendable (String?) -> Bool
    /// The label a sample purpose string carries in the codes view.
    public var sampleLabel: String
    /// What the person sees, given the app's name: a few sentences.
    public var sees: @Sendable (Prompt?, _ app: String) -> [String]
    /// What the app reads, as a few short sentences.
    public var reads: @Sendable (Snapshot) -> [String]
    /// The permission the app reads, in a sentence.
    public var permission: @Sendable (Snapshot) -> String

    public init(
        alert: @escaping @Sendable (Prompt) -> AlertWords, isSample: @escaping @Sendable (String?) -> Bool, sampleLabel: String,
        sees: @escaping @Sendable (Prompt?, _ app: String) -> [String], reads: @escaping @Sendable (Snapshot) -> [String],
        permission: @escaping @Sendable (Snapshot) -> String
    ) {
        (self.alert, self.isSample, self.sampleLabel) = (alert, isSample, sampleLabel)
        (self.sees, self.reads, self.permission) = (sees, reads, permission)
    }

    /// The core's spelling, no sample copy and no plain words: what a state without support draws.
    public static let core = DesignerWords(
        alert: { AlertWords(title: $0.title, message: $0.message, buttons: $0.labels, precise: nil, hasMap: false, sideBySide: false) },
        isSample: { _ in false }, sampleLabel: "", sees: { _, _ in [] }, reads: { _ in [] }, permission: { _ in "" })
}

/// A prompt in the words iOS draws it, and the two facts of its layout the designer view needs.
public struct AlertWords: Sendable {
    /// The title.
    public var title: String
    /// The app's purpose string, or nil when it has none.
    public var message: String?
    /// The button labels, in display order.
    public var buttons: [String]
    /// The Precise switch on the map ("Precise: On"), when shown.
    public var precise: String?
    /// The prompt shows a map.
    public var hasMap: Bool
    /// Two short buttons sit side by side (before the width check of the screen).
    public var sideBySide: Bool

    public init(title: String, message: String?, buttons: [String], precise: String?, hasMap: Bool, sideBySide: Bool) {
        (self.title, self.message, self.buttons, self.precise, self.hasMap, self.sideBySide) = (title, message, buttons, precise, hasMap, sideBySide)
    }
}
