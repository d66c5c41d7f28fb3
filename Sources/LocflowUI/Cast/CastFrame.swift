import CellGrid

/// One frame of a recording: the explorer's screen with a caption row under it.
public enum CastFrame {
    /// Rows a recording adds below the explorer's screen: the caption.
    public static let captionRows = 1

    /// The explorer screen `screen` with `caption` on one extra row below it, in reverse video,
    /// so a viewer always sees which key or action produced the frame.
    public static func compose(_ screen: Canvas, caption: String) -> Canvas {
        var canvas = Canvas(rows: screen.rows + captionRows, cols: screen.cols)
        canvas.blit(screen, atRow: 0, col: 0)
        let row = screen.rows
        canvas.fill(Rect(row: row, col: 0, rows: 1, cols: canvas.cols), style: .reverse)
        canvas.putTruncated(" " + caption, row: row, col: 0, width: canvas.cols, style: Style(bold: true, reverse: true))
        return canvas
    }
}
