import CellGrid
import LocflowCore

/// The Settings app as the person sees it: the Location Services switch, the app's row with its
/// current label and the choices this iOS version offers, Precise, the restriction, and Reset.
/// Each row carries its key.
enum SettingsView {
    static func draw(_ state: ExplorerState, roomy: Bool, in area: Rect, on canvas: inout Canvas) {
        canvas.box(area, title: "Settings · E Reset Location & Privacy", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        let sim = state.sim
        // Each row is written piece by piece as it is composed (issue 14: no arrays of
        // (text, style) pairs per frame); a row past the panel's height is not written.
        var row = Row(inner: inner, offset: 0)
        let key = Style(tint: .accent)
        func on(_ flag: Bool) -> (String, Style) { flag ? ("On", Style(bold: true)) : ("Off", Style(bold: true, tint: .bad)) }
        let precise: (String, Style) = sim.ruleSet.hasAccuracy ? on(sim.precise) : ("n/a before iOS 14", Style(tint: .muted))
        let restricted: (String, Style) = sim.device.restricted ? ("Yes", Style(bold: true, tint: .bad)) : ("No", .bold)
        let services = on(sim.device.locationServices)
        row.write("S", key, on: &canvas)
        row.write(" Location Services ", .plain, on: &canvas)
        row.write(services.0, services.1, on: &canvas)
        row.write("  ·  ", .plain, on: &canvas)
        row.write("X", key, on: &canvas)
        row.write(" Restricted ", .plain, on: &canvas)
        row.write(restricted.0, restricted.1, on: &canvas)
        row.next()
        row.write("P", key, on: &canvas)
        row.write(" Precise Location ", .plain, on: &canvas)
        row.write(precise.0, precise.1, on: &canvas)
        row.next()
        row.write("\u{201C}\(sim.app.name)\u{201D} row: ", .plain, on: &canvas)
        row.write(sim.settingsLabel ?? "(blank: not asked yet)", Style(bold: true), on: &canvas)
        row.next()
        let choices = sim.offeredSettings
        let selected = sim.currentSetting
        let half = roomy ? (choices.count + 1) / 2 : choices.count
        for (index, choice) in choices.enumerated() {
            if index == half { row.next() } else if index > 0 { row.write("  ", .plain, on: &canvas) }
            guard row.isOpen else { continue }
            let label = roomy ? sim.label(of: choice) : compactName(choice)
            let isCurrent = choice == selected
            row.write("\(Command.setApp(choice).keys[0].name) " + (isCurrent ? "[\(label)]" : label), isCurrent ? .bold : .plain, on: &canvas)
        }
    }

    /// The row being written: where the next piece goes.
    private struct Row {
        let inner: Rect
        var offset: Int
        var col: Int

        init(inner: Rect, offset: Int) {
            self.inner = inner
            self.offset = offset
            col = inner.col
        }

        /// Whether this row is inside the panel and has room left.
        var isOpen: Bool { offset < inner.rows && col < inner.right }

        mutating func next() {
            offset += 1
            col = inner.col
        }

        mutating func write(_ text: String, _ style: Style, on canvas: inout Canvas) {
            guard isOpen else { return }
            // A cut label ends in "…", so that nobody reads "Or When I Shar" as the real text.
            col += canvas.putTruncated(text, row: inner.row + offset, col: col, width: inner.right - col, style: style)
        }
    }

    private static func compactName(_ choice: AppSetting) -> String {
        choice == .askNextTime ? "Ask" : Command.settingName(choice)
    }
}
