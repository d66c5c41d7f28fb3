import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocflowCommandLine
import LocflowCore
import LocflowFiles
import LocflowGraph
import LocflowScenario

/// `locflow paths [--ios VERSION] --to "key=value,…" [--max N] [--out DIR]`.
struct Paths: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the shortest ways to reach a state, as runnable scenarios.",
        discussion: """
            Each path starts from a fresh launch and is written as a scenario file with an \
            `expect` after every step; every one printed replays green under `locflow run`. \
            Exit status: 0 paths printed; 1 no reachable state matches; 2 bad input.
            Target keys: \(TargetPredicate.keys(for: .newest).map(\.key).joined(separator: ", ")) \
            (`running` may repeat). See docs/graph.md.

            Examples:
              locflow paths --to status=authorizedAlways
              locflow paths --ios 13.4 --to "status=denied,prompt=none" --max 1
              locflow paths --ios 12 --to status=denied --out paths/
              locflow paths --ios 26 --to alwaysEffective=true    # M30, modern graph
            """
    )

    @OptionGroup var ios: IOSOption

    @Option(help: ArgumentHelp("The target: key=value pairs separated by commas.", valueName: "key=value,…"))
    var to: String

    @Option(help: "At most this many paths (shortest first).")
    var max = 3

    @Option(help: ArgumentHelp("Write one scenario file per path into this directory instead of printing them.", valueName: "dir"))
    var out: String?

    @Flag(help: ArgumentHelp(
        "Search the modern graph: live updates, one .always session, the location button, suspension (iOS 15+; the default for 15, 17 and 26).",
        discussion: "Adds the target keys suspended, liveUpdates, alwaysSession, alwaysEffective, locationButtonApproved, relaunchBlocked (docs/graph.md)."))
    var modern = false

    /// Whether the modern graph is searched: asked for, or a modern rule set's own graph (D37).
    var searchesModern: Bool { modern || ios.ruleSet.graphsModern }

    @OptionGroup var force: ForceOption

    func validate() throws {
        guard max >= 1 else { throw ValidationError("--max must be 1 or more; got \(max)") }
        if modern && ios.ruleSet < .iOS15 {
            throw ValidationError("--modern needs a rule set with a modern API: --ios 15 or later (18 is the default)")
        }
        do {
            _ = try TargetPredicate(to, ruleSet: ios.ruleSet, modern: searchesModern)
        } catch {
            throw ValidationError("--to: \(error.message)")
        }
    }

    func run() throws {
        let ruleSet = ios.ruleSet
        let target = try TargetPredicate(to, ruleSet: ruleSet, modern: searchesModern)
        let graph = StateGraph(ruleSet: ruleSet, modern: searchesModern)
        let search = PathFinder.search(graph, to: target, limit: max)
        guard !search.paths.isEmpty else {
            let why = search.matchingStates == 0
                ? "no reachable state of iOS \(ruleSet.rawValue) matches \(target) (\(graph.states.count) states; see `locflow graph --ios \(ruleSet.rawValue) --summary`)"
                : "\(search.matchingStates) states match \(target), but no path to them could be replayed on the core"
            Stderr.write("locflow paths: \(why)")
            throw ExitCode(1)
        }
        var texts: [String] = []
        for (n, path) in search.paths.enumerated() {
            let text = PathScenario.yaml(path, target: target, number: n + 1, count: search.paths.count)
            // Every path printed must replay green; one that does not is a bug in locflow.
            if let problem = PathScenario.check(text, file: "path-\(n + 1).yaml") {
                Stderr.write("locflow paths: internal error: path \(n + 1) does not replay: \(problem)")
                throw ExitCode(1)
            }
            texts.append(text)
        }
        if search.paths.count < max {
            Stderr.write("locflow paths: \(search.paths.count) of \(max) paths found (searched up to 4 actions beyond the shortest; paths that repeat the flow of a shorter one are left out)")
        }
        if let out {
            try write(texts, into: out, ruleSet: ruleSet)
        } else {
            Stdout.write(texts.joined(separator: "---\n"))
        }
    }

    private func write(_ texts: [String], into directory: String, ruleSet: RuleSet) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            // The C library's words for the cause ("not a directory"), as locflow's other file
            // errors give them; Foundation's `localizedDescription` said "(NSCocoaErrorDomain error 512.)".
            let code = ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue
            Stderr.write("\(directory): error: cannot create the directory\(code.map { ": " + String(cString: strerror($0)).lowercased() } ?? "")")
            throw ExitCode(2)
        }
        for (n, text) in texts.enumerated() {
            let file = PathText.appending("ios\(ruleSet.rawValue)-path\(n + 1).yaml", to: directory)
            do {
                try UserFile(file, replacing: force.force).replace(text)
            } catch {
                Stderr.write("locflow paths: cannot write \(error)")
                throw ExitCode(2)
            }
            Stdout.write(file + "\n")
        }
    }
}
