// swift-tools-version: 6.1
import PackageDescription

/// locflow's benchmarks, kept out of the main package so that its build stays lean.
///
/// Run from this folder: `swift package benchmark` (release build; see docs/performance.md).
let package = Package(
    name: "LocflowBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "locflow", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LocflowBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LocflowCore", package: "locflow"),
                .product(name: "LocflowScenario", package: "locflow"),
                .product(name: "LocflowSessions", package: "locflow"),
                .product(name: "CellGrid", package: "locflow"),
                .product(name: "LocflowUI", package: "locflow"),
                .product(name: "LocflowTerminal", package: "locflow"),
            ],
            path: "Benchmarks/LocflowBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Renders the benchmark's frame in a loop for heaptrack, callgrind or perf.
        .executableTarget(
            name: "RenderProfile",
            dependencies: [
                .product(name: "LocflowCore", package: "locflow"),
                .product(name: "CellGrid", package: "locflow"),
                .product(name: "LocflowUI", package: "locflow"),
            ],
            path: "Profile/RenderProfile"
        ),
    ]
)
