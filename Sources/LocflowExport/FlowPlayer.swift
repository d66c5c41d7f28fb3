import LocflowCore
import LocflowScenario

extension ExportFlow {
    /// Plays `scenario` through the one replay, keeping what the exporters read around every step.
    ///
    /// The exporters need the hidden flags too (Allow Once, provisional, the spent Always
    /// request), which a `Snapshot` does not carry, so a flow keeps `ExportState` values rather
    /// than the runner's records; never the whole `Simulation`, whose lists grow with the flow.
    /// Each frame is let go as soon as it is read, so the replay copies no state to keep it.
    /// `ios` replaces the first install's version, as `locflow run --ios`.
    public static func play(_ scenario: Scenario, ios override: IOSVersion? = nil) -> ExportFlow {
        var setup = scenario.setup
        if let override { setup.ios = override }
        var launch: FlowStep?
        var steps: [FlowStep] = []
        for frame in Simulation.replay(from: setup, scenario.steps, keepingBefore: true) {
            let kind: FlowStep.Kind
            switch frame.element?.kind {
            case nil: kind = .action(.launch)
            case .action(let action)?: kind = .action(action)
            case .install(let installed)?: kind = .install(installed)
            case .expect(let expectation)?: kind = .expect(expectation)
            }
            let step = FlowStep(
                number: frame.number, kind: kind, line: frame.element?.line, before: ExportState(frame.before!), after: ExportState(frame.after),
                callbacks: frame.outcome.callbacks, yields: frame.outcome.yields)
            if frame.element == nil { launch = step } else { steps.append(step) }
        }
        let name = scenario.name ?? String(scenario.file.split(separator: "/").last ?? Substring(scenario.file))
        return ExportFlow(name: name, file: scenario.file, ruleSet: setup.ruleSet, appName: setup.app.name, launch: launch!, steps: steps)
    }
}
