import LocflowCore
import LocflowScenario

extension ExportFlow {
    /// Plays `scenario` through the core, keeping the whole state around every step.
    ///
    /// The one place the exporters touch how a scenario is played: it mirrors `Runner.run`
    /// (launch is step 0, an expectation reads the latest action step's state, D29) and is what
    /// changes when the runner gives way to `Simulation.play`. The exporters need the hidden
    /// flags too (Allow Once, provisional, the spent Always request), which a `Snapshot` does not
    /// carry, so it keeps `Simulation` values rather than the runner's records.
    public static func play(_ scenario: Scenario, ios override: IOSVersion? = nil) -> ExportFlow {
        var setup = scenario.setup
        if let override { setup.ios = override }
        let ruleSet = setup.ruleSet
        let fresh = Simulation(setup)
        var sim = fresh
        let launched = sim.play(.install(setup))
        let launch = FlowStep(number: 0, kind: .action(.launch), line: nil, before: fresh, after: sim, callbacks: launched.callbacks, yields: launched.yields)
        var steps: [FlowStep] = []
        var last = launched
        for (offset, step) in scenario.steps.enumerated() {
            let before = sim
            switch step.kind {
            case .action(let action):
                last = sim.play(.action(action))
                steps.append(FlowStep(number: offset + 1, kind: .action(action), line: step.line, before: before, after: sim, callbacks: last.callbacks, yields: last.yields))
            case .install(let installed):
                last = sim.play(.install(installed))
                steps.append(FlowStep(number: offset + 1, kind: .install(installed), line: step.line, before: before, after: sim, callbacks: last.callbacks, yields: last.yields))
            case .expect(let expectation):
                steps.append(FlowStep(number: offset + 1, kind: .expect(expectation), line: step.line, before: before, after: sim, callbacks: last.callbacks, yields: last.yields))
            }
        }
        let name = scenario.name ?? String(scenario.file.split(separator: "/").last ?? Substring(scenario.file))
        return ExportFlow(name: name, file: scenario.file, ruleSet: ruleSet, appName: setup.app.name, launch: launch, steps: steps)
    }
}
