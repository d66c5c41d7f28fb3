import Benchmark

/// Every benchmark of locflow, one file per figure; docs/performance.md has the results.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(3)
    reducerBenchmarks()
    renderBenchmarks()
    terminalBytesBenchmarks()
    logMemoryBenchmarks()
    runnerBenchmarks()
    keypressBenchmarks()
}
