import LocflowCore
import LocflowScenario

/// The graph as text: Mermaid `stateDiagram-v2`, Graphviz dot, JSON, or a summary of counts.
public enum GraphRenderer {
    /// Mermaid `stateDiagram-v2`: one named state per abstract state, one arrow per edge.
    public static func mermaid(_ graph: StateGraph) -> String {
        var out = "stateDiagram-v2\n"
        for (id, state) in graph.states.enumerated() { out += "    state \"\(mermaidText(state.name))\" as s\(id)\n" }
        out += "    [*] --> s0\n"
        for edge in graph.edges { out += "    s\(edge.from) --> s\(edge.to) : \(mermaidText(edge.action.text))\n" }
        return out
    }

    /// Mermaid `stateDiagram-v2` of the authorization view: readable for every rule set.
    public static func mermaid(_ view: AuthorizationView) -> String {
        var out = "stateDiagram-v2\n"
        for (id, node) in view.nodes.enumerated() { out += "    state \"\(mermaidText(node.name))\" as a\(id)\n" }
        out += "    [*] --> a0\n"
        for move in view.moves {
            out += "    a\(move.from) --> a\(move.to) : \(mermaidText(move.actions.joined(separator: ", ")))\n"
        }
        return out
    }

    /// Graphviz dot of the full graph.
    public static func dot(_ graph: StateGraph) -> String {
        var out = "digraph \"locflow iOS \(graph.ruleSet.rawValue)\" {\n    rankdir=LR;\n    node [shape=box];\n"
        for (id, state) in graph.states.enumerated() { out += "    s\(id) [label=\(JSONText.quoted(state.name))];\n" }
        for edge in graph.edges { out += "    s\(edge.from) -> s\(edge.to) [label=\(JSONText.quoted(edge.action.text))];\n" }
        return out + "}\n"
    }

    /// Graphviz dot of the authorization view.
    public static func dot(_ view: AuthorizationView, ruleSet: RuleSet) -> String {
        var out = "digraph \"locflow iOS \(ruleSet.rawValue) authorization\" {\n    rankdir=LR;\n    node [shape=box];\n"
        for (id, node) in view.nodes.enumerated() { out += "    a\(id) [label=\(JSONText.quoted(node.name))];\n" }
        for move in view.moves {
            out += "    a\(move.from) -> a\(move.to) [label=\(JSONText.quoted(move.actions.joined(separator: "\n")))];\n"
        }
        return out + "}\n"
    }

    /// JSON: the rule set, the counts, every state with its fields, every edge.
    public static func json(_ graph: StateGraph) -> String {
        var out = "{\"ios\":\(JSONText.quoted(graph.ruleSet.rawValue)),\"initial\":0,\"selfLoops\":\(graph.selfLoops),\n\"states\":[\n"
        // The fields the registry has are named by its keys, as `expect` names them.
        let (status, accuracy, settings) = (key(.status), key(.accuracy), key(.settings))
        let (provisional, temporary, buttons) = (key(.provisional), key(.temporary), key(.buttons))
        let (promptKey, lifecycle, locationServicesEnabled) = (key(.prompt), key(.lifecycle), key(.locationServicesEnabled))
        for (id, s) in graph.states.enumerated() {
            let prompt = s.prompt.map { p in
                "{\"kind\":\(JSONText.quoted(p.kind.rawValue)),\"origin\":\(JSONText.quoted(p.origin.rawValue)),\"precise\":\(p.precise.map { "\($0)" } ?? "null")\(buttons)[\(graph.buttons[id].map(JSONText.quoted).joined(separator: ","))]}"
            } ?? "null"
            out += "{\"id\":\(id),\"name\":\(JSONText.quoted(s.name))\(status)\(JSONText.quoted(s.status.rawValue))\(accuracy)\(JSONText.quoted(s.accuracy.rawValue))"
            out += "\(settings)\(graph.settings[id].map(JSONText.quoted) ?? "null"),\"grant\":\(JSONText.quoted(s.grant.rawValue))"
            out += "\(provisional)\(s.provisional)\(temporary)\(s.temporary),\"alwaysRequestSpent\":\(s.alwaysRequestSpent)"
            out += ",\"secondPromptAnswered\":\(s.secondPromptAnswered),\"temporaryFullAccuracy\":\(s.temporaryFullAccuracy)"
            out += ",\"precise\":\(s.precise),\"held\":\(s.holdsEvents),\"expiryClock\":\(s.expiryClockRunning),\"reminderDue\":\(s.reminderDue)"
            out += "\(promptKey)\(prompt)\(lifecycle)\(JSONText.quoted(s.lifecycleReading.rawValue)),\"locationServices\":\(s.locationServices)"
            // The expect key's name too (the app reads the switch through locationServicesEnabled()).
            out += "\(locationServicesEnabled)\(s.locationServices)"
            out += ",\"restricted\":\(s.restricted),\"locationServicesAlertShown\":\(s.locationServicesAlertShown)"
            out += ",\"services\":[\(s.services.map { JSONText.quoted($0.rawValue) }.joined(separator: ","))]}"
            out += id == graph.states.count - 1 ? "\n" : ",\n"
        }
        out += "],\n\"edges\":[\n"
        for (n, edge) in graph.edges.enumerated() {
            out += "{\"from\":\(edge.from),\"action\":\(JSONText.quoted(edge.action.text)),\"to\":\(edge.to)}"
            out += n == graph.edges.count - 1 ? "\n" : ",\n"
        }
        return out + "]}\n"
    }

    /// JSON of the authorization view: the rule set, every node (choice and prompt), and every move
    /// with the action texts behind it.
    public static func json(_ view: AuthorizationView, ruleSet: RuleSet) -> String {
        var out = "{\"ios\":\(JSONText.quoted(ruleSet.rawValue)),\"view\":\"authorization\",\"initial\":0,\n\"nodes\":[\n"
        for (id, node) in view.nodes.enumerated() {
            out += "{\"id\":\(id),\"name\":\(JSONText.quoted(node.name)),\"choice\":\(JSONText.quoted(node.choice))"
            out += "\(key(.prompt))\(node.prompt.map(JSONText.quoted) ?? "null")}"
            out += id == view.nodes.count - 1 ? "\n" : ",\n"
        }
        out += "],\n\"moves\":[\n"
        for (n, move) in view.moves.enumerated() {
            out += "{\"from\":\(move.from),\"to\":\(move.to),\"actions\":[\(move.actions.map(JSONText.quoted).joined(separator: ","))]}"
            out += n == view.moves.count - 1 ? "\n" : ",\n"
        }
        return out + "]}\n"
    }

    /// `,"key":` of an observable field, for the graph's JSON.
    static func key(_ field: ObservableField) -> String { ",\"\(field.key)\":" }

    /// The most characters Mermaid renders by default (its `maxTextSize`); a larger diagram is
    /// refused with "Maximum text size in diagram exceeded".
    public static let mermaidMaxTextSize = 50_000

    /// The counts that say how big the graph is, as aligned text.
    public static func summary(_ graph: StateGraph) -> String {
        let view = AuthorizationView(graph)
        let depths = graph.depths
        var out = "iOS \(graph.ruleSet.rawValue) (\(graph.ruleSet.releases))\(graph.modern ? ", modern graph" : ""): \(graph.states.count) states, "
        out += "\(graph.edges.count) edges, \(graph.selfLoops) self-loops, longest shortest path \(depths.max() ?? 0) actions\n"
        out += "authorization view: \(view.nodes.count) nodes, \(view.moves.count) moves\n"
        out += "states by status:\n"
        for (status, count) in byStatus(graph) where count > 0 { out += "  \(status.rawValue.padding(19)) \(count)\n" }
        out += "states by prompt on screen:\n"
        for (name, count) in byPrompt(graph) { out += "  \(name.padding(19)) \(count)\n" }
        return out
    }

    /// The counts of `summary` as one JSON object (`--summary --format json`).
    public static func summaryJSON(_ graph: StateGraph) -> String {
        let view = AuthorizationView(graph)
        func counts(_ pairs: [(String, Int)]) -> String {
            "{" + pairs.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
        let byStatus = byStatus(graph).map { ($0.status.rawValue, $0.count) }
        var out = "{\"ios\":\(JSONText.quoted(graph.ruleSet.rawValue)),\"releases\":\(JSONText.quoted(graph.ruleSet.releases))"
        if graph.modern { out += ",\"modern\":true" }  // only then: the delegate graph's output is unchanged
        out += ",\"states\":\(graph.states.count),\"edges\":\(graph.edges.count),\"selfLoops\":\(graph.selfLoops)"
        out += ",\"longestShortestPath\":\(graph.depths.max() ?? 0)"
        out += ",\"authorizationView\":{\"nodes\":\(view.nodes.count),\"moves\":\(view.moves.count)}"
        out += ",\"byStatus\":\(counts(byStatus.filter { $0.1 > 0 })),\"byPrompt\":\(counts(byPrompt(graph)))}"
        return out + "\n"
    }

    /// How many states the app reads each status in, in `AuthorizationStatus.allCases` order.
    static func byStatus(_ graph: StateGraph) -> [(status: AuthorizationStatus, count: Int)] {
        var counts = [Int](repeating: 0, count: AbstractState.statuses.count)
        for state in graph.states { counts[Int(AbstractState.ordinal(state.status))] += 1 }
        return zip(AbstractState.statuses, counts).map { ($0, $1) }
    }

    /// How many states show each prompt (by `PromptShown.name`, "none" without one), by name.
    /// Counted by the prompt's bits of the key first: a name is made once per distinct prompt,
    /// not once per state.
    static func byPrompt(_ graph: StateGraph) -> [(name: String, count: Int)] {
        var byBits: [UInt64: (state: AbstractState, count: Int)] = [:]
        for state in graph.states { byBits[state.promptBits, default: (state, 0)].count += 1 }
        var byName: [String: Int] = [:]
        for (state, count) in byBits.values { byName[state.prompt?.name ?? "none", default: 0] += count }
        return byName.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Text safe inside a Mermaid label: no quotes, colons, semicolons or `#` (Mermaid syntax).
    static func mermaidText(_ text: String) -> String {
        String(text.map { c -> Character in
            switch c {
            case "\"": "\u{201D}"
            case ":": "\u{2236}"
            case ";": ","
            case "#": "\u{266F}"
            default: c
            }
        })
    }

}

extension String {
    /// Padded with spaces to `width` characters, for aligned columns.
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
