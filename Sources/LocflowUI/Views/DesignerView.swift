import CellGrid
import LocflowCore
import LocflowDesigner
import LocflowScenario

/// The designer view (`D`, `--designer`): the prompt as the person sees it, on a phone screen,
/// with what they see and what the app reads beside it in plain words.
///
/// Inside the alert there is nothing iOS would not draw: no keys, digits, rule codes, Info.plist
/// key names, "≈ approximate" lines or highlighted button, and the words are iOS's own
/// (`IOSText`: typographic apostrophes, the purpose string without added quotes). The codes are
/// one key away: `D` returns to the normal view, which keeps them all.
enum DesignerView {
    /// An iPhone's alert is 270 points wide on a 390-point screen (iPhone 12–16); the phone is
    /// drawn 40 to 64 columns wide and the alert keeps that ratio to it.
    static let alertRatio = 270.0 / 390.0

    /// The phone's screen, the alert inside it and the side panel, for a screen size.
    struct Geometry: Equatable {
        var phone: Rect
        var words: Rect
        var alertWidth: Int
    }

    /// Lays the phone and the side panel out in the main area.
    static func geometry(_ size: ScreenSize) -> Geometry {
        let main = Rect(row: 1, col: 0, rows: size.rows - 3, cols: size.cols)
        // A phone is about 0.46 as wide as tall; a terminal cell is about half as wide as tall.
        let byAspect = Int((Double(main.rows) * 0.92).rounded())
        let byWidth = size.cols * 2 / 5
        let phoneCols = min(max(40, max(byAspect, byWidth)), 64, max(40, size.cols - 36))
        // The phone takes every row: the status line (`drawStatus`) is drawn over its bottom
        // row only while there is something to say, so the alert never loses a line to it.
        let phone = Rect(row: main.row, col: 1, rows: main.rows, cols: phoneCols)
        let words = Rect(row: main.row, col: phone.right + 2, rows: main.rows, cols: max(0, size.cols - phone.right - 3))
        let alertWidth = Int((Double(phoneCols - 2) * alertRatio).rounded())
        return Geometry(phone: phone, words: words, alertWidth: alertWidth)
    }

    /// Draws the designer screen above the footer: the header, the phone and the plain words,
    /// which read only the simulation (the renderer keeps them while it holds; the footer is
    /// drawn by `FooterCache`, as in the codes view).
    static func drawMain(_ state: ExplorerState, size: ScreenSize, on canvas: inout Canvas) {
        let layout = Layout(size)
        let g = geometry(size)
        canvas.box(g.phone, style: Style(tint: .muted), border: .heavy)
        let screen = g.phone.inset(by: 1)
        if state.sim.backgroundIndicator {
            // The status bar's blue pill: the app uses location in the background (D57).
            canvas.put(HeaderView.indicator, row: screen.row, col: screen.col + 1, style: Style(bold: true, tint: .accent))
        }
        if let prompt = state.sim.prompt {
            drawAlert(prompt, in: screen, width: g.alertWidth, on: &canvas)
        } else {
            let middle = screen.row + screen.rows / 2
            PromptView.centre("\u{201C}\(state.sim.app.name)\u{201D}", row: middle - 1, in: screen, style: .bold, on: &canvas)
            PromptView.centre("(the app, no alert)", row: middle, in: screen, style: Style(tint: .muted), on: &canvas)
        }
        drawWords(state, in: g.words, on: &canvas)
    }

    /// The rectangles the buttons occupy, for mouse clicks, in button order.
    static func buttonRects(_ prompt: Prompt, size: ScreenSize) -> [Rect] {
        let g = geometry(size)
        return placement(prompt, in: g.phone.inset(by: 1), width: g.alertWidth).buttons
    }

    // MARK: - The alert

    struct Placement {
        var box: Rect
        var lines: [(text: String, style: Style)]
        var mapRows: Int
        var buttons: [Rect]
        var sideBySide: Bool
        var rules: Bool
    }

    /// Places the alert: title, message, map, then the buttons with hairlines between them;
    /// when rows are short, the message shortens first, then the map and the hairlines.
    static func placement(_ prompt: Prompt, in screen: Rect, width: Int) -> Placement {
        let textWidth = max(8, width - 4)
        let title = TextWrap.wrap(IOSText.title(prompt), width: textWidth)
        let message = IOSText.message(prompt).map { TextWrap.wrap($0, width: textWidth) } ?? []
        let sideBySide = IOSText.sideBySide(prompt) && prompt.buttons.allSatisfy { DisplayWidth.of($0.label) + 2 <= (width - 3) / 2 }
        // A stacked label too long for its row wraps onto a second line, as iOS wraps it: never cut.
        let buttonRows = sideBySide ? [1] : IOSText.buttons(prompt).map {
            DisplayWidth.of($0) <= width - 2 ? 1 : max(1, TextWrap.wrap($0, width: width - 4).count)
        }
        let buttonCount = buttonRows.count, buttonLines = buttonRows.reduce(0, +)
        // The first prompt's map (Precise switch, T60) or the reminder's map of collected locations (P-REM-13).
        var mapRows = IOSText.hasMap(prompt) ? 2 : 0
        var rules = true
        func height(_ messageLines: Int) -> Int {
            2 + title.count + messageLines + (mapRows > 0 ? mapRows + 1 : 0) + buttonLines + buttonCount * (rules ? 1 : 0) + (rules ? 0 : 1)
        }
        var messageLines = message.count
        while height(messageLines) > screen.rows && messageLines > 1 { messageLines -= 1 }
        if height(messageLines) > screen.rows && mapRows == 2 { mapRows = 1 }
        if height(messageLines) > screen.rows { rules = false }
        var lines: [(text: String, style: Style)] = title.map { ($0, Style.bold) }
        lines += TextWrap.wrap(IOSText.message(prompt) ?? "", width: textWidth, limit: messageLines).map { ($0, Style.plain) }
        let rows = min(screen.rows, height(messageLines))
        let box = Rect(row: screen.row + max(0, (screen.rows - rows) / 2), col: screen.col + (screen.cols - width) / 2, rows: rows, cols: width)
        var row = box.row + 1 + lines.count + (mapRows > 0 ? mapRows + 1 : 0)
        var buttons: [Rect] = []
        if sideBySide {
            let half = (width - 3) / 2
            row += 1
            buttons = [Rect(row: row, col: box.col + 1, rows: 1, cols: half), Rect(row: row, col: box.col + 2 + half, rows: 1, cols: width - 3 - half)]
        } else {
            for rows in buttonRows {
                row += 1
                buttons.append(Rect(row: row, col: box.col + 1, rows: rows, cols: width - 2))
                row += rows - 1
                if rules { row += 1 }
            }
        }
        return Placement(box: box, lines: lines, mapRows: mapRows, buttons: buttons, sideBySide: sideBySide, rules: rules)
    }

    private static func drawAlert(_ prompt: Prompt, in screen: Rect, width: Int, on canvas: inout Canvas) {
        let place = placement(prompt, in: screen, width: width)
        let frame = Style(tint: .prompt)
        canvas.fill(place.box)
        canvas.box(place.box, style: frame, border: .rounded)
        let inner = place.box.inset(top: 1, left: 2, bottom: 1, right: 2)
        for (offset, line) in place.lines.enumerated() {
            PromptView.centre(line.text, row: inner.row + offset, in: inner, style: line.style, on: &canvas)
        }
        if place.mapRows > 0 {
            let map = Rect(row: inner.row + place.lines.count + 1, col: inner.col, rows: place.mapRows, cols: inner.cols)
            canvas.fill(map, style: Style(tint: .good), with: "░")
            if let precise = IOSText.precise(prompt) {
                canvas.put(" \(precise) ", row: map.row, col: map.col + 1, style: Style(bold: true))
            } else if prompt.approximateMap {
                // D54: an area, no Precise pill.
                canvas.put("◯", row: map.row + place.mapRows / 2, col: map.col + map.cols / 2, style: Style(tint: .accent))
            } else {
                // The reminder's map of collected locations (P-REM-13): pins, no words.
                for (fraction, line) in [(0.25, 0), (0.6, place.mapRows - 1), (0.8, 0)] {
                    canvas.put("●", row: map.row + line, col: map.col + Int(Double(map.cols - 1) * fraction), style: Style(tint: .accent))
                }
            }
        }
        let labels = IOSText.buttons(prompt)
        for (index, rect) in place.buttons.enumerated() {
            // One hairline above the row of side-by-side buttons; one above each stacked button.
            if !place.sideBySide || index == 0 {
                hairline(above: rect.row, in: place.box, style: frame, on: &canvas, when: place.rules || index == 0)
            }
            let wrapped = rect.rows > 1 ? TextWrap.wrap(labels[index], width: place.box.cols - 4) : [labels[index]]
            for (line, text) in wrapped.prefix(rect.rows).enumerated() {
                PromptView.centre(text, row: rect.row + line, in: rect, style: Style(tint: .accent), on: &canvas)
            }
            if place.sideBySide && index == 1 {
                canvas.put("│", row: rect.row, col: rect.col - 1, style: frame)
                canvas.put("┬", row: rect.row - 1, col: rect.col - 1, style: frame)
            }
        }
    }

    private static func hairline(above row: Int, in box: Rect, style: Style, on canvas: inout Canvas, when: Bool) {
        guard when, row - 1 > box.row else { return }
        canvas.hline(row: row - 1, col: box.col + 1, width: box.cols - 2, style: style)
        canvas.put("├", row: row - 1, col: box.col, style: style)
        canvas.put("┤", row: row - 1, col: box.right - 1, style: style)
    }

    // MARK: - Plain words

    private static func drawWords(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        guard area.cols >= 12 else { return }
        let sim = state.sim
        let now = Snapshot(sim)
        // A clip's prompt is labelled as one: what it can never get, and when its grant ends (D52).
        let clip = sim.app.appClip && sim.prompt != nil
            ? ["An App Clip\u{2019}s prompt: a clip never gets Always, and While Using ends at 4:00 the next morning."] : []
        var sees = clip + PlainWords.sees(sim.prompt, app: sim.app.name)
        if sim.backgroundIndicator {
            sees.append("The status bar shows the blue location indicator: the app uses location in the background (D57).")
        }
        var sections: [(String, [String])] = [
            ("What the person sees", sees),
            ("What the app reads now", PlainWords.reads(now)),
        ]
        if let prompt = sim.prompt {
            let answers = prompt.buttons.map { button -> String in
                let tapped = sim.applying(.tap(button.label))
                let outcome = tapped.outcome
                let reads = PlainWords.permission(Snapshot(tapped.after))
                let told = outcome.callbacks.isEmpty ? "The app is not told." : "The app is told."
                return "\(IOSText.display(button.label)): \(reads) \(told)"
            }
            sections.append(("If they tap", answers))
        }
        // On a short screen the person-sees section gives up its middle sentences first, so the
        // answers (the part a designer reviews) stay visible.
        func height(_ sections: [(String, [String])]) -> Int {
            sections.reduce(0) { sum, section in
                sum + 2 + section.1.reduce(0) { $0 + TextWrap.wrap($1, width: area.cols - 2, continuationWidth: area.cols - 4).count }
            }
        }
        while height(sections) - 1 > area.rows, sections[0].1.count > 2 {
            sections[0].1.remove(at: 1)
        }
        var row = area.row
        for (heading, lines) in sections where row < area.bottom {
            canvas.putTruncated(heading, row: row, col: area.col, width: area.cols, style: Style(bold: true, underline: true))
            row += 1
            for line in lines {
                for piece in TextWrap.wrap(line, width: area.cols - 2, continuationWidth: area.cols - 4).enumerated() where row < area.bottom {
                    canvas.putTruncated(piece.element, row: row, col: area.col + (piece.offset == 0 ? 2 : 4), width: area.cols - 2)
                    row += 1
                }
            }
            row += 1
        }
    }

    /// The status line under the phone: what the latest key did, in plain words (a save, an
    /// expectation's ✓ or ✗, "Nothing happened: …"), or the start-up notice. It takes the
    /// whole row, over the phone's bottom border and the plain words' last line, only while
    /// there is something to say.
    /// A status too long for the row takes the row above too (wrapped at spaces and path
    /// separators), so a save's file name or the reason nothing happened, which come last, are
    /// not cut at 80 columns.
    static func drawStatus(_ state: ExplorerState, row: Int, cols: Int, on canvas: inout Canvas) {
        guard let status = state.designerStatus else { return }
        var lines = TextWrap.wrap(status, width: cols - 2, limit: 3)
        // Still too long: a long path keeps its file name (the log has the whole path).
        if lines.count > 2 { lines = TextWrap.wrap(shorteningPaths(status, to: (cols - 2) / 2), width: cols - 2, limit: 2) }
        let top = row - (lines.count - 1)
        canvas.fill(Rect(row: top, col: 0, rows: lines.count, cols: cols))
        let failed = status.hasPrefix("\u{2717}")
        for (offset, line) in lines.enumerated() {
            canvas.putTruncated(line, row: top + offset, col: 1, width: cols - 2, style: Style(bold: failed, tint: failed ? .bad : nil))
        }
    }

    /// `text` with each path wider than `width` written as `…/` and its last component.
    static func shorteningPaths(_ text: String, to width: Int) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.contains("/"), DisplayWidth.of(String(word)) > width, let name = word.split(separator: "/").last else { return String(word) }
            return "\u{2026}/" + name
        }.joined(separator: " ")
    }

    /// The header: the view's name, and while a `--scenario` plays, what the next `n` does.
    static func drawHeader(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        let bar = Style(reverse: true)
        canvas.fill(area, style: bar)
        // With a scenario's hint the view's own keys shorten, so the hint and the name both fit at 80.
        let right = HeaderView.scenarioHint(state).map { $0 + "│ D codes · q quit " } ?? " D codes view · ? help · q quit "
        // "App Clip" right after the name of the tool, so no scenario hint at 80 columns cuts it.
        let left = state.sim.app.appClip
            ? " locflow │ App Clip │ designer view │ \(state.sim.ruleSet.releases) │ \u{201C}\(state.sim.app.name)\u{201D} \(state.sim.clockText) "
            : " locflow │ designer view │ \(state.sim.ruleSet.releases) │ \u{201C}\(state.sim.app.name)\u{201D} "
        let rightWidth = DisplayWidth.of(right)
        canvas.putTruncated(left, row: area.row, col: area.col, width: max(0, area.cols - rightWidth), style: Style(bold: true, reverse: true))
        canvas.putTruncated(right, row: area.row, col: area.right - min(rightWidth, area.cols), width: area.cols, style: bar)
    }
}
