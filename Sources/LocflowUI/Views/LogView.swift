import CellGrid
import LocflowCore

/// The delegate log: newest last, each entry stamped with simulated time and marked by a glyph
/// (› action, ← callback, · note, ! console, * explorer, ✓/✗ expectation), long entries
/// wrapped with an indent.
enum LogView {
    /// The log as display lines for a text width, oldest first.
    static func lines(_ log: [LogEntry], width: Int) -> [(text: String, style: Style)] {
        tail(log, width: width, atLeast: Int.max).lines
    }

    /// The newest display lines of the log: whole entries, newest first until at least `count`
    /// lines are collected (or the log ends), returned oldest first. `complete` says whether
    /// every entry was wrapped. Only the tail is wrapped, so a frame costs the same after
    /// 100,000 entries as after ten.
    static func tail(_ log: [LogEntry], width: Int, atLeast count: Int) -> (lines: [(text: String, style: Style)], complete: Bool) {
        var chunks: [[(text: String, style: Style)]] = []
        var collected = 0
        var index = log.endIndex
        while index > log.startIndex && collected < count {
            index -= 1
            let entry = log[index]
            let chunk = wrap(entry, width: width)
            collected += chunk.count
            chunks.append(chunk)
        }
        return (chunks.reversed().flatMap { $0 }, index == log.startIndex)
    }

    /// The most lines one entry takes; a longer entry (a 40,000-character app name) ends in "…",
    /// so a frame's cost is bounded whatever the text (issue 13).
    static let maxEntryLines = 40

    /// One entry as display lines: the time and glyph, then the text, wrapped with an indent.
    private static func wrap(_ entry: LogEntry, width: Int) -> [(text: String, style: Style)] {
        let indent = "      "
        let head = "[\(Duration.clock(entry.time))] \(entry.glyph) "
        let style = style(of: entry.kind)
        let wrapped = TextWrap.wrap(head + entry.text, width: width, continuationWidth: width - indent.count, limit: maxEntryLines)
        return wrapped.enumerated().map { index, line in (index == 0 ? line : indent + line, style) }
    }

    static func style(of kind: LogEntry.Kind) -> Style {
        switch kind {
        case .action: .bold
        case .callback: Style(tint: .accent)
        case .note: Style(tint: .muted)
        case .console: Style(tint: .warning)
        case .prompt: Style(tint: .prompt)
        case .explorer: Style(tint: .highlight)
        case .expectPassed: Style(tint: .good)
        case .expectFailed: Style(bold: true, tint: .bad)
        case .yield: Style(tint: .accent)
        }
    }

    static func draw(_ state: ExplorerState, layout: Layout, on canvas: inout Canvas) {
        let text = layout.logText
        if let search = state.search, search.applied != nil { return drawFiltered(state, search: search, layout: layout, on: &canvas) }
        let (all, complete) = tail(state.log, width: text.cols, atLeast: text.rows + state.logScroll)
        let maxScroll = max(0, all.count - text.rows)
        let scroll = min(state.logScroll, maxScroll)
        let end = all.count - scroll
        let start = max(0, end - text.rows)
        var title = "Delegate log"
        if scroll > 0 {
            title += "  ↓ \(scroll) newer (PgDn)"
        } else if start > 0 || !complete {
            title += "  ↑ PgUp: older"
        }
        if start == 0 && complete && state.logDropped > 0 { title += "  (\(state.logDropped) oldest dropped)" }
        canvas.box(layout.log, title: title, titleStyle: .bold)
        for (offset, line) in all[start..<end].enumerated() {
            canvas.putTruncated(line.text, row: text.row + offset, col: text.col, width: text.cols, style: line.style)
        }
    }

    /// The log filtered by the `/` search: matching entries only, the current match in reverse
    /// video and kept in view. Only a screenful is wrapped, as in `tail`, however long the log.
    private static func drawFiltered(_ state: ExplorerState, search: LogSearch, layout: Layout, on canvas: inout Canvas) {
        let text = layout.logText
        let matching = state.log.indices.filter { search.matches(state.log[$0].text) }
        let current = matching.count - 1 - search.match
        let chunk = { (index: Int) -> [(text: String, style: Style)] in
            let lines = wrap(state.log[matching[index]], width: text.cols)
            return index == current ? lines.map { ($0.text, Style(bold: true, reverse: true)) } : lines
        }
        // The newest page when the current match is on it, else a page from the match down.
        var tail: [(text: String, style: Style)] = []
        var index = matching.count
        while index > 0 && tail.count < text.rows {
            index -= 1
            tail = chunk(index) + tail
        }
        var lines = Array(tail.suffix(text.rows))
        if current >= 0 && current < index || (current == index && tail.count > text.rows) {
            lines = []
            var next = current
            while next < matching.count && lines.count < text.rows {
                lines += chunk(next)
                next += 1
            }
            lines = Array(lines.prefix(text.rows))
        }
        let place = matching.isEmpty ? "no match" : "\(search.match + 1) of \(matching.count)"
        canvas.box(layout.log, title: "Delegate log  /\(search.applied ?? ""): \(place) · n/N · Esc", titleStyle: .bold)
        for (offset, line) in lines.enumerated() {
            canvas.putTruncated(line.text, row: text.row + offset, col: text.col, width: text.cols, style: line.style)
        }
    }
}
