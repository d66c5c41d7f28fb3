import LocflowCore
import LocflowScenario

extension Coverage {
    /// Plays one install of a scenario on this coverage's graph, as `locflow run` plays it (from
    /// the launch of the install), recording every step; `expect` steps are skipped. A flow that
    /// crosses iOS versions is covered one install at a time, each on its own version's graph
    /// (`Scenario.installSegments`).
    public mutating func replay(_ segment: InstallSegment) {
        var setup = segment.setup
        setup.ios = IOSVersion(graph.ruleSet)
        // The modern graph's states carry the modern objects, which an extended flow reports (C2).
        setup.extended = setup.extended || graph.modern
        var sim = Simulation.play(setup).0
        visit(sim)
        for step in segment.steps {
            guard case .action(let action) = step.kind else { continue }
            let before = sim
            _ = sim.apply(action)
            record(before: before, action: action, after: sim)
        }
    }

    /// Plays every install of `scenario` on this graph's rule set (a test's shortcut for a flow
    /// of one version; `locflow coverage` gives each install its own graph).
    public mutating func replay(_ scenario: Scenario) {
        for segment in scenario.installSegments() { replay(segment) }
    }
}
