import CellGrid

extension Explorer {
    /// Draws the whole screen for `state` at `size`: a pure function, so tests compare pictures.
    public static func render(_ state: ExplorerState, size: ScreenSize) -> Canvas {
        var canvas = Canvas(rows: size.rows, cols: size.cols)
        render(state, size: size, into: &canvas, cache: RenderCache(keeping: false))
        return canvas
    }

    /// Draws the same screen as `render(_:size:)` into `canvas`, which is cleared first and keeps
    /// its storage when its size is unchanged: the explorer's loop draws every frame into one
    /// canvas, so the grid is not allocated again per frame. The layout and each
    /// panel whose inputs did not change since the last frame drawn with `cache` are copied from
    /// it instead of drawn again, so a frame of an unchanged state allocates nothing.
    /// `RenderCacheTests` checks every frame of a session drawn so against `render(_:size:)`.
    public static func render(_ state: ExplorerState, size: ScreenSize, into canvas: inout Canvas, cache: RenderCache) {
        canvas.clear(rows: size.rows, cols: size.cols)
        let layout = cache.layout(size)
        guard layout.isUsable else {
            TooSmallView.draw(size: size, on: &canvas)
            return
        }
        let sim = state.sim
        if state.view.designerOpen {
            // Everything but the footer reads only the simulation (`DesignerView.drawMain`).
            let main = Rect(row: 0, col: 0, rows: layout.footer.row, cols: size.cols)
            cache.designer.draw(.init(area: main, roomy: false, sim: sim), area: main, on: &canvas) {
                DesignerView.drawMain(state, size: size, on: &$0)
            }
            // The header (with the scenario's `n: … (k/N)`) and the status line read more than
            // the simulation, so they are drawn over the kept picture every frame.
            DesignerView.drawHeader(state, in: layout.header, on: &canvas)
            DesignerView.drawStatus(state, row: layout.footer.row - 1, cols: size.cols, on: &canvas)
            cache.footer.draw(state, in: layout.footer, on: &canvas)
            // Menus and help open over the view they were opened from.
            if let menu = state.view.menu {
                MenuOverlay.draw(menu, config: state.config, modern: state.modernModel, panelShown: state.showsModernPanel, in: canvas.bounds, on: &canvas)
            } else if state.view.helpOpen, state.view.textEdit == nil {
                HelpOverlay.draw(scroll: state.view.helpScroll, ruleSet: state.sim.ruleSet, in: canvas.bounds, on: &canvas)
            }
            // The save's name field, over the picture (`s` works in the designer view too), or the search line.
            if let edit = state.view.textEdit { TextEditOverlay.draw(edit, in: canvas.bounds, footer: layout.footer.row, on: &canvas) }
            if state.view.quitPending { QuitQuestionView.draw(sessionID: state.sessionID, in: canvas.bounds, on: &canvas) }
            return
        }
        let roomy = layout.isRoomy
        cache.header.draw(.init(area: layout.header, sim: sim, scenario: state.scenario), area: layout.header, on: &canvas) {
            HeaderView.draw(state, in: layout.header, on: &$0)
        }
        let promptKey = RenderCache.PromptKey(
            area: layout.prompt, prompt: sim.prompt, selectedButton: state.selectedButton, locationButton: ModernPanelModel.hasLocationButton(sim),
            mixedCopy: PromptView.mixedCopy(sim.app.infoPlist, state.support.words))
        cache.prompt.draw(promptKey, area: layout.prompt, on: &canvas) {
            PromptView.draw(state, in: layout.prompt, on: &$0)
        }
        if state.view.timelineOpen {
            TimelineView.draw(state.timeline, cursor: state.view.timelineCursor, in: layout.log, filter: state.view.search, inScenario: state.scenario != nil, on: &canvas)
        } else {
            cache.log.draw(state, layout: layout, on: &canvas, lines: &cache.logLines)
        }
        if state.view.lensOpen {
            LensView.draw(state, in: layout.lens, on: &canvas)
        } else if state.view.coverageOpen, let coverage = state.coverage {
            CoverageView.draw(coverage, scroll: state.view.coverageScroll, in: layout.lens, on: &canvas)
        } else if state.showsModernPanel {
            cache.modern.draw(.init(area: layout.lens, roomy: roomy, sim: sim), area: layout.lens, on: &canvas) {
                ModernPanelView.draw(state.modernModel, in: layout.lens, on: &$0)
            }
        } else {
            cache.status.draw(.init(area: layout.status, roomy: roomy, sim: sim), area: layout.status, on: &canvas) {
                StatusView.draw(state, roomy: roomy, in: layout.status, on: &$0)
            }
            cache.settings.draw(.init(area: layout.settings, roomy: roomy, sim: sim), area: layout.settings, on: &canvas) {
                SettingsView.draw(state, roomy: roomy, in: layout.settings, on: &$0)
            }
            cache.services.draw(.init(area: layout.services, roomy: roomy, sim: sim), area: layout.services, on: &canvas) {
                ServicesView.draw(state, in: layout.services, on: &$0)
            }
        }
        cache.footer.draw(state, in: layout.footer, on: &canvas)  // the same cells as FooterView.draw
        if let problem = state.view.fileProblem {
            // Over the footer's first row, until the file can be written again: a
            // journal that silently stops is a session lost at the next crash.
            let row = Rect(row: layout.footer.row, col: 0, rows: 1, cols: size.cols)
            canvas.fill(row, style: Style(bold: true, tint: .bad))
            canvas.putTruncated("\u{26A0} " + problem, row: row.row, col: 1, width: size.cols - 2, style: Style(bold: true, tint: .bad))
        } else if let notice = state.view.notice {
            // Another session's business, said once over the footer until the first key.
            let row = Rect(row: layout.footer.row, col: 0, rows: 1, cols: size.cols)
            canvas.fill(row, style: Style(reverse: true))
            canvas.putTruncated(notice, row: row.row, col: 1, width: size.cols - 2, style: Style(reverse: true))
        }
        if let menu = state.view.menu {
            MenuOverlay.draw(menu, config: state.config, modern: state.modernModel, panelShown: state.showsModernPanel, in: canvas.bounds, on: &canvas)
        } else if state.view.helpOpen, state.view.textEdit == nil {
            HelpOverlay.draw(scroll: state.view.helpScroll, ruleSet: state.sim.ruleSet, in: canvas.bounds, on: &canvas)
        }
        if let edit = state.view.textEdit { TextEditOverlay.draw(edit, in: canvas.bounds, footer: layout.footer.row, on: &canvas) }
        if state.view.quitPending { QuitQuestionView.draw(sessionID: state.sessionID, in: canvas.bounds, on: &canvas) }
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
