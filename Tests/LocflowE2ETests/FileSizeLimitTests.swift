import Foundation
import LocflowTestSupport
import Testing

/// Under a file size limit (`ulimit -f`), a write past it is an error every writer reports (exit
/// 2, "file too large") and cleans up after, never a SIGXFSZ that kills the process mid-write
/// (status 153, no message, an export's temporary left behind, a journal's header cut).
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the file size limit tests are skipped"))
struct FileSizeLimitTests {
    /// A scenario whose outputs pass 4 KB: many steps.
    private static let scenario = "ios: \"18\"\nsteps:\n" + String(repeating: "  - background\n  - foreground\n", count: 150)

    /// The shell's start: the limit, then locflow with SIGXFSZ's default action restored (this
    /// test process may have it ignored, which its children inherit), as a login shell has it.
    private static func shell(_ blocks: Int) -> String { "ulimit -f \(blocks) && exec env --default-signal=XFSZ \"$0\"" }

    /// Runs locflow with `arguments` in `directory` under `ulimit -f blocks` (1 KB blocks).
    private func limited(_ blocks: Int, _ arguments: [String], in directory: String) throws -> (status: Int32, out: String, err: String) {
        try runToCompletion("/bin/bash", ["-c", Self.shell(blocks) + " \"$@\"", locflowBinary!] + arguments, directory: directory)
    }

    private func directory() throws -> String {
        let dir = try makeTemporaryDirectory("lf-fsize")
        try Self.scenario.write(toFile: dir + "/flow.yaml", atomically: false, encoding: .utf8)
        return dir
    }

    @Test func runOutputPastTheLimitIsReported() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try runToCompletion(
            "/bin/bash", ["-c", Self.shell(4) + " run --format jsonl flow.yaml > out.jsonl", locflowBinary!], directory: dir)
        #expect(result.status == 2, "killed by SIGXFSZ is 153: \(result)")
        #expect(result.err.contains("file too large"), "\(result.err)")
    }

    @Test func anExportPastTheLimitLeavesNothingBehind() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try limited(4, ["export", "xcuitest", "flow.yaml", "--out", "FlowTests.swift"], in: dir)
        #expect(result.status == 2, "\(result)")
        #expect(result.err.contains("file too large"), "\(result.err)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(left == ["flow.yaml"], "no export and no temporary left: \(left)")
    }

    @Test func aCastPastTheLimitIsReported() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try limited(4, ["run", "--cast", "flow.cast", "flow.yaml"], in: dir)
        #expect(result.status == 2, "\(result)")
        #expect(result.err.contains("file too large"), "\(result.err)")
    }

    /// No byte may be written at all: the journal's header fails, the explorer says so, and no
    /// headless journal is left to be listed as unreadable.
    @Test func aJournalHeaderPastTheLimitLeavesNoJournal() throws {
        let state = try makeTemporaryDirectory("lf-fsize-state")
        defer { try? FileManager.default.removeItem(atPath: state) }
        let tmux = try Tmux.launch(
            ["/bin/bash", "-c", Self.shell(0), locflowBinary!], cols: 160, rows: 40,
            environment: ["XDG_STATE_HOME": state])
        defer { tmux.kill() }
        tmux.expectScreen("file too large")
        try tmux.sendKeys("q", "q")
        #expect(tmux.waitForExit() == 2, "a session without its journal ends with status 2")
        let journals = (try? FileManager.default.contentsOfDirectory(atPath: state + "/locflow/sessions")) ?? []
        #expect(journals.filter { $0.hasSuffix(".journal") }.isEmpty, "\(journals)")
    }
}
