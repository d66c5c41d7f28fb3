import Foundation
import LocflowTestSupport
import Testing

/// The "Sessions & updates" panel in a real terminal at 80×24 and 120×36: `M` opens
/// the modern menu, its last row shows the panel in the right column, framed and unbroken.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the modern panel end-to-end tests are skipped"))
struct ModernPanelE2ETests {
    /// The panel's rows (its title row to its bottom corner) in a plain capture.
    static func panelRows(_ screen: String) -> [String] {
        let lines = screen.components(separatedBy: "\n")
        guard let top = lines.firstIndex(where: { $0.contains("Sessions & updates ·") }) else { return [] }
        let rest = lines[top...]
        let bottom = rest.firstIndex { $0.hasSuffix("┘") && $0.contains("└") && $0.lastIndex(of: "└")! > $0.startIndex } ?? lines.count - 1
        return Array(lines[top...min(bottom, lines.count - 1)])
    }

    /// The explorer started at `cols`×`rows` with the modern menu open.
    static func menuOpen(cols: Int, rows: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> Tmux {
        let tmux = try Tmux.explorer(cols: cols, rows: rows, sourceLocation: sourceLocation)
        try tmux.sendKeys("M")
        tmux.expectScreen("Modern Core Location", sourceLocation: sourceLocation)
        return tmux
    }

    @Test(arguments: [(80, 24), (120, 36)])
    func thePanelOpensFromTheMenu(cols: Int, rows: Int) throws {
        let tmux = try Self.menuOpen(cols: cols, rows: rows)
        defer { tmux.kill() }
        try tmux.sendKeys("Up", "Enter")  // the highlight wraps to the last row: the panel
        let wait = tmux.waitFor("Sessions & updates ·")
        #expect(wait.found, "\(wait)")
        let screen = tmux.capture()
        let panel = Self.panelRows(screen)
        #expect(panel.count >= 10, "no panel at \(cols)×\(rows):\n\(screen)")
        // Framed: every row of the panel ends in the box's right edge in the last column.
        for line in panel.dropFirst().dropLast() {
            #expect(line.hasSuffix("│"), "a broken panel row at \(cols)×\(rows): \(line.debugDescription)\n\(screen)")
        }
        #expect(screen.contains("M modern APIs"), "the footer offers M while the panel shows:\n\(screen)")
        try tmux.sendKeys("C-c", "C-c")  // Ctrl-C asks as q does; the second quits, as interrupted
        #expect(tmux.waitForExit() == 130)
    }

    /// A session started from the menu opens the panel by itself, with the session's goal and
    /// diagnostics, and its first yield is in the log beside the delegate callbacks.
    @Test(arguments: [(80, 24), (120, 36)])
    func aSessionOpensThePanelByItself(cols: Int, rows: Int) throws {
        let tmux = try Self.menuOpen(cols: cols, rows: rows)
        defer { tmux.kill() }
        try tmux.sendKeys("3")  // session start always
        let wait = tmux.waitFor("session 1  goal always")
        #expect(wait.found, "\(wait)")
        tmux.expectScreen("authorizationRequestInProgress")
        if rows >= 30 {  // at 80×24 the note after it has already scrolled the yield out of the log
            #expect(tmux.waitFor("⇠ async CLServiceSession #1").found, "\(tmux.capture())")
        }
        let panel = Self.panelRows(tmux.capture())
        #expect(panel.count >= 10)
        for line in panel.dropFirst().dropLast() { #expect(line.hasSuffix("│"), "\(line.debugDescription)") }
        try tmux.sendKeys("C-c", "C-c")  // Ctrl-C asks as q does; the second quits, as interrupted
        #expect(tmux.waitForExit() == 130)
    }
}
