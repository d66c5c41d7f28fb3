import CNCursesW
import CellGrid

/// Maps a `Style` to curses attributes and a colour pair; the one place tints become colours.
struct Palette {
    private var tints: [Tint: (pair: Int16, attributes: attr_t)] = [:]

    /// No colours at all: tints vanish and views rely on text, bold and reverse.
    static let monochrome = Palette()

    /// Starts curses colours and defines one pair per tint. Call after `newterm`.
    ///
    /// Pairs use the terminal's own background (`use_default_colors`), so light and dark themes
    /// both work; if that is unsupported the palette stays monochrome rather than paint black.
    /// Muted text keeps the terminal's own foreground: bright black (SGR 90) and dim both turn
    /// to dark grey that a projector washes out, and muted lines (hints, notes) must be read.
    /// `highContrast` makes every tint bold and bright (colours 8–15 where the terminal has them).
    static func start(theme: Theme = .standard) -> Palette {
        guard has_colors(), start_color() == OK, use_default_colors() == OK else { return .monochrome }
        var palette = Palette()
        let foregrounds: [(Tint, Int32)] = [
            (.accent, COLOR_CYAN), (.good, COLOR_GREEN), (.warning, COLOR_YELLOW), (.bad, COLOR_RED),
            (.prompt, COLOR_BLUE), (.highlight, COLOR_MAGENTA),
        ]
        let bright = theme == .highContrast && cnc_colors() >= 16
        let attributes = theme == .highContrast ? cnc_a_bold() : cnc_a_normal()
        for (index, (tint, colour)) in foregrounds.enumerated() {
            let pair = Int16(index + 1)
            let shade = Int16(colour) + (bright ? 8 : 0)
            if init_pair(pair, shade, -1) == OK { palette.tints[tint] = (pair, attributes) }
        }
        palette.tints[.muted] = (0, cnc_a_normal())
        return palette
    }

    /// Whether any tint maps to a colour.
    var hasColours: Bool { !tints.isEmpty }

    /// The curses attributes and pair for a style.
    func resolve(_ style: Style) -> (attributes: attr_t, pair: Int16) {
        var attributes = cnc_a_normal()
        if style.bold { attributes |= cnc_a_bold() }
        if style.dim { attributes |= cnc_a_dim() }
        if style.reverse { attributes |= cnc_a_reverse() }
        if style.underline { attributes |= cnc_a_underline() }
        guard let tint = style.tint, let mapped = tints[tint] else { return (attributes, 0) }
        return (attributes | mapped.attributes, mapped.pair)
    }
}
