import LocflowCore
import LocflowScenario

extension Coverage {
    /// Plays a scenario's actions on this coverage's rule set, as `locflow run` plays them
    /// (from the launch of step 0), recording every step; `expect` steps are skipped.
    public mutating func replay(_ scenario: Scenario) {
        var setup = scenario.setup
        setup.ios = IOSVersion(graph.ruleSet)
        // The modern graph's states carry the modern objects, which an extended flow reports (C2).
        setup.extended = setup.extended || graph.modern
        var sim = Simulation.play(setup).0
        visit(sim)
        for step in scenario.steps {
            switch step.kind {
            case .expect: continue
            case .install(var installed):
                // A fresh install restarts the walk from the graph's start, on its rule set.
                installed.ios = IOSVersion(graph.ruleSet)
                installed.extended = installed.extended || graph.modern
                _ = sim.play(.install(installed))
                visit(sim)
            case .action(let action):
                let before = sim
                _ = sim.apply(action)
                record(before: before, action: action, after: sim)
            }
        }
    }
}
