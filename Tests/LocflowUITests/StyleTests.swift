import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// Styles that carry meaning, checked on the style mask.
@Suite struct StyleTests {
    /// The mask row of a screen row, and the text row, for the same state.
    private func rows(_ state: ExplorerState, _ row: Int) -> (text: String, mask: [Character]) {
        let canvas = Explorer.render(state, size: roomy)
        let text = canvas.lines[row]
        let mask = Array(canvas.styleMask.split(separator: "\n", omittingEmptySubsequences: false)[row])
        return (text, mask)
    }

    @Test func selectedButtonIsReversed() {
        let state = explorer(keys: "w")
        let rects = PromptView.buttonRects(state.sim.prompt!, in: Layout(roomy).prompt)
        let canvas = Explorer.render(state, size: roomy)
        for (index, rect) in rects.enumerated() {
            let code = canvas[rect.row, rect.col + 1].style.maskCode
            #expect(code == (index == 0 ? "R" : "p"), "button \(index + 1)")
        }
    }

    @Test func appliedServicesColumnIsHighlighted() {
        let layout = Layout(roomy)
        let whenInUse = rows(explorer(keys: "w2"), layout.services.row)
        let marker = Array(whenInUse.text).firstIndex(of: "▸")!
        #expect(whenInUse.mask[marker] == "R")
        #expect(String(Array(whenInUse.text)[(marker + 1)...(marker + 6)]) == "In use")
        let notDetermined = rows(explorer(), layout.services.row)
        #expect(!notDetermined.text.contains("▸"))
        #expect(!notDetermined.mask.contains("R"))
    }

    @Test func logKindsHaveDistinctGlyphs() {
        let glyphs: [LogEntry.Kind] = [.action, .callback, .note, .console, .explorer, .expectPassed, .expectFailed]
        let all = glyphs.map { LogEntry(time: 0, kind: $0, text: "").glyph }
        #expect(Set(all).count == all.count)
    }

    @Test func hostileAppNamesAreSanitisedAndCut() {
        let name = "Evil\u{1B}[2J\u{07}App 日本語 " + String(repeating: "x", count: 80)
        let state = explorer(app: AppConfig(name: name), keys: "w")
        let text = picture(state)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("␛[2J␇App 日本語"))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 100 })
    }

    @Test func approximateMarkerIsShownWhenTheCoreSaysSo() {
        #expect(picture(explorer(keys: "w")).contains("≈ approximate: button order of iOS 14+"))
        #expect(!picture(explorer(.iOS10, keys: "w")).contains("≈ approximate"))
    }
}
