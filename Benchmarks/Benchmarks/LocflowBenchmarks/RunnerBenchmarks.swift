import Benchmark
import Foundation
import LocflowCore
import LocflowScenario

/// `locflow run` streamed: steps per second through the runner and a
/// transcript writer, and the whole path from a file on disk (the streaming reader included).
/// Goal: at least 1,000,000 steps/s in text, JSONL within 2× of text; memory flat.
func runnerBenchmarks() {
    let steps = Workloads.actionCycle.map { ScenarioStep(.action($0)) }

    /// `count` steps of the cycle, lazily (nothing held).
    func cycle(_ count: Int) -> some Sequence<ScenarioStep> {
        (0..<count).lazy.map { steps[$0 % steps.count] }
    }

    func play<Writer: TranscriptWriter>(_ benchmark: Benchmark, _ writer: Writer) {
        var writer = writer
        var out: [UInt8] = []
        out.reserveCapacity(1 << 17)
        benchmark.startMeasurement()
        _ = Runner.play(cycle(benchmark.scaledIterations.count), setup: Setup()) { record in
            writer.write(record, into: &out)
            if out.count >= 1 << 16 { blackHole(out); out.removeAll(keepingCapacity: true) }
        }
        benchmark.stopMeasurement()
        blackHole(out)
    }

    let configuration = Benchmark.Configuration(
        metrics: [.throughput, .wallClock, .mallocCountTotal, .peakMemoryResident], scalingFactor: .kilo)
    Benchmark("Runner: steps, text transcript", configuration: configuration) { play($0, TextTranscript.Writer()) }
    Benchmark("Runner: steps, JSONL transcript", configuration: configuration) { play($0, JSONTranscript.Writer()) }
    Benchmark("Runner: steps, no transcript", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        _ = Runner.play(cycle(benchmark.scaledIterations.count), setup: Setup()) { blackHole($0) }
        benchmark.stopMeasurement()
    }

    // From a file: the streaming reader's checking pass and the played pass, the transcript
    // written (what `locflow run FILE` does, less the write to standard output).
    func file<Writer: TranscriptWriter>(_ benchmark: Benchmark, _ writer: Writer) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-bench-100k.yaml").path
        var text = "name: generated\nsteps:\n"
        for i in 0..<100_000 {
            text += "  - \(Workloads.actionCycle[i % Workloads.actionCycle.count].text)\n"
            if i % 1000 == 999 { text += "  - expect: { locationServicesEnabled: true }\n" }
        }
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        benchmark.startMeasurement()
        guard let source = try? ScenarioSource.open(path) else { fatalError("\(path) does not open") }
        var writer = writer, out: [UInt8] = []
        _ = try? source.play { record in
            writer.write(record, into: &out)
            if out.count >= 1 << 16 { blackHole(out); out.removeAll(keepingCapacity: true) }
        }
        benchmark.stopMeasurement()
    }
    let fileConfiguration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], maxIterations: 5)
    Benchmark("Runner: 100,000-step file, text", configuration: fileConfiguration) { file($0, TextTranscript.Writer()) }
    Benchmark("Runner: 100,000-step file, JSONL", configuration: fileConfiguration) { file($0, JSONTranscript.Writer()) }
}
