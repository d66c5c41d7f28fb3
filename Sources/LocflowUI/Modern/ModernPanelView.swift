import CellGrid

/// The "Sessions & updates" panel: each `CLServiceSession` with its goal, state and live
/// diagnostics, the live-updates stream, the monitor's conditions, the background activity
/// session and the location button's approval. It takes the right column, in the lens's place.
/// Nothing relies on colour: a diagnostic is marked `!`, a clean object `✓`.
enum ModernPanelView {
    typealias Line = (text: String, style: Style)

    /// The panel's lines for `width` columns, top to bottom (the caller cuts them to its rows).
    static func lines(_ model: ModernPanelModel, width: Int) -> [Line] {
        let heading = Style(bold: true, underline: true)
        let muted = Style(tint: .muted)
        guard model.available else {
            return wrap("\(model.releases) has none of the modern APIs: liveUpdates, CLMonitor and background activity come with iOS 17, CLServiceSession with 18, the location button with 15 (D51).", width, muted)
        }
        var out: [Line] = []
        out.append(("Sessions (CLServiceSession)", heading))
        if model.sessions.isEmpty {
            out.append(("  none" + (model.requiresExplicitSession ? " · explicit sessions required" : ""), muted))
        }
        for session in model.sessions { out += object(session, model, width) }
        out.append(("Live updates (liveUpdates())", heading))
        if let updates = model.updates { out += object(updates, model, width) } else { out.append(("  not started", muted)) }
        out.append(("Monitor (CLMonitor)", heading))
        if model.conditions.isEmpty { out.append(("  no conditions", muted)) }
        for condition in model.conditions { out += object(condition, model, width) }
        out.append(("Background activity", heading))
        if let session = model.backgroundActivity { out += object(session, model, width) } else { out.append(("  none", muted)) }
        let button = model.buttonApproved ? "approved once (D48)" : model.hasLocationButton ? "not yet confirmed" : "none on screen"
        out.append(("Location button  " + button, model.buttonApproved ? Style(tint: .good) : muted))
        return out
    }

    /// One object: `  session 1  goal always  active`, then its diagnostics indented under it.
    static func object(_ object: ModernPanelModel.Object, _ model: ModernPanelModel, _ width: Int) -> [Line] {
        let head = "  " + [object.name, object.detail, object.state].filter { !$0.isEmpty }.joined(separator: "  ")
        var out: [Line] = [(head, object.state == "outstanding" ? Style(tint: .warning) : .plain)]
        if !model.reportsDiagnostics {
            out.append(("    no diagnostics before iOS 18", Style(tint: .muted)))
        } else if object.diagnostics.isEmpty {
            out.append(("    ✓ no diagnostics", Style(tint: .good)))
        } else {
            for line in TextWrap.wrap("! " + object.diagnostics.joined(separator: ", "), width: width - 4, continuationWidth: width - 6) {
                out.append(("    " + (line.hasPrefix("! ") ? line : "  " + line), Style(tint: .warning)))
            }
        }
        return out
    }

    static func draw(_ model: ModernPanelModel, in area: Rect, on canvas: inout Canvas) {
        canvas.fill(area)
        canvas.box(area, title: "Sessions & updates · \(model.releases) · M menu", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        let all = lines(model, width: inner.cols)
        for (offset, line) in all.prefix(inner.rows).enumerated() {
            // The last row says so when objects run past the panel.
            let cut = offset == inner.rows - 1 && all.count > inner.rows
            let text = cut ? "… \(all.count - inner.rows + 1) more lines" : line.text
            canvas.putTruncated(text, row: inner.row + offset, col: inner.col, width: inner.cols, style: cut ? Style(tint: .muted) : line.style)
        }
    }

    private static func wrap(_ text: String, _ width: Int, _ style: Style) -> [Line] {
        TextWrap.wrap(text, width: width).map { ($0, style) }
    }
}
