import LocflowCore

/// A scenario file, understood: the setup it installs first and the steps to play.
public struct Scenario: Sendable {
    /// The path it was read from, as given on the command line.
    public var file: String
    public var name: String?
    /// The top-level `ios:`, `app:`, `device:` and `model:` keys (the contract's defaults when absent).
    public var setup: Setup
    public var steps: [ScenarioStep]

    public init(file: String, name: String? = nil, setup: Setup = Setup(), steps: [ScenarioStep] = []) {
        self.file = file
        self.name = name
        self.setup = setup
        self.steps = steps
    }

    /// The session the file plays: its setup and its action and install steps, without expectations.
    public var session: Session {
        Session(name: name, setup: setup, steps: steps.compactMap(\.step))
    }
}

/// One step of a scenario: an action to apply, or an expectation to check.
public struct ScenarioStep: Sendable {
    public enum Kind: Equatable, Sendable {
        case action(Action)
        /// `- install: { ios: …, app: …, device: …, model: … }`: a fresh install, launched.
        /// Indirect, so that a step (and an action step) stays a few words however large a setup grows.
        indirect case install(Setup)
        /// Indirect for the same reason: an expectation with its modern checks is many words, and
        /// a long run moves a million action steps.
        indirect case expect(Expectation)
    }

    public var kind: Kind
    /// Where the step is written, for failure messages.
    public var line: Int?
    /// The action's scenario text (`Action.text`), when the reader already has it: the
    /// streaming reader keeps it with each distinct line it parsed, so that a long run does not
    /// build the same text a million times. Nil: the runner builds it.
    public var text: String?

    public init(_ kind: Kind, line: Int? = nil, text: String? = nil) {
        self.kind = kind
        self.line = line
        self.text = text
    }

    /// The session step it plays, or nil for an expectation.
    public var step: Step? {
        switch kind {
        case .action(let action): .action(action)
        case .install(let setup): .install(setup)
        case .expect: nil
        }
    }
}

/// What an `expect` step checks; every key is optional (contract "Expectations").
public struct Expectation: Equatable, Sendable {
    /// The values asked for, by `ObservableField` key (`status`, `prompt`, `lifecycle`, …); a
    /// `.word(nil)` asks for none (`prompt: none`, `settings: null`, D7, D29).
    public var values: [String: ObservedValue] = [:]
    /// Only the services named are checked, in the order written.
    public var services: [(service: Service, availability: Availability)]?
    /// The keys of modern-apis.md §5 and D36's `lifecycle`.
    public var modern = ModernExpectation()
    /// `noteContains`: pieces of text the previous action step's note must contain (locflow's
    /// own key; notes are free text, D32, so a file checks the reading it is about, not a wording).
    public var noteContains: [String] = []

    public init() {}

    public static func == (a: Expectation, b: Expectation) -> Bool {
        a.values == b.values
            && a.services?.map(\.service) == b.services?.map(\.service)
            && a.services?.map(\.availability) == b.services?.map(\.availability) && a.modern == b.modern
            && a.noteContains == b.noteContains
    }
}
