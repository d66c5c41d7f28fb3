import LocflowCore
import LocflowScenario

/// A path from the initial state, replayed on the core: the actions and the state after each.
public struct FoundPath: Sendable {
    /// Edge indices into the graph, in order.
    public var edges: [Int]
    /// The actions, in order.
    public var actions: [Action]
    /// What a transcript shows after each action (for the scenario's `expect` steps).
    public var snapshots: [Snapshot]
    /// The state the path ends in.
    public var end: Int
}

/// The outcome of a search: the paths, and how many target states there are at all.
public struct PathSearch: Sendable {
    /// The paths, shortest first.
    public var paths: [FoundPath]
    /// States of the graph that match the target.
    public var matchingStates: Int
    /// Paths of the abstract graph that the core did not follow step by step, so left out
    /// (an effect of expanding each state from one representative; docs/graph.md).
    public var discarded: Int
}

/// Shortest action sequences from the initial state to states matching a target.
public enum PathFinder {
    /// Up to `limit` paths, shortest first (then in the alphabet's order), each a simple path
    /// that meets a matching state only at its end and follows a flow of its own (its moves in
    /// the `AuthorizationView`: steps that change neither the stored choice nor the prompt do
    /// not make another way); each is replayed on the core and kept only if the core passes through the
    /// same abstract states. Searches at most `slack` actions beyond the shortest length.
    public static func search(_ graph: StateGraph, to target: TargetPredicate, limit: Int, slack: Int = 4) -> PathSearch {
        let isTarget = graph.states.indices.map { target.matches(graph.states[$0], settings: graph.settings[$0]) }
        let matching = isTarget.filter { $0 }.count
        var result = PathSearch(paths: [], matchingStates: matching, discarded: 0)
        guard matching > 0, limit > 0 else { return result }
        let distance = distances(graph, to: isTarget)
        guard distance[0] != Int.max else { return result }
        var budget = 2_000_000  // DFS steps, so that a wide graph cannot make the search run away
        var onPath = [Bool](repeating: false, count: graph.states.count)
        var stack: [Int] = []
        var flows: Set<[String]> = []
        let flowNode = AuthorizationView(graph).nodeOf
        // Depth-first over edges in alphabet order, kept to paths of exactly `remaining` more actions.
        func walk(_ state: Int, _ remaining: Int) {
            guard result.paths.count < limit, budget > 0 else { return }
            budget -= 1
            if remaining == 0 {
                // One path per flow: its moves in the authorization view (the stored choice and
                // the prompt), in order. `requestAlways, background, tap …` is the flow of
                // `requestAlways, tap …` with a step that changes neither, so it is left out.
                if isTarget[state] {
                    var flow: [String] = []
                    for edge in stack where flowNode[graph.edges[edge].from] != flowNode[graph.edges[edge].to] {
                        flow.append("\(graph.edges[edge].action.text)>\(flowNode[graph.edges[edge].to])")
                    }
                    if flows.insert(flow).inserted {
                        if let path = replay(graph, stack) { result.paths.append(path) } else { result.discarded += 1 }
                    }
                }
                return
            }
            if isTarget[state] { return }  // a shorter path ends here
            onPath[state] = true
            for edge in graph.outgoing[state] {
                let next = graph.edges[edge].to
                guard !onPath[next], distance[next] <= remaining - 1 else { continue }
                stack.append(edge)
                walk(next, remaining - 1)
                stack.removeLast()
            }
            onPath[state] = false
        }
        for length in distance[0]...(distance[0] + slack) where result.paths.count < limit && budget > 0 {
            walk(0, length)
        }
        return result
    }

    /// Each state's distance to the nearest matching state (Int.max: none reachable), by
    /// breadth-first search over the reversed edges.
    static func distances(_ graph: StateGraph, to isTarget: [Bool]) -> [Int] {
        let count = graph.states.count
        // Reversed adjacency in compressed rows: predecessors of s are sources[start[s]..<start[s+1]].
        var start = [Int](repeating: 0, count: count + 1)
        for edge in graph.edges { start[edge.to + 1] += 1 }
        for s in 0..<count { start[s + 1] += start[s] }
        var fill = start, sources = [Int](repeating: 0, count: graph.edges.count)
        for edge in graph.edges {
            sources[fill[edge.to]] = edge.from
            fill[edge.to] += 1
        }
        var distance = [Int](repeating: .max, count: count)
        var queue: [Int] = []
        for s in 0..<count where isTarget[s] {
            distance[s] = 0
            queue.append(s)
        }
        var head = 0
        while head < queue.count {
            let s = queue[head]
            head += 1
            for p in sources[start[s]..<start[s + 1]] where distance[p] == .max {
                distance[p] = distance[s] + 1
                queue.append(p)
            }
        }
        return distance
    }

    /// Replays the edges on the core from the contract's initial state; nil if the core leaves
    /// the abstract path anywhere.
    static func replay(_ graph: StateGraph, _ edges: [Int]) -> FoundPath? {
        var snapshots: [Snapshot] = []
        let steps = edges.lazy.map { Step.action(graph.edges[$0].action) }
        for frame in Simulation.replay(from: StateGraph.initialSetup(ruleSet: graph.ruleSet, modern: graph.modern), steps) where frame.number > 0 {
            guard AbstractState(frame.after) == graph.states[graph.edges[edges[frame.number - 1]].to] else { return nil }
            snapshots.append(Snapshot(frame.after))
        }
        return FoundPath(edges: edges, actions: edges.map { graph.edges[$0].action }, snapshots: snapshots, end: edges.last.map { graph.edges[$0].to } ?? 0)
    }
}
