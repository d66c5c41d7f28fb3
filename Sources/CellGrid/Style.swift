/// How a cell is drawn: terminal attributes plus an optional semantic tint.
public struct Style: Hashable, Sendable {
    /// Bold (often also brighter) text.
    public var bold: Bool
    /// Faint text; not every terminal supports it, so never rely on it alone.
    public var dim: Bool
    /// Swapped foreground and background; the selection marker that works everywhere.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool
    /// The semantic colour, or `nil` for the terminal's default colours.
    public var tint: Tint?

    /// Creates a style; every attribute is off by default.
    public init(
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
        tint: Tint? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.tint = tint
    }

    /// No attributes, default colours.
    public static let plain = Style()
    /// Bold only.
    public static let bold = Style(bold: true)
    /// Dim only.
    public static let dim = Style(dim: true)
    /// Reverse video only.
    public static let reverse = Style(reverse: true)
    /// Underline only.
    public static let underline = Style(underline: true)

    /// Field by field, as the synthesized one would; inlinable, because the blitter compares
    /// the style of every cell with the last one (a call of 28 instructions a cell).
    @inlinable
    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.bold == rhs.bold && lhs.dim == rhs.dim && lhs.reverse == rhs.reverse
            && lhs.underline == rhs.underline && lhs.tint == rhs.tint
    }

    /// A copy of this style with the given tint.
    public func tinted(_ tint: Tint?) -> Style {
        var copy = self
        copy.tint = tint
        return copy
    }

    /// The `Canvas.styleMask` code of this style.
    ///
    /// One character per cell, by precedence: `R` reverse, `B` bold, `U` underline, `D` dim,
    /// then the tint's lower-case letter (`Tint.maskCode`), else a space for plain.
    public var maskCode: Character {
        if reverse { return "R" }
        if bold { return "B" }
        if underline { return "U" }
        if dim { return "D" }
        return tint?.maskCode ?? " "
    }
}
