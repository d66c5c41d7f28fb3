import LocflowCore

/// The storyboard as one self-contained SVG: the alerts side by side, each with its step above
/// and its answers below, in iOS proportions (a 270-point alert).
public enum SVGBoard {
    static let alertWidth = 270.0
    static let column = 330.0

    /// The whole picture.
    public static func render(_ board: Storyboard) -> String {
        var body = ""
        var tallest = 120.0
        for (index, frame) in board.frames.enumerated() {
            let x = 30 + Double(index) * column
            let (svg, height) = alert(frame, number: index + 1, x: x, board: board)
            body += svg
            tallest = max(tallest, height)
        }
        if board.frames.isEmpty {
            body += text("No system prompt appears in this flow.", x: 30, y: 90, size: 15, weight: 400, fill: "#1c1c1e", anchor: "start")
        }
        // The title and subtitle wrap to the picture's width, never cut: at 20 px a character
        // is about 11 px wide (13 px: about 7), so the lines are wrapped at that many.
        let width = max(600, 60 + Double(board.frames.count) * column)
        let titleLines = Wrap.lines(board.title, width: max(20, Int((width - 60) / 11)))
        let subtitleLines = Wrap.lines(board.subtitle, width: max(30, Int((width - 60) / 7)))
        let shift = Double(titleLines.count - 1) * 26 + Double(subtitleLines.count - 1) * 17
        var heading = ""
        for (offset, line) in titleLines.enumerated() {
            heading += text(line, x: 30, y: 34 + Double(offset) * 26, size: 20, weight: 600, fill: "#1c1c1e", anchor: "start")
        }
        for (offset, line) in subtitleLines.enumerated() {
            heading += text(line, x: 30, y: 56 + Double(titleLines.count - 1) * 26 + Double(offset) * 17, size: 13, weight: 400, fill: "#6e6e73", anchor: "start")
        }
        let height = tallest + 40 + shift
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(heading)<g transform="translate(0 \(Int(shift)))">
            \(body)</g>
            </svg>

            """
    }

    private static func alert(_ frame: Storyboard.Frame, number: Int, x: Double, board: Storyboard) -> (String, Double) {
        let p = frame.prompt
        let centre = x + alertWidth / 2
        var y = 84.0
        var out = "<g class=\"frame\" data-kind=\"\(p.kind.rawValue)\">\n"
        // The caption wraps to the column (13 px semibold: about 7.5 px a character).
        for piece in Wrap.lines("\(number). \(board.caption(frame))", width: 40) {
            out += text(piece, x: x, y: y, size: 13, weight: 600, fill: "#1c1c1e", anchor: "start")
            y += 16
        }
        y -= 2
        let top = y
        var inner = ""
        if frame.indicator {
            // The background location indicator on the status bar above the alert (D57).
            out += "<rect class=\"indicator\" x=\"\(x)\" y=\"\(top - 2)\" width=\"76\" height=\"18\" rx=\"9\" fill=\"#007aff\"><title>the background location indicator (D57)</title></rect>\n"
            out += text("location", x: x + 38, y: top + 11, size: 12, weight: 600, fill: "#ffffff", anchor: "middle")
        }
        var ty = top + 19
        for line in Wrap.lines(IOSText.title(p), width: 30) {
            ty += 17
            inner += text(line, x: centre, y: ty, size: 17, weight: 600, fill: "#1c1c1e", anchor: "middle")
            ty += 5
        }
        if let message = IOSText.message(p) {
            ty += 2
            for line in Wrap.lines(message, width: 40) {
                ty += 14
                inner += text(line, x: centre, y: ty, size: 13, weight: 400, fill: "#1c1c1e", anchor: "middle")
                ty += 2
            }
        }
        ty += 15
        if let precise = IOSText.precise(p) {
            // Precise on: a green map with a dot where the person is; off: a grey map with a wide
            // circle, the area iOS shares instead (as the two maps look on the alert).
            let on = p.precise == true
            inner += "<rect class=\"map \(on ? "on" : "off")\" x=\"\(x + 16)\" y=\"\(ty)\" width=\"\(alertWidth - 32)\" height=\"100\" rx=\"8\" fill=\"\(on ? "#d8e8d0" : "#e0e0e0")\"/>\n"
            if on {
                inner += "<circle cx=\"\(centre)\" cy=\"\(ty + 55)\" r=\"6\" fill=\"#007aff\" stroke=\"#ffffff\" stroke-width=\"2\"/>\n"
            } else {
                inner += "<circle cx=\"\(centre)\" cy=\"\(ty + 55)\" r=\"38\" fill=\"#007aff\" fill-opacity=\"0.2\" stroke=\"#007aff\" stroke-opacity=\"0.5\"/>\n"
            }
            inner += text(precise, x: x + 26, y: ty + 20, size: 12, weight: 600, fill: "#1c1c1e", anchor: "start")
            ty += 115
        } else if p.approximateMap {
            // D54: the reduced-accuracy key's map: the wide area, and no Precise pill.
            inner += "<rect class=\"map off\" x=\"\(x + 16)\" y=\"\(ty)\" width=\"\(alertWidth - 32)\" height=\"100\" rx=\"8\" fill=\"#e0e0e0\"><title>map of an approximate location, no Precise switch</title></rect>\n"
            inner += "<circle cx=\"\(centre)\" cy=\"\(ty + 55)\" r=\"38\" fill=\"#007aff\" fill-opacity=\"0.2\" stroke=\"#007aff\" stroke-opacity=\"0.5\"/>\n"
            ty += 115
        } else if p.showsLocationsMap {
            // P-REM-13: the reminder "shows a map of collected locations": the map and its pins.
            inner += "<rect x=\"\(x + 16)\" y=\"\(ty)\" width=\"\(alertWidth - 32)\" height=\"100\" rx=\"8\" fill=\"#d8e8d0\"><title>map of collected locations</title></rect>\n"
            for (dx, dy) in IOSText.collectedLocations {
                inner += "<circle cx=\"\(x + 16 + (alertWidth - 32) * dx)\" cy=\"\(ty + 100 * dy)\" r=\"5\" fill=\"#007aff\"/>\n"
            }
            ty += 115
        }
        let labels = IOSText.buttons(p)
        if IOSText.sideBySide(p), labels.count == 2 {
            inner += line(x, ty, x + alertWidth, ty)
            inner += line(centre, ty, centre, ty + 44)
            inner += text(labels[0], x: x + alertWidth / 4, y: ty + 28, size: 17, weight: 400, fill: "#007aff", anchor: "middle")
            inner += text(labels[1], x: x + 3 * alertWidth / 4, y: ty + 28, size: 17, weight: 400, fill: "#007aff", anchor: "middle")
            ty += 44
        } else {
            for label in labels {
                inner += line(x, ty, x + alertWidth, ty)
                inner += text(label, x: centre, y: ty + 28, size: 17, weight: 400, fill: "#007aff", anchor: "middle")
                ty += 44
            }
        }
        out += "<rect class=\"alert\" x=\"\(x)\" y=\"\(top)\" width=\"\(alertWidth)\" height=\"\(ty - top)\" rx=\"14\" fill=\"#f2f2f7\" stroke=\"#c6c6c8\"/>\n"
        out += inner
        y = ty + 22
        for answer in frame.answers {
            let words = answer.label + (answer.chosen ? " (this flow)" : "") + " → " + PlainWords.reads(answer.after).joined(separator: " ")
            for piece in Wrap.lines(words, width: 46) {
                out += text(piece, x: x, y: y, size: 11, weight: 400, fill: "#3a3a3c", anchor: "start")
                y += 14
            }
            for piece in Wrap.lines(board.told(answer.callbacks), width: 46) {
                out += text(piece, x: x + 8, y: y, size: 11, weight: 400, fill: "#6e6e73", anchor: "start")
                y += 14
            }
            y += 4
        }
        if board.showsCodes {
            out += text("Rule: \(p.source)", x: x, y: y, size: 11, weight: 400, fill: "#6e6e73", anchor: "start")
            y += 14
        }
        out += "</g>\n"
        return (out, y)
    }

    private static func text(_ s: String, x: Double, y: Double, size: Int, weight: Int, fill: String, anchor: String) -> String {
        "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" font-weight=\"\(weight)\" fill=\"\(fill)\" text-anchor=\"\(anchor)\">\(Markup.escape(s))</text>\n"
    }

    private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" stroke=\"#c6c6c8\" stroke-width=\"0.5\"/>\n"
    }
}
