import LocflowCore
import LocflowScenario

extension Coverage {
    /// Plays a scenario's actions on this coverage's rule set, as `locflow run` plays them
    /// (from the launch of step 0), recording every step; `expect` steps are skipped.
    public mutating func replay(_ scenario: Scenario) {
        var sim = Simulation(ruleSet: graph.ruleSet, app: scenario.app, device: scenario.device, options: scenario.options)
        _ = sim.apply(.launch)
        visit(sim)
        for step in scenario.steps {
            guard case .action(let action) = step.kind else { continue }
            let before = sim
            _ = sim.apply(action)
            record(before: before, action: action, after: sim)
        }
    }
}
