import ArgumentParser
import LocflowCore
import LocflowScenario

extension ExplorerLaunch {
    /// `--preset`: a known name, not combined with `--scenario` (both set the starting state),
    /// and with `--ios` only when that rule set has what the preset needs.
    func validatePreset() throws {
        if scenario == StandardInput.name {
            throw ValidationError("--scenario -: the explorer reads its keys from standard input; give the scenario as a file")
        }
        guard let name = preset else { return }
        guard let found = Preset.named(name) else { throw ValidationError(Preset.unknownNameMessage(name)) }
        if scenario != nil {
            throw ValidationError("--preset and --scenario both set the starting state; use one")
        }
        if let ios, let chosen = IOSVersion(ios)?.ruleSet, chosen < found.minimum {
            throw ValidationError("preset \(found.name) needs iOS \(found.minimum.rawValue) or newer; --ios \(ios) is older")
        }
    }
}
