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
        let style = style(of: entry.kind)
        return wrapText(entry, width: width).enumerated().map { index, line in (index == 0 ? line : indent + line, style) }
    }

    /// What a continuation line of an entry starts with.
    private static let indent = "      "

    /// One entry's lines, without the indent of the lines after the first.
    private static func wrapText(_ entry: LogEntry, width: Int) -> [String] {
        TextWrap.wrap(head(of: entry) + entry.text, width: width, continuationWidth: width - indent.count, limit: maxEntryLines)
    }

    /// What an entry's first line starts with: the time and the glyph.
    private static func head(of entry: LogEntry) -> String {
        "[\(Duration.clock(entry.time))] \(entry.glyph) "
    }

    /// Whether `head + text` is one line that `TextWrap.wrap` would give back whole (its fast
    /// path: safe text that fits, without runs of spaces or spaces at the ends), checked
    /// without joining the two. `head` is safe and ends in one space after a non-space.
    private static func fitsOneLine(_ head: String, _ text: String, width: Int) -> Bool {
        // A first scalar that could join the head's space into one grapheme (a combining
        // mark) takes the long way, as do runs of spaces, which wrapping would squeeze.
        guard let first = text.unicodeScalars.first, first != " ", DisplayWidth.isStandalone(first), text.utf8.last != 0x20,
            head.utf8.count + text.utf8.count <= 4 * width, TextSanitizer.isSafe(text)
        else { return false }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x20 && previous == 0x20 { return false }
            previous = byte
        }
        return DisplayWidth.of(head) + DisplayWidth.of(text) <= width
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
        }
    }

    static func draw(_ state: ExplorerState, layout: Layout, on canvas: inout Canvas) {
        let text = layout.logText
        // The newest lines, newest first, in one array (issue 14: no array per entry, no
        // indented copy of each line; the indent is drawn as cells, in the line's style).
        // An entry that fits on one line keeps its head and text apart (no joined copy).
        var newestFirst: [(head: String, text: String, style: Style, indented: Bool)] = []
        newestFirst.reserveCapacity(text.rows + state.logScroll + 8)
        var index = state.log.endIndex
        while index > state.log.startIndex && newestFirst.count < text.rows + state.logScroll {
            index -= 1
            let entry = state.log[index]
            let style = style(of: entry.kind)
            let head = head(of: entry)
            if fitsOneLine(head, entry.text, width: text.cols) {
                newestFirst.append((head, entry.text, style, false))
                continue
            }
            let wrapped = TextWrap.wrap(head + entry.text, width: text.cols, continuationWidth: text.cols - indent.count, limit: maxEntryLines)
            for (n, line) in wrapped.enumerated().reversed() { newestFirst.append(("", line, style, n > 0)) }
        }
        let complete = index == state.log.startIndex
        let count = newestFirst.count
        let maxScroll = max(0, count - text.rows)
        let scroll = min(state.logScroll, maxScroll)
        let end = count - scroll
        let start = max(0, end - text.rows)
        var title = "Delegate log"
        if scroll > 0 {
            title += "  ↓ \(scroll) newer (PgDn)"
        } else if start > 0 || !complete {
            title += "  ↑ PgUp: older"
        }
        if start == 0 && complete && state.logDropped > 0 { title += "  (\(state.logDropped) oldest dropped)" }
        canvas.box(layout.log, title: title, titleStyle: .bold)
        for offset in 0..<(end - start) {
            let line = newestFirst[count - 1 - (start + offset)]
            var col = text.col, width = text.cols
            if line.indented {
                col += canvas.put(indent, row: text.row + offset, col: col, style: line.style, maxWidth: width)
                width = max(0, text.cols - (col - text.col))
            } else if !line.head.isEmpty {
                col += canvas.put(line.head, row: text.row + offset, col: col, style: line.style, maxWidth: width)
                width = max(0, text.cols - (col - text.col))
            }
            canvas.putTruncated(line.text, row: text.row + offset, col: col, width: width, style: line.style)
        }
    }
}
