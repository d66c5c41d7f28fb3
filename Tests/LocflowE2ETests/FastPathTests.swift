import Foundation
import LocflowTestSupport
import Testing

/// `locflow --version` and `locflow --scenario FILE` start without ArgumentParser's command tree,
/// which the first frame would pay for; they must answer exactly as the same request through it
/// (`locflow explore …`).
@Suite("Fast paths of the command line", .locflowBuilt)
struct FastPathTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("--version prints what ArgumentParser prints for it")
    func version() throws {
        let fast = try runLocflow(["--version"]), parsed = try runLocflow(["explore", "--version"])
        #expect(fast.status == 0 && parsed.status == 0)
        #expect(fast.out.hasSuffix("\n") && fast.out.count > 1, "\(fast.out)")
        #expect(fast.out == parsed.out && fast.err == parsed.err)
    }

    /// Without a terminal, so each ends before the screen: a good file at the terminal check, a
    /// missing or malformed one at the scenario, each with its message and status.
    @Test("--scenario FILE ends as locflow explore --scenario FILE does", arguments: ["good", "missing", "malformed"])
    func scenario(_ kind: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-fast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file: String
        switch kind {
        case "good": file = Self.root.appendingPathComponent("Scenarios/contract/01-when-in-use-then-upgrade.yaml").path
        case "missing": file = directory.appendingPathComponent("nowhere.yaml").path
        default:
            file = directory.appendingPathComponent("bad.yaml").path
            try "ios: 17\nsteps: [\n".write(toFile: file, atomically: true, encoding: .utf8)
        }
        let environment = ["HOME": directory.path, "XDG_STATE_HOME": ""]
        let fast = try runLocflow(["--scenario", file], environment: environment)
        let parsed = try runLocflow(["explore", "--scenario", file], environment: environment)
        #expect(fast.status == 2)
        #expect(!fast.err.isEmpty)
        #expect(fast.status == parsed.status && fast.out == parsed.out && fast.err == parsed.err, "\(fast.err) | \(parsed.err)")
        if kind == "good" { #expect(fast.err.contains("not a terminal"), "\(fast.err)") }
    }
}
