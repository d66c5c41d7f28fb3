import CellGrid
import LocflowCore

/// Apple's services table: seven rows, When-In-Use and Always columns for the rule set, and the
/// "now" column from the core. The column that applies to the current status is highlighted:
/// bracketed in the header (readable without colour) and drawn bold.
enum ServicesView {
    /// Border, seven rows; the column headings sit in the top border to save a row.
    static let height = 9

    /// Column widths: key + running mark (3), name, When-In-Use ("In use"), Always, now.
    enum Columns {
        static let name = 18
        static let whenInUse = 6
        static let always = 6
        static let now = 6
    }

    static func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        canvas.box(area, title: "Services ● running", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        let wiuCol = inner.col + 3 + Columns.name + 1
        let alwaysCol = wiuCol + Columns.whenInUse + 1
        let nowCol = alwaysCol + Columns.always + 1
        let applied = ServiceRows.appliedColumn(state.sim)
        // The applied heading is drawn last: its "▸" sits in the gap before it. (The others in
        // left-to-right order; written out, not sorted, so a frame builds no array.)
        let wiuApplies = applied == .whenInUse, alwaysApplies = applied == .always
        if !wiuApplies { heading("In use", col: wiuCol, highlighted: false, row: area.row, on: &canvas) }
        if !alwaysApplies { heading("Always", col: alwaysCol, highlighted: false, row: area.row, on: &canvas) }
        heading("Now", col: nowCol, highlighted: false, row: area.row, on: &canvas)
        if wiuApplies { heading("In use", col: wiuCol, highlighted: true, row: area.row, on: &canvas) }
        if alwaysApplies { heading("Always", col: alwaysCol, highlighted: true, row: area.row, on: &canvas) }
        for (offset, service) in Service.allCases.enumerated() where offset < inner.rows {
            let row = ServiceRows.row(of: service, state.sim)
            let y = inner.row + offset
            let startable = Service.startable.contains(row.service)
            if startable {
                canvas.put(String(Command.serviceKey(row.service)), row: y, col: inner.col, style: Style(tint: .accent))
            }
            if row.running { canvas.put("●", row: y, col: inner.col + 1, style: Style(bold: true, tint: .good)) }
            canvas.put(row.service.title, row: y, col: inner.col + 3, style: row.running ? .bold : .plain, maxWidth: Columns.name)
            let wiuStyle = applied == .whenInUse ? Style(bold: true) : Style(tint: .muted)
            let alwaysStyle = applied == .always ? Style(bold: true) : Style(tint: .muted)
            canvas.put(row.whenInUse ? "yes" : "—", row: y, col: wiuCol, style: wiuStyle)
            canvas.put(row.always ? "yes" : "—", row: y, col: alwaysCol, style: alwaysStyle)
            let tint: Tint = switch row.now {
            case .available: .good
            case .whileInUse: .warning
            case .unavailable: .bad
            }
            canvas.put(ServiceRows.nowText(row.now), row: y, col: nowCol, style: Style(tint: tint), maxWidth: inner.right - nowCol)
        }
    }

    /// Where a click starts or stops a service: each startable service's row.
    static func hits(_ state: ExplorerState, in area: Rect) -> [(rect: Rect, command: Command)] {
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        return ServiceRows.rows(state.sim).enumerated().compactMap { offset, row in
            guard offset < inner.rows, Service.startable.contains(row.service) else { return nil }
            return (Rect(row: inner.row + offset, col: inner.col, rows: 1, cols: inner.cols), .toggleService(row.service))
        }
    }

    /// Writes a column heading into the top border: ` Title ` or `▸Title` (reverse) when it
    /// applies now, so the marker survives without colour and without reverse video.
    private static func heading(_ title: String, col: Int, highlighted: Bool, row: Int, on canvas: inout Canvas) {
        let style = highlighted ? Style(bold: true, reverse: true, tint: .accent) : Style(bold: true)
        canvas.put(highlighted ? "▸" : " ", row: row, col: col - 1, style: style)
        let used = canvas.put(title, row: row, col: col, style: style)
        if !highlighted { canvas.put(" ", row: row, col: col + used) }
    }
}
