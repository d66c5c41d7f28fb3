import LocflowCore

/// A prompt drawn as plain text, like the iOS alert: for Markdown storyboards and docs.
public enum TextAlert {
    /// The alert's lines, `width` columns wide (at least 24): rounded frame, title, message, the
    /// map's Precise switch, a hairline, the buttons; no keys, codes or highlight.
    public static func lines(_ prompt: Prompt, width: Int = 36) -> [String] {
        let width = max(24, width)
        let inner = width - 4
        func centred(_ text: String) -> String {
            let pad = max(0, inner - text.count)
            return "│ " + String(repeating: " ", count: pad / 2) + text + String(repeating: " ", count: pad - pad / 2) + " │"
        }
        let rule = "├" + String(repeating: "─", count: width - 2) + "┤"
        var out = ["╭" + String(repeating: "─", count: width - 2) + "╮"]
        out += Wrap.lines(IOSText.title(prompt), width: inner).map(centred)
        if let message = IOSText.message(prompt) { out += Wrap.lines(message, width: inner).map(centred) }
        // The two maps differ as on the alert: a point where the person is, or a wide area.
        if let precise = IOSText.precise(prompt) { out.append(centred(prompt.precise == true ? "[ map: a point · \(precise) ]" : "[ map: an area · \(precise) ]")) }
        if prompt.approximateMap { out.append(centred("[ map: an area, no Precise switch ]")) }  // D54
        if prompt.showsLocationsMap { out.append(centred("[ map of collected locations ]")) }  // P-REM-13
        let buttons = IOSText.buttons(prompt)
        if IOSText.sideBySide(prompt), buttons.count == 2 {
            let half = (width - 3) / 2
            func cell(_ text: String, _ cols: Int) -> String {
                let pad = max(0, cols - text.count)
                return String(repeating: " ", count: pad / 2) + text + String(repeating: " ", count: pad - pad / 2)
            }
            out.append("├" + String(repeating: "─", count: half) + "┬" + String(repeating: "─", count: width - 3 - half) + "┤")
            out.append("│" + cell(buttons[0], half) + "│" + cell(buttons[1], width - 3 - half) + "│")
        } else {
            for label in buttons {
                out.append(rule)
                out.append(centred(label))
            }
        }
        out.append("╰" + String(repeating: "─", count: width - 2) + "╯")
        return out
    }
}
