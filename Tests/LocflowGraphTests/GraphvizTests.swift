import Foundation
import LocflowCore
import LocflowGraph
import Testing

/// Graphviz's `dot`, if installed (Debian's `graphviz`; .ci/run installs it).
private let dotPath: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    .map { "\($0)/dot" }.first(where: FileManager.default.isExecutableFile(atPath:))

/// The diagrams `locflow graph` draws by default (the authorization view) must be drawable:
/// Graphviz renders every rule set's, and each fits Mermaid's default size limit.
@Suite("Default diagrams render")
struct GraphvizTests {
    @Test(
        "dot renders the default diagram of every rule set to SVG", .enabled(if: dotPath != nil, "Graphviz `dot` is not installed (apt-get install graphviz); skipped"),
        arguments: RuleSet.delegate)
    func graphviz(_ ruleSet: RuleSet) throws {
        let graph = Graphs[ruleSet]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("view.dot"), output = directory.appendingPathComponent("view.svg")
        try GraphRenderer.dot(AuthorizationView(graph), ruleSet: ruleSet).write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(dotPath))
        process.arguments = ["-Tsvg", input.path, "-o", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "dot failed on iOS \(ruleSet.rawValue): \(message)")
        #expect(message.isEmpty, "dot warned on iOS \(ruleSet.rawValue): \(message)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("notDetermined"))
        // Every node of the view is drawn (Graphviz writes one <g class="node"> per node).
        #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == AuthorizationView(graph).nodes.count)
    }

    @Test("the default Mermaid diagram of every rule set is under Mermaid's limit; the full graph is not", arguments: RuleSet.delegate)
    func mermaidSize(_ ruleSet: RuleSet) {
        let graph = Graphs[ruleSet]
        #expect(GraphRenderer.mermaid(AuthorizationView(graph)).count < GraphRenderer.mermaidMaxTextSize)
        #expect(GraphRenderer.mermaid(graph).count > GraphRenderer.mermaidMaxTextSize, "the full graph fits Mermaid now: the warning and docs/graph.md should say so")
    }
}
