import CellGrid
import Foundation
import LocflowChecks
import LocflowCommandLine
import LocflowCore
import LocflowFiles
import LocflowFormats
import LocflowScenario
import Synchronization

/// The case being run, for the watchdog: its number and when it started (0: none running).
private let running = Atomic<Int>(0)
private let startedAt = Atomic<UInt64>(0)

/// Runs generated and mutated scenario files through `ScenarioParser` and `Runner` in process.
///
/// Checks: nothing crashes (a crash kills the run; the input that did it is in `crashFile`),
/// nothing hangs (a watchdog thread stops the run with status 3 after `hangSeconds` on one
/// input), every rejection is a `ScenarioError` with a non-empty message and names the file,
/// and every accepted file plays to the end with JSONL transcript lines that parse as JSON.
struct Fuzzer {
    let seed: UInt64
    let corpus: String
    let hangSeconds: Double
    let crashFile: String

    func run(cases: Int) -> Int32 {
        let files = loadCorpus()
        guard !files.isEmpty else {
            Stdout.write("locflow-stress: no scenario files under \(corpus)\n")
            return 2
        }
        let mutator = Mutator(corpus: files)
        var rng = SplitMix(state: seed)
        var tally: [String: Int] = [:]
        var failures = 0
        let crashFD = open(crashFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        startWatchdog()
        let clock = ContinuousClock(), began = clock.now
        Stdout.write("fuzz: \(cases) cases, seed \(seed), corpus \(files.count) files from \(corpus); each input is saved to \(crashFile) before it runs\n")
        for index in 1...cases {
            let input = mutator.next(index, rng: &rng)
            if crashFD >= 0 {
                ftruncate(crashFD, 0)
                _ = input.bytes.withUnsafeBytes { pwrite(crashFD, $0.baseAddress, $0.count, 0) }
            }
            startedAt.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
            running.store(index, ordering: .relaxed)
            let outcome = Self.check(input.bytes, name: input.name, alsoUnder: RuleSet.delegate.randomElement()!)
            running.store(0, ordering: .relaxed)
            tally["\(input.kind) \(outcome.kind)", default: 0] += 1
            if let problem = outcome.problem {
                failures += 1
                if failures <= 20 { Stdout.write("FAIL case \(index) (\(input.kind), \(input.name)): \(problem)\n") }
            }
            if index % 10_000 == 0 { Stdout.write("  \(index) cases, \(failures) failures, \(clock.now - began)\n") }
        }
        if crashFD >= 0 { close(crashFD) }
        Stdout.write("fuzz: \(cases) cases in \(clock.now - began); \(failures) failures\n")
        for (key, count) in tally.sorted(by: { $0.key < $1.key }) { Stdout.write("  \(key): \(count)\n") }
        return failures == 0 ? 0 : 1
    }

    /// What happened to one input named `name`: its kind of outcome and, if a check failed, why.
    /// An accepted file is played under its own rule set and under `other` (the property tests
    /// in LocflowPropertyTests use this check too).
    static func check(_ bytes: [UInt8], name: String, alsoUnder other: RuleSet) -> (kind: String, problem: String?) {
        let scenario: Scenario
        do {
            // As `locflow run` reads it: UTF-8 and control characters checked with line:col.
            scenario = try ScenarioParser.parse(try InputText.decode(bytes, file: name), file: name)
        } catch {
            if error.message.isEmpty { return ("rejected", "a ScenarioError with an empty message") }
            if !error.description.hasPrefix(name) { return ("rejected", "the error does not name the file: \(error.description.prefix(200))") }
            return ("rejected", nil)
        }
        for ruleSet in [scenario.setup.ruleSet, other] {
            let result = Runner.run(scenario, ios: IOSVersion(ruleSet))
            let actions = scenario.steps.count + 1
            guard result.records.count == actions else {
                return ("accepted", "\(result.records.count) records for \(actions) steps")
            }
            _ = TextTranscript.render(result)
            if scenario.steps.count <= 200 {
                for line in JSONTranscript.lines(result) {
                    if (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil {
                        return ("accepted", "a JSONL line is not JSON: \(line.prefix(200))")
                    }
                    // Nothing a terminal would act on, raw: C0, C1, bidi controls.
                    if !TextSanitizer.isSafe(line) { return ("accepted", "a JSONL line holds a raw control character: \(line.prefix(200))") }
                }
            }
        }
        return ("accepted and played", nil)
    }

    private func loadCorpus() -> [(name: String, bytes: [UInt8])] {
        guard let walker = FileManager.default.enumerator(atPath: corpus) else { return [] }
        var files: [(String, [UInt8])] = []
        for case let path as String in walker where [".yaml", ".yml", ".json"].contains(where: path.hasSuffix) {
            if let data = FileManager.default.contents(atPath: corpus + "/" + path) { files.append((path, Array(data))) }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// A thread that ends the run with status 3 when one input runs longer than `hangSeconds`.
    private func startWatchdog() {
        let limit = UInt64(hangSeconds * 1e9), file = crashFile
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                let index = running.load(ordering: .relaxed)
                let start = startedAt.load(ordering: .relaxed)
                if index != 0, DispatchTime.now().uptimeNanoseconds - start > limit {
                    let message = "HANG: case \(index) ran longer than \(limit / 1_000_000_000) s; its input is in \(file)\n"
                    Stdout.write(message)
                    exit(3)
                }
            }
        }
        thread.start()
    }
}
