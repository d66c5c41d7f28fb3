import CellGrid
import LocflowCore

/// The coverage panel (`x`): how much of the current rule set's reachable model the session has
/// exercised, with a bar per kind, then what it never did. It takes the whole right column, in
/// the lens's place. The counts stay on top; the lists below them scroll (PgUp/PgDn while the
/// panel is open) when they do not fit, with a last line saying which of their lines show, so
/// every item can be read; nothing relies on colour (the bars are `█` and `░`, the numbers are text).
enum CoverageView {
    typealias Line = (text: String, style: Style)

    /// The headings of the lists of what was never exercised, by kind.
    static let headings = [
        "prompts": "Prompts never shown", "buttons": "Buttons never tapped",
        "statuses": "Statuses never read", "moves": "Moves never made",
    ]

    /// The panel's lines for an area of `width` × `rows`: never more than `rows`; the lists from
    /// their line `scroll` (clamped to the last page).
    static func lines(_ summary: CoverageSummary, width: Int, rows: Int, scroll: Int = 0) -> [Line] {
        let head = headLines(summary, width: width)
        guard head.count < rows else { return Array(head.prefix(rows)) }
        let body = listLines(summary.parts.filter { !$0.missing.isEmpty }, width: width)
        guard head.count + body.count > rows else { return head + body }
        // One row says where the lists are; the rest show them from `scroll`.
        let window = window(lines: body.count, rows: rows - head.count, scroll: scroll)
        guard window.count > 0 else { return head }
        let where_ = "PgUp/PgDn · lists \(window.start + 1)–\(window.start + window.count) of \(body.count)"
        return head + body[window.start..<(window.start + window.count)] + [(where_, Style(tint: .muted))]
    }

    /// Which lines of `lines` show in `rows` rows (one kept for the position line) from `scroll`.
    static func window(lines: Int, rows: Int, scroll: Int) -> (start: Int, count: Int) {
        let count = max(0, rows - 1)
        return (max(0, min(scroll, lines - count)), count)
    }

    /// How far the lists can scroll, and a page, in the panel of a screen of `size`.
    static func scrollRange(_ summary: CoverageSummary, size: ScreenSize) -> (last: Int, page: Int) {
        let area = Layout(size).lens.inset(top: 1, left: 2, bottom: 1, right: 1)
        let head = headLines(summary, width: area.cols).count
        let body = listLines(summary.parts.filter { !$0.missing.isEmpty }, width: area.cols).count
        guard head + body > area.rows else { return (0, 1) }
        let window = window(lines: body, rows: area.rows - head, scroll: .max)
        return (window.start, max(1, window.count))
    }

    /// The counts on top of the panel.
    static func headLines(_ summary: CoverageSummary, width: Int) -> [Line] {
        var head: [Line] = []
        var steps = "\(summary.steps) step\(summary.steps == 1 ? "" : "s") on \(summary.ruleSet.releases)"
        var extras: [String] = []
        if summary.unchangedSteps > 0 { extras.append("\(summary.unchangedSteps) changed nothing") }
        if summary.outsideSteps > 0 { extras.append("\(summary.outsideSteps) outside the graph") }
        if !extras.isEmpty { steps += " (" + extras.joined(separator: ", ") + ")" }
        for line in TextWrap.wrap(steps, width: width) { head.append((line, .bold)) }
        for part in summary.parts { head.append((row(part), .plain)) }
        head.append(("graph: \(summary.statesVisited) of \(summary.stateCount) states, \(summary.transitionsTaken) of \(summary.transitionCount) edges", Style(tint: .muted)))
        for (count, why) in [(summary.otherSetupSteps, "other iOS or build"), (summary.forgottenSteps, "past the undo limit")] where count > 0 {
            let text = "\(why): \(count) step\(count == 1 ? "" : "s") not counted"
            for line in TextWrap.wrap(text, width: width) { head.append((line, Style(tint: .warning))) }
        }
        if !summary.defaultBuild {
            let text = "≈ the graph is of the default build (every Info.plist key): steps this build takes elsewhere count as outside"
            for line in TextWrap.wrap(text, width: width) { head.append((line, Style(tint: .warning))) }
        }
        if summary.parts.allSatisfy({ $0.missing.isEmpty }) {
            head.append(("✓ every prompt, button, status and move", Style(tint: .good)))
        }
        return head
    }

    /// `prompts    1 of 6     16.7% ██░░░░░░░░`.
    static func row(_ part: CoverageSummary.Part) -> String {
        let percent = part.percentText
        let filled = part.covered == 0 ? 0 : part.covered == part.total ? 10 : min(9, max(1, Int(part.percent / 10)))
        return pad(part.name, 9) + leftPad(String(part.covered), 3) + " of " + pad(String(part.total), 3)
            + leftPad(percent, 6) + "% " + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
    }

    /// The lists under their headings, every item, each wrapped to `width` (a move names its
    /// steps in full: `Allow Once  →  denied  (one step does it: settings app never; …)`).
    static func listLines(_ parts: [CoverageSummary.Part], width: Int) -> [Line] {
        var out: [Line] = []
        for part in parts {
            out.append(("\(headings[part.name] ?? part.name) (\(part.missing.count))", Style(bold: true, underline: true)))
            for item in part.missing {
                for (n, line) in TextWrap.wrap(item, width: max(1, width - 4)).enumerated() {
                    out.append(((n == 0 ? "  " : "    ") + line, .plain))
                }
            }
        }
        return out
    }

    static func draw(_ summary: CoverageSummary, scroll: Int = 0, in area: Rect, on canvas: inout Canvas) {
        canvas.fill(area)
        canvas.box(area, title: "Coverage · \(summary.ruleSet.releases) · x hides", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        for (offset, line) in lines(summary, width: inner.cols, rows: inner.rows, scroll: scroll).enumerated() {
            canvas.putTruncated(line.text, row: inner.row + offset, col: inner.col, width: inner.cols, style: line.style)
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func leftPad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
