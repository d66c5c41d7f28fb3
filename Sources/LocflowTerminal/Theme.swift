/// How tints look on the terminal (`locflow --theme`): the standard colours, or bold bright
/// ones for projectors and low-contrast screens. Neither uses dark grey for text.
public enum Theme: String, CaseIterable, Sendable {
    /// The terminal's normal colours; muted text in its own foreground.
    case standard = "default"
    /// Every tint bold and bright: for a projector or a washed-out screen.
    case highContrast = "high-contrast"
}
