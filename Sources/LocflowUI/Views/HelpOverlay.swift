import CellGrid

/// The `?` overlay: every command of the table, by group, families merged, in two columns.
enum HelpOverlay {
    /// The help lines of one group, a heading first.
    static func lines(for group: CommandGroup) -> [(keys: String, help: String, heading: Bool)] {
        let entries = Command.entries(Command.allCases.filter { $0.group == group })
        return [(group.rawValue, "", true)] + entries.map { ($0.keys, $0.help, false) }
    }

    /// All groups' lines split evenly into two columns; a group cut at the split continues under
    /// a "(cont.)" heading, so the table stays balanced as commands are added.
    static func columns() -> (left: [(keys: String, help: String, heading: Bool)], right: [(keys: String, help: String, heading: Bool)]) {
        let groups: [CommandGroup] = [.prompt, .app, .world, .person, .explorer]
        let all = groups.flatMap { group in lines(for: group).map { (line: $0, group: group) } }
        let split = (all.count + 1) / 2
        let left = all.prefix(split).map(\.line)
        var right = all.dropFirst(split).map(\.line)
        if let first = all.dropFirst(split).first, !first.line.heading {
            right.insert((first.group.rawValue + " (cont.)", "", true), at: 0)
        }
        return (left, right)
    }

    static func draw(in screen: Rect, on canvas: inout Canvas) {
        let (left, right) = columns()
        let height = min(screen.rows - 2, max(left.count, right.count) + 3)
        let width = min(screen.cols - 2, 100)
        let box = Rect(row: screen.row + (screen.rows - height) / 2, col: screen.col + (screen.cols - width) / 2, rows: height, cols: width)
        canvas.fill(box)
        canvas.box(box, title: "Keys — Esc or ? closes, q quits", style: Style(tint: .accent), titleStyle: .bold, border: .double)
        let inner = box.inset(top: 1, left: 2, bottom: 1, right: 1)
        let columns = inner.splitCols([.fill, .fixed(1), .fill])
        draw(left, in: columns[0], on: &canvas)
        draw(right, in: columns[2], on: &canvas)
        // The codes on screen (T10, D9, P-WIU-13 …) are defined by `locflow explain` and docs/glossary.md.
        let foot = "Codes (T10, D9 …): locflow explain CODE · lower case: the app · upper case: Settings or a world event · , . / time"
        canvas.putTruncated(foot, row: inner.bottom - 1, col: inner.col, width: inner.cols, style: Style(tint: .muted))
    }

    private static func draw(_ lines: [(keys: String, help: String, heading: Bool)], in area: Rect, on canvas: inout Canvas) {
        let keyWidth = min(12, area.cols / 3)
        let visible = area.rows - 1
        for (offset, line) in lines.enumerated() where offset < visible {
            let row = area.row + offset
            if offset == visible - 1 && lines.count > visible {
                // A short screen cannot list every key; say where the rest is instead of hiding it.
                canvas.putTruncated("… \(lines.count - offset) more: enlarge, or see docs/explorer.md", row: row, col: area.col, width: area.cols, style: Style(tint: .muted))
                break
            }
            if line.heading {
                canvas.putTruncated(line.keys, row: row, col: area.col, width: area.cols, style: Style(bold: true, underline: true))
            } else {
                canvas.putTruncated(line.keys, row: row, col: area.col + 1, width: keyWidth - 1, style: Style(bold: true, tint: .accent))
                canvas.putTruncated(line.help, row: row, col: area.col + keyWidth + 1, width: area.cols - keyWidth - 1)
            }
        }
    }
}
