import CellGrid
import LocflowCore
import LocflowUI

// Renders the benchmark's frames many times, for a profiler to watch (issue 14):
//   swift build -c release --product RenderProfile
//   heaptrack .build/release/RenderProfile 200 60 10000   # where the mallocs come from
//   valgrind --tool=callgrind .build/release/RenderProfile 200 60 2000
// Arguments: columns, rows, frames (default 200 60 10000), then `session` to draw the frame after
// each key of a short session in turn (the benchmark's `sessionKeys`) instead of one state.
// Frames go into one canvas through one render cache, as the explorer's loop draws them.
let arguments = CommandLine.arguments.dropFirst()
let numbers = arguments.compactMap { Int($0) }
let size = ScreenSize(rows: numbers.count > 1 ? numbers[1] : 60, cols: numbers.first ?? 200)
let frames = numbers.count > 2 ? numbers[2] : 10_000
var state = ExplorerState(config: Setup(ruleSet: .iOS18))
var states: [ExplorerState] = []
if arguments.contains("session") {
    for key in "w2a2rbRfSSK,.w1".map(Key.char) {
        state.handle(key, size: size)
        states.append(state)
    }
} else {
    // The benchmark's state (Workloads.promptState): iOS 18, the When-In-Use prompt up, a short log.
    for key in "ru,w".map(Key.char) { state.handle(key, size: ScreenSize(rows: 30, cols: 100)) }
    states = [state]
}
var canvas = Canvas(rows: size.rows, cols: size.cols)
let cache = RenderCache()
var checksum = 0
for frame in 0..<frames {
    Explorer.render(states[frame % states.count], size: size, into: &canvas, cache: cache)
    checksum &+= canvas.rows
}
print("rendered \(frames) frames of \(size); \(checksum)")
