import ArgumentParser
import Foundation
import LocflowCore
import LocflowGraph

/// `locflow graph [--ios VERSION] [--format mermaid|dot|json] [--view authorization|full] [--summary]`.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the reachable state graph of an iOS rule set.",
        discussion: """
            Enumerates every abstract state reachable from a fresh launch (status, hidden flags, \
            prompt, lifecycle, Settings, services) and the actions between them. Mermaid and dot \
            draw the authorization view by default: only the stored choice and the prompt, a \
            diagram a person can read. `--view full` is every state (thousands: too big for \
            Mermaid, slow for Graphviz; a warning on stderr says so); `--format json` prints \
            either view (full unless --view says otherwise); `--summary` prints the counts. What a \
            state is, the actions tried and the approximations: docs/graph.md.

            Examples:
              locflow graph --ios 13.4                  # the flow, as Mermaid
              locflow graph --format dot | dot -Tsvg > flow.svg
              locflow graph --format json > graph.json  # every state and edge
              locflow graph --format json --view authorization
              locflow graph --ios 14 --summary
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case mermaid, dot, json }
    enum View: String, ExpressibleByArgument, CaseIterable { case full, authorization }

    @OptionGroup var ios: IOSOption

    @Option(help: "Output format: mermaid (stateDiagram-v2), dot (Graphviz) or json.")
    var format: Format = .mermaid

    @Option(help: ArgumentHelp(
        "authorization: the stored choice and the prompt only (default for mermaid and dot); full: every abstract state (default for json).",
        valueName: "view"))
    var view: View?

    @Flag(help: "Print the counts (states, edges, by status, by prompt) instead of the graph; as JSON with --format json.")
    var summary = false

    /// The view drawn: the one asked for, else the readable one for pictures and the full graph for JSON.
    var chosenView: View { view ?? (format == .json ? .full : .authorization) }

    func run() throws {
        let graph = StateGraph(ruleSet: ios.ruleSet)
        let text: String
        if summary {
            text = format == .json ? GraphRenderer.summaryJSON(graph) : GraphRenderer.summary(graph)
        } else {
            switch (format, chosenView) {
            case (.mermaid, .full): text = GraphRenderer.mermaid(graph)
            case (.mermaid, .authorization): text = GraphRenderer.mermaid(AuthorizationView(graph))
            case (.dot, .full): text = GraphRenderer.dot(graph)
            case (.dot, .authorization): text = GraphRenderer.dot(AuthorizationView(graph), ruleSet: graph.ruleSet)
            case (.json, .full): text = GraphRenderer.json(graph)
            case (.json, .authorization): text = GraphRenderer.json(AuthorizationView(graph), ruleSet: graph.ruleSet)
            }
            if format != .json, chosenView == .full, text.count > GraphRenderer.mermaidMaxTextSize {
                Stderr.write("""
                    locflow: warning: the full graph of iOS \(graph.ruleSet.rawValue) is \(text.count) characters \
                    (\(graph.states.count) states, \(graph.edges.count) edges); Mermaid refuses diagrams over \
                    \(GraphRenderer.mermaidMaxTextSize) characters and Graphviz may take minutes. \
                    Leave out --view full for the authorization view, or use --format json or --summary.
                    """)
            }
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// `--ios VERSION`, checked as `locflow run` checks it; the newest rule set when absent.
struct IOSOption: ParsableArguments {
    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "The iOS rule set (default: the newest).",
        discussion: "One of: \(RuleSet.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "version"), completion: completion)
    var value: String?

    /// Shell completion of `--ios`: the rule sets' version names.
    static let completion = CompletionKind.list(RuleSet.allCases.map(\.rawValue))

    func validate() throws {
        if let value, RuleSet(rawValue: value) == nil {
            throw ValidationError("unsupported --ios \u{201C}\(value)\u{201D}; supported: \(RuleSet.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    /// The rule set asked for, if any.
    var given: RuleSet? { value.flatMap(RuleSet.init(rawValue:)) }
    /// The rule set asked for, or the newest.
    var ruleSet: RuleSet { given ?? .newest }
}
