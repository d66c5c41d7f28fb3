import CellGrid
import LocflowCore
import LocflowScenario

/// The iOS version picker, the Info.plist toggles and the presets: a small numbered list over the screen.
enum MenuOverlay {
    /// The rows of a menu for the current configuration: a mark, the name, and its value.
    static func rows(_ menu: Menu, config: Setup, modern: ModernPanelModel? = nil, panelShown: Bool = false) -> [(mark: String, name: String, value: String)] {
        switch menu.kind {
        case .iOSVersion:
            // D37's ranges (`14` is iOS 14 alone once `15` is listed beside it).
            Menu.ruleSets.map { ($0 == config.ruleSet ? "●" : " ", $0.modernReleases, "rule set \($0.rawValue)") }
                + [(" ", "Type a version…", config.ios.mappingNote.map { "now: \($0)" } ?? "any iOS version, e.g. 17.4 (runs as its rule set, D37)")]
        case .infoPlist:
            InfoPlistKey.allCases.map { key in
                (config.app.infoPlist.has(key) ? "●" : "○", key.rawValue, InfoPlistView.valueText(key, in: config.app.infoPlist))
            } + [(config.app.appClip ? "●" : "○", "NSAppClip (the build is an App Clip)",
                  config.app.appClip ? "no Always; While Using ends 04:00 the next day (D52)" : "absent: an ordinary app")]
                + ManagerKey.allCases.map { key in
                    (key.value(in: config.app) == nil ? "○" : "●", key.rawValue, key.valueText(in: config.app))
                }
        case .presets:
            Preset.all.map { (" ", $0.name, $0.summary) }
        case .save:
            SaveFormat.allCases.map { (" ", $0.row.name, $0.row.value) }
        case .modern:
            ModernMenu.rows(modern ?? ModernPanelModel(releases: config.ruleSet.releases), panelShown: panelShown)
                .map { ($0.isAvailable ? " " : "○", $0.name, $0.value) }
        case .systemUpdate(let from):
            from.updateTargets.map { (" ", $0.modernReleases, "systemUpdate \($0.rawValue) · grant kept, app quits (D50)") }
        }
    }

    /// Text under the rows: for Info.plist, which keys each request needs on this rule set and
    /// the documented conflict behind that choice (D1, reference §5.1 and U-1).
    static func notes(_ menu: Menu, config: Setup, width: Int) -> [(text: String, style: Style)] {
        guard menu.kind == .infoPlist else { return [] }
        let always = config.ruleSet.alwaysRequestKeys.map(\.rawValue).joined(separator: " + ")
        let text: [(String, Style)] = [
            ("On \(config.ruleSet.releases) requestAlwaysAuthorization needs \(always); requestWhenInUseAuthorization needs NSLocationWhenInUseUsageDescription.", Style(tint: .muted)),
            ("≈ D1: Apple's requestAlwaysAuthorization page names NSLocationAlwaysUsageDescription; the SDK headers and seed 000 name NSLocationAlwaysAndWhenInUseUsageDescription. locflow follows the headers from iOS 11.", Style(tint: .warning)),
        ]
        return text.flatMap { paragraph, style in TextWrap.wrap(paragraph, width: width).map { ($0, style) } }
    }

    /// The keys line under the rows, wrapped to the box (never cut: at 80 columns the
    /// Info.plist menu's takes two lines).
    static func hint(_ menu: Menu, config: Setup, width: Int) -> [String] {
        let text = switch menu.kind {
        case .iOSVersion:  // ten rule sets and a row: digits reach nine; `O` only where a newer rule set exists (D50)
            "1-9 or ↑/↓ Enter: choose (restarts the app fresh)"
                + (config.ruleSet.updateTargets.isEmpty ? "" : " · O: update instead, keeping the app") + " · Esc: cancel"
        case .infoPlist: "1-9 or ↑/↓ Enter: toggle (each restarts the app fresh) · Tab: edit a purpose string · Esc: done"
        case .presets: "1-\(menu.count) or ↑/↓ Enter: start (fresh install, then its steps) · Esc: cancel"
        case .save: "1-\(menu.count) or ↑/↓ Enter: save in the current directory · Esc: cancel"
        case .modern: "1-9 or ↑/↓ Enter: play it (a step, undoable) · Esc: cancel"
        case .systemUpdate: "1-\(menu.count) or ↑/↓ Enter: update (a step, undoable) · Esc: cancel"
        }
        return TextWrap.wrap(text, width: width)
    }

    /// The menu's box on a screen.
    static func box(_ menu: Menu, config: Setup, in screen: Rect) -> Rect {
        let width = min(screen.cols - 4, 90)
        let notes = shownNotes(menu, config: config, width: width - 4, in: screen)
        let height = menu.count + 3 + hint(menu, config: config, width: width - 4).count + (notes.isEmpty ? 0 : notes.count + 1)
        return Rect(row: screen.row + (screen.rows - height) / 2, col: screen.col + (screen.cols - width) / 2, rows: height, cols: width)
    }

    /// The notes that fit: a box that would cover the header (which says which view is under the
    /// menu) or the footer leaves them out; the rows and the keys matter more.
    static func shownNotes(_ menu: Menu, config: Setup, width: Int, in screen: Rect) -> [(text: String, style: Style)] {
        let notes = notes(menu, config: config, width: width)
        let rest = menu.count + 3 + hint(menu, config: config, width: width).count
        return rest + notes.count + 1 <= screen.rows - 2 ? notes : []
    }

    /// The row a click at (row, col) lands on, zero-based, if any: a click picks it like its digit.
    static func row(at row: Int, col: Int, _ menu: Menu, config: Setup, in screen: Rect) -> Int? {
        let inner = box(menu, config: config, in: screen).inset(top: 1, left: 2, bottom: 1, right: 2)
        let index = row - inner.row
        guard col >= inner.col, col < inner.right, index >= 0, index < menu.count else { return nil }
        return index
    }

    static func draw(_ menu: Menu, config: Setup, modern: ModernPanelModel? = nil, panelShown: Bool = false, in screen: Rect, on canvas: inout Canvas) {
        let items = rows(menu, config: config, modern: modern, panelShown: panelShown)
        let box = box(menu, config: config, in: screen)
        let notes = shownNotes(menu, config: config, width: box.cols - 4, in: screen)
        canvas.fill(box)
        canvas.box(box, title: menu.title, style: Style(tint: .accent), titleStyle: .bold, border: .double)
        let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
        let nameWidth = switch menu.kind {
        case .iOSVersion: 16
        case .infoPlist: 46
        case .presets: 21
        case .save: 14
        case .modern: 19
        case .systemUpdate: 16
        }
        for (index, item) in items.enumerated() {
            let selected = index == menu.selection
            let style = selected ? Style(bold: true, reverse: true) : .plain
            let row = inner.row + index
            canvas.fill(Rect(row: row, col: inner.col, rows: 1, cols: inner.cols), style: style)
            let number = (items.count >= 10 && index < 9 ? " " : "") + String(index + 1)  // numbers line up past 9
            let text = "\(selected ? "›" : " ") \(number)  \(item.mark) " + TextWrap.pad(item.name, to: nameWidth) + " " + item.value
            canvas.putTruncated(text, row: row, col: inner.col, width: inner.cols, style: style)
        }
        for (offset, line) in notes.enumerated() {
            canvas.putTruncated(line.text, row: inner.row + items.count + 1 + offset, col: inner.col, width: inner.cols, style: line.style)
        }
        let hint = hint(menu, config: config, width: inner.cols)
        for (offset, line) in hint.enumerated() {
            canvas.putTruncated(line, row: inner.bottom - hint.count + offset, col: inner.col, width: inner.cols, style: Style(tint: .muted))
        }
    }
}
