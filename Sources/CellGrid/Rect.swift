/// A rectangle of cells: top-left corner plus size, all in rows and columns.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top row.
    public var row: Int
    /// The leftmost column.
    public var col: Int
    /// Height in rows (never negative).
    public var rows: Int
    /// Width in columns (never negative).
    public var cols: Int

    /// Creates a rectangle; negative sizes are clamped to zero so layout maths cannot go wrong.
    public init(row: Int, col: Int, rows: Int, cols: Int) {
        self.row = row
        self.col = col
        self.rows = max(0, rows)
        self.cols = max(0, cols)
    }

    /// The row just below the rectangle.
    public var bottom: Int { row + rows }
    /// The column just right of the rectangle.
    public var right: Int { col + cols }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { rows == 0 || cols == 0 }

    /// Whether the cell at `row`, `col` lies inside.
    public func contains(row: Int, col: Int) -> Bool {
        row >= self.row && row < bottom && col >= self.col && col < right
    }

    /// The overlap of two rectangles (empty, anchored at `self`'s corner, if they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let top = max(row, other.row), left = max(col, other.col)
        let bottom = min(self.bottom, other.bottom), right = min(self.right, other.right)
        guard bottom > top, right > left else { return Rect(row: row, col: col, rows: 0, cols: 0) }
        return Rect(row: top, col: left, rows: bottom - top, cols: right - left)
    }

    /// The rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// The rectangle shrunk by the given margins (clamped, never negative).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(row: row + top, col: col + left, rows: rows - top - bottom, cols: cols - left - right)
    }

    /// How much of a split a part takes.
    public enum Length: Hashable, Sendable {
        /// Exactly this many rows or columns (less if space runs out).
        case fixed(Int)
        /// An equal share of whatever the fixed parts leave.
        case fill
    }

    /// Stacks parts top to bottom.
    public func splitRows(_ lengths: [Length]) -> [Rect] {
        Self.distribute(lengths, total: rows) { offset, size in
            Rect(row: row + offset, col: col, rows: size, cols: cols)
        }
    }

    /// Places parts left to right.
    public func splitCols(_ lengths: [Length]) -> [Rect] {
        Self.distribute(lengths, total: cols) { offset, size in
            Rect(row: row, col: col + offset, rows: rows, cols: size)
        }
    }

    /// Fixed parts first, in order, until space runs out; the rest is shared by the fill parts,
    /// the earlier ones getting the remainder so the result always adds up to `total`.
    /// Two passes over `lengths` and one array, the result (a layout is made per frame).
    private static func distribute(_ lengths: [Length], total: Int, place: (_ offset: Int, _ size: Int) -> Rect) -> [Rect] {
        var remaining = total, fills = 0
        for length in lengths {
            if case .fixed(let n) = length { remaining -= min(max(0, n), remaining) } else { fills += 1 }
        }
        var rects: [Rect] = []
        rects.reserveCapacity(lengths.count)
        var left = total, offset = 0, fill = 0
        for length in lengths {
            let size: Int
            switch length {
            case .fixed(let n):
                size = min(max(0, n), left)
                left -= size
            case .fill:
                size = remaining / fills + (fill < remaining % fills ? 1 : 0)
                fill += 1
            }
            rects.append(place(offset, size))
            offset += size
        }
        return rects
    }

    /// `row,col rows×cols`, for test messages.
    public var description: String { "\(row),\(col) \(rows)×\(cols)" }
}
