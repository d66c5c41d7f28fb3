import LocflowCore

/// A scenario file, understood: the starting setup and the steps to play.
public struct Scenario: Sendable {
    /// The path it was read from, as given on the command line.
    public var file: String
    public var name: String?
    /// The `ios:` key, or nil for the newest profile (contract).
    public var ruleSet: RuleSet?
    public var app: AppConfig
    public var device: DeviceConfig
    public var options: ModelOptions
    public var steps: [ScenarioStep]
    /// The file uses the modern vocabulary (modern-apis.md C2): its transcript is extended.
    public var extended = false
    /// Step 0's note for an `ios:` version mapped to a rule set (D37), or nil for a rule-set name.
    public var versionNote: String?

    public init(
        file: String, name: String? = nil, ruleSet: RuleSet? = nil, app: AppConfig = AppConfig(),
        device: DeviceConfig = DeviceConfig(), options: ModelOptions = ModelOptions(), steps: [ScenarioStep] = []
    ) {
        self.file = file
        self.name = name
        self.ruleSet = ruleSet
        self.app = app
        self.device = device
        self.options = options
        self.steps = steps
    }
}

/// One step of a scenario: an action to apply, or an expectation to check.
public struct ScenarioStep: Sendable {
    public enum Kind: Sendable {
        case action(Action)
        case expect(Expectation)
    }

    public var kind: Kind
    /// Where the step is written, for failure messages.
    public var line: Int?

    public init(_ kind: Kind, line: Int? = nil) {
        self.kind = kind
        self.line = line
    }
}

/// What an `expect` step checks; every key is optional (contract "Expectations").
public struct Expectation: Equatable, Sendable {
    public var status: AuthorizationStatus?
    public var accuracy: AccuracyAuthorization?
    public var locationServicesEnabled: Bool?
    /// `.some(nil)` expects no prompt (`none` or `null`, D29).
    public var prompt: Prompt.Kind??
    public var buttons: [String]?
    /// `.some(nil)` expects no label (`null`, iOS ≤ 12 notDetermined, D7).
    public var settings: String??
    public var callbacks: [String]?
    public var provisional: Bool?
    public var temporary: Bool?
    /// Only the services named are checked, in the order written.
    public var services: [(service: Service, availability: Availability)]?
    /// The keys of modern-apis.md §5 and D36's `lifecycle`.
    public var modern = ModernExpectation()

    public init() {}

    public static func == (a: Expectation, b: Expectation) -> Bool {
        a.status == b.status && a.accuracy == b.accuracy && a.locationServicesEnabled == b.locationServicesEnabled
            && a.prompt == b.prompt && a.buttons == b.buttons && a.settings == b.settings && a.callbacks == b.callbacks
            && a.provisional == b.provisional && a.temporary == b.temporary
            && a.services?.map(\.service) == b.services?.map(\.service)
            && a.services?.map(\.availability) == b.services?.map(\.availability) && a.modern == b.modern
    }
}
