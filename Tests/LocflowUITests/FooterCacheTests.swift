import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// Frames copy the footer from a cache; it must show exactly what drawing it anew shows.
@Suite("The footer cache")
struct FooterCacheTests {
    /// Footers as drawn directly and through `cache` (kept from the footers before), at one size.
    static func footers(_ state: ExplorerState, _ size: ScreenSize, cache: inout FooterCache) -> (direct: Canvas, cached: Canvas) {
        let area = Layout(size).footer
        var direct = Canvas(rows: size.rows, cols: size.cols)
        FooterView.draw(state, in: area, on: &direct)
        var cached = Canvas(rows: size.rows, cols: size.cols)
        cache.draw(state, in: area, on: &cached)
        return (direct, cached)
    }

    @Test("a session's every footer, at three sizes, is the one drawn anew")
    func sameAsDrawn() {
        var state = explorer()
        var cache = FooterCache()
        // Prompts, answers, help, the menus (iOS version, Info.plist, presets), undo, the
        // timeline, the lens, coverage: states the footer's groups change in.
        let keys: [Key] = "w2a1,.?".map(Key.char) + [.escape, .char("o"), .escape, .char("e"), .escape, .char("g"), .escape]
            + "zjjddxxw".map(Key.char)
        for key in keys {
            state.handle(key, size: roomy)
            for size in [roomy, ScreenSize(rows: 24, cols: 80), ScreenSize(rows: 60, cols: 200)] {
                let (direct, cached) = Self.footers(state, size, cache: &cache)
                #expect(direct.text == cached.text, "after \(key) at \(size)")
                #expect(direct.styleMask == cached.styleMask, "after \(key) at \(size)")
            }
        }
    }

    @Test("a state that changes what is available changes the key")
    func keyFollowsAvailability() {
        let idle = explorer()
        let prompted = explorer(keys: "w")
        let area = Layout(roomy).footer
        #expect(FooterCache.key(idle, area: area) != FooterCache.key(prompted, area: area))
        #expect(FooterCache.key(idle, area: area) == FooterCache.key(explorer(), area: area))
    }
}
