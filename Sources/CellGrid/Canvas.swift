/// A rows × cols grid of styled cells: what views draw into and what the terminal blits.
///
/// Invariants every mutation keeps, so the terminal never receives a half glyph:
/// - every cell holds sanitised text (see `TextSanitizer`) one or two columns wide;
/// - a wide glyph is always followed by its `.continuation` cell, and a continuation cell is
///   always preceded by a wide glyph (overwriting either half blanks the other half).
/// Coordinates outside the grid are clipped, never trapped on: layout bugs show, not crash.
public struct Canvas: Hashable, Sendable {
    /// Height in rows.
    public let rows: Int
    /// Width in columns.
    public let cols: Int
    private var cells: [Cell]

    /// A blank canvas (spaces, plain style); negative sizes count as zero.
    public init(rows: Int, cols: Int) {
        self.rows = max(0, rows)
        self.cols = max(0, cols)
        cells = Array(repeating: .blank, count: self.rows * self.cols)
    }

    /// The whole canvas as a rectangle at 0,0.
    public var bounds: Rect { Rect(row: 0, col: 0, rows: rows, cols: cols) }

    /// The cell at `row`, `col`; a blank cell outside the grid.
    public subscript(row: Int, col: Int) -> Cell {
        guard inBounds(row, col) else { return .blank }
        return cells[row * cols + col]
    }

    private func inBounds(_ row: Int, _ col: Int) -> Bool {
        row >= 0 && row < rows && col >= 0 && col < cols
    }

    // MARK: - Writing text

    /// Writes one line of text starting at `row`, `col` and returns the columns used.
    ///
    /// Text is sanitised first. At most `maxWidth` columns are written (default: up to the
    /// right edge). A wide glyph that does not fit is replaced by a space in `style` and writing
    /// stops; that space counts in the result. Zero-width graphemes (a lone combining mark or
    /// ZWSP) are dropped, since they own no column.
    @discardableResult
    public mutating func put(
        _ text: String, row: Int, col: Int, style: Style = .plain, maxWidth: Int? = nil
    ) -> Int {
        guard row >= 0, row < rows else { return 0 }
        let limit = min(maxWidth ?? Int.max, max(0, cols - col))
        if col >= 0, let used = putSimple(text, row: row, col: col, style: style, limit: limit) { return used }
        var used = 0
        for character in TextSanitizer.sanitize(text) {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if col + used < 0 {  // left of the grid: skip, but keep the part of a wide glyph that shows
                if col + used + width > 0 { setGlyph(" ", style: style, row: row, col: 0) }
                used += width
                continue
            }
            if used + width > limit {
                if used < limit { setGlyph(" ", style: style, row: row, col: col + used); used += 1 }
                break
            }
            setGlyph(character, width: width, style: style, row: row, col: col + used)
            used += width
        }
        return used
    }

    /// The fast path of `put` for text made only of standalone scalars (`DisplayWidth.isStandalone`:
    /// safe as they are, one grapheme each, so no sanitising or grapheme breaking is needed);
    /// `nil` for any other text.
    private mutating func putSimple(_ text: String, row: Int, col: Int, style: Style, limit: Int) -> Int? {
        guard text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) else { return nil }
        var used = 0
        for scalar in text.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            if used + width > limit {
                if used < limit { setGlyph(" ", style: style, row: row, col: col + used); used += 1 }
                break
            }
            setGlyph(Character(scalar), width: width, style: style, row: row, col: col + used)
            used += width
        }
        return used
    }

    /// Writes text into at most `width` columns, ending with "…" if it had to be cut.
    @discardableResult
    public mutating func putTruncated(
        _ text: String, row: Int, col: Int, width: Int, style: Style = .plain
    ) -> Int {
        guard width > 0 else { return 0 }
        let clean = TextSanitizer.sanitize(text)
        if DisplayWidth.of(clean) <= width {
            return put(clean, row: row, col: col, style: style, maxWidth: width)
        }
        let prefix = Self.prefix(of: clean, fitting: width - 1)
        let used = put(prefix, row: row, col: col, style: style, maxWidth: width - 1)
        return used + put("…", row: row, col: col + used, style: style, maxWidth: 1)
    }

    /// The longest prefix of `text` whose display width is at most `width`.
    public static func prefix(of text: String, fitting width: Int) -> String {
        if text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) {
            var used = 0, end = text.unicodeScalars.startIndex
            for index in text.unicodeScalars.indices {
                let w = DisplayWidth.of(text.unicodeScalars[index])
                if used + w > width { break }
                used += w
                end = text.unicodeScalars.index(after: index)
            }
            return String(text.unicodeScalars[..<end])
        }
        var result = "", used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width { break }
            result.append(character)
            used += w
        }
        return result
    }

    // MARK: - Shapes

    /// Paints every cell of `rect` (clipped) with `character` in `style`.
    ///
    /// Only one-column characters tile exactly; anything else paints nothing.
    public mutating func fill(_ rect: Rect, style: Style = .plain, with character: Character = " ") {
        let area = rect.intersection(bounds)
        let glyph = TextSanitizer.sanitize(character).first ?? " "
        guard DisplayWidth.of(glyph) == 1 else { return }  // a wide fill cannot tile exactly
        for r in area.row..<area.bottom {
            for c in area.col..<area.right { setGlyph(glyph, style: style, row: r, col: c) }
        }
    }

    /// Draws a horizontal line of `width` columns (clipped).
    public mutating func hline(row: Int, col: Int, width: Int, style: Style = .plain, with character: Character = "─") {
        fill(Rect(row: row, col: col, rows: 1, cols: width), style: style, with: character)
    }

    /// Draws a vertical line of `height` rows (clipped).
    public mutating func vline(row: Int, col: Int, height: Int, style: Style = .plain, with character: Character = "│") {
        fill(Rect(row: row, col: col, rows: height, cols: 1), style: style, with: character)
    }

    /// Draws a border around `rect` with literal box-drawing characters and an optional title.
    ///
    /// The title sits after the top-left corner as `┌─ Title ─…┐`, truncated with "…" to fit,
    /// in `titleStyle` (default: `style`); boxes narrower than 7 columns get no title.
    /// Literal Unicode avoids curses ACS, whose output depends on TERM and locale.
    /// Rectangles smaller than 2×2 are left untouched. The inside is not cleared.
    public mutating func box(
        _ rect: Rect, title: String? = nil, style: Style = .plain, titleStyle: Style? = nil, border: Border = .light
    ) {
        guard rect.rows >= 2, rect.cols >= 2 else { return }
        let g = border.glyphs
        hline(row: rect.row, col: rect.col + 1, width: rect.cols - 2, style: style, with: g.horizontal)
        hline(row: rect.bottom - 1, col: rect.col + 1, width: rect.cols - 2, style: style, with: g.horizontal)
        vline(row: rect.row + 1, col: rect.col, height: rect.rows - 2, style: style, with: g.vertical)
        vline(row: rect.row + 1, col: rect.right - 1, height: rect.rows - 2, style: style, with: g.vertical)
        put(String(g.topLeft), row: rect.row, col: rect.col, style: style)
        put(String(g.topRight), row: rect.row, col: rect.right - 1, style: style)
        put(String(g.bottomLeft), row: rect.bottom - 1, col: rect.col, style: style)
        put(String(g.bottomRight), row: rect.bottom - 1, col: rect.right - 1, style: style)
        if let title, !title.isEmpty, rect.cols >= 7 {
            // One border cell each side, then a space around the title: "┌─ T ─┐".
            let room = rect.cols - 6
            put(" ", row: rect.row, col: rect.col + 2, style: style)
            let used = putTruncated(title, row: rect.row, col: rect.col + 3, width: room, style: titleStyle ?? style)
            put(" ", row: rect.row, col: rect.col + 3 + used, style: style)
        }
    }

    // MARK: - Composition

    /// Copies `other` onto this canvas with its top-left corner at `row`, `col` (clipped).
    ///
    /// Every cell is copied, blanks included, so an overlay hides what is under it. A wide
    /// glyph cut by an edge becomes a space.
    public mutating func blit(_ other: Canvas, atRow row: Int, col: Int) {
        for r in 0..<other.rows where row + r >= 0 && row + r < rows {
            for c in 0..<other.cols {
                let cell = other[r, c]
                let target = col + c
                switch cell.content {
                case .glyph(let character):
                    let width = DisplayWidth.of(character)
                    if target < 0 {
                        if width == 2, target == -1 { setGlyph(" ", style: cell.style, row: row + r, col: 0) }
                    } else if target + width <= cols {
                        setGlyph(character, width: width, style: cell.style, row: row + r, col: target)
                    } else if target < cols {
                        setGlyph(" ", style: cell.style, row: row + r, col: target)
                    }
                case .continuation:
                    continue  // written together with its glyph
                }
            }
        }
    }

    // MARK: - Cell storage

    /// Stores a glyph and its continuation, blanking any wide glyph it cuts in half.
    private mutating func setGlyph(_ character: Character, width: Int = 1, style: Style, row: Int, col: Int) {
        guard inBounds(row, col), width == 1 || col + 1 < cols else { return }
        breakWideGlyph(row: row, col: col)
        if width == 2 { breakWideGlyph(row: row, col: col + 1) }
        cells[row * cols + col] = Cell(.glyph(character), style: style)
        if width == 2 { cells[row * cols + col + 1] = Cell(.continuation, style: style) }
    }

    /// Before `row`, `col` is overwritten: blank the other half of a wide glyph it belongs to.
    private mutating func breakWideGlyph(row: Int, col: Int) {
        let index = row * cols + col
        switch cells[index].content {
        case .continuation where col > 0:
            cells[index - 1] = Cell(.glyph(" "), style: cells[index - 1].style)
        case .glyph where col + 1 < cols:
            // A wide glyph is always followed by its continuation: no width lookup needed.
            if case .continuation = cells[index + 1].content {
                cells[index + 1] = Cell(.glyph(" "), style: cells[index + 1].style)
            }
        default:
            break
        }
        cells[index] = .blank
    }

    // MARK: - Reading back

    /// The rows of text, top to bottom: continuation cells skipped, trailing spaces trimmed.
    ///
    /// This is what a terminal shows, so picture tests compare it with multi-line literals.
    public var lines: [String] {
        (0..<rows).map { r in
            var line = ""
            for c in 0..<cols {
                if case .glyph(let character) = cells[r * cols + c].content { line.append(character) }
            }
            return Self.trimmingTrailingSpaces(line)
        }
    }

    /// `lines` joined with "\n".
    public var text: String { lines.joined(separator: "\n") }

    /// One character per cell showing its style (see `Style.maskCode`), rows joined with "\n".
    ///
    /// `R` reverse, `B` bold, `U` underline, `D` dim, a tint's lower-case letter (`a` accent,
    /// `g` good, `w` warning, `b` bad, `m` muted, `p` prompt, `h` highlight), space for plain.
    /// Continuation cells repeat their glyph's code, so columns line up with the screen.
    /// Trailing spaces are trimmed per row, like `text`.
    public var styleMask: String {
        (0..<rows).map { r in
            Self.trimmingTrailingSpaces(String((0..<cols).map { cells[r * cols + $0].style.maskCode }))
        }.joined(separator: "\n")
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
