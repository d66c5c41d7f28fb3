/// A rows × cols grid of styled cells: what views draw into and what the terminal blits.
///
/// Invariants every mutation keeps, so the terminal never receives a half glyph:
/// - every cell holds sanitised text (see `TextSanitizer`) one or two columns wide;
/// - a wide glyph is always followed by its `.continuation` cell, and a continuation cell is
///   always preceded by a wide glyph (overwriting either half blanks the other half).
/// Coordinates outside the grid are clipped, never trapped on: layout bugs show, not crash.
///
/// Storage: a cell is a 32-bit code and a style (`Slot`), not a `Character`, so
/// filling, copying and comparing cells never retains or releases; the rare grapheme of more
/// than one scalar (a flag, an emoji with a skin tone, a letter with a combining mark) lives in
/// a side table, `clusters`, and its cell holds the index. Equality and hashing compare what
/// the cells show, not where a cluster sits in the table.
public struct Canvas: Hashable, Sendable {
    /// Height in rows.
    public let rows: Int
    /// Width in columns.
    public let cols: Int
    /// Row-major cells. Visible to inlined code only: the blitter's per-cell reads (`scalar`,
    /// `style`, `isContinuation`) are inlined into its loop, 3,000 calls a 100×30 frame.
    @usableFromInline private(set) var slots: [Slot]
    private var clusters: [Character] = []

    /// A blank canvas (spaces, plain style); negative sizes count as zero.
    public init(rows: Int, cols: Int) {
        self.rows = max(0, rows)
        self.cols = max(0, cols)
        slots = Array(repeating: .blank, count: self.rows * self.cols)
    }

    /// Makes this canvas a blank `rows` × `cols` grid again, keeping its storage when the size
    /// is unchanged and the storage not shared: a renderer that draws into the same canvas frame after frame
    /// allocates nothing for the grid.
    public mutating func clear(rows: Int, cols: Int) {
        guard max(0, rows) == self.rows && max(0, cols) == self.cols else {
            self = Canvas(rows: rows, cols: cols)
            return
        }
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        clusters.removeAll(keepingCapacity: true)
    }

    /// `clear(rows:cols:)` for a caller that reads only `area` afterwards (a view's kept cells):
    /// when the size is unchanged and no cell holds a multi-scalar glyph, only the
    /// area's cells are blanked, so redrawing a small panel does not blank a screen-sized grid.
    /// Cells outside the area keep what they held, minus any wide glyph the area's edges cut in
    /// half. With clusters in the side table everything is cleared, so the table cannot grow
    /// from redraw to redraw (entries are never reused).
    public mutating func clear(rows: Int, cols: Int, only area: Rect) {
        guard max(0, rows) == self.rows && max(0, cols) == self.cols, clusters.isEmpty else {
            return clear(rows: rows, cols: cols)
        }
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        let left = area.col, right = area.right, width = right - left, cols = cols
        slots.withUnsafeMutableBufferPointer { slots in
            for r in area.row..<area.bottom {
                let base = r * cols
                // A wide glyph left of the area loses its continuation: it becomes a space.
                if left > 0, slots[base + left].isContinuation { slots[base + left - 1].code = 0x20 }
                // A continuation right of the area loses its glyph: it becomes a space too.
                if right < cols, slots[base + right].isContinuation { slots[base + right].code = 0x20 }
                (slots.baseAddress! + base + left).update(repeating: .blank, count: width)
            }
        }
    }

    /// The whole canvas as a rectangle at 0,0.
    public var bounds: Rect { Rect(row: 0, col: 0, rows: rows, cols: cols) }

    /// The cell at `row`, `col`; a blank cell outside the grid.
    public subscript(row: Int, col: Int) -> Cell {
        guard inBounds(row, col) else { return .blank }
        let slot = slots[row * cols + col]
        return Cell(slot.isContinuation ? .continuation : .glyph(character(of: slot)), style: slot.style)
    }

    /// The scalar drawn at `row`, `col` when the cell holds a one-scalar glyph (nearly all
    /// cells), `nil` for a cluster, a continuation cell or outside the grid: the blitter's fast
    /// path, which needs no `Character`.
    @inlinable
    public func scalar(row: Int, col: Int) -> Unicode.Scalar? {
        peek(row: row, col: col).scalar
    }

    /// The cell at `row`, `col` as the blitter reads it, in one look and without building a
    /// `Character`: its scalar when it holds a one-scalar glyph (nearly all cells; `nil` for a
    /// cluster, a continuation cell or outside the grid), whether it is the right half of a wide
    /// glyph, and its style (plain outside the grid). Inlined into the blitter's loop, which
    /// reads each of a frame's 3,000 cells once.
    @inlinable
    public func peek(row: Int, col: Int) -> (scalar: Unicode.Scalar?, isContinuation: Bool, style: Style) {
        guard inBounds(row, col) else { return (nil, false, .plain) }
        let slot = slots[row * cols + col]
        return (slot.code < Slot.clusterFlag ? Unicode.Scalar(slot.code) : nil, slot.isContinuation, slot.style)
    }

    /// Whether the cells at `row`, `col` here and in `other` show the same glyph in the same
    /// style (false outside either grid): what the blitter compares to draw only what changed.
    public func sameCell(row: Int, col: Int, as other: Canvas) -> Bool {
        guard inBounds(row, col), other.inBounds(row, col) else { return false }
        let mine = slots[row * cols + col], theirs = other.slots[row * other.cols + col]
        if mine == theirs && mine.code < Slot.clusterFlag { return true }
        return mine.style == theirs.style && mine.isContinuation == theirs.isContinuation
            && character(of: mine) == other.character(of: theirs)
    }

    private func character(of slot: Slot) -> Character {
        if slot.code < Slot.clusterFlag { return Character(Unicode.Scalar(slot.code) ?? " ") }
        if slot.isContinuation { return " " }
        return clusters[Int(slot.code & ~Slot.clusterFlag)]
    }

    /// The width of the glyph a slot holds (a cluster is as wide as its first scalar).
    private func width(of slot: Slot) -> Int {
        if slot.code < Slot.clusterFlag { return Unicode.Scalar(slot.code).map(DisplayWidth.of) ?? 1 }
        return slot.isContinuation ? 0 : DisplayWidth.of(character(of: slot))
    }

    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.rows == rhs.rows, lhs.cols == rhs.cols else { return false }
        if lhs.slots == rhs.slots && lhs.clusters == rhs.clusters { return true }
        for row in 0..<lhs.rows {
            for col in 0..<lhs.cols where !lhs.sameCell(row: row, col: col, as: rhs) { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows)
        hasher.combine(cols)
        for row in 0..<rows {
            for col in 0..<cols { hasher.combine(self[row, col]) }
        }
    }

    @inlinable
    func inBounds(_ row: Int, _ col: Int) -> Bool {
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
        if col >= 0, let used = putNarrow(text, row: row, col: col, style: style, limit: limit) { return used }
        // Text far wider than the room is cut first, at 16 scalars a column (see `putTruncated`),
        // so a huge string costs no more than the cells it can reach.
        let left = col >= 0 ? 0 : (col > -1_000_000 ? -col : 1_000_000)  // no negation of Int.min
        let reach = 16 * (max(0, limit) + left + 1)
        if text.utf8.count > reach {
            let scalars = text.unicodeScalars
            if let end = scalars.index(scalars.startIndex, offsetBy: reach, limitedBy: scalars.endIndex), end < scalars.endIndex {
                return put(String(scalars[..<end]), row: row, col: col, style: style, maxWidth: maxWidth)
            }
        }
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
            setSlot(Slot(code: scalar.value, style: style), width: width, row: row, col: col + used)
            used += width
        }
        return used
    }

    /// The fastest path of `put`, for text whose scalars are all standalone and one column wide
    /// (nearly every string a frame draws: log lines with their › ← · marks, labels, values):
    /// one scalar is one grapheme and one column, safe as it is, so the cells are written in
    /// one pass with no grapheme breaking. `nil` for any other text. The wide glyphs
    /// its ends cut lose their other half, as `setSlot` does cell by cell.
    private mutating func putNarrow(_ text: String, row: Int, col: Int, style: Style, limit: Int) -> Int? {
        guard let width = Self.narrowWidth(text, reach: 16 * (max(0, limit) + 1)) else { return nil }
        return storeNarrow(text, width: width, row: row, col: col, style: style, limit: limit)
    }

    /// Writes the first `limit` scalars of `text`, `width` scalars that `narrowWidth` accepted,
    /// at `row` (in the grid), `col` (not left of it); returns the columns used.
    private mutating func storeNarrow(_ text: String, width: Int, row: Int, col: Int, style: Style, limit: Int) -> Int {
        let count = min(width, max(0, limit), max(0, cols - col))
        guard count > 0 else { return 0 }
        let base = row * cols + col, end = col + count, cols = cols
        slots.withUnsafeMutableBufferPointer { slots in
            if col > 0, slots[base].isContinuation { slots[base - 1].code = 0x20 }
            if end < cols, slots[base + count].isContinuation { slots[base + count].code = 0x20 }
            var index = base
            for scalar in text.unicodeScalars {
                guard index < base + count else { break }
                slots[index] = Slot(code: scalar.value, style: style)
                index += 1
            }
        }
        return count
    }

    /// The width of `text` when every scalar is standalone and one column wide (then it is
    /// also its number of scalars and of graphemes); `nil` otherwise or past `reach` bytes.
    private static func narrowWidth(_ text: String, reach: Int) -> Int? {
        guard text.utf8.count <= reach else { return nil }
        var width = 0
        for scalar in text.unicodeScalars {
            guard isNarrow(scalar.value) else { return nil }
            width += 1
        }
        return width
    }

    /// Whether a scalar is standalone and one column wide (`DisplayWidth.isStandalone` and
    /// `DisplayWidth.of == 1`), without asking a Unicode property: the fast path's question.
    static func isNarrow(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF: return true  // DisplayWidth.of is 1 below U+0300
        case 0x2000..<0x2C00:
            let offset = value - 0x2000
            return narrowBits[Int(offset / 64)] & (1 << UInt64(offset % 64)) != 0
        default: return false  // not standalone (DisplayWidth.isStandalone)
        }
    }

    /// U+2000–U+2BFF, a bit a scalar: written out rather than worked out at start-up, where
    /// building it from Unicode properties was ~4 % of the time to the first frame (perf).
    /// NarrowScalarsTests checks it against `DisplayWidth` and prints it anew if that changes.
    static let narrowBits: [UInt64] = [
        0xffff00ffffff0000, 0xffffffff, 0x0, 0x0,
        0x0, 0x0, 0xffffffffffff0000, 0xffffffffffffffff,
        0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
        0xfffff9fff3ffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xfff6e1ffffffffff,
        0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
        0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0x9fffffffffffffff,
        0xffffffffffcfffff, 0x7ffffffffff000ff, 0x9ffff3fdfff7ffff, 0xdbd3fbffffefbfcf,
        0xfffffefffffff3df, 0xffffffffff47afff, 0x7ffeffffff1fffff, 0xffffffffffffffff,
        0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
        0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
        0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
        0xffffffffe7ffffff, 0xffffffffffdeffff, 0xffffffffffffffff, 0xffffffffffffffff,
    ]

    /// Writes text into at most `width` columns, ending with "…" if it had to be cut.
    @discardableResult
    public mutating func putTruncated(
        _ text: String, row: Int, col: Int, width: Int, style: Style = .plain
    ) -> Int {
        guard width > 0 else { return 0 }
        if row >= 0, row < rows, col >= 0, let narrow = Self.narrowWidth(text, reach: 16 * (width + 1)) {
            // Already clean, one column a scalar: the prefix that fits is what `put` writes, and
            // the cells are written without checking the text a second time.
            if narrow <= width { return storeNarrow(text, width: narrow, row: row, col: col, style: style, limit: width) }
            let used = storeNarrow(text, width: narrow, row: row, col: col, style: style, limit: width - 1)
            return used + put("…", row: row, col: col + used, style: style, maxWidth: 1)
        }
        // Only what `width` columns can show is read: 16 scalars a column (a family emoji is 7
        // in 2 columns), so a 400,000-character app name costs what a short one does.
        let budget = 16 * (width + 1)
        let scalars = text.unicodeScalars
        let clean: String
        var cut = false
        if text.utf8.count > budget,
            let end = scalars.index(scalars.startIndex, offsetBy: budget, limitedBy: scalars.endIndex), end < scalars.endIndex
        {
            clean = TextSanitizer.sanitize(String(scalars[..<end]))
            cut = true
        } else {
            clean = TextSanitizer.sanitize(text)
        }
        if !cut, DisplayWidth.of(clean) <= width {
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
        let slot = slot(for: glyph, style: style)
        guard !area.isEmpty else { return }
        // Row by row in one move (box borders are most of a panel's cells); the wide
        // glyphs the edges cut lose their other half, as `setSlot` cell by cell does.
        let left = area.col, right = area.right, cols = cols
        slots.withUnsafeMutableBufferPointer { slots in
            for r in area.row..<area.bottom {
                let base = r * cols
                if left > 0, slots[base + left].isContinuation { slots[base + left - 1].code = 0x20 }
                if right < cols, slots[base + right].isContinuation { slots[base + right].code = 0x20 }
                (slots.baseAddress! + base + left).update(repeating: slot, count: right - left)
            }
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
                var slot = other.slots[r * other.cols + c]
                if slot.isContinuation { continue }  // written together with its glyph
                let width = other.width(of: slot)
                if slot.code >= Slot.clusterFlag { slot = self.slot(for: other.character(of: slot), style: slot.style) }
                let target = col + c
                if target < 0 {
                    if width == 2, target == -1 { setSlot(Slot(code: 0x20, style: slot.style), width: 1, row: row + r, col: 0) }
                } else if target + width <= cols {
                    setSlot(slot, width: width, row: row + r, col: target)
                } else if target < cols {
                    setSlot(Slot(code: 0x20, style: slot.style), width: 1, row: row + r, col: target)
                }
            }
        }
    }

    /// Copies the cells of `rect` (clipped to both grids) from `other`, a canvas of the same
    /// size, to the same place here: a view's cells drawn once into a canvas of their own and
    /// copied into each later frame. Blank cells are copied too. A wide glyph in
    /// the rectangle's last column brings its continuation, as drawing it would have; a
    /// continuation in the first column, whose glyph lies outside, becomes a space.
    public mutating func copy(_ rect: Rect, from other: Canvas) {
        let area = rect.intersection(bounds).intersection(other.bounds)
        guard area.rows > 0, area.cols > 0, other.cols == cols else { return copyCells(area, from: other) }
        let left = area.col, right = area.right
        for r in area.row..<area.bottom {
            let base = r * cols
            // Our wide glyphs cut by either edge lose their other half, as overwriting them would do.
            if left > 0, slots[base + left].isContinuation { slots[base + left - 1].code = 0x20 }
            if right < cols, slots[base + right].isContinuation { slots[base + right].code = 0x20 }
            // The row's cells in one move: the frame's common case, a few microseconds a frame.
            slots.withUnsafeMutableBufferPointer { mine in
                other.slots.withUnsafeBufferPointer { theirs in
                    (mine.baseAddress! + base + left).update(from: theirs.baseAddress! + base + left, count: right - left)
                }
            }
            let first = other.slots[base + left]
            if first.isContinuation { slots[base + left] = Slot(code: 0x20, style: first.style) }  // its glyph is outside
            if right < cols, other.slots[base + right].isContinuation {
                // A wide glyph in the last column brings its continuation.
                if right + 1 < cols, slots[base + right + 1].isContinuation { slots[base + right + 1].code = 0x20 }
                slots[base + right] = other.slots[base + right]
            }
            for index in base + left..<base + right where slots[index].code >= Slot.clusterFlag && !slots[index].isContinuation {
                slots[index] = slot(for: other.character(of: slots[index]), style: slots[index].style)  // into our own table
            }
        }
    }

    /// `copy` cell by cell, for canvases of different widths.
    private mutating func copyCells(_ area: Rect, from other: Canvas) {
        guard area.rows > 0, area.cols > 0 else { return }
        for r in area.row..<area.bottom {
            var c = area.col
            while c < area.right {
                var slot = other.slots[r * other.cols + c]
                if slot.isContinuation {
                    setSlot(Slot(code: 0x20, style: slot.style), width: 1, row: r, col: c)
                    c += 1
                    continue
                }
                let wide = c + 1 < other.cols && other.slots[r * other.cols + c + 1].isContinuation
                if slot.code >= Slot.clusterFlag { slot = self.slot(for: other.character(of: slot), style: slot.style) }
                setSlot(slot, width: wide ? 2 : 1, row: r, col: c)
                c += wide ? 2 : 1
            }
        }
    }

    // MARK: - Cell storage

    /// One stored cell: a scalar value, `clusterFlag` plus an index into `clusters`, or
    /// `continuation`; and the style. Twelve bytes, trivially copyable.
    @usableFromInline
    struct Slot: Hashable, Sendable {
        @usableFromInline var code: UInt32
        @usableFromInline var style: Style

        @usableFromInline static let clusterFlag: UInt32 = 0x8000_0000
        @usableFromInline static let continuationCode: UInt32 = 0xFFFF_FFFF
        static let blank = Slot(code: 0x20, style: .plain)

        @inlinable var isContinuation: Bool { code == Self.continuationCode }
    }

    /// The slot for a sanitised grapheme: its scalar, or a new entry in the cluster table.
    ///
    /// An emoji ZWJ sequence (👨‍👩‍👧‍👦) is replaced by its part before the first joiner
    /// (👨): terminals disagree on its width (one glyph of 2 columns, or each emoji drawn), and
    /// a trailing joiner makes tmux and others fuse the next cell into the glyph, so the border
    /// after it vanished. What is left is one glyph whose width everyone agrees on.
    private mutating func slot(for character: Character, style: Style) -> Slot {
        let scalars = character.unicodeScalars
        let first = scalars.first ?? " "
        guard scalars.index(after: scalars.startIndex) != scalars.endIndex else {
            return Slot(code: first.value, style: style)
        }
        var kept = character
        if let joiner = scalars.firstIndex(of: "\u{200D}") {
            let head = scalars[..<joiner]
            if head.index(after: head.startIndex) == head.endIndex { return Slot(code: first.value, style: style) }
            kept = Character(String(head))
        }
        clusters.append(kept)
        return Slot(code: Slot.clusterFlag | UInt32(clusters.count - 1), style: style)
    }

    /// Stores a glyph and its continuation, blanking any wide glyph it cuts in half.
    private mutating func setGlyph(_ character: Character, width: Int = 1, style: Style, row: Int, col: Int) {
        guard inBounds(row, col), width == 1 || col + 1 < cols else { return }
        setSlot(slot(for: character, style: style), width: width, row: row, col: col)
    }

    /// Stores a slot of `width` columns and its continuation, blanking any wide glyph it cuts.
    private mutating func setSlot(_ slot: Slot, width: Int, row: Int, col: Int) {
        guard inBounds(row, col), width == 1 || col + 1 < cols else { return }
        breakWideGlyph(row: row, col: col)
        if width == 2 { breakWideGlyph(row: row, col: col + 1) }
        slots[row * cols + col] = slot
        if width == 2 { slots[row * cols + col + 1] = Slot(code: Slot.continuationCode, style: slot.style) }
    }

    /// Before `row`, `col` is overwritten: blank the other half of a wide glyph it belongs to.
    private mutating func breakWideGlyph(row: Int, col: Int) {
        let index = row * cols + col
        if slots[index].isContinuation {
            if col > 0 { slots[index - 1] = Slot(code: 0x20, style: slots[index - 1].style) }
        } else if col + 1 < cols, slots[index + 1].isContinuation {
            // A wide glyph is always followed by its continuation: no width lookup needed.
            slots[index + 1] = Slot(code: 0x20, style: slots[index + 1].style)
        }
        slots[index] = .blank
    }

    // MARK: - Reading back

    /// The rows of text, top to bottom: continuation cells skipped, trailing spaces trimmed.
    ///
    /// This is what a terminal shows, so picture tests compare it with multi-line literals.
    public var lines: [String] {
        (0..<rows).map { r in
            var line = ""
            for c in 0..<cols {
                let slot = slots[r * cols + c]
                if !slot.isContinuation { line.append(character(of: slot)) }
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
            Self.trimmingTrailingSpaces(String((0..<cols).map { slots[r * cols + $0].style.maskCode }))
        }.joined(separator: "\n")
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
