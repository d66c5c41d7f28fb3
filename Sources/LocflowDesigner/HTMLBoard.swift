import LocflowCore

/// The storyboard as one self-contained HTML page (inline CSS, no script, no network): each
/// prompt drawn like the iOS alert on a phone screen, with its captions beside it.
public enum HTMLBoard {
    /// The whole page.
    public static func render(_ board: Storyboard) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Markup.escape(board.title)) — locflow storyboard</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            <header><h1>\(Markup.escape(board.title))</h1><p class="sub">\(Markup.escape(board.subtitle))</p></header>

            """
        if board.frames.isEmpty {
            html += "<p class=\"none\">No system prompt appears in this flow.</p>\n"
        }
        for (index, frame) in board.frames.enumerated() {
            html += section(frame, number: index + 1, board: board)
        }
        html += """
            <footer>Made by <code>locflow storyboard</code>. The alerts use the simulator's model of iOS; \
            lines saying “best reading” are not Apple's confirmed words.\(board.showsCodes ? " Codes: <code>locflow explain CODE</code>." : "")</footer>
            </body>
            </html>

            """
        return html
    }

    private static func section(_ frame: Storyboard.Frame, number: Int, board: Storyboard) -> String {
        let app = board.appName
        let p = frame.prompt
        var alert = "<div class=\"alert\" data-kind=\"\(p.kind.rawValue)\">\n"
        alert += "<div class=\"text\"><p class=\"title\">\(Markup.escape(IOSText.title(p)))</p>\n"
        if let message = IOSText.message(p) { alert += "<p class=\"message\">\(Markup.escape(message))</p>\n" }
        alert += "</div>\n"
        if let precise = IOSText.precise(p) {
            // Precise on: a dot where the person is; off: a wide area, as iOS draws the two maps.
            let mode = p.precise == true ? "on" : "off"
            alert += "<div class=\"map \(mode)\"><span class=\"pill\">\(Markup.escape(precise))</span></div>\n"
        } else if p.approximateMap {
            // D54: the reduced-accuracy key's map shows the area, with no Precise pill.
            alert += "<div class=\"map off\" role=\"img\" aria-label=\"map of an approximate location, no Precise switch\"></div>\n"
        } else if p.showsLocationsMap {
            // P-REM-13: the reminder "shows a map of collected locations": the map and its pins,
            // where the SVG board puts them.
            let pins = IOSText.collectedLocations.map { "<span class=\"pin\" style=\"left: \(Int($0.x * 100))%; top: \(Int($0.y * 100))%\"></span>" }
            alert += "<div class=\"map\" role=\"img\" aria-label=\"map of collected locations\">\(pins.joined())</div>\n"
        }
        let layout = IOSText.sideBySide(p) ? "row" : "column"
        alert += "<div class=\"buttons \(layout)\">"
        alert += IOSText.buttons(p).map { "<div class=\"button\">\(Markup.escape($0))</div>" }.joined()
        alert += "</div>\n</div>\n"

        var captions = "<h2>\(number). \(Markup.escape(board.caption(frame)))</h2>\n"
        captions += "<p class=\"who\">\(Markup.escape(PlainWords.sees(p, app: app, codesShown: false).joined(separator: " ")))</p>\n"
        captions += "<p class=\"label\">When it appears</p><ul>"
        captions += "<li>\(Markup.escape(board.told(frame.raisedCallbacks)))</li>"
        captions += "</ul>\n<p class=\"label\">Each answer</p>\n<table class=\"answers\">\n"
        captions += "<tr><th>Button</th><th>The app then reads</th><th>\(board.toldHeading)</th></tr>\n"
        for answer in frame.answers {
            let mark = answer.chosen ? " <span class=\"chosen\">this flow</span>" : ""
            captions += "<tr><td class=\"b\">\(Markup.escape(answer.label))\(mark)</td>"
            captions += "<td>\(Markup.escape(PlainWords.reads(answer.after).joined(separator: " ")))</td>"
            captions += "<td>\(Markup.escape(board.told(answer.callbacks)))</td></tr>\n"
        }
        captions += "</table>\n"
        if board.showsCodes {
            captions += "<p class=\"codes\">Rule: <code>\(Markup.escape(p.source))</code>"
            if let approx = board.bestReading(p) { captions += " · best reading: \(Markup.escape(approx))" }
            captions += "</p>\n"
        }
        return """
            <section class="frame" id="prompt-\(number)">
            <div class="phone">
            \(frame.indicator ? "<span class=\"indicator\" title=\"the background location indicator (D57)\">location</span>\n" : "")\(alert)</div>
            <div class="captions">
            \(captions)</div>
            </section>

            """
    }

    /// iOS alert proportions: a 270-point alert on a 390-point screen, 14-point corners, the
    /// system font, hairline separators and blue buttons (none highlighted: iOS has no default here).
    static let css = """
        :root { color-scheme: light; }
        body { font-family: -apple-system, "SF Pro Text", "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 24px; color: #1c1c1e; background: #fff; }
        header h1 { font-size: 22px; margin: 0 0 4px; }
        .sub { color: #6e6e73; margin: 0 0 24px; }
        .frame { display: flex; gap: 32px; align-items: flex-start; margin: 0 0 40px; page-break-inside: avoid; }
        .phone { flex: none; width: 390px; height: 560px; border-radius: 44px; background: #8e8e93; border: 10px solid #1c1c1e; box-sizing: border-box; display: flex; align-items: center; justify-content: center; position: relative; }
        .indicator { position: absolute; top: 12px; left: 26px; padding: 2px 10px; border-radius: 12px; background: #007aff; color: #fff; font-size: 13px; font-weight: 600; }
        .alert { width: 270px; border-radius: 14px; background: rgba(242,242,247,0.97); text-align: center; overflow: hidden; }
        .alert .text { padding: 19px 16px 15px; }
        .alert .title { font-weight: 600; font-size: 17px; line-height: 22px; margin: 0; }
        .alert .message { font-size: 13px; line-height: 16px; margin: 4px 0 0; }
        .alert .map { height: 120px; margin: 0 16px 15px; border-radius: 8px; background: repeating-linear-gradient(45deg, #d8e8d0, #d8e8d0 10px, #cfe0f0 10px, #cfe0f0 20px); position: relative; }
        .alert .map.on::after { content: ""; position: absolute; left: calc(50% - 8px); top: calc(55% - 8px); width: 12px; height: 12px; border-radius: 50%; background: #007aff; border: 2px solid #fff; }
        .alert .map.off { background: radial-gradient(circle at 50% 55%, rgba(0,122,255,0.22) 0 34%, rgba(0,122,255,0.5) 34.5% 35.5%, transparent 36%), repeating-linear-gradient(45deg, #e4e4e4, #e4e4e4 10px, #dadada 10px, #dadada 20px); }
        .alert .map .pin { position: absolute; width: 10px; height: 10px; margin: -5px 0 0 -5px; border-radius: 50%; background: #007aff; }
        .alert .pill { position: absolute; top: 8px; left: 8px; font-size: 12px; font-weight: 600; background: rgba(255,255,255,0.9); border-radius: 10px; padding: 2px 8px; }
        .alert .buttons { display: flex; border-top: 0.5px solid #c6c6c8; }
        .alert .buttons.column { flex-direction: column; }
        .alert .button { flex: 1; color: #007aff; font-size: 17px; line-height: 22px; padding: 11px 8px; }
        .alert .buttons.column .button + .button { border-top: 0.5px solid #c6c6c8; }
        .alert .buttons.row .button + .button { border-left: 0.5px solid #c6c6c8; }
        .captions { flex: 1; min-width: 320px; max-width: 720px; }
        .captions h2 { font-size: 17px; margin: 0 0 8px; }
        .label { font-weight: 600; margin: 12px 0 4px; }
        .answers { border-collapse: collapse; width: 100%; font-size: 14px; }
        .answers th, .answers td { border: 1px solid #d1d1d6; padding: 4px 8px; text-align: left; vertical-align: top; }
        .answers td.b { white-space: nowrap; color: #007aff; }
        .chosen { color: #1c1c1e; background: #ffe08a; border-radius: 4px; padding: 0 4px; font-size: 12px; }
        .codes { color: #6e6e73; font-size: 12px; }
        footer { color: #6e6e73; font-size: 12px; border-top: 1px solid #d1d1d6; padding-top: 8px; }
        """
}
