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
    }

    /// Nodes in the order the search first reaches them; `nodes[0]` holds the initial state.
    public let nodes: [Node]
    /// Moves ordered by source, then target.
    public let moves: [Move]
    /// For each state of the graph, its node.
    public let nodeOf: [Int]

    /// Projects a graph onto the stored choice and the prompt.
    public init(_ graph: StateGraph) {
        var nodes: [Node] = []
        var index: [Node: Int] = [:]
        let nodeOf: [Int] = graph.states.map { state in
            let node = Node(choice: state.choice, prompt: state.prompt?.fullName)
            if let known = index[node] { return known }
            index[node] = nodes.count
            nodes.append(node)
            return nodes.count - 1
        }
        var moves: [Int: Move] = [:]  // keyed by from * count + to
        var seen: Set<String> = []
        for edge in graph.edges {
            let from = nodeOf[edge.from], to = nodeOf[edge.to]
            guard from != to else { continue }
            let key = from * nodes.count + to, text = edge.action.text
            guard seen.insert("\(key) \(text)").inserted else { continue }
            moves[key, default: Move(from: from, to: to, actions: [])].actions.append(text)
        }
        self.nodes = nodes
        self.nodeOf = nodeOf
        self.moves = moves.keys.sorted().map { moves[$0]! }
    }
}
