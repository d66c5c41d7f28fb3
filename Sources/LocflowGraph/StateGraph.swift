import LocflowCore

extension RuleSet {
    /// Whether this rule set's graph is the modern graph (`StateGraph(modern: true)`): 15, 17
    /// and 26 behave as 14, 16 and 18 for every action of the contract and differ only in the
    /// modern vocabulary (D37), so their own graph is the one that explores it.
    public var graphsModern: Bool { self != behavesAs }

    /// Whether a flow on this rule set is covered on the modern graph: the rule set's own graph
    /// is the modern one (D37), or the flow uses the modern APIs (extended, C2). `locflow
    /// coverage` and the explorer's coverage panel both decide here, so one session gets one
    /// graph and one set of totals in both.
    public func coversOnModernGraph(extended: Bool) -> Bool { graphsModern || extended }
}

/// One transition of the graph: an action that changes the abstract state.
public struct Edge: Hashable, Sendable {
    /// Index of the state it leaves.
    public var from: Int
    /// The action taken.
    public var action: Action
    /// Index of the state it reaches (never `from`: self-loops are only counted).
    public var to: Int
}

/// The reachable abstract states of one rule set and the actions between them, found by
/// breadth-first search from the contract's initial state over `Alphabet`.
///
/// States are numbered in discovery order (0 is the initial state) and each state's edges are in
/// the alphabet's order, so every output is the same from run to run. Each abstract state is
/// expanded once, from the first concrete `Simulation` that reached it (docs/graph.md).
public struct StateGraph: Sendable {
    /// The rule set enumerated.
    public let ruleSet: RuleSet
    /// The actions tried in every state.
    public let alphabet: Alphabet
    /// States by index; `states[0]` is the initial state.
    public let states: [AbstractState]
    /// Edges ordered by `from`, then by the alphabet.
    public let edges: [Edge]
    /// Actions that left the abstract state unchanged (not stored as edges).
    public let selfLoops: Int
    /// For each state, the edge by which the search first reached it (nil for the initial state):
    /// following these back gives a shortest path.
    public let discoveredBy: [Int?]
    /// For each state, the range of its outgoing edges in `edges`.
    public let outgoing: [Range<Int>]
    /// The labels of the prompt on screen in each state, in display order (empty without one).
    public let buttons: [[String]]
    /// The app's Settings row label in each state, as the core gives it (nil: no label, D7).
    public let settings: [String?]
    let index: StateIndex

    /// The graph of the modern APIs (`Alphabet.modern`): the app plays as an extended file.
    public let modern: Bool

    /// The initial state the search and every replay start from.
    public static func initial(ruleSet: RuleSet, modern: Bool) -> Simulation {
        Simulation.play(initialSetup(ruleSet: ruleSet, modern: modern)).0
    }

    /// The install the graph starts from: the contract's defaults on `ruleSet`.
    static func initialSetup(ruleSet: RuleSet, modern: Bool) -> Setup {
        Setup(ruleSet: ruleSet, extended: modern)
    }

    /// Enumerates the graph of `ruleSet` for the default app and device (contract "Initial state");
    /// `modern` explores the modern alphabet instead (M30, D42).
    public init(ruleSet: RuleSet, modern: Bool = false) {
        self.ruleSet = ruleSet
        self.modern = modern
        let alphabet = Alphabet(ruleSet: ruleSet, modern: modern)
        self.alphabet = alphabet
        let start = Self.initial(ruleSet: ruleSet, modern: modern)
        var states = [AbstractState(start)]
        var index = StateIndex()
        _ = index.insertIfAbsent(states[0].key, id: 0)
        // The representatives of one breadth-first level at a time: `level` holds those of
        // states[levelStart...] being expanded, `nextLevel` those the expansion discovers (the
        // states after them, in order). A finished level is freed whole.
        var level = [start], nextLevel: [Simulation] = [], levelStart = 0
        var edges: [Edge] = []
        var discoveredBy: [Int?] = [nil]
        var outgoing: [Range<Int>] = []
        var buttons: [[String]] = []
        var settings: [String?] = []
        var selfLoops = 0
        var head = 0
        while head < states.count {
            if head - levelStart == level.count {
                level = nextLevel
                nextLevel = []
                levelStart = head
            }
            let sim = level[head - levelStart]
            let here = states[head]
            let first = edges.count
            buttons.append(sim.prompt?.labels ?? [])
            settings.append(sim.settingsLabel)
            for action in alphabet.actions(for: sim) {
                let next = sim.advanced(by: action)  // the state alone: the graph reads no callbacks or notes
                let state = AbstractState(next)
                if state == here {
                    selfLoops += 1
                    continue
                }
                let target: Int
                if let known = index.insertIfAbsent(state.key, id: states.count) {
                    target = known
                } else {
                    target = states.count
                    states.append(state)
                    nextLevel.append(next)
                    discoveredBy.append(edges.count)
                }
                edges.append(Edge(from: head, action: action, to: target))
            }
            outgoing.append(first..<edges.count)
            head += 1
        }
        self.states = states
        self.edges = edges
        self.selfLoops = selfLoops
        self.discoveredBy = discoveredBy
        self.outgoing = outgoing
        self.buttons = buttons
        self.settings = settings
        self.index = index
    }

    /// The index of an abstract state, or nil if the graph does not reach it.
    public func id(of state: AbstractState) -> Int? { index.id(of: state.key) }

    /// The shortest path the search found from the initial state to `state`, as edge indices.
    public func treePath(to state: Int) -> [Int] {
        var path: [Int] = []
        var current = state
        while let edge = discoveredBy[current] {
            path.append(edge)
            current = edges[edge].from
        }
        return path.reversed()
    }

    /// The distance of every state from the initial state, in actions.
    public var depths: [Int] {
        var depth = [Int](repeating: 0, count: states.count)
        for state in states.indices.dropFirst() { depth[state] = depth[edges[discoveredBy[state]!].from] + 1 }
        return depth
    }
}
