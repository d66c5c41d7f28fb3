import CNCursesW
import CellGrid

/// Glyphs for a terminal whose locale is not UTF-8 (`LANG=C`): box drawing becomes the
/// terminal's alternate character set (ACS, the `acsc` capability, which curses falls back to
/// `+ - |` for where it is missing), a few common symbols an ASCII look-alike, and anything else
/// `?`, so no UTF-8 byte reaches a terminal that would show it as mojibake.
enum LineDrawing {
    /// The ACS letter (drawn with `A_ALTCHARSET`) for a box-drawing or symbol glyph.
    static let alternate: [Character: Character] = [
        "─": "q", "━": "q", "═": "q", "│": "x", "┃": "x", "║": "x",
        "┌": "l", "╭": "l", "┏": "l", "╔": "l", "┐": "k", "╮": "k", "┓": "k", "╗": "k",
        "└": "m", "╰": "m", "┗": "m", "╚": "m", "┘": "j", "╯": "j", "┛": "j", "╝": "j",
        "├": "t", "┤": "u", "┬": "w", "┴": "v", "┼": "n",
        "·": "~", "•": "~", "▒": "a", "░": "a", "█": "0", "◆": "`", "°": "f", "±": "g", "≤": "y", "≥": "z",
        "π": "{", "≠": "|", "£": "}", "→": "+", "←": ",", "↑": "-", "↓": ".",
    ]

    /// Plain ASCII for common punctuation of the views.
    static let ascii: [Character: Character] = [
        "\u{201C}": "\"", "\u{201D}": "\"", "\u{2018}": "'", "\u{2019}": "'", "…": ".", "—": "-", "–": "-",
        "›": ">", "‹": "<", "✓": "v", "✔": "v", "✗": "x", "✘": "x", "×": "x", "▸": ">", "▶": ">", "▾": "v",
        "⚠": "!", "␛": "^", "�": "?",
    ]

    /// The character and extra attributes to draw `glyph` with on a non-UTF-8 terminal.
    static func narrow(_ glyph: Character) -> (Character, alternate: Bool) {
        if glyph.isASCII { return (glyph, false) }
        if let letter = alternate[glyph] { return (letter, true) }
        return (ascii[glyph] ?? "?", false)
    }
}
