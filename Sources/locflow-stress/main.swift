import Foundation
import LocflowCommandLine
import LocflowScenario

// locflow-stress: the long robustness runs, kept out of `swift test` (docs/reliability.md).
//
//   locflow-stress fuzz   [--cases N] [--seed S] [--corpus DIR] [--hang-seconds T] [--crash-file PATH]
//   locflow-stress monkey [--steps N] [--seed S]
//
// Exit status: 0 every check held; 1 a check failed (printed); 2 bad usage; 3 a hang.

// Output is checked (a full disk or a closed pipe ends the run with status 2 and says so), as
// `locflow`'s is: a long run whose report is lost must not look like a pass.
StandardStreams.program = "locflow-stress"
StandardStreams.prepare()
let arguments = Array(CommandLine.arguments.dropFirst())
let options = StressOptions(arguments.dropFirst())
switch arguments.first {
case "fuzz":
    let fuzzer = Fuzzer(
        seed: options.uint("--seed", default: 1), corpus: options.string("--corpus", default: "Scenarios"),
        hangSeconds: options.double("--hang-seconds", default: 10),
        crashFile: options.string("--crash-file", default: NSTemporaryDirectory() + "locflow-fuzz-case"))
    exit(fuzzer.run(cases: options.int("--cases", default: 100_000)))
case "monkey":
    exit(Monkey(seed: options.uint("--seed", default: 1)).run(steps: options.int("--steps", default: 1_050_000)))
default:
    Stderr.write("usage: locflow-stress fuzz [--cases N] [--seed S] [--corpus DIR] | monkey [--steps N] [--seed S]")
    exit(2)
}
