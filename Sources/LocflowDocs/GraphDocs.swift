import LocflowCore
import LocflowGraph

/// The generated part of docs/graph.md: counts for every graph `locflow graph` draws (the
/// delegate API's and the modern ones) and each delegate graph's authorization view as a
/// Mermaid diagram, produced from the graphs themselves (a test compares them).
public enum GraphDocs {
    /// The graphs the tables list, in release order: each delegate rule set's graph, each modern
    /// rule set's own modern graph (15, 17, 26: D37), and 18's modern graph (`--modern`) after
    /// 18's.
    public static let listed: [(ruleSet: RuleSet, modern: Bool)] = RuleSet.allCases.flatMap { ruleSet in
        ruleSet == .iOS18 ? [(ruleSet, false), (ruleSet, true)] : [(ruleSet, ruleSet.graphsModern)]
    }

    /// How a table row names a graph: the `--ios` value, with `--modern` where the rule set's
    /// own graph is the delegate API's.
    static func name(_ graph: StateGraph) -> String {
        graph.modern && !graph.ruleSet.graphsModern ? "\(graph.ruleSet.rawValue) `--modern`" : graph.ruleSet.rawValue
    }

    /// The Markdown between the markers of docs/graph.md. `graphs`: the ones `listed` names, in
    /// its order; a Mermaid diagram is drawn for each delegate graph.
    public static func markdown(graphs: [StateGraph]) -> String {
        var out = "| `--ios` | releases | graph | states | edges | self-loops | longest shortest path | authorization view |\n"
        out += "|---|---|---|---|---|---|---|---|\n"
        let views = graphs.map(AuthorizationView.init)
        for (graph, view) in zip(graphs, views) {
            out += "| \(name(graph)) | \(graph.ruleSet.releases) | \(graph.modern ? "modern" : "delegate") | \(graph.states.count) | \(graph.edges.count) | "
            out += "\(graph.selfLoops) | \(graph.depths.max() ?? 0) | \(view.nodes.count) nodes, \(view.moves.count) moves |\n"
        }
        out += "\nStates by what the app reads:\n\n"
        out += "| `--ios` | " + AuthorizationStatus.allCases.map(\.rawValue).joined(separator: " | ") + " | reducedAccuracy |\n"
        out += "|---|" + String(repeating: "---|", count: AuthorizationStatus.allCases.count + 1) + "\n"
        for graph in graphs {
            let counts = AuthorizationStatus.allCases.map { status in graph.states.filter { $0.status == status }.count }
            let reduced = graph.states.filter { $0.accuracy == .reducedAccuracy }.count
            out += "| \(name(graph)) | " + counts.map(String.init).joined(separator: " | ") + " | \(reduced) |\n"
        }
        for (graph, view) in zip(graphs, views) where !graph.modern {
            out += "\n### iOS \(graph.ruleSet.rawValue) (\(graph.ruleSet.releases))\n\n"
            out += "`locflow graph --ios \(graph.ruleSet.rawValue)` (the authorization view, the default):\n\n"
            out += "```mermaid\n" + GraphRenderer.mermaid(view) + "```\n"
        }
        return out
    }
}
