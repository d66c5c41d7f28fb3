import LocflowTestSupport
import Foundation
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
        var arguments = [command, "--ios", "15"]
        if command == "paths" { arguments += ["--to", "status=denied"] }
        if command == "coverage" { arguments.append("x.yaml") }
        let result = try locflow(arguments)
        #expect(result.status == 2)
        #expect(result.err.contains("unsupported --ios “15”; supported: 10, 12, 13.0, 13.4, 14, 16, 18"))
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
        #expect(json.status == 2 && json.err.contains("--format json prints the full graph"))
    }
}
