import CellGrid
import LocflowCore

/// The app-code lens panel: the readings of Apple's Listings 1 and 3 and of the blog's helper,
/// then what they get wrong. It takes the place of the right column's panels while open, so it
/// starts with what the app reads.
enum LensView {
    /// The panel's lines for a width: the readings, then the findings wrapped with a hanging indent.
    static func lines(_ lens: AppCodeLens, width: Int) -> [(text: String, style: Style)] {
        let label = Style(tint: .muted)
        guard lens.running else {
            return [
                ("The app is not running, so its code", .plain),
                ("reads nothing (l launches it).", .plain),
                ("  REQUESTED_LOCATION_ALWAYS  \(lens.flag ? "set" : "unset")", label),
            ]
        }
        let reads = ".\(lens.status.rawValue)" + (lens.locationServicesEnabled ? "" : ", Location Services off")
        var lines: [(String, Style)] = [
            ("App reads  " + reads, .bold),
            ("Listing 1  " + lens.listing1, .plain),
            ("Listing 3  " + (lens.listing3 == .nothingYet ? "nothing yet (no callback)" : lens.listing3.call), .plain),
            ("Helper     When In Use  " + lens.helperWhenInUse.rawValue, .plain),
            ("           Always       " + lens.helperAlways.rawValue, .plain),
            ("  REQUESTED_LOCATION_ALWAYS  \(lens.flag ? "set" : "unset")", label),
            ("  requestedPermission  " + (lens.requestedPermission.map { "." + $0.rawValue } ?? "nil"), label),
            ("  next: " + lens.next.text, label),
        ]
        if lens.findings.isEmpty {
            lines.append(("✓ no wrong conclusion the lens can see", Style(tint: .good)))
        }
        for finding in lens.findings {
            let style = finding.severity == .wrong ? Style(bold: true, tint: .bad) : Style(tint: .warning)
            for (index, line) in TextWrap.wrap(finding.line, width: width, continuationWidth: width - 2).enumerated() {
                lines.append((index == 0 ? line : "  " + line, style))
            }
        }
        return lines
    }

    static func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        if state.shownLensSample == .modern { return ModernLensView.draw(state, in: area, on: &canvas) }
        canvas.fill(area)
        canvas.box(area, title: "App-code lens · seeds 000, 003 · d hides", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        let lens = AppCodeLens(state.sim, memory: state.lensMemory)
        let all = lines(lens, width: inner.cols)
        for (offset, line) in all.prefix(inner.rows).enumerated() {
            // The last row says so when findings run past the panel.
            let cut = offset == inner.rows - 1 && all.count > inner.rows
            let text = cut ? Canvas.prefix(of: line.text, fitting: inner.cols - 1) + "…" : line.text
            canvas.putTruncated(text, row: inner.row + offset, col: inner.col, width: inner.cols, style: line.style)
        }
    }
}
