import LocflowCore
import LocflowScenario

extension ExplorerState {
    /// Opens the explorer on a preset (`locflow --preset NAME`): the preset is played, logged,
    /// from a fresh install of `config`'s app on the rule set it resolves to.
    public init(config: ExplorerConfig, preset: Preset) {
        self.init(config: config)
        log = []
        start(preset)
    }

    /// Plays a preset from a fresh install: the app keeps its name but gets the default build
    /// (every Info.plist key, so each request can prompt), the rule set becomes the preset's, and
    /// every step goes through the core as a logged action, so the log shows how the state came to be.
    mutating func start(_ preset: Preset) {
        let target = preset.ruleSet(for: config.ruleSet)
        let chosen = config.ruleSet
        config.ruleSet = target
        config.app.infoPlist = .contractDefault
        config.device = preset.device
        sim = Simulation(ruleSet: preset.installOn ?? target, app: config.app, device: config.device, options: config.options)
        lensMemory = AppCodeMemory()
        var intro = "preset \(preset.name): \(preset.summary)"
        if target != chosen { intro += " — needs \(preset.minimum.releases) or newer, so \(target.releases)" }
        say(intro + "; fresh install on \(sim.ruleSet.releases)")
        perform(.launch)
        for (index, step) in preset.steps.enumerated() {
            if step == .updateSystem {
                guard let (updated, outcome) = sim.updatingSystem(to: target) else {
                    return say("preset \(preset.name) stopped at step \(index + 1): cannot update to an older iOS")
                }
                sim = updated
                lensMemory.startProcess(manager: nil)  // the restart ended the app's process
                say("system update to \(target.releases)")
                for note in outcome.notes { say(note.line, kind: .note) }
                lastCallbacks = []
                continue
            }
            guard let action = step.action(in: sim) else {
                return say("preset \(preset.name) stopped at step \(index + 1): the button it taps is not on screen")
            }
            perform(action)
        }
        selectedButton = 0
    }
}
