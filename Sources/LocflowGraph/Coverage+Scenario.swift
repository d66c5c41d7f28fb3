import LocflowCore
import LocflowScenario

extension Coverage {
    /// Plays one install of a scenario on this coverage's graph, as `locflow run` plays it (from
    /// the launch of the install), recording every step; `expect` steps are skipped. A flow that
    /// crosses iOS versions is covered one version at a time, each on its own version's graph:
    /// cut at each install (`Scenario.installSegments`), and within an install at a
    /// `systemUpdate` (D50), after which this graph counts the steps only if it is the new
    /// version's, from the state the update kept.
    public mutating func replay(_ segment: InstallSegment) {
        var setup = segment.setup
        // A graph's states are of its rule set's own version ("17", not "17.4"); a segment that
        // starts on another version is counted here only from its update to this one.
        if setup.ruleSet == graph.ruleSet { setup.ios = IOSVersion(graph.ruleSet) }
        // The modern graph's states carry the modern objects, which an extended flow reports (C2).
        setup.extended = setup.extended || graph.modern
        for frame in Simulation.replay(from: setup, segment.steps, keepingBefore: true) {
            let here = frame.after.ruleSet == graph.ruleSet
            switch frame.step {
            case .install?: if here { visit(frame.after) }
            case .action(let action)? where here && frame.before!.ruleSet == graph.ruleSet:
                record(before: frame.before!, action: action, after: frame.after)
            case .action? where here: visit(frame.after)  // the update onto this graph's version: where its part starts
            case .action?, nil: continue  // another version's step; an expect reads and changes nothing
            }
        }
    }
}
