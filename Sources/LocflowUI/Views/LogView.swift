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
    /// so a frame's cost is bounded whatever the text.
    static let maxEntryLines = 40

    /// One entry as display lines: the time and glyph, then the text, wrapped with an indent.
    static func wrap(_ entry: LogEntry, width: Int) -> [(text: String, style: Style)] {
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

    /// Draws the log panel; returns the index of the first entry read (the picture depends on the
    /// log only from there on), or nil when a search filters the log (it reads every entry).
    @discardableResult
    static func draw(_ state: ExplorerState, layout: Layout, on canvas: inout Canvas, kept: inout LogLineCache) -> Int? {
        let text = layout.logText
        if let search = state.view.search {
            drawFiltered(state, search: search, layout: layout, on: &canvas)
            return nil
        }
        // As `tail` does, without joining the entries' lines into one array: count back from the
        // newest entry, then draw forward from the first one shown. Each entry's
        // lines come from `kept` when it wrapped the same entry at this width before.
        let log = state.log, wanted = text.rows + state.view.logScroll
        kept.begin(width: text.cols)
        var first = log.endIndex, count = 0
        while first > log.startIndex && count < wanted {
            first -= 1
            count += kept.lines(of: log[first], number: state.logDropped + first).count
        }
        let complete = first == log.startIndex
        let maxScroll = max(0, count - text.rows)
        let scroll = min(state.view.logScroll, maxScroll)
        let end = count - scroll
        let start = max(0, end - text.rows)
        let title: String
        if scroll > 0 {
            title = "Delegate log  ↓ \(scroll) newer (PgDn)"
        } else if start > 0 || !complete {
            title = "Delegate log  ↑ PgUp: older"
        } else {
            title = "Delegate log"
        }
        let dropped = start == 0 && complete && state.logDropped > 0
        canvas.box(layout.log, title: dropped ? title + "  (\(state.logDropped) oldest dropped)" : title, titleStyle: .bold)
        var line = 0
        for index in first..<log.endIndex where line < end {
            for wrapped in kept.lines(of: log[index], number: state.logDropped + index) {
                if line >= start && line < end {
                    canvas.putTruncated(wrapped.text, row: text.row + line - start, col: text.col, width: text.cols, style: wrapped.style)
                }
                line += 1
            }
        }
        kept.end()
        return first
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
        canvas.box(layout.log, title: "Delegate log  /\(search.applied): \(place) · \(LogSearch.moveKeys(inScenario: state.scenario != nil)) · Esc", titleStyle: .bold)
        for (offset, line) in lines.enumerated() {
            canvas.putTruncated(line.text, row: text.row + offset, col: text.col, width: text.cols, style: line.style)
        }
    }
}

/// The display lines of the log entries the last frames showed, kept by the entry's number in
/// the session (`logDropped` + its index) for one width, so that a key that adds an entry wraps
/// only the new one. An entry is reused only if it equals the one kept under its
/// number (an undo can put another entry there); what a frame did not use is let go.
struct LogLineCache {
    private var width = -1
    private var kept: [Int: (entry: LogEntry, lines: [(text: String, style: Style)])] = [:]
    private var used = 0

    /// Starts a frame at `width`: lines wrapped for another width are let go.
    mutating func begin(width: Int) {
        if width != self.width {
            kept.removeAll(keepingCapacity: true)
            self.width = width
        }
        used = 0
    }

    /// The lines of `entry`, number `number`, wrapped at this frame's width.
    mutating func lines(of entry: LogEntry, number: Int) -> [(text: String, style: Style)] {
        used += 1
        if let hit = kept[number], hit.entry == entry { return hit.lines }
        let lines = LogView.wrap(entry, width: width)
        kept[number] = (entry, lines)
        return lines
    }

    /// Ends a frame: when far more entries are kept than a frame reads (twice over, as a frame
    /// reads each entry twice), the older ones are let go.
    mutating func end() {
        if kept.count > 64 + used { kept.removeAll(keepingCapacity: true) }
    }
}
