import CellGrid
import LocflowCore

/// The cells of one view, kept with the inputs they were drawn from (what depends
/// only on the state and the layout is drawn once, then copied).
///
/// A view here draws only inside its area, and nothing else draws there before it in a frame,
/// so drawing it on a canvas of the frame's size whose area is blank and copying that area
/// gives the cells drawing it into the frame gives; only the area is blanked before a redraw. `key` must hold everything the view reads.
struct ViewCells<Key: Equatable> {
    /// Whether cells are kept at all; when not, `draw` draws straight into the frame.
    let keeping: Bool
    private var key: Key?
    private var cells = Canvas(rows: 0, cols: 0)

    init(keeping: Bool) { self.keeping = keeping }

    /// Copies `area` of the cells `draw` makes for `key` onto `canvas`; `draw` runs only when the
    /// key or the canvas's size differs from the last call's.
    mutating func draw(_ key: @autoclosure () -> Key, area: Rect, on canvas: inout Canvas, _ draw: (inout Canvas) -> Void) {
        guard keeping else { return draw(&canvas) }
        let key = key()
        if self.key != key || cells.rows != canvas.rows || cells.cols != canvas.cols {
            self.key = nil  // a draw that traps must not leave half-drawn cells behind a valid key
            cells.clear(rows: canvas.rows, cols: canvas.cols, only: area)  // the rest is never copied
            draw(&cells)
            self.key = key
        }
        canvas.copy(area, from: cells)
    }
}

/// What one explorer keeps from frame to frame so that a frame whose state did not change
/// allocates nothing: the layout for the size, and each panel's cells with the
/// inputs they came from. `Explorer.render(_:size:into:cache:)` draws the same cells whether
/// the cache keeps them or not (`RenderCacheTests`). One cache per explorer; not thread-safe.
public final class RenderCache {
    /// An empty cache: the first frame draws everything. A cache not `keeping` draws every
    /// panel straight into the frame (`Explorer.render(_:size:)`, for one frame).
    public init(keeping: Bool = true) {
        header = ViewCells(keeping: keeping)
        prompt = ViewCells(keeping: keeping)
        log = LogCells(keeping: keeping)
        status = ViewCells(keeping: keeping)
        settings = ViewCells(keeping: keeping)
        services = ViewCells(keeping: keeping)
        modern = ViewCells(keeping: keeping)
        designer = ViewCells(keeping: keeping)
        footer = FooterCache(keeping: keeping)
    }

    var layout: Layout?
    /// The log entries' wrapped lines, for the frames whose log panel is drawn anew.
    var logLines = LogLineCache()
    var header: ViewCells<HeaderKey>
    var prompt: ViewCells<PromptKey>
    var log: LogCells
    var status: ViewCells<SimKey>
    var settings: ViewCells<SimKey>
    var services: ViewCells<SimKey>
    var modern: ViewCells<SimKey>
    var designer: ViewCells<SimKey>
    var footer: FooterCache

    /// The layout for `size`, kept while the size holds (splitting the screen builds arrays).
    func layout(_ size: ScreenSize) -> Layout {
        if let layout, layout.size == size { return layout }
        let made = Layout(size)
        layout = made
        return made
    }

    /// Inputs of the views that read only the simulation (status, Settings, services, the
    /// modern panel, the designer view).
    struct SimKey: Equatable {
        var area: Rect
        var roomy: Bool
        var sim: Simulation
    }

    /// `HeaderView` reads the simulation and the scenario's progress.
    struct HeaderKey: Equatable {
        var area: Rect
        var sim: Simulation
        var scenario: ScenarioProgress?
    }

    /// `PromptView` reads the prompt, the selected button and whether the app shows its location
    /// button: not the rest of the simulation, so a key that leaves the prompt as it was (time,
    /// Settings, services) copies the panel.
    struct PromptKey: Equatable {
        var area: Rect
        var prompt: Prompt?
        var selectedButton: Int
        var locationButton: Bool
        /// The app's copy is partly the designer's: a sample purpose string is labelled.
        var mixedCopy: Bool = false
    }

}

/// The log panel's cells, kept with a copy of the entries they show. The key cannot
/// hold the state's log itself: sharing its storage would make the next key's append copy the
/// whole log (10,000 entries). The picture depends on the layout, the scroll, the dropped count,
/// the log's length and its entries from the first one read on (`LogView.draw`), so those are
/// compared, entry by entry from the end; a search reads the whole log and is drawn every frame.
struct LogCells {
    let keeping: Bool
    private var layout: Layout?
    private var count = -1, scroll = 0, dropped = 0
    /// The entries read last time, the log's last ones, copied into storage of our own.
    private var tail: [LogEntry] = []
    private var cells = Canvas(rows: 0, cols: 0)

    init(keeping: Bool) { self.keeping = keeping }

    mutating func draw(_ state: ExplorerState, layout: Layout, on canvas: inout Canvas, lines: inout LogLineCache) {
        let searching = state.view.search != nil
        guard keeping, !searching else {
            LogView.draw(state, layout: layout, on: &canvas, kept: &lines)
            return
        }
        let log = state.log
        if !(self.layout == layout && count == log.count && scroll == state.view.logScroll && dropped == state.logDropped
            && cells.rows == canvas.rows && cells.cols == canvas.cols && log.suffix(tail.count).elementsEqual(tail))
        {
            self.layout = nil  // as in `ViewCells`: no valid key over half-drawn cells
            cells.clear(rows: canvas.rows, cols: canvas.cols, only: layout.log)
            let first = LogView.draw(state, layout: layout, on: &cells, kept: &lines) ?? log.startIndex
            tail.removeAll(keepingCapacity: true)
            tail.append(contentsOf: log[first...])
            (self.layout, count, scroll, dropped) = (layout, log.count, state.view.logScroll, state.logDropped)
        }
        canvas.copy(layout.log, from: cells)
    }
}
