import Foundation
import LocflowTestSupport
import Testing

/// The command line's conventions (clig.dev), through the real binary: examples in every help,
/// "did you mean" for a mistyped command, JSON where a script reads the output, completions.
@Suite("Command-line conventions", .locflowBuilt)
struct CLIConventionTests {
    static let commands = ["explore", "run", "presets", "graph", "paths", "coverage", "export"]

    @Test("every --help shows examples of the command", arguments: [[]] + commands.map { [$0] })
    func helpHasExamples(_ command: [String]) throws {
        let result = try runLocflow(command + ["--help"])
        #expect(result.status == 0)
        let examples = try #require(result.out.range(of: "Examples:\n"), "no Examples section in `locflow \(command.joined()) --help`")
        let block = result.out[examples.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(block.first?.hasPrefix("  locflow") == true, "\(block)")
        // Each example fits the 80 columns the help is wrapped to, so none is broken in two.
        for line in block { #expect(line.hasPrefix("  "), "a wrapped example line: \(line)") }
    }

    @Test("a mistyped command gets a suggestion and exit status 2", arguments: [
        ("rn", "did you mean “run”?"), ("grpah", "did you mean “graph”?"), ("preset", "did you mean “presets”?"),
        ("coverge", "did you mean “coverage”?"), ("frobnicate", "unknown command “frobnicate”. Commands: explore, run"),
    ])
    func didYouMean(_ word: String, _ message: String) throws {
        let result = try runLocflow([word, "x.yaml"])
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test("options and subcommands still parse as before")
    func notACommand() throws {
        #expect(try runLocflow(["--version"]).status == 0)
        #expect(try runLocflow(["help", "run"]).out.contains("locflow run"))
    }

    @Test("- (standard input) is taken once, and never by the explorer, which reads its keys there", arguments: [
        (["run", "-", "-"], "- (standard input) can be read only once"),
        (["coverage", "-", "x.yaml", "-"], "- (standard input) can be read only once"),
        (["--scenario", "-"], "--scenario -: the explorer reads its keys from standard input"),
    ])
    func standardInput(_ arguments: [String], _ message: String) throws {
        let result = try runLocflow(arguments)
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test("presets --format json lists every preset with its summary and oldest iOS")
    func presetsJSON() throws {
        let result = try runLocflow(["presets", "--format", "json"])
        #expect(result.status == 0)
        let presets = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: String]])
        // The same presets, in the same order, as the text listing (one per line, name first).
        let listed = try runLocflow(["presets"]).out.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(presets.map { $0["name"] ?? "" }.first == "fresh-install" && presets.map { $0["name"] ?? "" } == listed)
        #expect(presets.allSatisfy { $0["summary"]?.isEmpty == false && $0["minimumIOS"] != nil })
    }

    @Test("the completion scripts complete --ios values and preset names", arguments: ["bash", "zsh", "fish"])
    func completions(_ shell: String) throws {
        let result = try runLocflow(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.out.contains("13.4") && result.out.contains("allow-once-relaunched"), "\(shell)")
    }

    @Test("run --cast-format v3 writes an asciicast v3 file; a bad value is a usage error")
    func castFormat() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scenario = root.appendingPathComponent("Scenarios/contract/03-allow-once-expires.yaml").path
        let cast = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-v3-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: cast) }
        let result = try runLocflow(["run", scenario, "--cast", cast, "--cast-format", "v3"])
        #expect(result.status == 0, "\(result.err)")
        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 3 && (header["term"] as? [String: Any])?["cols"] as? Int == 100)
        #expect(lines.last == "[0.000000, \"x\", \"0\"]")
        let bad = try runLocflow(["run", scenario, "--cast", cast, "--cast-format", "v4"])
        #expect(bad.status == 2 && bad.err.contains("v2") && bad.err.contains("v3"), "\(bad.err)")
    }
}
