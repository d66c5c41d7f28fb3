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
        for frame in Simulation.replay(from: setup, segment.steps, keepingBefore: true) {
            switch frame.step {
            case .install?: visit(frame.after)
            case .action(let action)?: record(before: frame.before!, action: action, after: frame.after)
            case nil: continue  // an expect reads, and changes nothing
            }
        }
    }

    /// Plays every install of `scenario` on this graph's rule set (a test's shortcut for a flow
    /// of one version; `locflow coverage` gives each install its own graph).
    public mutating func replay(_ scenario: Scenario) {
        for segment in scenario.installSegments() { replay(segment) }
    }
}
