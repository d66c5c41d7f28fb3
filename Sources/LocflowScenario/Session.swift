import LocflowCore

/// A flow as it was played: the setup it started from and the actions, in order.
///
/// What the explorer records and journals, and what `ScenarioWriter` turns into a scenario file;
/// expectations are not part of it, because the writer derives them by replaying the actions.
public struct Session: Equatable, Sendable {
    /// The scenario's `name:`, if any.
    public var name: String?
    /// The iOS rule set.
    public var ruleSet: RuleSet
    /// The app's name and Info.plist.
    public var app: AppConfig
    /// The phone's settings at install time.
    public var device: DeviceConfig
    /// The switchable modelling decisions.
    public var options: ModelOptions
    /// The actions after the launch of step 0.
    public var actions: [Action]
    /// The flow uses the modern vocabulary (modern-apis.md C2): it plays as an extended file.
    public var extended = false

    /// Creates a session; the defaults are the scenario contract's.
    public init(
        name: String? = nil, ruleSet: RuleSet = .newest, app: AppConfig = AppConfig(),
        device: DeviceConfig = DeviceConfig(), options: ModelOptions = ModelOptions(), actions: [Action] = []
    ) {
        self.name = name
        self.ruleSet = ruleSet
        self.app = app
        self.device = device
        self.options = options
        self.actions = actions
    }

    /// The setup and action steps of a parsed scenario; its expectations are dropped.
    public init(_ scenario: Scenario) {
        self.init(
            name: scenario.name, ruleSet: scenario.ruleSet ?? .newest, app: scenario.app, device: scenario.device,
            options: scenario.options,
            actions: scenario.steps.compactMap { if case .action(let action) = $0.kind { action } else { nil } })
        extended = scenario.extended
    }
}
