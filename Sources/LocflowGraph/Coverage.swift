import LocflowCore

/// What a session (or several) of one rule set has exercised, against the reachable graph:
/// prompts by kind and origin, buttons (by prompt, telling apart the iOS 13+ first prompt of
/// requestAlways, whose Allow While Using App grants provisional Always), what the app reads
/// (status and accuracy), moves of the authorization view, and transitions.
///
/// Fed one step at a time, so the explorer can keep one alongside its history.
public struct Coverage: Sendable {
    /// The reachable graph it compares with.
    public let graph: StateGraph
    /// The prompts the graph shows (kind and origin), in a stable order.
    public let allPrompts: [String]
    /// The buttons the graph offers, as `prompt › label`.
    public let allButtons: [String]
    /// What the app can read: `status, accuracy`.
    public let allStatuses: [String]
    /// The graph seen through the authorization: its moves are the readable transitions.
    public let view: AuthorizationView
    private let moveIndex: [Int: Int]

    /// Prompts seen, by `PromptShown.name`.
    public private(set) var prompts: Set<String> = []
    /// Buttons tapped, as `prompt › label`.
    public private(set) var buttons: Set<String> = []
    /// What the app read, as `status, accuracy`.
    public private(set) var statuses: Set<String> = []
    /// Indices of the graph's edges taken.
    public private(set) var transitions: Set<Int> = []
    /// Indices of the authorization view's moves made.
    public private(set) var moves: Set<Int> = []
    /// Indices of the graph's states visited.
    public private(set) var states: Set<Int> = []
    /// Action steps recorded.
    public private(set) var steps = 0
    /// Steps after which the abstract state was the same (the graph's self-loops).
    public private(set) var unchangedSteps = 0
    /// Steps that left the graph: an action outside the alphabet, a state the graph does not
    /// reach (another app or device setup), or a move the graph lacks.
    public private(set) var outsideSteps = 0

    /// Nothing covered yet; the universe of items is read from the graph.
    public init(graph: StateGraph) {
        self.graph = graph
        // Each prompt (without its Precise switch) with its labels in display order.
        var shown: [PromptShown: [String]] = [:]
        for (id, state) in graph.states.enumerated() {
            guard let p = state.prompt else { continue }
            shown[PromptShown(kind: p.kind, origin: p.origin, forAlways: p.forAlways)] = graph.buttons[id]
        }
        let order = shown.keys.sorted()
        var prompts: [String] = []
        for p in order where !prompts.contains(p.name) { prompts.append(p.name) }
        allPrompts = prompts
        allButtons = order.flatMap { p in shown[p]!.map { Self.button(p.fullName, $0) } }
        var statuses: [String] = []
        for status in AuthorizationStatus.allCases {
            for accuracy in AccuracyAuthorization.allCases
            where graph.states.contains(where: { $0.status == status && $0.accuracy == accuracy }) {
                statuses.append(Self.reading(status, accuracy))
            }
        }
        allStatuses = statuses
        view = AuthorizationView(graph)
        var moveIndex: [Int: Int] = [:]
        for (n, move) in view.moves.enumerated() { moveIndex[move.from * view.nodes.count + move.to] = n }
        self.moveIndex = moveIndex
    }

    /// Records a state seen without an action (the launch of step 0).
    public mutating func visit(_ sim: Simulation) {
        if let p = sim.prompt { prompts.insert(PromptShown(p).name) }
        statuses.insert(Self.reading(sim.authorizationStatus, sim.accuracyAuthorization))
        if let id = graph.id(of: AbstractState(sim, modern: graph.modern)) { states.insert(id) }
    }

    /// Records one step: the state before, the action, the state after.
    public mutating func record(before: Simulation, action: Action, after: Simulation) {
        steps += 1
        visit(before)
        visit(after)
        if case .tap(let label) = action, let shown = before.prompt, let button = shown.button(labelled: label) {
            buttons.insert(Self.button(PromptShown(shown).fullName, button.label))
        }
        let from = AbstractState(before, modern: graph.modern), to = AbstractState(after, modern: graph.modern)
        if from == to {
            unchangedSteps += 1
            return
        }
        let text = action.text
        guard let source = graph.id(of: from),
            let edge = graph.outgoing[source].first(where: { graph.edges[$0].action.text == text }),
            graph.states[graph.edges[edge].to] == to
        else {
            outsideSteps += 1
            return
        }
        transitions.insert(edge)
        let a = view.nodeOf[source], b = view.nodeOf[graph.edges[edge].to]
        if a != b, let move = moveIndex[a * view.nodes.count + b] { moves.insert(move) }
    }

    /// `whenInUse › Allow Once`.
    static func button(_ prompt: String, _ label: String) -> String { "\(prompt) › \(label)" }
    /// `authorizedWhenInUse, reducedAccuracy`.
    static func reading(_ status: AuthorizationStatus, _ accuracy: AccuracyAuthorization) -> String {
        "\(status.rawValue), \(accuracy.rawValue)"
    }

    /// The counts and the lists of what was never exercised; `transitionLimit` names only that
    /// many never-taken transitions (naming all of iOS 18's ~68,000 was 44 % of `locflow
    /// coverage` when it prints 30); the counts are always whole.
    public func report(transitionLimit: Int? = nil) -> CoverageReport {
        func part(_ all: [String], _ seen: Set<String>) -> CoverageReport.Part {
            CoverageReport.Part(total: all.count, covered: all.filter(seen.contains).count, missing: all.filter { !seen.contains($0) })
        }
        let missingEdges = graph.edges.indices.lazy.filter { !transitions.contains($0) }.prefix(transitionLimit ?? .max)
        return CoverageReport(
            ruleSet: graph.ruleSet, modern: graph.modern,
            prompts: part(allPrompts, prompts), buttons: part(allButtons, buttons), statuses: part(allStatuses, statuses),
            moves: CoverageReport.Part(
                total: view.moves.count, covered: moves.count,
                missing: view.moves.indices.filter { !moves.contains($0) }.map { n in
                    let move = view.moves[n]
                    return "\(view.nodes[move.from].name)  →  \(view.nodes[move.to].name)  (\(move.how))"
                }),
            transitions: CoverageReport.Part(
                total: graph.edges.count, covered: transitions.count,
                missing: missingEdges.map { describe(graph.edges[$0]) }),
            statesVisited: states.count, stateCount: graph.states.count,
            steps: steps, unchangedSteps: unchangedSteps, outsideSteps: outsideSteps)
    }

    /// `notDetermined · prompt whenInUse —tap Allow Once→ authorizedWhenInUse · Allow Once`.
    func describe(_ edge: Edge) -> String {
        "\(graph.states[edge.from].name)  —\(edge.action.text)→  \(graph.states[edge.to].name)"
    }
}

/// Coverage as numbers and lists.
public struct CoverageReport: Sendable {
    /// One kind of item: how many there are, how many were exercised, which were not.
    public struct Part: Sendable {
        /// Items in the graph.
        public var total: Int
        /// Items exercised.
        public var covered: Int
        /// Items never exercised, in a stable order (never-taken transitions: as many as the
        /// report was asked to name; there are `total - covered` in all).
        public var missing: [String]
        /// How many were never exercised (`missing` may name fewer; see `report(transitionLimit:)`).
        public var missingCount: Int { total - covered }
        /// Covered share in percent (100 when there is nothing to cover).
        public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }
    }

    /// The rule set of the graph.
    public var ruleSet: RuleSet
    /// The graph is the modern one (`StateGraph.modern`).
    public var modern = false
    /// Prompts by kind and origin.
    public var prompts: Part
    /// Buttons by prompt and label.
    public var buttons: Part
    /// Status and accuracy as the app reads them.
    public var statuses: Part
    /// Moves of the authorization view: the stored choice or the prompt changed.
    public var moves: Part
    /// Edges of the full graph.
    public var transitions: Part
    /// States of the graph visited.
    public var statesVisited: Int
    /// States in the graph.
    public var stateCount: Int
    /// Action steps recorded.
    public var steps: Int
    /// Steps that left the abstract state as it was.
    public var unchangedSteps: Int
    /// Steps that left the graph.
    public var outsideSteps: Int

    /// The report as text; at most `limit` never-taken transitions are listed (nil: all).
    public func text(transitionLimit limit: Int?) -> String {
        var out = "Coverage of iOS \(ruleSet.rawValue) (\(ruleSet.releases))\(modern ? ", modern graph" : ""), \(steps) action step\(steps == 1 ? "" : "s")"
        out += " (\(unchangedSteps) changed nothing, \(outsideSteps) outside the graph)\n"
        func row(_ name: String, _ covered: Int, _ total: Int) {
            let percent = total == 0 ? 100 : Double(covered) * 100 / Double(total)
            out += "  \(name.padding(12)) \(String(covered).leftPadding(6)) of \(String(total).padding(6)) \(Self.format(percent).leftPadding(6))%\n"
        }
        row("prompts", prompts.covered, prompts.total)
        row("buttons", buttons.covered, buttons.total)
        row("statuses", statuses.covered, statuses.total)
        row("moves", moves.covered, moves.total)
        row("transitions", transitions.covered, transitions.total)
        row("states", statesVisited, stateCount)
        func list(_ title: String, _ part: Part, limit: Int? = nil) {
            let count = part.missingCount
            guard count > 0 else { return }
            let shown = limit.map { Array(part.missing.prefix($0)) } ?? part.missing
            let more = count - shown.count
            out += "\(title) (\(count)\(more > 0 ? "; first \(shown.count), --all lists every one" : "")):\n"
            for item in shown { out += "  \(item)\n" }
        }
        list("Prompts never shown", prompts)
        list("Buttons never tapped", buttons)
        list("Statuses never read", statuses)
        list("Moves never made (authorization view)", moves)
        list("Transitions never taken", transitions, limit: limit)
        return out
    }

    /// One decimal place: `12.5`; `<0.1` rather than a misleading `0.0` for a little coverage.
    public static func format(_ value: Double) -> String {
        if value > 0 && value < 0.05 { return "<0.1" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension String {
    /// Padded on the left to `width` characters, for right-aligned numbers.
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
