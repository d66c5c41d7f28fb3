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
    // Issue 14: the explorer's steady state, one canvas drawn into frame after frame, so the
    // grid's storage is not counted again per frame.
    for size in sizes {
        Benchmark(
            "Render: frame \(size) into a reused canvas",
            configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds)
        ) { benchmark in
            let state = Workloads.promptState()
            var canvas = Canvas(rows: size.rows, cols: size.cols)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                Explorer.render(state, size: size, into: &canvas)
                blackHole(canvas.rows)
            }
            benchmark.stopMeasurement()
        }
    }
    // Issue 13: wrapping was quadratic (9 s a frame at 40,000 characters); now the frame is
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
