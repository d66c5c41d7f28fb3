import LocflowTestSupport
import Foundation
import LocflowCore
import Testing

private let binary = locflowBinary

private func locflow(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    try runLocflow(arguments)
}

/// `locflow graph`, `paths` and `coverage` as a person runs them.
@Suite("graph, paths and coverage commands", .enabled(if: binary != nil, "the locflow binary was not found next to the test bundle"))
struct CommandTests {
    @Test("paths --out writes files that `locflow run` replays green")
    func pathsOut() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-paths-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try locflow(["paths", "--ios", "12", "--to", "status=authorizedAlways", "--out", directory])
        #expect(paths.status == 0, "\(paths.err)")
        let files = paths.out.split(separator: "\n").map(String.init)
        #expect(files.count == 3 && files.allSatisfy { $0.hasPrefix(directory) && $0.hasSuffix(".yaml") })
        let run = try locflow(["run"] + files)
        #expect(run.status == 0, "\(run.err)")
    }

    @Test("an unsupported --ios exits 2 listing the supported values", arguments: ["graph", "paths", "coverage"])
    func badIOS(_ command: String) throws {
        var arguments = [command, "--ios", "9.3"]
        if command == "paths" { arguments += ["--to", "status=denied"] }
        if command == "coverage" { arguments.append("x.yaml") }
        let result = try locflow(arguments)
        #expect(result.status == 2)
        #expect(result.err.contains("unsupported --ios “9.3”; \(IOSVersion.accepted)"))
        #expect(result.err.contains("rule set: 10, 12, 13.0, 13.4, 14, 15, 16, 17, 18, 26"))
    }

    @Test("coverage reports unusable files as the runner does, counts the others, and exits 2")
    func coverageBadFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-cov-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.yaml").path, good = directory.appendingPathComponent("good.yaml").path
        try "ios: \"10\"\nsteps:\n  - requestAlways\n".write(toFile: bad, atomically: true, encoding: .utf8)
        try "ios: \"10\"\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow\n".write(toFile: good, atomically: true, encoding: .utf8)
        let result = try locflow(["coverage", bad, good])
        #expect(result.status == 2)
        #expect(result.err.contains("\(bad):3:5: error: unknown action `requestAlways`; did you mean `requestAlwaysAuthorization`?"))
        #expect(result.out.contains("Coverage of iOS 10 (iOS 10), 2 action steps"))
        #expect(result.out.contains("  buttons           1 of 10       10.0%"))
    }

    @Test("graph --summary and the authorization view")
    func graph() throws {
        let summary = try locflow(["graph", "--ios", "10", "--summary"])
        #expect(summary.status == 0 && summary.out.hasPrefix("iOS 10 (iOS 10): "))
        let view = try locflow(["graph", "--ios", "10", "--view", "authorization", "--format", "dot"])
        #expect(view.status == 0 && view.out.hasPrefix("digraph \"locflow iOS 10 authorization\""))
        let json = try locflow(["graph", "--ios", "10", "--view", "authorization", "--format", "json"])
        #expect(json.status == 0 && json.err.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["view"] as? String == "authorization" && (object["nodes"] as? [Any])?.isEmpty == false)
    }

    @Test("graph draws the authorization view by default, and warns about the size of the full one")
    func graphDefaults() throws {
        let mermaid = try locflow(["graph", "--ios", "10"])
        let view = try locflow(["graph", "--ios", "10", "--view", "authorization"])
        #expect(mermaid.status == 0 && mermaid.out == view.out && mermaid.err.isEmpty)
        let dot = try locflow(["graph", "--ios", "10", "--format", "dot"])
        #expect(dot.out.hasPrefix("digraph \"locflow iOS 10 authorization\""))
        let full = try locflow(["graph", "--ios", "18", "--view", "full"])
        #expect(full.status == 0 && full.out.count > 50_000)
        #expect(full.err.contains("warning: the full graph of iOS 18 is \(full.out.count) characters"))
        #expect(full.err.contains("Mermaid refuses diagrams over 50000 characters"))
        let json = try locflow(["graph", "--ios", "10", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["states"] != nil && json.err.isEmpty, "json is the full graph by default")
        let summary = try locflow(["graph", "--ios", "10", "--summary", "--format", "json"])
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(summary.out.utf8)) as? [String: Any])
        #expect(counts["states"] as? Int == (object["states"] as? [Any])?.count)
        let byStatus = try #require(counts["byStatus"] as? [String: Int])
        #expect(byStatus.values.reduce(0, +) == counts["states"] as? Int)
    }

    @Test("coverage --format json: one report per rule set with counts and what was missed")
    func coverageJSON() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = ["Scenarios/contract/07-ios12-three-buttons.yaml", "Scenarios/contract/01-when-in-use-then-upgrade.yaml"]
            .map { root.appendingPathComponent($0).path }
        let result = try locflow(["coverage", "--format", "json"] + files)
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let reports = try #require(object["reports"] as? [[String: Any]])
        #expect(reports.count == 2)
        let first = try #require(reports.first)
        #expect(first["ios"] as? String == "12" && (first["files"] as? [String]) == [files[0]])
        let transitions = try #require(first["transitions"] as? [String: Any])
        let total = try #require(transitions["total"] as? Int), covered = try #require(transitions["covered"] as? Int)
        #expect(total > covered && covered > 0)
        #expect(transitions["missingCount"] as? Int == total - covered)
        #expect((transitions["missing"] as? [String])?.count == 30, "the first 30, as in the text report")
        let buttons = try #require(first["buttons"] as? [String: Any])
        #expect((buttons["missing"] as? [String])?.count == buttons["missingCount"] as? Int)
    }

    /// 15, 17 and 26 were once drawn as 14, 16 and 18 ("iOS 14 (iOS 14–15): …"); each now has
    /// its own modern graph, with what the rule set adds (D37).
    @Test("graph, paths and coverage of 15, 17 and 26 use the rule set's own modern graph", arguments: ["15", "17", "26"])
    func modernRuleSets(_ version: String) throws {
        let summary = try locflow(["graph", "--ios", version, "--summary", "--format", "json"])
        #expect(summary.status == 0, "\(summary.err)")
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(summary.out.utf8)) as? [String: Any])
        #expect(counts["ios"] as? String == version)
        #expect(counts["modern"] as? Bool == true)
        let text = try locflow(["graph", "--ios", version, "--summary"])
        #expect(text.out.hasPrefix("iOS \(version) ("), "\(text.out.prefix(60))")
        #expect(text.out.contains(", modern graph: "))
        // The rule set's own vocabulary is in its graph: the button from 15, the stream from 17, forceQuit on 26.
        let json = try locflow(["graph", "--ios", version, "--format", "json"])
        #expect(json.out.contains("tap LocationButton"))
        #expect(json.out.contains("liveUpdates start") == (version != "15"))
        #expect(json.out.contains("forceQuit") == (version == "26"))
    }

    @Test("paths on 26 reach 'Always effective only while the .always session is held', and the path replays")
    func alwaysEffectiveOn26() throws {
        let result = try locflow(["paths", "--ios", "26", "--to", "status=authorizedAlways,suspended=true,alwaysEffective=true", "--max", "1"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("ios: \"26\""))
        #expect(result.out.contains("- session start always"))
        let on18 = try locflow(["paths", "--modern", "--to", "alwaysEffective=true,alwaysSession=none"])
        #expect(on18.status == 1, "no Always app is reached by the new APIs without the session on 18 (M30)")
    }

    @Test("coverage of a file on 26 is reported on 26's modern graph, not 18's")
    func coverageOn26() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-cov26-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("button.yaml").path
        try "ios: \"26\"\nsteps:\n  - tap LocationButton\n  - tap Allow Once\n  - forceQuit\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try locflow(["coverage", file])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Coverage of iOS 26 (iOS 26+), modern graph, 3 action steps (0 changed nothing, 0 outside the graph)"), "\(result.out)")
    }
}
