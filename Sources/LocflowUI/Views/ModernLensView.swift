import CellGrid
import LocflowCore

/// The app-code lens on the SwiftUI/async sample (`ModernSample`): the latest step, then the
/// sample's code with the lines that step ran marked `▸` and lit, scrolled to them.
enum ModernLensView {
    /// The panel's title.
    static let title = "Code lens · Nearby · L swap · d hides"

    /// One row of code on screen: a piece of a sample line, and whether that line ran.
    struct Row: Equatable {
        var text: String
        var lit: Bool
    }

    /// The panel's rows for a trace: the step and its note, then the window of code.
    static func lines(_ trace: ModernSampleTrace, width: Int, rows: Int) -> [(text: String, style: Style)] {
        var out: [(String, Style)] = []
        out.append((trace.step.isEmpty ? "no step yet" : "\u{203A} " + trace.step, .bold))
        if let note = trace.note {
            for line in TextWrap.wrap(note, width: width).prefix(2) { out.append((line, Style(tint: .muted))) }
        }
        let lit = Set(trace.lit)
        let code = codeRows(lit: lit, width: width)
        let room = max(0, rows - out.count)
        let window = self.window(code, room: room)
        for row in window.rows {
            out.append(((row.lit ? "\u{25B8} " : "  ") + row.text, row.lit ? Style(bold: true, tint: .highlight) : .plain))
        }
        if window.litBelow > 0, let last = window.rows.last {
            // The last row says so, in place of a row of code (which counts, if it ran).
            let below = window.litBelow + (last.lit ? 1 : 0)
            out[out.count - 1] = ("\u{2193} \(below) more row\(below == 1 ? "" : "s") ran below", Style(tint: .muted))
        }
        return out
    }

    /// The sample's lines cut to `width` less the two-column gutter; a long line continues on
    /// the next rows, indented four more than it, broken after a space, `.`, `(` or `,` when
    /// one is in reach (a word is cut only when none is).
    static func codeRows(lit: Set<Int>, width: Int) -> [Row] {
        let room = max(8, width - 2)
        var rows: [Row] = []
        for (index, line) in ModernSample.lines.enumerated() {
            let on = lit.contains(index)
            var rest = Substring(line.text)
            let indent = String(repeating: " ", count: min(line.text.prefix { $0 == " " }.count + 4, room / 2))
            var first = true
            repeat {
                let lead = first ? "" : indent
                var take = max(1, room - lead.count)
                if rest.count > take, let cut = breakPoint(in: rest.prefix(take)) { take = cut }
                rows.append(Row(text: lead + rest.prefix(take), lit: on))
                rest = rest.dropFirst(take)
                first = false
            } while !rest.isEmpty
        }
        return rows
    }

    /// Where to end a row: after the last space, `.`, `(` or `,` past its first third.
    static func breakPoint(in piece: Substring) -> Int? {
        let characters = Array(piece)
        guard let last = characters.indices.last(where: { " .(,".contains(characters[$0]) }), last + 1 >= characters.count / 3 else { return nil }
        return last + 1
    }

    /// The rows that fit in `room`: from two rows above the first lit one (the top when none is
    /// lit), and how many lit rows are left below.
    static func window(_ rows: [Row], room: Int) -> (rows: ArraySlice<Row>, litBelow: Int) {
        guard room > 0 else { return ([], 0) }
        var start = 0
        if let first = rows.firstIndex(where: \.lit) { start = max(0, first - 2) }
        start = max(0, min(start, rows.count - room))
        let end = min(rows.count, start + room)
        let below = rows[end...].filter(\.lit).count
        return (rows[start..<end], below)
    }

    static func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        canvas.fill(area)
        canvas.box(area, title: title, titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        let all = lines(state.lensMemory.modernTrace, width: inner.cols, rows: inner.rows)
        for (offset, line) in all.prefix(inner.rows).enumerated() {
            canvas.putTruncated(line.text, row: inner.row + offset, col: inner.col, width: inner.cols, style: line.style)
        }
    }
}
