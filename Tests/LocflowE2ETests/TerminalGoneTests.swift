import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The explorer on a pseudo-terminal of its own (not tmux), where every byte it sends is seen in
/// order and the terminal can vanish under it.
@Suite(.timeLimit(.minutes(1)), .locflowBuilt)
struct TerminalGoneTests {
    /// The terminal goes away without a SIGHUP (100 % CPU for ever): closing the other
    /// end gives only end of file / EIO on read. The explorer must end, keeping its journal.
    @Test("EOF/EIO on the terminal ends the session instead of spinning")
    func terminalGone() throws {
        let state = NSTemporaryDirectory() + "locflow-gone-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try PseudoTerminal(environment: ["XDG_STATE_HOME": state])
        // Wait for the first frame, then press a key so there is a journal to keep.
        #expect(terminal.read(until: "Delegate log"), "the explorer never drew")
        terminal.type("w")
        // The session's own journal, with the request's line in it.
        let journaled = {
            let directory = state + "/locflow/sessions"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.contains { name in
                ((try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? "").contains("action requestWhenInUseAuthorization\n")
            }
        }
        for _ in 0..<300 where !journaled() { usleep(10_000) }
        terminal.hangUp()
        #expect(terminal.waitForExit(), "the explorer kept running after its terminal went away")
        #expect(journaled(), "the journal was not kept")
    }

    /// Curses's start would enter the alternate screen, leave it and enter it again
    /// before the first frame (a flash of the shell's screen on a real terminal). Now the
    /// terminal enters it first and never leaves it before the frame.
    @Test("the alternate screen is entered first and not left before the first frame")
    func alternateScreenKeptToTheFirstFrame() throws {
        let state = NSTemporaryDirectory() + "locflow-first-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try PseudoTerminal(environment: ["XDG_STATE_HOME": state])
        #expect(terminal.read(until: "Delegate log"), "the explorer never drew")
        let text = String(decoding: terminal.received, as: UTF8.self)
        let enter = "\u{1B}[?1049h", leave = "\u{1B}[?1049l"
        let left = text.contains(leave)
        #expect(!left, "the alternate screen was left before the first frame")
        #expect(text.hasPrefix(enter), "bytes before the alternate screen: \(text.debugDescription.prefix(120))")
        terminal.type("qq")
        #expect(terminal.waitForExit(), "q q did not quit")
    }
}
