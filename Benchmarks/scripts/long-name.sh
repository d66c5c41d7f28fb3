#!/usr/bin/env bash
# A full frame at 100×30 with the prompt up and an app name of 40 / 40,000 / 400,000 characters
# (the state of Benchmarks' "Render: full frame 100×30, prompt up, app name of …" benchmarks),
# drawn anew each time like `Explorer.render(_:size:)`: p50 and min of FRAMES frames (default 300).
# Quicker than `swift package benchmark`: a scratch package in a temporary folder depends on the
# checkout REPO (default: this repository) and is built in release there; `REPO=/work/main`
# measures another checkout in the same run. `BUILD=/some/dir` keeps the build between runs.
set -euo pipefail
repo=$(cd "${REPO:-$(dirname "$0")/../..}" && pwd)
dir=${BUILD:-$(mktemp -d)}
mkdir -p "$dir/Sources/LongName"
cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "LongName",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "locflow", path: "$repo")],
    targets: [.executableTarget(name: "LongName", dependencies: [
        .product(name: "LocflowCore", package: "locflow"),
        .product(name: "CellGrid", package: "locflow"),
        .product(name: "LocflowUI", package: "locflow"),
    ])]
)
SWIFT
cat > "$dir/Sources/LongName/main.swift" <<'SWIFT'
import CellGrid
import Foundation
import LocflowCore
import LocflowUI

/// Workloads.promptState(appName:): iOS 18, the When-In-Use prompt up, a short log.
func promptState(appName: String) -> ExplorerState {
    var config = Setup(ruleSet: .iOS18)
    config.app.name = appName
    var state = ExplorerState(config: config)
    for key in "ru,w".map(Key.char) { state.handle(key, size: ScreenSize(rows: 30, cols: 100)) }
    return state
}
let frames = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first ?? 300
for length in [40, 40_000, 400_000] {
    let state = promptState(appName: String(repeating: "Tracker-", count: length / 8))
    var times: [Double] = [], rows = 0
    for _ in 0..<frames {
        let start = DispatchTime.now().uptimeNanoseconds
        rows &+= Explorer.render(state, size: ScreenSize(rows: 30, cols: 100)).rows
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    times.sort()
    print(String(format: "app name of %7d characters: p50 %7.0f µs, min %7.0f µs (%d frames)", length, times[frames / 2], times[0], frames))
}
SWIFT
swift build -c release --package-path "$dir" >/dev/null
"$dir/.build/release/LongName" "${FRAMES:-300}"
