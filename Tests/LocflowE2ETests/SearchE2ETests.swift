import Foundation
import LocflowTestSupport
import Testing

/// The `/` search line in a real terminal: the keys the terminal decodes (arrows, Home, End,
/// Delete, Backspace, Ctrl-U) edit it as they edit every text field, and Enter filters the
/// timeline by what was typed.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the search line end-to-end tests are skipped"))
struct SearchE2ETests {
    @Test func theSearchLineEditsLikeEveryField() throws {
        let tmux = try Tmux.explorer()
        defer { tmux.kill() }
        try tmux.allowWhileUsing()
        try tmux.sendKeys(",", "j")  // a minute passes; the timeline: install, request, tap, wait
        tmux.expectScreen("wait 1m")
        try tmux.sendKeys("/")
        tmux.expectScreen("Enter applies · Esc clears")
        // "rqest" mended in place: an e after the r, then a u after the q.
        try tmux.sendLiteral("rqest")
        try tmux.sendKeys("Home", "Right")
        try tmux.sendLiteral("e")
        try tmux.sendKeys("Right")
        try tmux.sendLiteral("u")
        tmux.expectScreen("/requ▏est  Enter applies")
        // Typed at the start and taken back with Delete; typed at the end and taken back with Backspace.
        try tmux.sendKeys("C-a")
        try tmux.sendLiteral("zz")
        try tmux.sendKeys("Left", "DC", "Left", "DC", "End")
        try tmux.sendLiteral("x")
        try tmux.sendKeys("BSpace")
        tmux.expectScreen("/request▏  Enter applies")
        try tmux.sendKeys("Enter")
        let found = tmux.expectScreen("Timeline /request: 1 of 1 · step 1")
        #expect(!found.contains("wait 1m"), "the row that does not match is filtered out:\n\(found)")
        // ^U clears a new search's text before it is applied.
        try tmux.sendKeys("Escape", "/")
        try tmux.sendLiteral("request")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("wait")
        try tmux.sendKeys("Enter")
        tmux.expectScreen("Timeline /wait: 1 of 1 · step 3")
        try tmux.quit()
    }
}
