import CellGrid
import LocflowCore

/// The session's steps, numbered, in the delegate log's place (`j`): the branch under the
/// cursor, oldest first. The current step is marked `▶`, steps the explorer is not past on this
/// branch (undone ones, or another branch's) `↷`, and a step with other branches beside it
/// `⑂1/2` before the step; the cursor's row is in reverse video, so it reads without colour.
enum TimelineView {
    /// One row per step of the branch shown: marker, number, simulated time and the step.
    static func rows(_ timeline: Timeline, cursor: Int) -> [(text: String, style: Style)] {
        let shown = timeline.branch(through: cursor)
        let happened = Set(timeline.path(to: timeline.current))
        let width = String(max(0, shown.count - 1)).count
        return shown.enumerated().map { index, id in
            let entry = timeline.entry(id)
            let marker = id == timeline.current ? "▶" : happened.contains(id) ? " " : "↷"
            let number = String(repeating: " ", count: width - String(index).count) + String(index)
            // The branch mark goes before the step, so a narrow panel still shows it.
            let (siblings, place) = timeline.siblings(of: id)
            let fork = siblings.count > 1 ? "\u{2442}\(place + 1)/\(siblings.count) " : ""
            let text = "\(marker) \(number) \(fork)[\(Duration.clock(entry.time))] \(entry.step.text)"
            let style: Style
            if id == cursor {
                style = Style(bold: true, reverse: true)
            } else if id == timeline.current {
                style = .bold
            } else if !happened.contains(id) {
                style = Style(tint: .muted)
            } else if case .install = entry.step {
                style = Style(tint: .highlight)
            } else {
                style = .plain
            }
            return (text, style)
        }
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

    static func draw(_ timeline: Timeline, cursor: Int, in box: Rect, filter search: LogSearch? = nil, on canvas: inout Canvas) {
        // The box draws "┌─ title ─┐": five cells besides the title.
        canvas.box(box, title: title(timeline, cursor: cursor, width: box.cols - 5), titleStyle: .bold)
        let area = box.inset(top: 1, left: 1, bottom: 1, right: 1)
        let unfiltered = rows(timeline, cursor: cursor)
        let all = unfiltered.filter { search?.matches($0.text) ?? true }  // the `/` search filters rows too
        guard area.rows > 0 else { return }
        // Keep the cursor in view, a little below the middle so the way back shows most (its row
        // among the rows shown: the cursor's is the one in reverse video).
        let row = all.firstIndex { $0.style.reverse } ?? 0
        let start = max(0, min(row - area.rows * 2 / 3, all.count - area.rows))
        for (offset, row) in all[start..<min(all.count, start + area.rows)].enumerated() {
            let line = Rect(row: area.row + offset, col: area.col, rows: 1, cols: area.cols)
            if row.style.reverse { canvas.fill(line, style: row.style) }
            canvas.putTruncated(" " + row.text, row: line.row, col: line.col, width: line.cols, style: row.style)
        }
    }
}
