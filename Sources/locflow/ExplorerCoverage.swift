import LocflowCore
import LocflowGraph
import LocflowUI

extension CoverageSummary {
    /// The coverage of `state`'s session on the rule set and build now on screen. Enumerates
    /// that rule set's graph only the first time (`CoverageGraphs`); after that it replays the
    /// kept steps' recorded states, which costs microseconds a step, no simulation.
    init(_ state: ExplorerState, graphs: CoverageGraphs = .shared) {
        let current = state.sim
        // A flow that uses the modern APIs (extended, C2) is covered on the modern graph, whose
        // states carry the modern objects; its steps before the first modern one are the same
        // flow with none of them yet, and count there too. An extended moment on the delegate
        // graph cannot happen: once extended, a flow stays so until a fresh install.
        // The graph `locflow coverage` uses for the same flow: the rule set's own modern graph
        // for 15, 17 and 26 (D37), or any rule set's once the flow is extended (C2).
        let modern = current.ruleSet.coversOnModernGraph(extended: current.modern.extended)
        var coverage = graphs.empty(for: current.ruleSet, modern: modern)
        func here(_ moment: Moment) -> Bool {
            moment.sim.ruleSet == current.ruleSet && moment.sim.app.infoPlist == current.app.infoPlist
                && moment.sim.options == current.options && (modern || !moment.sim.modern.extended)
        }
        var other = 0, beforeGone = 0
        let older = state.timeline.forEachKeptStep { step, before, after in
            guard here(after) else { return other += 1 }
            switch step {
            case .install:
                coverage.visit(after.sim)  // the launch of a fresh install, as `locflow coverage` counts step 0
            case .action(let action):
                if let before {
                    guard here(before) else { return other += 1 }
                    coverage.record(before: before.sim, action: action, after: after.sim)
                } else {
                    // The oldest kept step: its state before is gone with the older ones.
                    beforeGone += 1
                    coverage.visit(after.sim)
                }
            }
        }
        // What is on screen was seen, even when it changed without a step (a preset's system update).
        coverage.visit(current)

        // One computation for the panel and `locflow coverage`: the report the command prints,
        // its totals, its wording of what was never exercised and its percentages.
        let report = coverage.report(transitionLimit: 0)
        func part(_ name: String, _ part: CoverageReport.Part) -> Part {
            Part(name: name, covered: part.covered, total: part.total, missing: part.missing, percentText: CoverageReport.format(part.percent))
        }
        self.init(
            ruleSet: current.ruleSet, prompts: part("prompts", report.prompts), buttons: part("buttons", report.buttons),
            statuses: part("statuses", report.statuses), moves: part("moves", report.moves), statesVisited: report.statesVisited,
            stateCount: report.stateCount, transitionsTaken: report.transitions.covered, transitionCount: report.transitions.total,
            steps: report.steps, unchangedSteps: report.unchangedSteps, outsideSteps: report.outsideSteps, otherSetupSteps: other,
            forgottenSteps: older + beforeGone,
            defaultBuild: current.app.infoPlist == AppConfig().infoPlist && current.options == ModelOptions())
    }
}
