import CellGrid
import LocflowCore
import LocflowGraph

/// The coverage panel (`x`): how much of the current rule set's reachable model the session has
/// exercised, with a bar per kind, then what it never did. It takes the whole right column, in
/// the lens's place. Lists that do not fit share the rows left and end with `… N more`, so every
/// count stays visible; nothing relies on colour (the bars are `█` and `░`, the numbers are text).
enum CoverageView {
    typealias Line = (text: String, style: Style)

    /// The headings of the lists of what was never exercised, by kind.
    static let headings = [
        "prompts": "Prompts never shown", "buttons": "Buttons never tapped",
        "statuses": "Statuses never read", "moves": "Moves never made",
    ]

    /// The panel's lines for an area of `width` × `rows`: never more than `rows`.
    static func lines(_ summary: CoverageSummary, width: Int, rows: Int) -> [Line] {
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
        let lists = summary.parts.filter { !$0.missing.isEmpty }
        if lists.isEmpty {
            head.append(("✓ every prompt, button, status and move", Style(tint: .good)))
        }
        guard head.count < rows else { return Array(head.prefix(rows)) }
        return head + listLines(lists, rows: rows - head.count)
    }

    /// `prompts    1 of 6     16.7% ██░░░░░░░░`.
    static func row(_ part: CoverageSummary.Part) -> String {
        let percent = CoverageReport.format(part.percent)
        let filled = part.covered == 0 ? 0 : part.covered == part.total ? 10 : min(9, max(1, Int(part.percent / 10)))
        return pad(part.name, 9) + leftPad(String(part.covered), 3) + " of " + pad(String(part.total), 3)
            + leftPad(percent, 6) + "% " + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
    }

    /// The lists under their headings in `rows` rows: each gets its heading and one row first,
    /// then the rows left go round the lists one at a time, so a long list cannot crowd out a
    /// short one. A list cut short ends with `… N more` in its last row.
    static func listLines(_ parts: [CoverageSummary.Part], rows: Int) -> [Line] {
        var shown = [Int](repeating: 0, count: parts.count)  // item rows per list
        var left = rows
        for index in parts.indices where left >= 2 {
            shown[index] = 1
            left -= 2
        }
        var grew = true
        while left > 0 && grew {
            grew = false
            for index in parts.indices where left > 0 && shown[index] > 0 && shown[index] < parts[index].missing.count {
                shown[index] += 1
                left -= 1
                grew = true
            }
        }
        var out: [Line] = []
        for (index, part) in parts.enumerated() where shown[index] > 0 {
            out.append(("\(headings[part.name] ?? part.name) (\(part.missing.count))", Style(bold: true, underline: true)))
            let items = part.missing
            if shown[index] >= items.count {
                out += items.map { ("  " + $0, .plain) }
            } else {
                out += items.prefix(shown[index] - 1).map { ("  " + $0, .plain) }
                out.append(("  … \(items.count - shown[index] + 1) more", Style(tint: .muted)))
            }
        }
        return out
    }

    static func draw(_ summary: CoverageSummary, in area: Rect, on canvas: inout Canvas) {
        canvas.fill(area)
        canvas.box(area, title: "Coverage · \(summary.ruleSet.releases) · x hides", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        for (offset, line) in lines(summary, width: inner.cols, rows: inner.rows).enumerated() {
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
