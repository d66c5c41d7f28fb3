import CellGrid
import LocflowCore

/// The cells of one view, kept with the inputs they were drawn from (issue 14: what depends
/// only on the state and the layout is drawn once, then copied).
///
/// A view here draws only inside its area, and nothing else draws there before it in a frame,
/// so drawing it on a blank canvas of the frame's size and copying its area gives the cells
/// drawing it into the frame gives. `key` must hold everything the view reads.
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
            cells.clear(rows: canvas.rows, cols: canvas.cols)
            draw(&cells)
            self.key = key
        }
        canvas.copy(area, from: cells)
    }
}

/// What one explorer keeps from frame to frame so that a frame whose state did not change
/// allocates nothing (issue 14): the layout for the size, and each panel's cells with the
/// inputs they came from. `Explorer.render(_:size:into:cache:)` draws the same cells whether
/// the cache keeps them or not (`RenderCacheTests`). One cache per explorer; not thread-safe.
public final class RenderCache {
    /// An empty cache: the first frame draws everything. A cache not `keeping` draws every
    /// panel straight into the frame (`Explorer.render(_:size:)`, for one frame).
    public init(keeping: Bool = true) {
        header = ViewCells(keeping: keeping)
        prompt = ViewCells(keeping: keeping)
        log = ViewCells(keeping: keeping)
        status = ViewCells(keeping: keeping)
        settings = ViewCells(keeping: keeping)
        services = ViewCells(keeping: keeping)
        modern = ViewCells(keeping: keeping)
        designer = ViewCells(keeping: keeping)
    }

    var layout: Layout?
    /// The log entries' wrapped lines, for the frames whose log panel is drawn anew.
    var logLines = LogLineCache()
    var header: ViewCells<HeaderKey>
    var prompt: ViewCells<PromptKey>
    var log: ViewCells<LogKey>
    var status: ViewCells<SimKey>
    var settings: ViewCells<SimKey>
    var services: ViewCells<SimKey>
    var modern: ViewCells<SimKey>
    var designer: ViewCells<SimKey>

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
    }

    /// `LogView` reads the log, its scroll position, the dropped count and the search. Comparing
    /// two logs is one pointer comparison when they share storage (an unchanged state).
    struct LogKey: Equatable {
        var layout: Layout
        var log: [LogEntry]
        var logScroll: Int
        var logDropped: Int
        var search: LogSearch?
    }
}
