import ArgumentParser
import Foundation
import LocflowCore
import LocflowGraph

/// `locflow graph [--ios VERSION] [--format mermaid|dot|json] [--view full|authorization] [--summary]`.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the reachable state graph of an iOS rule set.",
        discussion: """
            Enumerates every abstract state reachable from a fresh launch (status, hidden flags, \
            prompt, lifecycle, Settings, services) and the actions between them. The full graph \
            has thousands of states: `--view authorization` keeps only the stored choice and the \
            prompt (a readable diagram), `--summary` prints the counts. What a state is, the \
            actions tried and the approximations: docs/graph.md.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case mermaid, dot, json }
    enum View: String, ExpressibleByArgument, CaseIterable { case full, authorization }

    @OptionGroup var ios: IOSOption

    @Option(help: "Output format: mermaid (stateDiagram-v2), dot (Graphviz) or json.")
    var format: Format = .mermaid

    @Option(help: "full: every abstract state; authorization: the stored choice and the prompt only.")
    var view: View = .full

    @Flag(help: "Print the counts (states, edges, by status, by prompt) instead of the graph.")
    var summary = false

    func validate() throws {
        if view == .authorization && format == .json {
            throw ValidationError("--format json prints the full graph; use --view full (or leave --view out)")
        }
    }

    func run() throws {
        let graph = StateGraph(ruleSet: ios.ruleSet)
        let text: String
        if summary {
            text = GraphRenderer.summary(graph)
        } else {
            switch (format, view) {
            case (.mermaid, .full): text = GraphRenderer.mermaid(graph)
            case (.mermaid, .authorization): text = GraphRenderer.mermaid(AuthorizationView(graph))
            case (.dot, .full): text = GraphRenderer.dot(graph)
            case (.dot, .authorization): text = GraphRenderer.dot(AuthorizationView(graph), ruleSet: graph.ruleSet)
            case (.json, _): text = GraphRenderer.json(graph)
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
        valueName: "version"))
    var value: String?

    func validate() throws {
        // The graph covers the seven rule sets of the delegate API (`allCases`), not 15/17/26.
        if let value, given == nil {
            throw ValidationError("unsupported --ios \u{201C}\(value)\u{201D}; supported: \(RuleSet.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    /// The rule set asked for, if any.
    var given: RuleSet? { value.flatMap { v in RuleSet.allCases.first { $0.rawValue == v } } }
    /// The rule set asked for, or the newest.
    var ruleSet: RuleSet { given ?? .newest }
}
