/// One column of the grid: a glyph, or the right half of the wide glyph to its left.
public struct Cell: Hashable, Sendable {
    /// What occupies a cell.
    public enum Content: Hashable, Sendable {
        /// A grapheme that starts in this column (one or two columns wide).
        case glyph(Character)
        /// The second column of a double-width glyph; the terminal draws nothing here.
        case continuation
    }

    /// The glyph or continuation marker.
    public var content: Content
    /// How the cell is drawn.
    public var style: Style

    /// Creates a cell. The character must already be sanitised and one column wide or wider;
    /// `Canvas` guarantees this for everything it stores.
    public init(_ content: Content, style: Style = .plain) {
        self.content = content
        self.style = style
    }

    /// A plain space: what a fresh canvas is filled with.
    public static let blank = Cell(.glyph(" "))

    /// The glyph, or `nil` for a continuation cell.
    public var character: Character? {
        if case .glyph(let character) = content { return character }
        return nil
    }
}
