import CellGrid
import LocflowCore

/// The delegate log: newest last, each entry stamped with simulated time and marked by a glyph
/// (› action, ← callback, · note, ! console, * explorer, ✓/✗ expectation), long entries
/// wrapped with an indent.
enum LogView {
    /// The log as display lines for a text width, oldest first.
    static func lines(_ log: [LogEntry], width: Int) -> [(text: String, style: Style)] {
        var result: [(text: String, style: Style)] = []
        let indent = "      "
        for entry in log {
            let head = "[\(Duration.clock(entry.time))] \(entry.glyph) "
            let style = style(of: entry.kind)
            let wrapped = TextWrap.wrap(head + entry.text, width: width, continuationWidth: width - indent.count)
            for (index, line) in wrapped.enumerated() { result.append((index == 0 ? line : indent + line, style)) }
        }
        return result
    }

    static func style(of kind: LogEntry.Kind) -> Style {
        switch kind {
        case .action: .bold
        case .callback: Style(tint: .accent)
        case .note: Style(tint: .muted)
        case .console: Style(tint: .warning)
        case .explorer: Style(tint: .highlight)
        case .expectPassed: Style(tint: .good)
        case .expectFailed: Style(bold: true, tint: .bad)
        }
    }

    static func draw(_ state: ExplorerState, layout: Layout, on canvas: inout Canvas) {
        let text = layout.logText
        let all = lines(state.log, width: text.cols)
        let maxScroll = max(0, all.count - text.rows)
        let scroll = min(state.logScroll, maxScroll)
        let end = all.count - scroll
        let start = max(0, end - text.rows)
        var title = "Delegate log"
        if scroll > 0 {
            title += "  ↓ \(scroll) newer (PgDn)"
        } else if start > 0 {
            title += "  ↑ PgUp: older"
        }
        canvas.box(layout.log, title: title, titleStyle: .bold)
        for (offset, line) in all[start..<end].enumerated() {
            canvas.putTruncated(line.text, row: text.row + offset, col: text.col, width: text.cols, style: line.style)
        }
    }
}
