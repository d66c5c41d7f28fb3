/// The `?` help overlay as a child feature of the explorer: whether it is open and how far it is
/// scrolled, changed only by its `update`. It asks nothing of the parent, so `update` returns
/// nothing; the parent turns keys into its events (`ExplorerState.help(_:)`).
public struct HelpState: Equatable, Sendable {
    /// The overlay is open.
    public internal(set) var isOpen = false
    /// How many lines the overlay is scrolled down.
    public internal(set) var scroll = 0

    /// What the help is told.
    enum Event: Equatable {
        /// `?`: open it at its top, or close it.
        case toggle
        /// Esc, or a presented scenario's `n`: close it (where it was scrolled stays).
        case close
        /// ↑/↓, PgUp/PgDn: scroll `by` lines (down when positive), between the top and `limit`,
        /// the furthest the screen's size lets it go (`HelpOverlay.maxScroll`).
        case scroll(by: Int, limit: Int)
    }

    /// Applies `event`.
    mutating func update(_ event: Event) {
        switch event {
        case .toggle:
            isOpen.toggle()
            scroll = 0
        case .close:
            isOpen = false
        case .scroll(let lines, let limit):
            scroll = max(0, min(scroll + lines, limit))
        }
    }
}

extension ExplorerState {
    /// Hands an event to the help overlay.
    mutating func help(_ event: HelpState.Event) {
        view.help.update(event)
    }
}
