import CellGrid
import LocflowCore

/// The system prompt, drawn like the iOS alert: a rounded box centred in its area with the
/// title, the purpose string in quotes with its Info.plist key, the map line with the Precise
/// switch (iOS 14+), then the buttons in iOS order, numbered. An "≈ approximate" line follows
/// when the wording is not Apple's own.
enum PromptView {
    /// The widest the alert gets, like the fixed-width iOS alert.
    static let maxWidth = 46

    /// Everything placed: the alert box, its text lines and the button rectangles.
    struct Placement {
        var box: Rect
        /// Text lines inside the box, top to bottom, with their style.
        var lines: [(text: String, style: Style)]
        /// The row (relative to the box's first content row) where the buttons start.
        var buttonsRow: Int
        /// The buttons drawn side by side (two short ones) rather than stacked.
        var sideBySide: Bool
        var buttons: [Rect]
        var approximate: [String]
    }

    /// Whether the app's purpose strings are partly the designer's and partly locflow's samples.
    static func mixedCopy(_ plist: InfoPlist, _ words: DesignerWords) -> Bool {
        let texts = [plist.whenInUseUsage, plist.alwaysAndWhenInUseUsage, plist.alwaysUsage].compactMap { $0 }
            + (plist.temporaryUsage ?? []).map(\.description)
        return texts.contains { words.isSample($0) } && texts.contains { !words.isSample($0) }
    }

    /// Draws the prompt on screen, or the quiet "no prompt" panel, into `area`.
    static func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        guard let prompt = state.sim.prompt else { return drawEmpty(state, in: area, on: &canvas) }
        let words = state.support.words
        let place = placement(prompt, in: area, mixedCopy: mixedCopy(state.sim.app.infoPlist, words), words: words)
        let frame = Style(tint: .prompt)
        canvas.fill(place.box)
        canvas.box(place.box, style: frame, border: .rounded)
        // " source " in the bottom border, written in three pieces (no joined copy).
        let sourceWidth = DisplayWidth.of(prompt.source) + 2
        if sourceWidth + 4 <= place.box.cols {
            let muted = Style(tint: .muted), row = place.box.bottom - 1
            var col = place.box.right - 2 - sourceWidth
            col += canvas.put(" ", row: row, col: col, style: muted)
            col += canvas.put(prompt.source, row: row, col: col, style: muted)
            canvas.put(" ", row: row, col: col, style: muted)
        }
        let inner = place.box.inset(top: 1, left: 2, bottom: 1, right: 2)
        for (offset, line) in place.lines.enumerated() {
            centre(line.text, row: inner.row + offset, in: inner, style: line.style, on: &canvas)
        }
        if place.buttonsRow > 0 && place.lines.count >= place.buttonsRow {
            // The rule above the buttons, joined to the frame like the iOS alert's hairline.
            let row = inner.row + place.buttonsRow - 1
            if place.lines[place.buttonsRow - 1].text.isEmpty {
                canvas.hline(row: row, col: place.box.col + 1, width: place.box.cols - 2, style: frame)
                canvas.put("├", row: row, col: place.box.col, style: frame)
                canvas.put("┤", row: row, col: place.box.right - 1, style: frame)
            }
        }
        for (index, rect) in place.buttons.enumerated() {
            let selected = index == state.selectedButton
            let style = selected ? Style(bold: true, reverse: true, tint: .prompt) : Style(tint: .prompt)
            canvas.fill(rect, style: style)
            let label = (selected ? "› " : "") + "\(index + 1)  " + prompt.buttons[index].label
            // A label too long for one row wraps onto the rows placed for it, as iOS wraps it.
            let wrapped = rect.rows > 1 ? TextWrap.wrap(label, width: rect.cols - 2) : [label]
            for (line, text) in wrapped.prefix(rect.rows).enumerated() {
                centre(text, row: rect.row + line, in: rect, style: style, on: &canvas)
            }
            if place.sideBySide && index == 1 {
                canvas.put("│", row: rect.row, col: rect.col - 1, style: frame)
            }
        }
        for (offset, line) in place.approximate.enumerated() {
            canvas.putTruncated(line, row: place.box.bottom + offset, col: place.box.col + 1, width: place.box.cols - 1, style: Style(tint: .warning))
        }
    }

    /// The rectangles a mouse click may hit, one per button, in button order.
    static func buttonRects(_ prompt: Prompt, in area: Rect) -> [Rect] {
        placement(prompt, in: area).buttons
    }

    /// Lays the alert out in `area`, dropping the least important lines when space is short.
    ///
    /// Always kept: one line of title, one of message, the map line, every button and the
    /// approximate marker. Then, while room remains: the full title, the full message, the
    /// Info.plist key, the rule above the buttons, the rest of the approximate reason.
    static func placement(_ prompt: Prompt, in area: Rect, mixedCopy: Bool = false, words: DesignerWords = .core) -> Placement {
        // A side margin when there is room; at 80 columns the alert takes the whole area.
        let width = min(maxWidth, area.cols - (area.cols >= 40 ? 2 : 0))
        let textWidth = width - 4
        // Only as many lines as the area could show are wrapped: a frame's cost is bounded
        // whatever the app name's or the message's length.
        let titleAll = TextWrap.bounded(prompt.title, width: textWidth, continuationWidth: textWidth, maxLines: area.rows + 1).lines
        let quoted = prompt.message.map { "\u{201C}\($0)\u{201D}" }
        let messageAll = quoted.map { TextWrap.bounded($0, width: textWidth, continuationWidth: textWidth, maxLines: 4).lines } ?? []
        // Where the designer gave some of the copy (`--purpose`, `--info-plist`, `e`), a purpose
        // string still the demo's says so first, in the key's line; the demo app's own start
        // (all of it sample, as its name says) keeps the key alone.
        let keyText = mixedCopy && words.isSample(prompt.message)
            ? "\(words.sampleLabel) \u{00B7} " + (prompt.messageKey ?? "")
            : prompt.messageKey
        // The first prompt's map with its Precise switch (T60), without one for an app with the
        // reduced-accuracy key (D54), or the reminder's map of the locations it collected (P-REM-13).
        let mapLine = prompt.precise.map { $0 ? "▧ map  ·  Precise: On" : "▧ map  ·  Precise: Off" }
            ?? (prompt.approximateMap ? "▧ map  ·  approximate, no Precise" : prompt.showsLocationsMap ? "▧ map of collected locations" : nil)
        let sideBySide = prompt.buttons.count == 2
            && prompt.buttons.allSatisfy { DisplayWidth.of($0.label) + 5 <= (width - 3) / 2 }
        // Rows per stacked button: a label too long for one row (with "› 1  " before it) takes
        // as many as it wraps to, never cut ("Change to Only While Using" at 80 columns).
        let buttonRows = sideBySide ? [1] : prompt.buttons.indices.map { index in
            let label = "› \(index + 1)  " + prompt.buttons[index].label
            return DisplayWidth.of(label) <= width - 2 ? 1 : max(1, TextWrap.wrap(label, width: width - 4).count)
        }
        let buttonLines = buttonRows.reduce(0, +)
        let approxText = prompt.approximate.map { "≈ approximate: \($0)" }
        let approxAll = approxText.map { TextWrap.bounded($0, width: width - 1, continuationWidth: width - 1, maxLines: 4).lines } ?? []

        // Required lines first, then extras by priority while rows remain.
        var titleLines = min(1, titleAll.count), messageLines = min(1, messageAll.count)
        var keyLine = false, rule = false, approxLines = min(1, approxAll.count)
        let required = 2 + titleLines + messageLines + (mapLine == nil ? 0 : 1) + buttonLines + approxLines
        var spare = area.rows - required
        func take(_ wanted: Int) -> Int {
            let granted = max(0, min(wanted, spare))
            spare -= granted
            return granted
        }
        titleLines += take(titleAll.count - titleLines)
        messageLines += take(min(3, messageAll.count) - messageLines)
        keyLine = keyText != nil && take(1) == 1
        rule = take(1) == 1
        approxLines += take(min(3, approxAll.count) - approxLines)

        // The lines wrapped above serve again: `wrap(…, from:)` gives what wrapping anew would.
        var lines: [(text: String, style: Style)] = []
        lines.reserveCapacity(titleLines + messageLines + 3)
        for line in TextWrap.wrap(prompt.title, width: textWidth, limit: titleLines, from: titleAll) { lines.append((line, .bold)) }
        for line in TextWrap.wrap(quoted ?? "", width: textWidth, limit: messageLines, from: messageAll) {
            lines.append((line, .plain))
        }
        if keyLine, let keyText {
            let shown = DisplayWidth.of(keyText) <= textWidth ? keyText : Canvas.prefix(of: keyText, fitting: textWidth - 1) + "…"
            lines.append((shown, Style(tint: .muted)))
        }
        if let mapLine { lines.append((mapLine, Style(tint: .accent))) }
        if rule { lines.append(("", .plain)) }
        let buttonsRow = rule ? lines.count : 0
        let contentRows = lines.count + buttonLines
        let height = contentRows + 2
        let block = height + approxLines
        let top = area.row + max(0, (area.rows - block) / 2)
        let left = area.col + (area.cols - width) / 2
        let box = Rect(row: top, col: left, rows: height, cols: width)
        let firstButtonRow = top + 1 + lines.count
        var buttons: [Rect] = []
        if sideBySide {
            let half = (width - 3) / 2
            buttons.append(Rect(row: firstButtonRow, col: left + 1, rows: 1, cols: half))
            buttons.append(Rect(row: firstButtonRow, col: left + 2 + half, rows: 1, cols: width - 3 - half))
        } else {
            var row = firstButtonRow
            for rows in buttonRows {
                buttons.append(Rect(row: row, col: left + 1, rows: rows, cols: width - 2))
                row += rows
            }
        }
        let approximate = TextWrap.wrap(approxText ?? "", width: width - 1, limit: approxLines, from: approxAll)
        return Placement(
            box: box, lines: lines, buttonsRow: buttonsRow, sideBySide: sideBySide, buttons: buttons,
            approximate: prompt.approximate == nil ? [] : approximate)
    }

    /// The calm panel shown while no alert is up.
    private static func drawEmpty(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        canvas.box(area, title: "Prompt", style: Style(tint: .muted), titleStyle: .bold)
        let inner = area.inset(by: 1)
        let middle = inner.row + inner.rows / 2 - 1
        centre("No system prompt is on screen.", row: middle, in: inner, style: .plain, on: &canvas)
        centre("Requests bring one up: w, a, t.", row: middle + 1, in: inner, style: Style(tint: .muted), on: &canvas)
        if ModernPanelModel.hasLocationButton(state.sim) { LocationButtonView.draw(in: area, on: &canvas) }  // D48: tappable
    }

    /// Writes `text` centred on `row` within `area`'s columns, cut with "…" if too wide.
    static func centre(_ text: String, row: Int, in area: Rect, style: Style, on canvas: inout Canvas) {
        let width = DisplayWidth.of(TextSanitizer.sanitize(text))
        let col = area.col + max(0, (area.cols - width) / 2)
        canvas.putTruncated(text, row: row, col: col, width: area.right - col, style: style)
    }
}
