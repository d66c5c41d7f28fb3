import LocflowCore
@testable import LocflowGraph
import Testing

/// The shortcuts graph construction and its summaries take (docs/performance.md, "Graph
/// summaries") give what the plain computations give.
@Suite("Graph construction shortcuts")
struct StateIndexTests {
    @Test("the packing ordinals are the positions in AbstractState's lists and allCases")
    func ordinals() {
        for status in AuthorizationStatus.allCases {
            #expect(AbstractState.ordinal(status) == UInt64(AbstractState.statuses.firstIndex(of: status)!))
        }
        for grant in AbstractState.grants { #expect(AbstractState.ordinal(grant) == UInt64(AbstractState.grants.firstIndex(of: grant)!)) }
        for lifecycle in LifecycleReading.allCases {
            #expect(AbstractState.ordinal(lifecycle) == UInt64(AbstractState.lifecycles.firstIndex(of: lifecycle)!))
        }
        for kind in Prompt.Kind.allCases { #expect(AbstractState.ordinal(kind) == UInt64(Prompt.Kind.allCases.firstIndex(of: kind)!)) }
        for service in Service.allCases { #expect(AbstractState.ordinal(service) == UInt64(Service.allCases.firstIndex(of: service)!)) }
        #expect(AbstractState.grants.count == 4 && AbstractState.lifecycles.count == LifecycleReading.allCases.count)
    }

    @Test("StateIndex finds what it holds, past several growths, and nothing else")
    func stateIndex() {
        var index = StateIndex(capacity: 4)
        var generator = SystemRandomNumberGenerator()
        var keys: [UInt64] = [0, 1, .max]
        while keys.count < 5_000 { keys.append(generator.next()) }
        keys = Array(Set(keys))
        for (id, key) in keys.enumerated() { #expect(index.insertIfAbsent(key, id: id) == nil) }
        #expect(index.count == keys.count)
        var misplaced = 0
        for (id, key) in keys.enumerated() {
            if index.id(of: key) != id { misplaced += 1 }
            if index.insertIfAbsent(key, id: -7) != id { misplaced += 1 }
        }
        #expect(misplaced == 0)
        #expect(index.count == keys.count)
        let held = Set(keys)
        let absent = (0..<1_000).map { _ in generator.next() as UInt64 }.filter { !held.contains($0) }
        #expect(absent.allSatisfy { index.id(of: $0) == nil })
    }

    @Test("every state's index is found by its key", arguments: [RuleSet.iOS10, .iOS13_4, .iOS18])
    func idOfEveryState(_ ruleSet: RuleSet) {
        let graph = Graphs[ruleSet]
        #expect(graph.states.indices.allSatisfy { graph.id(of: graph.states[$0]) == $0 })
    }

    @Test("equal node bits make the same authorization-view node, equal prompt bits the same prompt", arguments: RuleSet.delegate)
    func bits(_ ruleSet: RuleSet) {
        var nodes: [UInt64: String] = [:], prompts: [UInt64: String] = [:]
        var conflicts = 0
        for state in Graphs[ruleSet].states {
            let node = "\(state.choice) | \(state.prompt?.fullName ?? "-")", prompt = state.prompt?.name ?? "none"
            if nodes[state.nodeBits, default: node] != node { conflicts += 1 }
            if prompts[state.promptBits, default: prompt] != prompt { conflicts += 1 }
            nodes[state.nodeBits] = node
            prompts[state.promptBits] = prompt
        }
        #expect(conflicts == 0)
    }

    @Test("the summary's counts are the plain counts", arguments: RuleSet.delegate)
    func summaryCounts(_ ruleSet: RuleSet) {
        let graph = Graphs[ruleSet]
        let byStatus = AuthorizationStatus.allCases.map { status in graph.states.filter { $0.status == status }.count }
        #expect(GraphRenderer.byStatus(graph).map(\.count) == byStatus)
        #expect(GraphRenderer.byStatus(graph).map(\.status) == AuthorizationStatus.allCases)
        var byPrompt: [String: Int] = [:]
        for state in graph.states { byPrompt[state.prompt?.name ?? "none", default: 0] += 1 }
        let plain = byPrompt.sorted { $0.key < $1.key }
        #expect(GraphRenderer.byPrompt(graph).map(\.name) == plain.map(\.key))
        #expect(GraphRenderer.byPrompt(graph).map(\.count) == plain.map(\.value))
    }

    @Test("the authorization view's moves carry each action text once, in first-seen order", arguments: [RuleSet.iOS12, .iOS14])
    func viewMoves(_ ruleSet: RuleSet) {
        let graph = Graphs[ruleSet], view = AuthorizationView(graph)
        var plain: [Int: [String]] = [:]
        var seen: Set<String> = []
        for edge in graph.edges {
            let from = view.nodeOf[edge.from], to = view.nodeOf[edge.to]
            guard from != to else { continue }
            let key = from * view.nodes.count + to, text = edge.action.text
            guard seen.insert("\(key) \(text)").inserted else { continue }
            plain[key, default: []].append(text)
        }
        #expect(view.moves.map(\.actions) == plain.keys.sorted().map { plain[$0]! })
    }
}
