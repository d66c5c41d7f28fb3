import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCommandLine
import LocflowCore
import LocflowFiles
import LocflowGraph
import LocflowScenario

/// `locflow coverage FILE... [--ios VERSION] [--all] [--format text|json]`.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Say which prompts, buttons, statuses and transitions scenario files exercise.",
        discussion: """
            Replays the files' actions on the core and compares what they reached with the \
            reachable graph of their rule set (grouped by each file's `ios:` unless --ios is \
            given). Exit status: 0 report printed; 2 a file could not be used (reported as \
            `file:line:col: error: …`, the others are still counted) or bad input. `--format json` \
            prints one object with a report per rule set (counts, percentages, what was missed). \
            See docs/graph.md.

            Examples:
              locflow coverage Scenarios/qa/*.yaml
              locflow coverage Scenarios/*/*.yaml --ios 14 --all
              locflow coverage flows/*.yaml --format json | jq '.reports[].moves'
            """
    )

    @Argument(help: "Scenario files (.yaml, .yml or .json).", completion: .file(extensions: ["yaml", "yml", "json"]))
    var files: [String]

    @OptionGroup var ios: IOSOption

    @Flag(help: "List every never-taken transition (default: the first 30).")
    var all = false

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Output format: text (readable) or json (one object: {\"reports\": [one per rule set]}).")
    var format: Format = .text

    func validate() throws {
        try StandardInput.validate(files)
    }

    func run() throws {
        var status: Int32 = 0
        // Each install of each file is covered on its rule set's own graph: the modern graph for
        // 15, 17 and 26 (D37) and for a flow that uses the modern vocabulary (C2), else the
        // delegate API's. A flow that crosses iOS versions (an install, a system update) counts on each version it ran on;
        // `--ios` replaces the first install's version, as in `locflow run`.
        var groups: [GraphKey: [(file: String, segment: InstallSegment)]] = [:]
        for file in files {
            do {
                let scenario = try ScenarioParser.parse(try InputText.read(file), file: file)
                for segment in scenario.installSegments(ios: ios.version) {
                    // A `systemUpdate` moves the rest of the install onto a newer version (D50).
                    for ruleSet in segment.ruleSets {
                        groups[GraphKey(ruleSet: ruleSet, modern: ruleSet.coversOnModernGraph(extended: segment.setup.extended)), default: []].append((file, segment))
                    }
                }
            } catch {
                Stderr.write("\(error)")
                status = 2
            }
        }
        var blocks: [String] = [], objects: [String] = []
        for key in RuleSet.allCases.flatMap({ ruleSet in [false, true].map { GraphKey(ruleSet: ruleSet, modern: $0) } }) {
            guard let parts = groups[key] else { continue }
            var coverage = Coverage(graph: StateGraph(ruleSet: key.ruleSet, modern: key.modern))
            let names = Self.unique(parts.map(\.file))
            var block = "Files: \(names.joined(separator: ", "))\n"
            let other = Self.unique(parts.filter { $0.segment.setup.app != AppConfig() || $0.segment.setup.device != DeviceConfig() || $0.segment.setup.options != ModelOptions() }.map(\.file))
            if !other.isEmpty {
                block += "Note: \(other.joined(separator: ", ")) set app, device or model; the graph is of the defaults, so their states may lie outside it\n"
            }
            for part in parts { coverage.replay(part.segment) }
            let report = coverage.report(transitionLimit: all ? nil : 30)
            if format == .json {
                objects.append(report.json(files: names, transitionLimit: all ? nil : 30))
            } else {
                blocks.append(block + report.text(transitionLimit: all ? nil : 30))
            }
        }
        if format == .json {
            Stdout.write("{\"reports\":[\(objects.joined(separator: ",\n"))]}\n")
        } else if !blocks.isEmpty {
            Stdout.write(blocks.joined(separator: "\n"))
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension CoverageCommand {
    /// The names in their first order, each once (a file with two installs on one version).
    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// The graph a group of files is covered on: a rule set, and whether its modern graph.
struct GraphKey: Hashable {
    var ruleSet: RuleSet
    var modern: Bool
}
