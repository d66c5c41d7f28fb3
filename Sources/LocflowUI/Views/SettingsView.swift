import CellGrid
import LocflowCore

/// The Settings app as the person sees it: the Location Services switch, the app's row with its
/// current label and the choices this iOS version offers, Precise, the restriction, and Reset.
/// Each row carries its key.
enum SettingsView {
    static func draw(_ state: ExplorerState, roomy: Bool, in area: Rect, on canvas: inout Canvas) {
        canvas.box(area, title: "Settings · E Reset Location & Privacy", titleStyle: .bold)
        let inner = area.inset(top: 1, left: 2, bottom: 1, right: 1)
        let sim = state.sim
        var lines: [[(String, Style)]] = []
        let key = Style(tint: .accent)
        let on = { (flag: Bool) -> (String, Style) in flag ? ("On", Style(bold: true)) : ("Off", Style(bold: true, tint: .bad)) }
        let precise: (String, Style) = sim.ruleSet.hasAccuracy ? on(sim.precise) : ("n/a before iOS 14", Style(tint: .muted))
        let restricted: (String, Style) = sim.device.restricted ? ("Yes", Style(bold: true, tint: .bad)) : ("No", .bold)
        let appName = "\u{201C}\(sim.app.name)\u{201D}"
        let current = sim.settingsLabel
        let selected = sim.currentSetting
        let choices = sim.offeredSettings.map { choice -> (String, Style) in
            let label = roomy ? sim.label(of: choice) : compactName(choice)
            let isCurrent = choice == selected
            return ("\(Command.setApp(choice).keys[0].name) " + (isCurrent ? "[\(label)]" : label), isCurrent ? .bold : .plain)
        }
        lines.append([("S", key), (" Location Services ", .plain), on(sim.device.locationServices), ("  ·  ", .plain), ("X", key), (" Restricted ", .plain), restricted])
        lines.append([("P", key), (" Precise Location ", .plain), precise])
        lines.append([(appName + " row: ", .plain), (current ?? "(blank: not asked yet)", Style(bold: true))])
        if roomy {
            let half = (choices.count + 1) / 2
            lines.append(spaced(Array(choices.prefix(half)), gap: "  "))
            lines.append(spaced(Array(choices.dropFirst(half)), gap: "  "))
        } else {
            lines.append(spaced(choices, gap: "  "))
        }
        for (offset, parts) in lines.prefix(inner.rows).enumerated() {
            var col = inner.col
            for (text, style) in parts where col < inner.right {
                // A cut label ends in "…", so that nobody reads "Or When I Shar" as the real text.
                col += canvas.putTruncated(text, row: inner.row + offset, col: col, width: inner.right - col, style: style)
            }
        }
    }

    private static func spaced(_ parts: [(String, Style)], gap: String) -> [(String, Style)] {
        var result: [(String, Style)] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append((gap, .plain)) }
            result.append(part)
        }
        return result
    }

    private static func compactName(_ choice: AppSetting) -> String {
        choice == .askNextTime ? "Ask" : Command.settingName(choice)
    }
}
