import LocflowCore

/// The graph seen through the authorization alone: the stored choice and the prompt on screen,
/// with every other field (lifecycle, switches, services, clocks) projected away. Small enough
/// to read as a diagram; an edge carries every action that makes that move somewhere in the
/// full graph.
public struct AuthorizationView: Sendable {
    /// A node: the stored choice (`AbstractState.choice`) and the prompt's name, if one is shown.
    public struct Node: Hashable, Sendable {
        /// notDetermined, denied, whenInUse, Allow Once, provisional Always or Always.
        public var choice: String
        /// The prompt's full name, or nil without one.
        public var prompt: String?
        /// `Allow Once · prompt upgrade`.
        public var name: String { prompt.map { "\(choice) · prompt \($0)" } ?? choice }
    }

    /// A projected edge and the action texts behind it, in the order the full graph first has them.
    public struct Move: Sendable {
        /// The node it leaves.
        public var from: Int
        /// The node it reaches.
        public var to: Int
        /// Every action text that makes this move somewhere in the full graph.
        public var actions: [String]
        /// For each of `actions`: whether it makes this move from every state of the source
        /// node (false: only from some, e.g. `terminate` takes Allow Once to denied only once
        /// Settings already says Never, and `wait 10m` shows the reminder only when it is due).
        public var everywhere: [Bool] = []

        /// The actions as a reader takes them: each is one step that makes the move alone, and
        /// those that make it only from some states of the source say so: `one step: tap Don't
        /// Allow`, `one step, from some states only: settings app never, or terminate, or wait 10m`.
        public var how: String {
            let always = actions.indices.filter { everywhere[$0] }.map { actions[$0] }
            let some = actions.indices.filter { !everywhere[$0] }.map { actions[$0] }
            switch (always.isEmpty, some.isEmpty) {
            case (false, true): return "one step: " + always.joined(separator: ", or ")
            case (true, _): return "one step, from some states only: " + some.joined(separator: ", or ")
            case (false, false): return "one step: " + always.joined(separator: ", or ") + "; or, from some states only: " + some.joined(separator: ", or ")
            }
        }
    }

    /// Nodes in the order the search first reaches them; `nodes[0]` holds the initial state.
    public let nodes: [Node]
    /// Moves ordered by source, then target.
    public let moves: [Move]
    /// For each state of the graph, its node.
    public let nodeOf: [Int]

    /// Projects a graph onto the stored choice and the prompt.
    public init(_ graph: StateGraph) {
        var nodes = Numbering<Node>()
        // A node is a function of a few bits of the key (the grant, Allow Once, provisional,
        // the prompt): its names are made once per distinct bits, not once per state.
        var byBits: [UInt64: Int] = [:]
        let nodeOf: [Int] = graph.states.map { state in
            if let known = byBits[state.nodeBits] { return known }
            let id = nodes.number(Node(choice: state.choice, prompt: state.prompt?.fullName))
            byBits[state.nodeBits] = id
            return id
        }
        var moves: [Int: Move] = [:]  // keyed by from * count + to
        // Each distinct action's text is made once and numbered (actions with the same text
        // share a number), so a move's texts are told apart by number, not by building a string
        // per edge (the full graph of iOS 14 to 18 has 244,000 edges and a few dozen actions).
        var textOf: [Action: Int] = [:], texts = Numbering<String>()
        var seen: Set<Int> = []  // key << 32 | text number
        // The states of each node, and the edges of each action that make each move (one per
        // source state): equal counts mean the action makes the move from every state of the node.
        var size = [Int](repeating: 0, count: nodes.values.count)
        for node in nodeOf { size[node] += 1 }
        var making: [Int: Int] = [:]  // key << 32 | text number
        for edge in graph.edges {
            let from = nodeOf[edge.from], to = nodeOf[edge.to]
            guard from != to else { continue }
            let number: Int
            if let known = textOf[edge.action] {
                number = known
            } else {
                number = texts.number(edge.action.text)
                textOf[edge.action] = number
            }
            let key = from * nodes.values.count + to
            making[key << 32 | number, default: 0] += 1
            guard seen.insert(key << 32 | number).inserted else { continue }
            moves[key, default: Move(from: from, to: to, actions: [])].actions.append(texts.values[number])
        }
        var numberOf: [String: Int] = [:]
        for (number, text) in texts.values.enumerated() { numberOf[text] = number }
        for key in moves.keys {
            let move = moves[key]!
            moves[key]!.everywhere = move.actions.map { text in
                let number = numberOf[text]!
                return making[key << 32 | number] == size[move.from]
            }
        }
        self.nodes = nodes.values
        self.nodeOf = nodeOf
        self.moves = moves.keys.sorted().map { moves[$0]! }
    }
}

/// Values numbered in the order they are first seen: equal values, one number.
struct Numbering<Value: Hashable> {
    /// The values by number.
    private(set) var values: [Value] = []
    private var numbers: [Value: Int] = [:]

    /// The number of `value`, giving it the next one if it has none yet.
    mutating func number(_ value: Value) -> Int {
        if let known = numbers[value] { return known }
        numbers[value] = values.count
        values.append(value)
        return values.count - 1
    }
}
