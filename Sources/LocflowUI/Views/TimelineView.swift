import CellGrid
import LocflowCore

/// The session's steps, numbered, in the delegate log's place (`j`): the current step marked
/// `▶` in reverse video, undone steps that redo brings back marked `↷`, so it reads without colour.
enum TimelineView {
    /// One row per step of `range` (all by default): marker, number, simulated time and the step.
    /// A frame asks only for the rows it shows, so drawing costs the same at step 20,000 as at 10.
    static func rows(_ timeline: Timeline, _ range: Range<Int>? = nil) -> [(text: String, style: Style)] {
        let width = String(max(0, timeline.entries.count - 1)).count
        let range = range ?? timeline.entries.indices
        return range.map { index in
            let entry = timeline.entries[index]
            let marker = index == timeline.position ? "▶" : index > timeline.position ? "↷" : " "
            let number = String(repeating: " ", count: width - String(index).count) + String(index)
            let text = "\(marker) \(number) [\(Duration.clock(entry.time))] \(entry.step.text)"
            let style: Style
            if index == timeline.position {
                style = Style(bold: true, reverse: true)
            } else if index > timeline.position {
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
    static func title(_ timeline: Timeline, width: Int) -> String {
        let undone = timeline.entries.count - 1 - timeline.position
        let head = "Timeline \(timeline.position)/\(timeline.entries.count - 1)"
        var keys: [String] = []
        if timeline.canUndo { keys.append("z undo") }
        if undone > 0 { keys.append("y redo \(undone)") }
        let candidates = [
            ([head] + keys + ["j log"]).joined(separator: " · "),
            ([head] + keys).joined(separator: " · "),
            head + (keys.isEmpty ? "" : " · " + [timeline.canUndo ? "z" : nil, undone > 0 ? "y" : nil].compactMap { $0 }.joined(separator: "/")),
        ]
        return candidates.first { DisplayWidth.of($0) <= width } ?? head
    }

    static func draw(_ timeline: Timeline, in box: Rect, on canvas: inout Canvas) {
        // The box draws "┌─ title ─┐": five cells besides the title.
        canvas.box(box, title: title(timeline, width: box.cols - 5), titleStyle: .bold)
        let area = box.inset(top: 1, left: 1, bottom: 1, right: 1)
        guard area.rows > 0 else { return }
        // Keep the current step in view, a little below the middle so the way back shows most.
        let count = timeline.entries.count
        let start = max(0, min(timeline.position - area.rows * 2 / 3, count - area.rows))
        for (offset, row) in rows(timeline, start..<min(count, start + area.rows)).enumerated() {
            let line = Rect(row: area.row + offset, col: area.col, rows: 1, cols: area.cols)
            if row.style.reverse { canvas.fill(line, style: row.style) }
            canvas.putTruncated(" " + row.text, row: line.row, col: line.col, width: line.cols, style: row.style)
        }
    }
}
