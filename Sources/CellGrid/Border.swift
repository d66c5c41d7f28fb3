/// The line style of a box drawn by `Canvas.box`.
public enum Border: Hashable, Sendable {
    /// `┌─┐│└┘`: the default.
    case light
    /// `┏━┓┃┗┛`: for the focused panel.
    case heavy
    /// `╭─╮│╰╯`: for prompts, echoing the rounded iOS alert.
    case rounded
    /// `╔═╗║╚╝`.
    case double

    /// The six characters a box is made of.
    public struct Glyphs: Hashable, Sendable {
        /// Top-left corner.
        public let topLeft: Character
        /// Top-right corner.
        public let topRight: Character
        /// Bottom-left corner.
        public let bottomLeft: Character
        /// Bottom-right corner.
        public let bottomRight: Character
        /// Top and bottom edges.
        public let horizontal: Character
        /// Left and right edges.
        public let vertical: Character
    }

    /// The characters for this border.
    public var glyphs: Glyphs {
        switch self {
        case .light: Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        case .heavy: Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
        case .rounded: Glyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
        case .double: Glyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
        }
    }
}
