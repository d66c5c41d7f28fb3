import CellGrid
import LocflowCore

/// The session's steps, numbered, in the delegate log's place (`j`): the branch under the
/// cursor, oldest first. The current step is marked `▶`, steps the explorer is not past on this
/// branch (undone ones, or another branch's) `↷`, and a step with other branches beside it
/// `⑂1/2` before the step; the cursor's row is in reverse video, so it reads without colour.
///
/// With a `/` search applied it lists the matching rows only, the current match in reverse
/// video (the cursor follows it: `n`/`N` move both, LogSearch.swift) and the title says which
/// step it is. Only the rows in view are formatted, so a frame costs the same at step 20,000
/// as at step 10 (a search reads every row's text to find the matches, as the log's does).
enum TimelineView {
    /// A row as drawn: the step's id, its text and style.
    typealias Row = (node: Int, text: String, style: Style)

    /// The branch shown through the cursor, formatted a row at a time.
    struct Listing {
        let timeline: Timeline
        /// The ids of the branch shown, oldest first.
        let shown: [Int]
        /// How many of the first rows are on the path to the current step: both are paths from
        /// the first install, so what they share is a common start.
        let happened: Int
        /// The digits of the last step's number, so numbers line up.
        private let width: Int

        init(_ timeline: Timeline, cursor: Int) {
            self.timeline = timeline
            shown = timeline.branch(through: cursor)
            let path = timeline.path(to: timeline.current)
            var common = 0
            while common < min(path.count, shown.count), path[common] == shown[common] { common += 1 }
            happened = common
            width = String(max(0, shown.count - 1)).count
        }

        /// The text of row `index`: marker, number, branch mark, simulated time and the step.
        func text(_ index: Int) -> String {
            let id = shown[index]
            let entry = timeline.entry(id)
            let marker = id == timeline.current ? "▶" : index < happened ? " " : "↷"
            let number = String(repeating: " ", count: width - String(index).count) + String(index)
            // The branch mark goes before the step, so a narrow panel still shows it.
            let (siblings, place) = timeline.siblings(of: id)
            let fork = siblings.count > 1 ? "\u{2442}\(place + 1)/\(siblings.count) " : ""
            return "\(marker) \(number) \(fork)[\(Duration.clock(entry.time))] \(entry.step.text)"
        }

        /// Row `index` as drawn; `highlighted` is the cursor's (or the current match's) row.
        func row(_ index: Int, highlighted: Bool) -> Row {
            let id = shown[index]
            let style: Style
            if highlighted {
                style = Style(bold: true, reverse: true)
            } else if id == timeline.current {
                style = .bold
            } else if index >= happened {
                style = Style(tint: .muted)
            } else if case .install = timeline.entry(id).step {
                style = Style(tint: .highlight)
            } else {
                style = .plain
            }
            return (id, text(index), style)
        }

        /// The rows whose text the applied search matches, oldest first.
        func matches(_ search: LogSearch) -> [Int] {
            shown.indices.filter { search.matches(text($0)) }
        }
    }

    /// The rows a panel `height` rows high shows out of `count`, keeping row `focus` in view a
    /// little below the middle, so the way back shows most.
    static func window(count: Int, focus: Int, height: Int) -> Range<Int> {
        let start = max(0, min(focus - height * 2 / 3, count - height))
        return start..<min(count, start + height)
    }

    /// What the panel shows in `height` rows: the rows in view, oldest first, and with a search
    /// applied the matches (indices into the branch) and which of them is current.
    static func visible(_ timeline: Timeline, cursor: Int, search: LogSearch?, height: Int)
        -> (rows: [Row], listing: Listing, matches: [Int]?, current: Int?)
    {
        let listing = Listing(timeline, cursor: cursor)
        guard let search else {
            let focus = listing.shown.firstIndex(of: cursor) ?? 0
            let rows = window(count: listing.shown.count, focus: focus, height: height).map {
                listing.row($0, highlighted: listing.shown[$0] == cursor)
            }
            return (rows, listing, nil, nil)
        }
        // The match counted from the newest, as in the log.
        let matches = listing.matches(search)
        let current = matches.isEmpty ? nil : matches.count - 1 - min(search.match, matches.count - 1)
        let rows = window(count: matches.count, focus: current ?? 0, height: height).map {
            listing.row(matches[$0], highlighted: $0 == current)
        }
        return (rows, listing, matches, current)
    }

    /// The box title, as long as fits: position, then the keys that apply now.
    static func title(_ timeline: Timeline, cursor: Int, width: Int) -> String {
        let undone = timeline.entries.count - 1 - timeline.position
        let head = "Timeline \(timeline.position)/\(timeline.entries.count - 1)"
        var keys: [String] = []
        if timeline.canUndo { keys.append("z undo") }
        if undone > 0 { keys.append("y redo \(undone)") }
        let go = cursor != timeline.current ? "Enter go" : "↑↓ Enter go"
        let branches = timeline.siblings(of: cursor).ids.count > 1 ? ["←→ branch"] : []
        let candidates = [
            ([head] + keys + branches + [go, "s save", "j log"]).joined(separator: " · "),
            ([head] + keys + branches + [go, "j log"]).joined(separator: " · "),
            ([head] + keys + branches + [go]).joined(separator: " · "),
            ([head] + keys + branches).joined(separator: " · "),
            ([head] + keys + ["j log"]).joined(separator: " · "),
            ([head] + keys).joined(separator: " · "),
            head + (keys.isEmpty ? "" : " · " + [timeline.canUndo ? "z" : nil, undone > 0 ? "y" : nil].compactMap { $0 }.joined(separator: "/")),
        ]
        return candidates.first { DisplayWidth.of($0) <= width } ?? head
    }

    /// The title while a search is applied: the text, which match of how many, and the step
    /// number of the current one (its row is in view, in reverse video).
    static func searchTitle(_ search: LogSearch, matches: [Int], current: Int?, width: Int, inScenario: Bool = false) -> String {
        let head = "Timeline /\(search.applied)"
        guard let current else { return head + ": no match · Esc" }
        let place = "\(search.match + 1) of \(matches.count) · step \(matches[current])"
        let short = "\(search.match + 1)/\(matches.count) · step \(matches[current])"
        let candidates = [
            "\(head): \(place) · \(LogSearch.moveKeys(inScenario: inScenario)) · Esc", "\(head): \(place)", "/\(search.applied) \(short)", "Timeline \(short)", short,
        ]
        return candidates.first { DisplayWidth.of($0) <= width } ?? short
    }

    /// The text area inside the panel's box.
    static func area(_ box: Rect) -> Rect {
        box.inset(top: 1, left: 1, bottom: 1, right: 1)
    }

    /// Where a click lands: each row in view and its step, from the same rows `draw` draws.
    static func hits(_ timeline: Timeline, cursor: Int, search: LogSearch?, in box: Rect) -> [(rect: Rect, node: Int)] {
        let area = area(box)
        guard area.rows > 0 else { return [] }
        return visible(timeline, cursor: cursor, search: search, height: area.rows).rows.enumerated().map { offset, row in
            (Rect(row: area.row + offset, col: area.col, rows: 1, cols: area.cols), row.node)
        }
    }

    static func draw(_ timeline: Timeline, cursor: Int, in box: Rect, filter search: LogSearch? = nil, inScenario: Bool = false, on canvas: inout Canvas) {
        let area = area(box)
        let shown = visible(timeline, cursor: cursor, search: search, height: max(0, area.rows))
        // The box draws "┌─ title ─┐": six cells besides the title.
        let title = if let search, let matches = shown.matches {
            searchTitle(search, matches: matches, current: shown.current, width: box.cols - 6, inScenario: inScenario)
        } else {
            title(timeline, cursor: cursor, width: box.cols - 6)
        }
        canvas.box(box, title: title, titleStyle: .bold)
        for (offset, row) in shown.rows.enumerated() {
            let line = Rect(row: area.row + offset, col: area.col, rows: 1, cols: area.cols)
            if row.style.reverse { canvas.fill(line, style: row.style) }
            canvas.putTruncated(" " + row.text, row: line.row, col: line.col, width: line.cols, style: row.style)
        }
    }
}
