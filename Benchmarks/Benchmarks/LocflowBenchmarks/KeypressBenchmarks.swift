import Benchmark
import CellGrid
import Foundation
import LocflowCore
import LocflowScenario
import LocflowSessions
import LocflowUI

/// What one key costs the explorer besides drawing: the state update, the timeline's events
/// turned into journal lines (`JournalFollower`) and the line appended and written (what `SessionFiles.sync` does without `--record`),
/// at the start of a session and 20,000 steps into it (the goal: within 1.5×).
enum KeypressWorkload {
    /// Keys that each take a step: a request, Allow Once, time, background, time, foreground.
    static let cycle = "w1,b.f".map(Key.char)
    static let size = ScreenSize(rows: 30, cols: 100)

    /// An explorer `steps` steps into a session, its journal open in a temporary directory.
    static func session(steps: Int) throws -> (ExplorerState, JournalFollower, JournalWriter, String) {
        var state = ExplorerState()
        var index = 0
        while state.timeline.position < steps {
            state.handle(cycle[index % cycle.count], size: size)
            index += 1
        }
        let directory = NSTemporaryDirectory() + "locflow-bench-\(getpid())-\(steps)"
        let writer = try JournalWriter(path: directory + "/bench.journal", header: JournalHeader(setup: Setup()))
        return (state, JournalFollower(state.timeline), writer, directory)
    }
}

/// Keypress cost at 10 and at 20,000 steps: each iteration types the six-key cycle (six steps).
///
/// The 10-step session is rebuilt for every sample, so it stays at 10 steps. The 20,000-step one
/// is built once (about two seconds) and carried from sample to sample, so it grows by six steps
/// a sample (a few thousand in all): rebuilding it would leave time for only a handful of
/// samples, and copying it would measure the copy.
func keypressBenchmarks() {
    for steps in [10, 20_000] {
        Benchmark(
            "Explorer: keypress with journal at step \(steps)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .one, maxDuration: .seconds(10))
        ) { benchmark in
            var (state, follower, journal, directory) = try KeypressWorkload.take(steps: steps)
            let keys = KeypressWorkload.cycle
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for key in keys {
                    state.handle(key, size: KeypressWorkload.size)
                    try journal.append((follower.entries(state.timeline) ?? []).map(\.line))
                }
            }
            benchmark.stopMeasurement()
            KeypressWorkload.giveBack(steps: steps, (state, follower, journal, directory))
        }
    }
}

extension KeypressWorkload {
    /// The long session, between samples.
    nonisolated(unsafe) static var kept: [Int: (ExplorerState, JournalFollower, JournalWriter, String)] = [:]

    /// The session for a sample: the kept one for 20,000 steps (taken out, so the sample holds
    /// the only reference and changes it in place), a fresh one otherwise.
    static func take(steps: Int) throws -> (ExplorerState, JournalFollower, JournalWriter, String) {
        if steps > 1_000, let session = kept.removeValue(forKey: steps) { return session }
        return try session(steps: steps)
    }

    /// Keeps the long session for the next sample; removes a short one's journal.
    static func giveBack(steps: Int, _ session: (ExplorerState, JournalFollower, JournalWriter, String)) {
        if steps > 1_000 {
            kept[steps] = session
        } else {
            try? FileManager.default.removeItem(atPath: session.3)
        }
    }
}
