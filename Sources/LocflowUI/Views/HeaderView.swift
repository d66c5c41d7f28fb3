import CellGrid
import LocflowCore

/// The top row: what is being simulated, the clock, and the scenario's next step.
enum HeaderView {
    static func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        let sim = state.sim
        let bar = Style(reverse: true)
        canvas.fill(area, style: bar)
        // An App Clip's grant ends at 04:00 the next day (D52): its clock reads the day too.
        let clock = sim.app.appClip ? sim.clockText : "clock \(Duration.clock(sim.now))"
        var right = " ? help  q quit "
        if let hint = scenarioHint(state) { right = hint + "│ ? help " }
        let rightWidth = DisplayWidth.of(right)
        // The background location indicator, where the phone's status bar shows it (D57): a blue
        // pill at the header's left, before anything else gives way.
        let pill = sim.backgroundIndicator ? HeaderView.indicator : ""
        let pillWidth = DisplayWidth.of(pill)
        let room = max(0, area.cols - rightWidth - pillWidth)
        // The clock and iOS version matter most; the app's name gives way first when narrow. An
        // App Clip says so first, so no scenario hint at 80 columns cuts it (D52).
        let clip = sim.app.appClip ? " App Clip │" : ""
        var left = " locflow │\(clip) \(sim.ruleSet.releases) │ \(clock) │ \u{201C}\(sim.app.name)\u{201D} \(StatusRows.appText(sim, limit: room)) "
        // `fits` reads no further than `room` columns: a huge app name costs no more.
        if !DisplayWidth.fits(left, in: room) {
            left = " locflow │\(clip) \(sim.ruleSet.releases) │ \(clock) │ \(sim.lifecycleReading.rawValue) "
        }
        let used = canvas.putTruncated(left, row: area.row, col: area.col, width: room, style: Style(bold: true, reverse: true))
        if !pill.isEmpty { canvas.put(pill, row: area.row, col: area.col + used, style: Style(bold: true, tint: .accent)) }
        canvas.putTruncated(right, row: area.row, col: area.right - min(rightWidth, area.cols), width: area.cols, style: bar)
    }

    /// The blue pill of the background location indicator (D57), as the header draws it.
    static let indicator = " ◖ location ◗ "

    /// While a `--scenario` plays: the action `n` plays next, counted in presses of `n`
    /// (expectations ride along), or why `n` will not play it (set aside, off script, done).
    static func scenarioHint(_ state: ExplorerState) -> String? {
        guard let scenario = state.scenario else { return nil }
        let rewind = Command.rewindScenario.keys[0].name
        if scenario.setAside != nil { return " scenario set aside: \(rewind) rewinds " }
        if let off = scenario.offScript { return " off script after \(off.by): n goes back " }
        return scenario.nextText.map { " n: \($0) (\(scenario.pressesDone + 1)/\(scenario.presses)) " } ?? " scenario done: \(rewind) rewinds "
    }
}
