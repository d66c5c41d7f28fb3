import Benchmark
import LocflowCore

/// Core reducer steps per second (goal: at least 1,000,000/s), on every rule set.
func reducerBenchmarks() {
    Benchmark(
        "Core reducer: steps (all rule sets)",
        configuration: .init(metrics: [.throughput, .wallClock, .mallocCountTotal], scalingFactor: .mega)
    ) { benchmark in
        let cycle = Workloads.actionCycle
        var sims = RuleSet.allCases.map { Simulation.play(Setup(ruleSet: $0)).0 }  // installed and launched (step 0)
        var index = 0
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let outcome = sims[i % sims.count].apply(cycle[index])
            blackHole(outcome)
            index += 1
            if index == cycle.count { index = 0 }
        }
        benchmark.stopMeasurement()
        blackHole(sims)
    }
}
