import CellGrid

/// Where each panel goes on a screen of a given size; pure, so views, mouse hit-tests and log
/// paging all agree.
///
/// Left column: the prompt over the delegate log (what the app sees). Right column: status,
/// Settings and the services table (what the system knows). A header row on top, two footer
/// rows of keys at the bottom. At 100×30 everything has room; at 80×24 panels are compact.
public struct Layout: Equatable, Sendable {
    /// The screen size laid out.
    public let size: ScreenSize
    /// The one-line header.
    public let header: Rect
    /// The prompt area (the alert is centred in it).
    public let prompt: Rect
    /// The delegate log's box.
    public let log: Rect
    /// The status box.
    public let status: Rect
    /// The Settings box.
    public let settings: Rect
    /// The services table's box.
    public let services: Rect
    /// The footer rows.
    public let footer: Rect

    /// Lays out a screen; check `isUsable` before drawing panels.
    public init(_ size: ScreenSize) {
        self.size = size
        let screen = Rect(row: 0, col: 0, rows: size.rows, cols: size.cols)
        let bands = screen.splitRows([.fixed(1), .fill, .fixed(2)])
        header = bands[0]
        footer = bands[2]
        let main = bands[1]
        // The right panels have one fixed form 46 columns wide; the log gets the rest, and at
        // 100 columns that fits "[00:00] ← locationManagerDidChangeAuthorization(_:)" on one line.
        let rightWidth = size.cols >= 100 ? 46 + (size.cols - 100) / 3 : 46
        let columns = main.splitCols([.fill, .fixed(rightWidth)])
        let tall = size.rows >= 30
        let left = columns[0].splitRows([.fixed(tall ? 14 : 12), .fill])
        prompt = left[0]
        log = left[1]
        let right = columns[1].splitRows([.fill, .fixed(tall ? 7 : 6), .fixed(ServicesView.height)])
        status = right[0]
        settings = right[1]
        services = right[2]
    }

    /// Whether the screen is big enough to lay out at all.
    public var isUsable: Bool { size.isUsable }

    /// Whether panels have room for their long forms (100 columns and 30 rows or more).
    public var isRoomy: Bool { size.cols >= 100 && size.rows >= 30 }

    /// The text area inside the log box: one column of padding on the left.
    public var logText: Rect { log.inset(top: 1, left: 2, bottom: 1, right: 1) }

    /// How far PgUp and PgDn move the log: a page less one line of context.
    public var logPage: Int { max(1, logText.rows - 1) }
}
