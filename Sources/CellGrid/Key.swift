/// One decoded input event, independent of curses so keymaps and tests need no terminal.
public enum Key: Hashable, Sendable {
    /// A printable character (never a control character).
    case char(Character)
    /// A control chord, stored as the lower-case letter or symbol: Ctrl-C is `.ctrl("c")`.
    /// Tab, Enter, Backspace and Esc arrive as their own cases, not as Ctrl-I/M/H/[.
    case ctrl(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter or Return.
    case enter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (DEL or BS, whichever the terminal sends).
    case backspace
    /// Forward delete.
    case delete
    /// A function key: `.function(5)` is F5.
    case function(Int)
    /// The terminal changed size; re-read the size and redraw.
    case resize
    /// A mouse event at a zero-based screen cell.
    case mouse(row: Int, col: Int, kind: MouseKind)

    /// What the mouse did.
    public enum MouseKind: Hashable, Sendable {
        /// Primary button pressed (or clicked).
        case press
        /// Primary button released.
        case release
        /// Wheel scrolled up.
        case wheelUp
        /// Wheel scrolled down.
        case wheelDown
    }

    /// A short label for footers, help and logs: "↑", "Enter", "Esc", "^C", "F5", "Space".
    public var name: String {
        switch self {
        case .char(" "): "Space"
        case .char(let c): TextSanitizer.sanitize(c)
        case .ctrl(let c): "^" + TextSanitizer.sanitize(c).uppercased()
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .backspace: "Bksp"
        case .delete: "Del"
        case .function(let n): "F\(n)"
        case .resize: "Resize"
        case .mouse(let row, let col, let kind):
            switch kind {
            case .press: "Click \(row),\(col)"
            case .release: "Release \(row),\(col)"
            case .wheelUp: "Wheel↑"
            case .wheelDown: "Wheel↓"
            }
        }
    }
}
