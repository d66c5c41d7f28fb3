import LocflowCore
import LocflowGraph

/// What the coverage panel shows: how much of the current rule set's reachable model this
/// session has exercised, and what it never did.
///
/// Computed from the explorer's own timeline (`Timeline.forEachKeptStep`): every kept step up to
/// the current one is fed to a `Coverage` of the cached graph, so undo, redo and fresh installs
/// change it as they change the session. Only steps taken on the rule set and build (Info.plist,
/// model options) now on screen count; the others are counted apart and the panel says so.
public struct CoverageSummary: Equatable, Sendable {
    /// One kind of item: how many the graph has, how many the session exercised, and the rest.
    public struct Part: Equatable, Sendable {
        /// `prompts`, `buttons`, `statuses`, `moves`.
        public var name: String
        /// Items exercised.
        public var covered: Int
        /// Items in the graph.
        public var total: Int
        /// Items never exercised, in the graph's stable order.
        public var missing: [String]
        /// Covered share in percent (100 when there is nothing to cover).
        public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }
    }

    /// The rule set whose graph this is.
    public var ruleSet: RuleSet
    /// Prompts by kind and origin.
    public var prompts: Part
    /// Buttons by prompt and label.
    public var buttons: Part
    /// What the app read: status and accuracy.
    public var statuses: Part
    /// Moves of the authorization view: the stored choice or the prompt changed.
    public var moves: Part
    /// States of the full graph visited.
    public var statesVisited: Int
    /// States in the full graph.
    public var stateCount: Int
    /// Transitions of the full graph taken.
    public var transitionsTaken: Int
    /// Transitions in the full graph.
    public var transitionCount: Int
    /// Action steps counted.
    public var steps: Int
    /// Counted steps after which nothing the graph tracks changed.
    public var unchangedSteps: Int
    /// Counted steps that left the graph (Settings behind a prompt, a service outside its alphabet).
    public var outsideSteps: Int
    /// Steps of the session taken on another rule set or build: not counted.
    public var otherSetupSteps: Int
    /// Steps older than the undo depth, whose states are no longer kept: not counted.
    public var forgottenSteps: Int
    /// The build on screen is the graph's (every Info.plist key, default model options).
    public var defaultBuild: Bool

    /// The four kinds, in the panel's order.
    public var parts: [Part] { [prompts, buttons, statuses, moves] }

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
        // its totals and its wording of what was never exercised.
        let report = coverage.report(transitionLimit: 0)
        func part(_ name: String, _ part: CoverageReport.Part) -> Part {
            Part(name: name, covered: part.covered, total: part.total, missing: part.missing)
        }
        ruleSet = current.ruleSet
        prompts = part("prompts", report.prompts)
        buttons = part("buttons", report.buttons)
        statuses = part("statuses", report.statuses)
        moves = part("moves", report.moves)
        statesVisited = report.statesVisited
        stateCount = report.stateCount
        transitionsTaken = report.transitions.covered
        transitionCount = report.transitions.total
        steps = report.steps
        unchangedSteps = report.unchangedSteps
        outsideSteps = report.outsideSteps
        otherSetupSteps = other
        forgottenSteps = older + beforeGone
        defaultBuild = current.app.infoPlist == AppConfig().infoPlist && current.options == ModelOptions()
    }
}
