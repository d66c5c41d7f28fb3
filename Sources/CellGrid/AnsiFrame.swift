/// A whole `Canvas` as the escape sequences that redraw it on an ANSI terminal, with no curses
/// and no terminfo: what a recording (an asciicast) stores for each frame.
///
/// Each frame is self-contained: the cursor is placed at the start of every row, styles are
/// set with SGR (`ESC [ … m`) from a reset each time they change, a row's trailing plain blanks
/// become one erase-to-end-of-line, and the column is re-synchronised after every wide glyph,
/// so a player that measures a glyph differently cannot shift the rest of the row. The only
/// control bytes in the result are these sequences: cell text is sanitised again on the way out.
public enum AnsiFrame {
    /// Hides the cursor and clears the screen: what a recording starts with.
    public static let start = "\u{1B}[?25l\u{1B}[0m\u{1B}[2J"
    /// Shows the cursor again and resets attributes: what a recording ends with.
    public static let end = "\u{1B}[0m\u{1B}[?25h"

    /// The bytes that redraw `canvas` from the top-left corner.
    ///
    /// With `colors` off (for `NO_COLOR`), tints are dropped and only bold, dim, underline and
    /// reverse remain, as in the curses palette's monochrome mode.
    public static func render(_ canvas: Canvas, colors: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(canvas.rows * (canvas.cols + 16))
        for row in 0..<canvas.rows {
            out += "\u{1B}[\(row + 1);1H"
            var current: Style? = nil
            // The last column that needs drawing: trailing plain spaces are erased instead.
            var last = canvas.cols - 1
            while last >= 0, canvas[row, last] == .blank { last -= 1 }
            var col = 0
            while col <= last {
                let cell = canvas[row, col]
                guard case .glyph(let character) = cell.content else {
                    col += 1
                    continue
                }
                let style = colors ? cell.style : cell.style.tinted(nil)
                if style != current {
                    out += sgr(style)
                    current = style
                }
                let width = DisplayWidth.of(character)
                out += TextSanitizer.sanitize(character)
                col += max(1, width)
                if width == 2 { out += "\u{1B}[\(col + 1)G" }  // re-synchronise after a wide glyph
            }
            out += "\u{1B}[0m\u{1B}[K"
        }
        return out
    }

    /// The SGR sequence for `style`, starting from a reset.
    public static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let tint = style.tint { codes.append(foreground(tint)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The foreground colour of a tint, as the curses palette chooses it (muted: the terminal's
    /// own foreground, never bright black, which a projector washes out).
    static func foreground(_ tint: Tint) -> String {
        switch tint {
        case .accent: "36"
        case .good: "32"
        case .warning: "33"
        case .bad: "31"
        case .prompt: "34"
        case .highlight: "35"
        case .muted: "39"
        }
    }
}
