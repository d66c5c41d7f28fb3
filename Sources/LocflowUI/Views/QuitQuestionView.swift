import CellGrid

/// The question `q` asks before quitting, and where the session stays (the journal).
enum QuitQuestionView {
    /// The question's lines; the first is the title. Quitting marks the session finished, and
    /// a bare `--resume` offers only unfinished ones, so the way back named is the id's.
    static func lines(sessionID: String?) -> [String] {
        [
            "Quit locflow?",
            "q, y or ^C quits · any other key stays",
            sessionID == nil ? "The session has no journal (no state" : "The session is kept in its journal:",
            sessionID.map { "locflow --resume \($0) brings it back." } ?? "directory): save it first with s.",
        ]
    }

    static func draw(sessionID: String?, in screen: Rect, on canvas: inout Canvas) {
        let lines = lines(sessionID: sessionID)
        let width = min(screen.cols - 2, lines.map { DisplayWidth.of($0) }.max()! + 6)
        let box = Rect(row: screen.row + (screen.rows - 6) / 2, col: screen.col + (screen.cols - width) / 2, rows: 6, cols: width)
        canvas.fill(box)
        canvas.box(box, title: lines[0], style: Style(bold: true, tint: .warning), titleStyle: .bold, border: .double)
        for (offset, line) in lines.dropFirst().enumerated() {
            canvas.putTruncated(line, row: box.row + 1 + offset, col: box.col + 3, width: box.cols - 4, style: offset == 0 ? .bold : .plain)
        }
    }
}

/// The `/` input line (a `TextEdit`, `.search`), over the footer's first row while the search
/// text is typed.
enum SearchLineView {
    static func draw(_ edit: TextEdit, in row: Rect, on canvas: inout Canvas) {
        canvas.fill(row, style: Style(reverse: true))
        let hint = "  " + edit.hint
        let col = row.col + 1 + canvas.put("/" + edit.shown(), row: row.row, col: row.col + 1, style: Style(bold: true, reverse: true))
        canvas.putTruncated(hint, row: row.row, col: col, width: max(0, row.right - col), style: Style(reverse: true))
    }
}
