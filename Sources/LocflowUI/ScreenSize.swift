/// The terminal's size in rows and columns.
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// Height in rows.
    public var rows: Int
    /// Width in columns.
    public var cols: Int

    /// Creates a size.
    public init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
    }

    /// The smallest size the explorer lays out; below it the screen asks to be enlarged.
    public static let minimum = ScreenSize(rows: 24, cols: 80)
    /// The size at which everything shows with room to spare.
    public static let comfortable = ScreenSize(rows: 30, cols: 100)

    /// Whether this size is at least `minimum` in both directions.
    public var isUsable: Bool { rows >= Self.minimum.rows && cols >= Self.minimum.cols }

    /// `100×30`.
    public var description: String { "\(cols)×\(rows)" }
}
