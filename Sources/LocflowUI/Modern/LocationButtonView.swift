import CellGrid

/// The app's location button (`LocationButton` / `CLLocationButton`, iOS 15, D48), drawn on the
/// app's screen (the prompt area while no prompt is up) when the app has one; a click taps it.
enum LocationButtonView {
    /// The button's label, as the SwiftUI default `LocationButton()` reads (an arrow and "Current Location").
    static let label = "\u{27A4} Current Location"

    /// Where the button goes in the prompt area: centred on the area's last inner row.
    static func rect(in area: Rect) -> Rect {
        let width = DisplayWidth.of(label) + 4
        return Rect(row: area.bottom - 2, col: area.col + max(1, (area.cols - width) / 2), rows: 1, cols: min(width, area.cols - 2))
    }

    static func draw(in area: Rect, on canvas: inout Canvas) {
        let place = rect(in: area)
        let style = Style(bold: true, reverse: true, tint: .accent)
        canvas.fill(place, style: style)
        canvas.putTruncated("  " + label, row: place.row, col: place.col, width: place.cols, style: style)
    }
}
