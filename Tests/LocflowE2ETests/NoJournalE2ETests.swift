import Foundation
import LocflowTestSupport
import Testing

/// With neither HOME nor XDG_STATE_HOME the explorer can keep no journal: it says so at start
/// (over the footer and in the log), so nobody counts on a `--resume` that cannot happen.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the no-journal start test is skipped"))
struct NoJournalE2ETests {
    @Test func aStartWithoutAStateDirectorySaysItKeepsNoJournal() throws {
        let tmux = try Tmux.launch(["/usr/bin/env", "-u", "HOME", "-u", "XDG_STATE_HOME", locflowBinary!], cols: 160, rows: 40)
        defer { tmux.kill() }
        let screen = tmux.expectScreen("no journal: neither XDG_STATE_HOME nor HOME")
        #expect(screen.contains(Tmux.firstFrame))
        try tmux.quit()
    }
}
