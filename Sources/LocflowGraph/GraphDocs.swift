import LocflowCore

/// The generated part of docs/graph.md: counts for every rule set and each one's authorization
/// view as a Mermaid diagram, produced from the graphs themselves (a test compares them).
public enum GraphDocs {
    /// The Markdown between the markers of docs/graph.md.
    public static func markdown(graphs: [StateGraph]) -> String {
        var out = "| `--ios` | releases | states | edges | self-loops | longest shortest path | authorization view |\n"
        out += "|---|---|---|---|---|---|---|\n"
        let views = graphs.map(AuthorizationView.init)
        for (graph, view) in zip(graphs, views) {
            out += "| \(graph.ruleSet.rawValue) | \(graph.ruleSet.releases) | \(graph.states.count) | \(graph.edges.count) | "
            out += "\(graph.selfLoops) | \(graph.depths.max() ?? 0) | \(view.nodes.count) nodes, \(view.moves.count) moves |\n"
        }
        out += "\nStates by what the app reads:\n\n"
        out += "| `--ios` | " + AuthorizationStatus.allCases.map(\.rawValue).joined(separator: " | ") + " | reducedAccuracy |\n"
        out += "|---|" + String(repeating: "---|", count: AuthorizationStatus.allCases.count + 1) + "\n"
        for graph in graphs {
            let counts = AuthorizationStatus.allCases.map { status in graph.states.filter { $0.status == status }.count }
            let reduced = graph.states.filter { $0.accuracy == .reducedAccuracy }.count
            out += "| \(graph.ruleSet.rawValue) | " + counts.map(String.init).joined(separator: " | ") + " | \(reduced) |\n"
        }
        for (graph, view) in zip(graphs, views) {
            out += "\n### iOS \(graph.ruleSet.rawValue) (\(graph.ruleSet.releases))\n\n"
            out += "`locflow graph --ios \(graph.ruleSet.rawValue)` (the authorization view, the default):\n\n"
            out += "```mermaid\n" + GraphRenderer.mermaid(view) + "```\n"
        }
        return out
    }
}
