import Benchmark
import CellGrid
import LocflowUI

/// A full frame of the explorer into the cell grid (goal: under 200 µs), at the two sizes the
/// issue names, and with a long log to show the frame does not grow with the session.
/// The explorer after 100,000 log entries, built on first use and kept for the whole run.
let longLogState = LogWorkload.state(entries: 100_000)

func renderBenchmarks() {
    let sizes = [ScreenSize(rows: 30, cols: 100), ScreenSize(rows: 60, cols: 200)]
    for size in sizes {
        Benchmark(
            "Render: full frame \(size)",
            configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds)
        ) { benchmark in
            let state = Workloads.promptState()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(Explorer.render(state, size: size)) }
            benchmark.stopMeasurement()
        }
    }
    // The explorer's steady state, one canvas and one render cache kept from frame
    // to frame and from sample to sample (as `ExplorerLoop` keeps them), the same state drawn again: the grid's storage and the
    // panels whose inputs did not change are reused, so this is the floor of a frame.
    for size in sizes {
        Benchmark(
            "Render: frame \(size) into a reused canvas",
            configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds)
        ) { benchmark in
            let state = Workloads.promptState()
            var (canvas, cache) = FrameWorkload.take("steady \(size)", size: size)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                Explorer.render(state, size: size, into: &canvas, cache: cache)
                blackHole(canvas.rows)
            }
            benchmark.stopMeasurement()
            FrameWorkload.giveBack("steady \(size)", (canvas, cache))
        }
    }
    // A frame after each key of a session (`Workloads.sessionKeys`, states made
    // beforehand), into the reused canvas and cache: what a key costs to draw, the panels the
    // key changed drawn anew and the rest copied.
    for size in sizes {
        Benchmark(
            "Render: frame \(size) after each key of a session",
            configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds)
        ) { benchmark in
            let states = FrameWorkload.sessionStates(size: size)
            var (canvas, cache) = FrameWorkload.take("session \(size)", size: size)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                FrameWorkload.next = FrameWorkload.next + 1 == states.count ? 0 : FrameWorkload.next + 1
                Explorer.render(states[FrameWorkload.next], size: size, into: &canvas, cache: cache)
                blackHole(canvas.rows)
            }
            benchmark.stopMeasurement()
            FrameWorkload.giveBack("session \(size)", (canvas, cache))
        }
    }
    // Wrapping was once quadratic (9 s a frame at 40,000 characters); now the frame is
    // bounded whatever the name's length, so 40,000 and 400,000 characters cost about the same.
    for length in [40, 40_000, 400_000] {
        Benchmark(
            "Render: full frame 100×30, prompt up, app name of \(length) characters",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 2_000)
        ) { benchmark in
            let state = Workloads.promptState(appName: String(repeating: "Tracker-", count: length / 8))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(Explorer.render(state, size: ScreenSize(rows: 30, cols: 100))) }
            benchmark.stopMeasurement()
        }
    }
    Benchmark(
        "Render: full frame 100×30 after 100,000 log entries",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 200)
    ) { benchmark in
        let state = longLogState  // built once: freeing 100,000 entries must not count as a frame
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(Explorer.render(state, size: ScreenSize(rows: 30, cols: 100))) }
        benchmark.stopMeasurement()
    }
}

/// The canvas and render cache the reused-canvas benchmarks carry from sample to sample (the
/// harness calls a benchmark's closure once a sample), as the explorer's loop keeps them.
enum FrameWorkload {
    nonisolated(unsafe) static var kept: [String: (Canvas, RenderCache)] = [:]
    /// The session state drawn last, so that every sample draws the state after another one.
    nonisolated(unsafe) static var next = 0
    nonisolated(unsafe) static var sessions: [ScreenSize: [ExplorerState]] = [:]

    /// The pair for `name`, taken out so the sample holds the canvas's only reference.
    static func take(_ name: String, size: ScreenSize) -> (Canvas, RenderCache) {
        kept.removeValue(forKey: name) ?? (Canvas(rows: size.rows, cols: size.cols), RenderCache())
    }

    static func giveBack(_ name: String, _ pair: (Canvas, RenderCache)) { kept[name] = pair }

    /// `Workloads.sessionStates(size:)`, made once per size.
    static func sessionStates(size: ScreenSize) -> [ExplorerState] {
        if let states = sessions[size] { return states }
        let states = Workloads.sessionStates(size: size)
        sessions[size] = states
        return states
    }
}
