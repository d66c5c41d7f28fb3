import Benchmark
import CellGrid
import Foundation
import Glibc
import LocflowUI

/// Explorer states with a long delegate log, built through real keys.
enum LogWorkload {
    /// The keys typed over and over: a request, Allow Once, time, background, time, foreground.
    static let cycle = "w1,b.f"

    /// How many keys `state(entries:)` types.
    nonisolated(unsafe) static var keysTyped = 0

    /// The explorer after enough keys to log at least `entries` lines (the explorer keeps only
    /// the newest `ExplorerState.logLimit` or so of them).
    static func state(entries: Int) -> ExplorerState {
        var state = ExplorerState()
        let size = ScreenSize(rows: 30, cols: 100)
        let keys = cycle.map(Key.char)
        var index = 0
        while state.logTotal < entries {
            state.handle(keys[index % keys.count], size: size)
            index += 1
        }
        keysTyped = index
        return state
    }

    /// This process's resident set size in bytes, from /proc/self/statm.
    static func residentBytes() -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let fields = text.split(separator: " ").compactMap { Int($0) }
        return fields.count >= 2 ? fields[1] * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}

/// Resident memory after 100,000 log entries in the explorer state (goal: under 30 MB).
func logMemoryBenchmarks() {
    let total = BenchmarkMetric.custom("resident MB (whole process)", polarity: .prefersSmaller, useScalingFactor: false)
    let growth = BenchmarkMetric.custom("resident MB added by the log", polarity: .prefersSmaller, useScalingFactor: false)
    let count = BenchmarkMetric.custom("log entries kept (of all written)", polarity: .prefersSmaller, useScalingFactor: false)
    let keys = BenchmarkMetric.custom("keys typed", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Memory: explorer after 100,000 log entries",
        configuration: .init(metrics: [total, growth, count, keys], maxIterations: 1)
    ) { benchmark in
        let before = LogWorkload.residentBytes()
        let state = LogWorkload.state(entries: 100_000)
        blackHole(Explorer.render(state, size: ScreenSize(rows: 30, cols: 100)))
        let after = LogWorkload.residentBytes()
        benchmark.measurement(total, after >> 20)
        benchmark.measurement(growth, max(0, after - before) >> 20)
        benchmark.measurement(count, state.log.count)
        benchmark.measurement(keys, LogWorkload.keysTyped)
        blackHole(state)
    }
}
