import CellGrid

extension Explorer {
    /// Draws the whole screen for `state` at `size`: a pure function, so tests compare pictures.
    public static func render(_ state: ExplorerState, size: ScreenSize) -> Canvas {
        var canvas = Canvas(rows: size.rows, cols: size.cols)
        render(state, size: size, into: &canvas)
        return canvas
    }

    /// Draws the same screen as `render(_:size:)` into `canvas`, which is cleared first and keeps
    /// its storage when its size is unchanged: the explorer's loop can draw every frame into one
    /// canvas, so the grid is not allocated again per frame (issue 14).
    public static func render(_ state: ExplorerState, size: ScreenSize, into canvas: inout Canvas) {
        canvas.clear(rows: size.rows, cols: size.cols)
        let layout = Layout(size)
        guard layout.isUsable else {
            TooSmallView.draw(size: size, on: &canvas)
            return
        }
        if state.designerOpen && state.menu == nil && !state.helpOpen {
            DesignerView.draw(state, size: size, on: &canvas)
            // The save's name field, over the picture (`s` works in the designer view too).
            if let edit = state.textEdit { TextEditOverlay.draw(edit, in: canvas.bounds, on: &canvas) }
            if state.quitPending { QuitQuestionView.draw(in: canvas.bounds, on: &canvas) }
            return
        }
        let roomy = layout.isRoomy
        HeaderView.draw(state, in: layout.header, on: &canvas)
        PromptView.draw(state, in: layout.prompt, on: &canvas)
        if state.timelineOpen {
            TimelineView.draw(state.timeline, cursor: state.timelineCursor, in: layout.log, filter: state.search, on: &canvas)
        } else {
            LogView.draw(state, layout: layout, on: &canvas)
        }
        if state.lensOpen {
            LensView.draw(state, in: layout.lens, on: &canvas)
        } else if state.coverageOpen, let coverage = state.coverage {
            CoverageView.draw(coverage, in: layout.lens, on: &canvas)
        } else if state.showsModernPanel {
            ModernPanelView.draw(state.modernModel, in: layout.lens, on: &canvas)
        } else {
            StatusView.draw(state, roomy: roomy, in: layout.status, on: &canvas)
            SettingsView.draw(state, roomy: roomy, in: layout.settings, on: &canvas)
            ServicesView.draw(state, in: layout.services, on: &canvas)
        }
        FooterCache.shared.draw(state, in: layout.footer, on: &canvas)  // the same cells as FooterView.draw
        if let problem = state.fileProblem {
            // Over the footer's first row, until the file can be written again (issue 13): a
            // journal that silently stops is a session lost at the next crash.
            let row = Rect(row: layout.footer.row, col: 0, rows: 1, cols: size.cols)
            canvas.fill(row, style: Style(bold: true, tint: .bad))
            canvas.putTruncated("\u{26A0} " + problem, row: row.row, col: 1, width: size.cols - 2, style: Style(bold: true, tint: .bad))
        }
        if let search = state.search, search.editing {
            SearchLineView.draw(search, in: Rect(row: layout.footer.row, col: 0, rows: 1, cols: size.cols), on: &canvas)
        }
        if let menu = state.menu {
            MenuOverlay.draw(menu, config: state.config, modern: state.modernModel, panelShown: state.showsModernPanel, in: canvas.bounds, on: &canvas)
        } else if state.helpOpen, state.textEdit == nil {
            HelpOverlay.draw(scroll: state.helpScroll, in: canvas.bounds, on: &canvas)
        }
        if let edit = state.textEdit { TextEditOverlay.draw(edit, in: canvas.bounds, on: &canvas) }
        if state.quitPending { QuitQuestionView.draw(in: canvas.bounds, on: &canvas) }
    }
}

/// What a terminal below the minimum shows instead of a garbled layout.
enum TooSmallView {
    static func draw(size: ScreenSize, on canvas: inout Canvas) {
        let lines = [
            "enlarge the terminal to at least \(ScreenSize.minimum)",
            "(now \(size))",
            "q quits",
        ]
        let top = max(0, (size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = DisplayWidth.of(line)
            let col = max(0, (size.cols - width) / 2)
            canvas.putTruncated(line, row: top + offset, col: col, width: size.cols - col, style: offset == 0 ? .bold : Style(tint: .muted))
        }
    }
}
