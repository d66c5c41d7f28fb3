/// What the save key writes: the session as a scenario, or one of `locflow export`'s formats
/// (docs/export.md), so a tester takes the flow to the Simulator without leaving the explorer.
public enum SaveFormat: String, CaseIterable, Sendable {
    case scenario, xcuitest, simctl, maestro

    /// The save menu's row: the name and what it writes.
    var row: (name: String, value: String) {
        switch self {
        case .scenario: ("Scenario", "YAML that `locflow run` replays")
        case .xcuitest: ("XCUITest", "Swift UI test answering each alert via SpringBoard")
        case .simctl: ("simctl script", "`xcrun simctl privacy` per step, and what it cannot set")
        case .maestro: ("Maestro flow", "YAML that taps each alert button by its text")
        }
    }

    /// How the saved file's name ends: `.yaml`, `-xcuitest.swift` …
    public var fileSuffix: String {
        switch self {
        case .scenario: ".yaml"
        case .xcuitest: "-xcuitest.swift"
        case .simctl: "-simctl.sh"
        case .maestro: "-maestro.yaml"
        }
    }

    /// What the log calls the saved file.
    var noun: String {
        switch self {
        case .scenario: "a scenario"
        case .xcuitest: "an XCUITest"
        case .simctl: "a simctl script"
        case .maestro: "a Maestro flow"
        }
    }
}
