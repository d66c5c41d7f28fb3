import Benchmark
import CellGrid
import LocflowTerminal
import LocflowUI

/// Bytes written to the terminal per keypress at 100×30, against a full repaint (measured
/// through real ncurses on a headless screen that records its output).
func terminalBytesBenchmarks() {
    let perKey = BenchmarkMetric.custom("bytes per keypress", polarity: .prefersSmaller, useScalingFactor: false)
    let full = BenchmarkMetric.custom("bytes of a full repaint", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Terminal: bytes per keypress at 100×30",
        configuration: .init(metrics: [perKey, full], maxIterations: 1)
    ) { benchmark in
        let size = ScreenSize(rows: 30, cols: 100)
        guard let screen = HeadlessScreen(rows: size.rows, cols: size.cols, colors: true, recordOutput: true) else {
            fatalError("no xterm-256color terminfo: cannot measure terminal bytes")
        }
        defer { screen.close() }
        var state = ExplorerState()
        screen.draw(Explorer.render(state, size: size))
        benchmark.measurement(full, screen.bytesWritten)
        for key in Workloads.sessionKeys {
            let before = screen.bytesWritten
            state.handle(key, size: size)
            screen.draw(Explorer.render(state, size: size))
            benchmark.measurement(perKey, screen.bytesWritten - before)
        }
    }
}
