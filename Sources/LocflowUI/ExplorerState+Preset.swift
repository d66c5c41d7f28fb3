import LocflowCore
import LocflowScenario

extension ExplorerState {
    /// Opens the explorer on a preset (`locflow --preset NAME`): the preset is played, logged,
    /// from a fresh install of `config`'s app on the rule set it resolves to.
    public init(config: Setup, preset: Preset) {
        // Not installed yet: the preset's own install is the session's first step (the file `s`
        // saves starts there), so nothing is installed, logged and thrown away before it.
        stepState = StepState(config: config, sim: Simulation.notInstalled(config), scenario: nil)
        if !start(preset) { freshInstall(announce: "fresh install on \(config.ruleSet.releases); the app launches") }
    }

    /// Plays a preset as steps of the timeline: its install step (the app keeps its name but gets
    /// the default build, every Info.plist key, so each request can prompt), then every action,
    /// each the frame of the preset's one resolution, logged, so the log shows how the state came to be and `s` saves a
    /// session that replays to the same state.
    /// Returns false, having said why, when the preset cannot be played here.
    @discardableResult
    mutating func start(_ preset: Preset) -> Bool {
        var app = config.app
        app.infoPlist = .contractDefault
        let session: Session, frames: [ReplayFrame<Step>]
        switch preset.resolved(app: app, current: config.ruleSet, options: config.options) {
        case .success(let compiled): (session, frames) = compiled
        case .failure(let failure):
            say(failure.description)
            return false
        }
        let target = preset.ruleSet(for: config.ruleSet)
        var intro = "preset \(preset.name): \(preset.summary)"
        if target != config.ruleSet { intro += " — needs \(preset.minimum.releases) or newer, so \(target.releases)" }
        config = session.setup
        // The frames the resolution took are the session's steps: logged, not taken again.
        freshInstall(announce: intro + "; fresh install on \(session.setup.ruleSet.releases)", frame: frames[0])
        for frame in frames.dropFirst() { perform(frame) }
        selectedButton = 0
        return true
    }
}
