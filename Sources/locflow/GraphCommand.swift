import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCommandLine
import LocflowCore
import LocflowGraph
import LocflowScenario

/// `locflow graph [--ios VERSION] [--format mermaid|dot|json] [--view authorization|full] [--summary]`.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the reachable state graph of an iOS rule set.",
        discussion: """
            Enumerates every abstract state reachable from a fresh launch (status, hidden flags, \
            prompt, lifecycle, Settings, services) and the actions between them. Mermaid and dot \
            draw the authorization view by default: only the stored choice and the prompt, a \
            diagram a person can read. `--view full` is every state (thousands: too big for \
            Mermaid, slow for Graphviz; a warning on stderr says so); 15, 17 and 26 (and `--modern`) \
            draw the modern graph: live updates, one .always session, the location button, \
            suspension and, on 26, forceQuit; `--format json` prints either view (full unless --view says otherwise); `--summary` prints the counts. What a \
            state is, the actions tried and the approximations: docs/graph.md.

            Examples:
              locflow graph --ios 13.4                  # the flow, as Mermaid
              locflow graph --format dot | dot -Tsvg > flow.svg
              locflow graph --format json > graph.json  # every state and edge
              locflow graph --format json --view authorization
              locflow graph --ios 14 --summary
              locflow graph --ios 26 --summary         # the modern graph of iOS 26
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

    @Flag(help: ArgumentHelp(
        "Draw the modern graph: live updates, one .always session, the location button, suspension (the default for 15, 17 and 26).",
        discussion: "15, 17 and 26 differ from 14, 16 and 18 only in the modern APIs (D37), so their graph is always the modern one (docs/graph.md)."))
    var modern = false

    func validate() throws {
        if modern && ios.ruleSet < .iOS15 {
            throw ValidationError("--modern needs a rule set with a modern API: --ios 15 or later (18 is the default)")
        }
    }

    /// The view drawn: the one asked for, else the readable one for pictures and the full graph for JSON.
    var chosenView: View { view ?? (format == .json ? .full : .authorization) }

    func run() throws {
        let graph = StateGraph(ruleSet: ios.ruleSet, modern: modern || ios.ruleSet.graphsModern)
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
        Stdout.write(text)
    }
}

/// `--ios VERSION`, checked as `locflow run` checks it; the newest rule set when absent.
struct IOSOption: ParsableArguments {
    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "The iOS version (default: the newest rule set).",
        discussion: IOSOption.discussion,
        valueName: "version"), completion: completion)
    var value: String?

    func validate() throws { _ = try Self.version(value) }

    /// Shell completion of `--ios`: the rule sets' version names (any N.M is accepted too, D37).
    static let completion = CompletionKind.list(RuleSet.allCases.map(\.rawValue))

    /// The version asked for, if any.
    var version: IOSVersion? { value.flatMap(IOSVersion.init) }
    /// The rule set asked for, if any: its own, 15, 17 and 26 included, each drawn as the modern
    /// graph of its own rule set (their new vocabulary is what sets them apart from 14, 16, 18).
    var given: RuleSet? { version?.ruleSet }
    /// The rule set asked for, or the newest.
    var ruleSet: RuleSet { given ?? .newest }

    /// Help for every `--ios`: what is accepted and how it maps (D37).
    static let discussion = "A rule set (\(RuleSet.allCases.map(\.rawValue).joined(separator: ", "))) or any version N, N.M, N.M.P with N ≥ 10, run as the rule set that covers it; graph, paths and coverage draw 15, 17 and 26 as their own modern graph (the modern APIs they add, D37)."

    /// Reads an `--ios` value: nil when absent; the error lists what is accepted (exit 2). A
    /// mapped version says so on stderr ("iOS 17.4 runs as rule set 17, iOS 17, approximate").
    static func version(_ text: String?) throws -> IOSVersion? {
        guard let text else { return nil }
        guard let version = IOSVersion(text) else {
            throw ValidationError("unsupported --ios \u{201C}\(text)\u{201D}; \(IOSVersion.accepted)")
        }
        return version
    }

    /// Writes the mapping of a version that is not a rule set's own name to stderr (D37).
    static func announce(_ version: IOSVersion?) {
        if let note = version?.mappingNote { Stderr.write("locflow: \(note)") }
    }
}
