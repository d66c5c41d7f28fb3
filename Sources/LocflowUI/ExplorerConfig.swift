import LocflowCore

/// What a fresh install starts from: the rule set, the app's build, the phone and the model options.
///
/// The core has no rule for editing the Info.plist of a running app or swapping the iOS version
/// under it, so the explorer changes this value and starts a new simulation from it.
public struct ExplorerConfig: Equatable, Sendable {
    /// The iOS rule set.
    public var ruleSet: RuleSet
    /// The app's name and Info.plist.
    public var app: AppConfig
    /// The phone's device-wide settings at install time.
    public var device: DeviceConfig
    /// The switchable modelling decisions.
    public var options: ModelOptions

    /// Creates a configuration; the defaults are the scenario contract's.
    public init(
        ruleSet: RuleSet = .newest, app: AppConfig = AppConfig(), device: DeviceConfig = DeviceConfig(),
        options: ModelOptions = ModelOptions()
    ) {
        self.ruleSet = ruleSet
        self.app = app
        self.device = device
        self.options = options
    }
}
