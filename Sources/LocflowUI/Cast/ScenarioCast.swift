import CellGrid
import LocflowCore
import LocflowScenario

/// A scenario played through the explorer's real screen, headless, as an asciicast: one frame
/// per step (the launch first), a marker per step named after its action, and a caption row.
///
/// The steps are played exactly as `n` plays them in the explorer, so an `expect` shows its
/// result in the delegate log. The output has no timestamp, so the same scenario always gives
/// the same file.
public struct ScenarioCast {
    /// The explorer's screen size; the recording is one caption row taller.
    public var size: ScreenSize
    /// Seconds between frames.
    public var interval: Double
    /// Whether tints are drawn in colour (off for `NO_COLOR`).
    public var colors: Bool
    /// The asciicast version written.
    public var format: CastFormat
    /// What the explorer's screen draws with (a prompt's sample-copy label); the executable's.
    public var support = ExplorerSupport.none

    /// Creates a recipe; 100×30, 1.5 s between steps and asciicast v2 by default.
    public init(size: ScreenSize = .comfortable, interval: Double = 1.5, colors: Bool = true, format: CastFormat = .v2) {
        self.format = format
        self.size = size
        self.interval = interval
        self.colors = colors
    }

    /// Plays `scenario` (under `ios` if given, else its own `ios:`) and hands each line of
    /// the cast to `emit`, header first.
    public func record(_ scenario: Scenario, ios: IOSVersion? = nil, emit: (String) -> Void) {
        var config = scenario.setup
        if let ios { config.ios = ios }
        var state = ExplorerState(config: config, scenario: ScenarioProgress(scenario))
        state.support = support
        let total = scenario.steps.count
        let title = "locflow: " + (scenario.name ?? scenario.file)
        var cast = AsciicastWriter(format: format)
        emit(cast.header(cols: size.cols, rows: size.rows + CastFrame.captionRows, title: title))
        var time = 0.0
        emit(cast.output(at: time, AnsiFrame.start + frame(state, caption: "launch: \(config.ruleSet.releases), “\(config.app.name)”")))
        emit(cast.marker(at: time, "launch"))
        for index in 0..<total {
            let name = state.scenario?.stepText.map { $0 == "expect …" ? "expect" : $0 } ?? "expect"
            let failedBefore = state.scenario?.failed ?? 0
            state.playNextStep()  // one step per frame, each expectation its own (not one `n` per action)
            time += interval
            var caption = "step \(index + 1)/\(total)  n  › \(name)"
            if name == "expect" { caption += (state.scenario?.failed ?? 0) > failedBefore ? "  ✗ failed" : "  ✓ held" }
            emit(cast.output(at: time, frame(state, caption: caption)))
            emit(cast.marker(at: time, name))
        }
        // Hold the last frame for one more interval, then give the cursor back.
        emit(cast.output(at: time + interval, AnsiFrame.end))
        if let exit = cast.exit(at: time + interval) { emit(exit) }
    }

    private func frame(_ state: ExplorerState, caption: String) -> String {
        AnsiFrame.render(CastFrame.compose(Explorer.render(state, size: size), caption: caption), colors: colors)
    }
}
