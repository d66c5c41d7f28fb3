import LocflowCore

/// What the coverage panel shows: how much of the current rule set's reachable model this
/// session has exercised, and what it never did.
///
/// Computed by the executable (`support.coverage`, Sources/locflow/ExplorerCoverage.swift) from
/// the explorer's own timeline (`Timeline.forEachKeptStep`): every kept step up to the current
/// one is fed to a `Coverage` of the cached graph, so undo, redo and fresh installs change it as
/// they change the session. Only steps taken on the rule set and build (Info.plist,
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
        /// The covered share as `locflow coverage` prints it (`16.7`, `<0.1`).
        public var percentText: String
        /// Covered share in percent (100 when there is nothing to cover).
        public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }

        public init(name: String, covered: Int, total: Int, missing: [String], percentText: String) {
            (self.name, self.covered, self.total, self.missing, self.percentText) = (name, covered, total, missing, percentText)
        }
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

    public init(
        ruleSet: RuleSet, prompts: Part, buttons: Part, statuses: Part, moves: Part, statesVisited: Int, stateCount: Int, transitionsTaken: Int,
        transitionCount: Int, steps: Int, unchangedSteps: Int, outsideSteps: Int, otherSetupSteps: Int, forgottenSteps: Int, defaultBuild: Bool
    ) {
        (self.ruleSet, self.prompts, self.buttons, self.statuses, self.moves) = (ruleSet, prompts, buttons, statuses, moves)
        (self.statesVisited, self.stateCount, self.transitionsTaken, self.transitionCount) = (statesVisited, stateCount, transitionsTaken, transitionCount)
        (self.steps, self.unchangedSteps, self.outsideSteps) = (steps, unchangedSteps, outsideSteps)
        (self.otherSetupSteps, self.forgottenSteps, self.defaultBuild) = (otherSetupSteps, forgottenSteps, defaultBuild)
    }
}
