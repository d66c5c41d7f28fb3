@testable import LocflowCore

/// Drives a launched simulation step by step and keeps the latest step's outcome.
struct Harness {
    var sim: Simulation
    var last: StepOutcome

    init(
        _ ruleSet: RuleSet = .iOS18, app: AppConfig = AppConfig(), device: DeviceConfig = DeviceConfig(),
        options: ModelOptions = ModelOptions()
    ) {
        sim = Simulation(Setup(ruleSet: ruleSet, app: app, device: device, options: options))
        last = sim.play(.install(sim.setup))
    }

    /// Applies the actions in order; `last` is the outcome of the final one.
    @discardableResult
    mutating func run(_ actions: Action...) -> StepOutcome {
        for action in actions { last = sim.apply(action) }
        return last
    }

    /// Canonical names of the latest step's callbacks.
    var callbacks: [String] { last.callbacks.map(\.canonical) }
    /// The latest step's note line, or "".
    var note: String { last.noteLine ?? "" }
    var status: AuthorizationStatus { sim.authorizationStatus }
    var prompt: Prompt.Kind? { sim.prompt?.kind }
    var buttons: [String] { sim.prompt?.labels ?? [] }
}

/// An app whose Info.plist has exactly the given purpose strings.
func app(_ keys: InfoPlistKey..., name: String = "Demo") -> AppConfig {
    var plist = InfoPlist()
    for key in keys { plist.toggle(key) }
    return AppConfig(name: name, infoPlist: plist)
}

let cb = (
    notDetermined: "didChangeAuthorization(notDetermined)",
    whenInUse: "didChangeAuthorization(authorizedWhenInUse)",
    always: "didChangeAuthorization(authorizedAlways)",
    denied: "didChangeAuthorization(denied)",
    restricted: "didChangeAuthorization(restricted)",
    failed: "didFailWithError(denied)"
)


/// The contract's Info.plist without the `location` background mode: standard location does not
/// keep such an app in use in the background (D15), so it is suspended there (D22).
let withoutLocationMode: AppConfig = {
    var plist = InfoPlist.contractDefault
    plist.backgroundModes = nil
    return AppConfig(infoPlist: plist)
}()
