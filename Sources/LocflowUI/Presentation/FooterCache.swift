import CellGrid

/// The footer's cells, kept from the frame that drew them (static text is cached per
/// layout, so a frame allocates nothing for it).
///
/// `FooterView.draw` reads only its area, whether a menu is open (the first group's name), whether
/// the modern panel shows (`M`), and which commands are available (every command's, since a
/// modal one can take a footer command's key); the key holds exactly that, so a frame whose key matches the
/// last one copies the same cells the view would draw. Building the footer (the command table
/// filtered, grouped and named) was the largest share of a frame's allocations.
/// `FooterCacheTests` checks the cached footer against a fresh one over a session of keys. Each
/// `RenderCache` holds one, passed in with it (`RenderCache.footer`), so two explorers or two
/// tests never share one; not thread-safe, like the cache that holds it.
struct FooterCache {
    /// Whether cells are kept at all; when not, `draw` draws straight into the frame.
    let keeping: Bool
    private var key: Key?
    private var cells = Canvas(rows: 0, cols: 0)

    init(keeping: Bool = true) { self.keeping = keeping }

    /// What the footer's picture depends on.
    struct Key: Equatable {
        var area: Rect
        var menuOpen: Bool
        var modernPanel: Bool
        /// A text field has focus: the footer names the field's keys instead.
        var fieldOpen: Bool
        /// One bit per entry of `Command.allCases`: available now.
        var available: (UInt64, UInt64, UInt64, UInt64)

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.area == rhs.area && lhs.menuOpen == rhs.menuOpen && lhs.modernPanel == rhs.modernPanel && lhs.fieldOpen == rhs.fieldOpen
                && lhs.available == rhs.available
        }
    }

    /// Draws the footer for `state` into `area`, from the cache when its key matches. A footer
    /// not spanning the canvas's full width, or a command table too big for the key, is drawn
    /// directly.
    mutating func draw(_ state: ExplorerState, in area: Rect, on canvas: inout Canvas) {
        guard keeping, area.col == 0, area.cols == canvas.cols, area.row >= 0, let key = Self.key(state, area: area) else {
            return FooterView.draw(state, in: area, on: &canvas)
        }
        if self.key != key {
            // The footer drawn on a blank strip of its own, exactly as on the blank rows of the
            // frame (nothing else draws there before it), then kept.
            var strip = Canvas(rows: area.rows, cols: area.cols)
            FooterView.draw(state, in: Rect(row: 0, col: 0, rows: area.rows, cols: area.cols), on: &strip)
            cells = strip
            self.key = key
        }
        canvas.blit(cells, atRow: area.row, col: 0)
    }

    /// The key for `state`; `nil` when the command table has more than 256 entries.
    static func key(_ state: ExplorerState, area: Rect) -> Key? {
        let commands = Command.allCases
        guard commands.count <= 256 else { return nil }
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for (index, command) in commands.enumerated() where command.isAvailable(in: state) {
            let bit = UInt64(1) << UInt64(index % 64)
            switch index / 64 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }
        return Key(area: area, menuOpen: state.view.menu != nil, modernPanel: state.showsModernPanel, fieldOpen: state.view.textEdit != nil, available: words)
    }
}
