import CellGrid
import LocflowCore

/// The status panel: what the app reads (Swift names) and the hidden truth behind it.
enum StatusView {
    /// More spaces than any label's padding needs (a literal: drawing it allocates nothing).
    private static let spaces = "                        "

    static func draw(_ state: ExplorerState, roomy: Bool, in area: Rect, on canvas: inout Canvas) {
        canvas.box(area, title: "Status", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        if roomy {
            // The rows come one by one: no array of them per frame.
            var offset = 0
            StatusRows.forEachRow(state.sim) { row in
                guard offset < inner.rows else { return }
                drawRow(row, offset: offset, in: inner, on: &canvas)
                offset += 1
            }
        } else {
            for (offset, row) in StatusRows.compactRows(state.sim).prefix(inner.rows).enumerated() {
                drawRow(row, offset: offset, in: inner, on: &canvas)
            }
        }
    }

    /// One label–value row, `offset` rows into the panel's inside.
    private static func drawRow(_ row: StatusRow, offset: Int, in inner: Rect, on canvas: inout Canvas) {
        // The API names align on the two short ones (the third runs one word long); the
        // hidden-truth rows use a narrower column so their values fit 43 columns.
        let labelWidth = offset < 3 ? 22 : 13
        // The label, then the spaces that pad it to its column and one more, as cells: no
        // padded copy of the label is built per frame.
        let muted = Style(tint: .muted), y = inner.row + offset
        var used = canvas.put(row.label, row: y, col: inner.col, style: muted, maxWidth: inner.cols)
        let padding = max(0, labelWidth - 1 - DisplayWidth.of(row.label)) + 1
        used += canvas.put(Self.spaces, row: y, col: inner.col + used, style: muted, maxWidth: min(padding, inner.cols - used))
        let bold = offset == 0
        canvas.putTruncated(row.value, row: y, col: inner.col + used, width: inner.cols - used, style: Style(bold: bold, tint: row.tint))
    }
}
