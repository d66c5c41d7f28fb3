import CellGrid
import LocflowCore

/// The Settings app as the person sees it: the Location Services switch, the app's row with its
/// current label and the choices this iOS version offers, Precise, the restriction, and Reset.
/// Each row carries its key.
enum SettingsView {
    /// One piece of a row: its text, style, and the command a click on it runs.
    typealias Piece = (text: String, style: Style, command: Command?)

    static func draw(_ state: ExplorerState, roomy: Bool, in area: Rect, on canvas: inout Canvas) {
        canvas.box(area, title: "Settings · E Reset Location & Privacy", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        for (offset, parts) in lines(state, roomy: roomy, width: inner.cols).prefix(inner.rows).enumerated() {
            var col = inner.col
            for part in parts where col < inner.right {
                // A cut label ends in "…", so that nobody reads "Or When I Shar" as the real text.
                col += canvas.putTruncated(part.text, row: inner.row + offset, col: col, width: inner.right - col, style: part.style)
            }
        }
    }

    /// Where a click runs which command: each switch and each choice of the app's row, as drawn.
    static func hits(_ state: ExplorerState, roomy: Bool, in area: Rect) -> [(rect: Rect, command: Command)] {
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        var hits: [(rect: Rect, command: Command)] = []
        for (offset, parts) in lines(state, roomy: roomy, width: inner.cols).prefix(inner.rows).enumerated() {
            var col = inner.col
            var start = col, current: Command?
            for part in parts {
                // A command's region runs from its first piece to the start of the next command's.
                if let command = part.command, command != current {
                    if let current { hits.append((Rect(row: inner.row + offset, col: start, rows: 1, cols: col - start), current)) }
                    current = command
                    start = col
                }
                col += DisplayWidth.of(part.text)
            }
            if let current { hits.append((Rect(row: inner.row + offset, col: start, rows: 1, cols: min(col, inner.right) - start), current)) }
        }
        return hits
    }

    private static func lines(_ state: ExplorerState, roomy: Bool, width: Int) -> [[Piece]] {
        let sim = state.sim
        var lines: [[Piece]] = []
        let key = Style(tint: .accent)
        let on = { (flag: Bool) -> (String, Style) in flag ? ("On", Style(bold: true)) : ("Off", Style(bold: true, tint: .bad)) }
        let precise: (String, Style) = sim.ruleSet.hasAccuracy ? on(sim.precise) : ("n/a before iOS 14", Style(tint: .muted))
        let restricted: (String, Style) = sim.device.restricted ? ("Yes", Style(bold: true, tint: .bad)) : ("No", .bold)
        let appName = "\u{201C}\(sim.app.name)\u{201D}"
        let current = sim.settingsLabel
        let selected = sim.currentSetting
        let choices = sim.offeredSettings.map { choice -> Piece in
            let key = Command.setApp(choice).keys[0].name
            if choice == .always, !sim.canHoldAlways {
                // An App Clip never gets Always (D52): the key still plays the step, whose note says so.
                return ("\(key) " + (roomy ? "no Always (clip)" : "Always ✗"), Style(tint: .muted), .setApp(choice))
            }
            let label = roomy ? sim.label(of: choice) : compactName(choice)
            let isCurrent = choice == selected
            return ("\(key) " + (isCurrent ? "[\(label)]" : label), isCurrent ? .bold : .plain, .setApp(choice))
        }
        let services = Command.toggleLocationServices, restriction = Command.toggleRestriction, precision = Command.toggleSettingsPrecise
        lines.append([("S", key, services), (" Location Services ", .plain, services), with(on(sim.device.locationServices), services), ("  ·  ", .plain, nil),
                      ("X", key, restriction), (" Restricted ", .plain, restriction), with(restricted, restriction)])
        lines.append([("P", key, precision), (" Precise Location ", .plain, precision), with(precise, precision)])
        if !sim.listedInSettings {
            // §6.1 listing (approximate, field knowledge): iOS shows no row for an app that has
            // not asked yet; the row keys still set it, as a shortcut for a later state.
            lines += notListed(appName, keys: sim.offeredSettings, width: width)
            return lines
        }
        lines.append([(appName + " row: ", .plain, nil), (current ?? "(blank: not asked yet)", Style(bold: true), nil)])
        if roomy {
            let half = (choices.count + 1) / 2
            lines.append(spaced(Array(choices.prefix(half)), gap: "  "))
            lines.append(spaced(Array(choices.dropFirst(half)), gap: "  "))
        } else {
            lines.append(spaced(choices, gap: "  "))
        }
        return lines
    }

    /// "“Demo” is not listed in Settings until it asks", wrapped at `width`, then the row keys
    /// (each clickable) with what they do now: set the row ahead of the app's request.
    static func notListed(_ appName: String, keys: [AppSetting], width: Int) -> [[Piece]] {
        let message = "\(appName) is not listed in Settings until it asks"
        var rows: [String] = []
        for word in message.split(separator: " ") {
            if let last = rows.last, DisplayWidth.of(last) + 1 + DisplayWidth.of(String(word)) <= width {
                rows[rows.count - 1] = last + " " + word
            } else {
                rows.append(String(word))
            }
        }
        let muted = Style(tint: .warning)
        var result = rows.map { [Piece(text: $0, style: muted, command: nil)] }
        var shortcut: [Piece] = []
        for (index, choice) in keys.enumerated() {
            if index > 0 { shortcut.append((" ", .plain, nil)) }
            shortcut.append((Command.setApp(choice).keys[0].name, Style(tint: .accent), .setApp(choice)))
        }
        shortcut.append((": set it ahead ≈", .plain, nil))
        let shortcutWidth = shortcut.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if let last = result.last, DisplayWidth.of(last[0].text) + 2 + shortcutWidth <= width {
            result[result.count - 1] += [("  ", .plain, nil)] + shortcut
        } else {
            result.append(shortcut)
        }
        return result
    }

    private static func with(_ part: (String, Style), _ command: Command) -> Piece { (part.0, part.1, command) }

    private static func spaced(_ parts: [Piece], gap: String) -> [Piece] {
        var result: [Piece] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append((gap, .plain, nil)) }
            result.append(part)
        }
        return result
    }

    private static func compactName(_ choice: AppSetting) -> String {
        choice == .askNextTime ? "Ask" : Command.settingName(choice)
    }
}
