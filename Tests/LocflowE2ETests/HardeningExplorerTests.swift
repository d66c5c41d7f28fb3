import Foundation
import LocflowTestSupport
import Testing

/// The explorer against a hostile environment: an existing `--record` file, a journal
/// that cannot be written, a non-UTF-8 locale.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("these tests are skipped"))
struct HardeningExplorerTests {
    /// The explorer under `sh`, which prints `RESULT=status` when it ends.
    private func launch(_ arguments: String, environment: [String: String] = [:]) throws -> Tmux {
        try Tmux.launch(["/bin/sh", "-c", "\"\(locflowBinary!)\" \(arguments); echo RESULT=$?; exec sleep 120"], environment: environment)
    }

    @Test func anExistingRecordFileIsRefusedAndUntouched() throws {
        let path = NSTemporaryDirectory() + "locflow-record-\(UUID().uuidString).yaml"
        try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
        defer { unlink(path) }
        let tmux = try launch("--record \(path)")
        defer { tmux.kill() }
        let done = tmux.waitFor("RESULT=")
        #expect(done.screen.contains("RESULT=2"), "\(done)")
        #expect(done.screen.replacingOccurrences(of: "\n", with: "").contains("already exists; pass --force to replace it"), "\(done)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
    }

    @Test func aJournalThatCannotBeWrittenStaysOnScreenAndFailsTheExit() throws {
        let tmux = try launch("", environment: ["XDG_STATE_HOME": "/dev/null/state"])
        defer { tmux.kill() }
        tmux.expectScreen(Tmux.firstFrame)
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow Once")
        try tmux.sendKeys("b")  // another key: the problem is still shown, not logged once and forgotten
        let shown = tmux.waitUntil { $0.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.contains("cannot write the journal") == true || $0.contains("⚠ cannot write the journal") }
        #expect(shown.found, "the journal failure is not on screen: \(shown)")
        try tmux.sendKeys("q", "q")
        let done = tmux.waitFor("RESULT=")
        #expect(done.screen.contains("RESULT=2"), "\(done)")
        #expect(done.screen.contains("cannot write the journal"), "the failure was not reported at exit: \(done)")
    }

    @Test func aNonUTF8LocaleDrawsWithTheTerminalsLineDrawing() throws {
        let tmux = try launch("", environment: ["LANG": "C", "LC_ALL": "C"])
        defer { tmux.kill() }
        tmux.expectScreen(Tmux.firstFrame)
        let raw = tmux.capture(escapes: true)
        #expect(raw.contains("\u{0E}lq"), "no ACS box corner (SO then `lq`): \(raw.prefix(400))")
        #expect(!raw.contains("─") && !raw.contains("│"), "UTF-8 box drawing sent under LANG=C")
        try tmux.sendKeys("q", "q")
        tmux.expectScreen("RESULT=0")
    }
}
