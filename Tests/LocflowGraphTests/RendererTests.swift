import Foundation
import LocflowCore
import LocflowGraph
import LocflowScenario
import Testing

/// The output formats carry every state and edge, in forms their readers parse.
@Suite("Graph output")
struct RendererTests {
    static let graph = Graphs[.iOS13_4]

    @Test("mermaid: one state line per state, one arrow per edge plus the start")
    func mermaid() {
        let lines = GraphRenderer.mermaid(Self.graph).split(separator: "\n")
        #expect(lines.first == "stateDiagram-v2")
        #expect(lines.filter { $0.hasPrefix("    state \"") }.count == Self.graph.states.count)
        #expect(lines.filter { $0.contains(" --> ") }.count == Self.graph.edges.count + 1)
        #expect(lines.contains("    state \"notDetermined\" as s0"))
        // Mermaid reads `:` as the label separator and `"` as the end of a name.
        #expect(lines.allSatisfy { !$0.contains("\"") || $0.hasPrefix("    state \"") })
    }

    @Test("dot: one node and one arrow per state and edge")
    func dot() {
        let text = GraphRenderer.dot(Self.graph)
        #expect(text.hasPrefix("digraph \"locflow iOS 13.4\" {"))
        #expect(text.components(separatedBy: " -> ").count - 1 == Self.graph.edges.count)
        #expect(text.contains("    s0 [label=\"notDetermined\"];"))
    }

    @Test("json parses, with every state's fields and every edge")
    func json() throws {
        let data = Data(GraphRenderer.json(Self.graph).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let states = try #require(object["states"] as? [[String: Any]])
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(object["ios"] as? String == "13.4" && object["selfLoops"] as? Int == Self.graph.selfLoops)
        #expect(states.count == Self.graph.states.count && edges.count == Self.graph.edges.count)
        #expect(states[0]["status"] as? String == "notDetermined" && states[0]["settings"] as? String == "Ask Next Time")
        #expect(Set(states[0].keys).isSuperset(of: ["provisional", "temporary", "prompt", "lifecycle", "services", "held"]))
        // A state's fields carry the expect keys' names (the callbacks are the edges', the buttons the prompt's).
        // The indicator (D57) is the app's manager's, which the graph does not try yet (docs/graph.md).
        let expectKeys = ObservableField.all.map(\.key).filter { !["callbacks", "buttons", "backgroundIndicator"].contains($0) }
        #expect(Set(states[0].keys).isSuperset(of: expectKeys), "\(Set(expectKeys).subtracting(states[0].keys))")
        let first = Self.graph.edges[0]
        #expect(edges[0]["from"] as? Int == first.from && edges[0]["to"] as? Int == first.to && edges[0]["action"] as? String == first.action.text)
    }

    @Test("the authorization view is small and keeps every move between its nodes")
    func authorizationView() {
        let view = AuthorizationView(Self.graph)
        #expect(view.nodes[0].name == "notDetermined")
        #expect(view.nodes.count < 30)
        let moved = Self.graph.edges.filter { view.nodeOf[$0.from] != view.nodeOf[$0.to] }
        #expect(Set(moved.map { "\(view.nodeOf[$0.from]) \(view.nodeOf[$0.to])" }).count == view.moves.count)
        #expect(view.moves.contains { view.nodes[$0.to].name == "Allow Once" && $0.actions.contains("tap Allow Once") })
    }
}
