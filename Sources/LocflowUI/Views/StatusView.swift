import CellGrid
import LocflowCore

/// The status panel: what the app reads (Swift names) and the hidden truth behind it.
enum StatusView {
    static func draw(_ state: ExplorerState, roomy: Bool, in area: Rect, on canvas: inout Canvas) {
        canvas.box(area, title: "Status", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        let rows = roomy ? StatusRows.rows(state.sim) : StatusRows.compactRows(state.sim)
        for (offset, row) in rows.prefix(inner.rows).enumerated() {
            // The API names align on the two short ones (the third runs one word long); the
            // hidden-truth rows use a narrower column so their values fit 43 columns.
            let labelWidth = offset < 3 ? 22 : 13
            let label = TextWrap.pad(row.label, to: labelWidth - 1) + " "
            let used = canvas.put(label, row: inner.row + offset, col: inner.col, style: Style(tint: .muted), maxWidth: inner.cols)
            let bold = offset == 0
            canvas.putTruncated(row.value, row: inner.row + offset, col: inner.col + used, width: inner.cols - used, style: Style(bold: bold, tint: row.tint))
        }
    }
}
