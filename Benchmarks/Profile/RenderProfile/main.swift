import CellGrid
import LocflowCore
import LocflowUI

// Renders the benchmark's prompt frame many times, for a profiler to watch (issue 14):
//   swift build -c release --product RenderProfile
//   heaptrack .build/release/RenderProfile 200 60 10000   # where the mallocs come from
//   valgrind --tool=callgrind .build/release/RenderProfile 200 60 2000
// Arguments: columns, rows, frames (default 200 60 10000).
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let size = ScreenSize(rows: arguments.count > 1 ? arguments[1] : 60, cols: arguments.first ?? 200)
let frames = arguments.count > 2 ? arguments[2] : 10_000
// The benchmark's state (Workloads.promptState): iOS 18, the When-In-Use prompt up, a short log.
var state = ExplorerState(config: Setup(ruleSet: .iOS18))
for key in "ru,w".map(Key.char) { state.handle(key, size: ScreenSize(rows: 30, cols: 100)) }
var checksum = 0
for _ in 0..<frames { checksum &+= Explorer.render(state, size: size).rows }
print("rendered \(frames) frames of \(size); \(checksum)")
