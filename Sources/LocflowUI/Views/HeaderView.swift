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
        let room = max(0, area.cols - rightWidth)
        // The clock and iOS version matter most; the app's name gives way first when narrow.
        let clip = sim.app.appClip ? " App Clip," : ""
        var left = " locflow │ \(sim.ruleSet.releases) │ \(clock) │ \u{201C}\(sim.app.name)\u{201D}\(clip) \(StatusRows.appText(sim, limit: room)) "
        // `fits` reads no further than `room` columns: a huge app name costs no more.
        if !DisplayWidth.fits(left, in: room) {
            left = " locflow │ \(sim.ruleSet.releases) │ \(clock) │\(sim.app.appClip ? " App Clip," : "") \(sim.lifecycleReading.rawValue) "
        }
        canvas.putTruncated(left, row: area.row, col: area.col, width: room, style: Style(bold: true, reverse: true))
        canvas.putTruncated(right, row: area.row, col: area.right - min(rightWidth, area.cols), width: area.cols, style: bar)
    }

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
