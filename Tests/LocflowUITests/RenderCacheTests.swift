import CellGrid
import LocflowChecks
import LocflowCore
import Testing
@testable import LocflowUI

/// The explorer draws every frame into one canvas through one `RenderCache`, which
/// copies the panels whose inputs did not change; each frame must be the one a new cache draws.
@Suite("The render cache")
struct RenderCacheTests {
    /// Keys that change every panel the cache keeps: prompts and answers, time, Settings,
    /// services, the log's scroll and search, help and the menus over the panels, the timeline,
    /// the modern panel (a session started from the M menu), the designer view, resizes.
    static let keys: [Key] = "w2a1,.?".map(Key.char) + [.escape, .char("o"), .escape, .char("g"), .escape]
        + "SSbrX".map(Key.char) + [.pageUp, .pageUp, .pageDown] + "/Allow".map(Key.char) + [.enter, .char("n"), .escape]
        + "zjj".map(Key.char) + [.escape] + "M3".map(Key.char) + "wD".map(Key.char) + [.char("D"), .char("w")]

    @Test("a session's every frame, drawn with one kept cache, is the one a new cache draws, at three sizes")
    func sameAsDrawnAnew() {
        for size in [roomy, compact, ScreenSize(rows: 60, cols: 200)] {
            var state = explorer()
            let cache = RenderCache()
            var canvas = Canvas(rows: 0, cols: 0)
            for key in Self.keys {
                state.handle(key, size: size)
                let fresh = Explorer.render(state, size: size)
                // Twice: the first frame draws what changed, the second copies every panel.
                for _ in 0..<2 {
                    Explorer.render(state, size: size, into: &canvas, cache: cache)
                    #expect(canvas.text == fresh.text, "after \(key) at \(size)")
                    #expect(canvas.styleMask == fresh.styleMask, "after \(key) at \(size)")
                }
            }
        }
    }

    @Test("a state that differs only in what one panel reads keeps the others' cells")
    func keysFollowInputs() {
        let state = explorer(keys: "w")
        let cache = RenderCache()
        var canvas = Canvas(rows: 0, cols: 0)
        Explorer.render(state, size: roomy, into: &canvas, cache: cache)
        var moved = state
        moved.handle(.down, size: roomy)  // the selected button: the prompt panel's own input
        #expect(moved.sim == state.sim && moved.selectedButton != state.selectedButton)
        Explorer.render(moved, size: roomy, into: &canvas, cache: cache)
        #expect(canvas == Explorer.render(moved, size: roomy))
    }

    @Test("a resize redraws at the new size, and back")
    func resize() {
        let state = explorer(keys: "w")
        let cache = RenderCache()
        var canvas = Canvas(rows: 0, cols: 0)
        for size in [roomy, compact, ScreenSize(rows: 60, cols: 200), roomy, ScreenSize(rows: 10, cols: 20), roomy] {
            Explorer.render(state, size: size, into: &canvas, cache: cache)
            #expect(canvas == Explorer.render(state, size: size), "at \(size)")
        }
    }

    /// The log's cells are kept with a copy of the entries shown, not the log's length or last
    /// entry alone: a log of the same length and the same last entry (an undo, then other steps)
    /// with an earlier entry changed is drawn anew.
    @Test("a log changed before its last entry is drawn anew")
    func logChangedInTheMiddle() {
        let state = explorer(keys: "w2a")
        var other = state
        other.log[other.log.count - 2].text = "a different entry"
        let cache = RenderCache()
        var canvas = Canvas(rows: 0, cols: 0)
        Explorer.render(state, size: roomy, into: &canvas, cache: cache)
        Explorer.render(other, size: roomy, into: &canvas, cache: cache)
        #expect(canvas.text.contains("a different entry"))
        #expect(canvas == Explorer.render(other, size: roomy))
    }
    /// Every key the explorer binds, arrows, Enter, Esc, Tab, clicks and wheel turns: random walks
    /// reach states no hand-written list does (the timeline searched, the lens swapped, a save's
    /// name typed over the designer view, menus over the modern panel).
    static let alphabet: [Key] = "abcdefghijklmnopqrstuvwxyzABDEGLMNRSXZ0123456789,.;/?-+ ".map(Key.char)
        + [.up, .down, .left, .right, .enter, .escape, .tab, .backspace, .pageUp, .pageDown, .home, .end, .ctrl("r")]
        + [.mouse(row: 5, col: 20, kind: .press), .mouse(row: 5, col: 20, kind: .release),
           .mouse(row: 12, col: 70, kind: .press), .mouse(row: 12, col: 70, kind: .release),
           .mouse(row: 20, col: 10, kind: .wheelUp), .mouse(row: 20, col: 10, kind: .wheelDown)]

    @Test("random walks of keys: each frame drawn with one kept cache is the one a new cache draws", arguments: 0..<8)
    func randomWalks(seed: UInt64) {
        var random = SplitMix(state: seed)
        let sizes = [roomy, compact, ScreenSize(rows: 60, cols: 200)]
        let size = sizes[Int(seed) % sizes.count]
        var state = explorer()
        let cache = RenderCache()
        var canvas = Canvas(rows: 0, cols: 0)
        var walked: [Key] = []
        for _ in 0..<200 {
            let key = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            walked.append(key)
            let effects = state.handle(key, size: size)
            // A confirmed quit ends the walk, as it ends the explorer.
            if effects.contains(where: { if case .quit = $0 { true } else { false } }) { break }
            Explorer.render(state, size: size, into: &canvas, cache: cache)
            let fresh = Explorer.render(state, size: size)
            guard canvas.text == fresh.text, canvas.styleMask == fresh.styleMask else {
                Issue.record("seed \(seed) at \(size): frame differs after \(walked.map { "\($0)" }.joined(separator: " "))")
                return
            }
        }
    }
}
