import CellGrid

extension Layout {
    /// Where the app-code lens goes while it is open: the whole right column.
    ///
    /// Measured: at 100×30 every row is taken, so the lens cannot be a panel of its own. The
    /// Settings and services boxes alone (46×15 at 80×24) leave six rows for findings, not
    /// enough for two; the whole column gives 46×26 at 100×30 and 46×21 at 80×24.
    public var lens: Rect {
        Rect(row: status.row, col: status.col, rows: services.bottom - status.row, cols: status.cols)
    }
}
