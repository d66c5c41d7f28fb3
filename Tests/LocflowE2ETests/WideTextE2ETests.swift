import Foundation
import LocflowTestSupport
import Testing

/// Emoji ZWJ sequences on a real terminal: a family emoji in the app name used to
/// reach tmux as its first emoji plus a trailing joiner, and tmux fused the next cell into the
/// glyph, so the prompt's right border and the panels beside it moved one column left.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end explorer tests are skipped"))
struct WideTextE2ETests {
    /// The screen with the When-In-Use prompt up, for an app called `name`.
    private func promptScreen(appName name: String) throws -> String {
        let tmux = try Tmux.explorer(["--app-name", name])
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        // The footer's prompt keys are on the last row, so the whole frame has arrived.
        let wait = tmux.waitFor(" Prompt: 1-3 tap")
        #expect(wait.found, "\(wait)")
        var screen = wait.screen
        for _ in 0..<50 {  // until two captures agree: no paint in flight
            usleep(100_000)
            let again = tmux.capture()
            if again == screen { break }
            screen = again
        }
        return screen
    }

    @Test("a ZWJ family in the app name keeps every frame: the screen matches one with a two-column name")
    func zwjSequenceKeepsTheFrame() throws {
        let family = try promptScreen(appName: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} Fam")
        let plain = try promptScreen(appName: "XX Fam")
        #expect(!family.unicodeScalars.contains("\u{200D}"), "a joiner reached the terminal")
        // The family is drawn as its first emoji, two columns wide, like "XX".
        #expect(family.replacingOccurrences(of: "\u{1F468}", with: "XX") == plain)
    }
}
