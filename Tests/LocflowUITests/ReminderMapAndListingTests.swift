import CellGrid
import LocflowCore
import LocflowDesigner
import Testing
@testable import LocflowUI
@testable import locflow

/// P-REM-13 ("shows a map of collected locations") in the explorer's prompt and the designer view,
/// long button labels wrapped never cut, and the Settings panel before the app asked (§6.1 listing).
@Suite("Reminder map, wrapped labels, the row before the app asked")
struct ReminderMapAndListingTests {
    static let sizes = [compact, roomy]

    @Test("the iOS 13+ reminder shows its map; the iOS 10–12 one has none (D26)")
    func reminderHasMap() throws {
        let modern = try #require(explorer(.iOS18, keys: Flow.reminder(.iOS18)).sim.prompt)
        #expect(modern.kind == .reminder && modern.showsLocationsMap)
        let legacy = try #require(explorer(.iOS12, keys: Flow.reminder(.iOS12)).sim.prompt)
        #expect(legacy.kind == .reminder && !legacy.showsLocationsMap)
        #expect(!(try #require(explorer(.iOS18, keys: Flow.whenInUse).sim.prompt)).showsLocationsMap)
    }

    @Test("explorer: the reminder's map line and every button label whole, at 80×24 and 100×30", arguments: sizes)
    func explorerReminder(size: ScreenSize) {
        let text = picture(explorer(.iOS18, keys: Flow.reminder(.iOS18)), size)
        #expect(text.contains("▧ map of collected locations"), "\(text)")
        let joined = text.replacing("│", with: " ").split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: " ")
        #expect(joined.contains("Change to Only While Using"), "\(text)")
        #expect(!text.contains("While Us…"), "\(text)")
    }

    @Test("designer view: the reminder's map and 'Change to Only While Using' on two lines, never cut", arguments: sizes)
    func designerReminder(size: ScreenSize) throws {
        var state = explorer(.iOS18, keys: Flow.reminder(.iOS18))
        press(.char("D"), into: &state, size: size)
        let canvas = Explorer.render(state, size: size)
        let alert = DesignerViewTests.alertText(canvas)
        #expect(!alert.joined().contains("…"), "a cut label at \(size):\n\(alert.joined(separator: "\n"))")
        #expect(alert.contains { $0.contains("●") } && alert.contains { $0.contains("░") }, "no map at \(size)")
        let words = alert.map { $0.replacing("│", with: " ").split(separator: " ").joined(separator: " ") }.joined(separator: " ")
        #expect(words.contains("Change to Only While Using") && words.contains("Always Allow"), "\(size):\n\(alert.joined(separator: "\n"))")
        let prompt = try #require(state.sim.prompt)
        let rects = DesignerView.buttonRects(prompt, DesignerWords.designer.alert(prompt), size: size)
        #expect(rects.count == 2 && rects.allSatisfy { $0.cols > 0 })
        assertSnapshot(canvas.text, named: "designer-reminder-\(size.cols)x\(size.rows)")
    }

    @Test("the explorer's reminder at 80×24 (picture)")
    func explorerPicture() {
        assertSnapshot(picture(explorer(.iOS18, keys: Flow.reminder(.iOS18)), compact), named: "reminder-map-80x24")
    }

    @Test("Settings before the first request: “Demo” is not listed until it asks; the keys set it ahead", arguments: sizes)
    func notListedYet(size: ScreenSize) {
        let before = picture(explorer(.iOS18), size)
        #expect(before.contains("“Demo” is not listed in Settings until it"), "\(before)")
        #expect(before.contains("N K W A: set it ahead ≈"), "\(before)")
        #expect(!before.contains("“Demo” row:"))
        let after = picture(explorer(.iOS18, keys: Flow.whenInUse), size)
        #expect(after.contains("“Demo” row:") && !after.contains("is not listed"), "\(after)")
    }

    @Test("a setting chosen before the app asked lists the row (the shortcut) and says so in the log")
    func shortcutLists() {
        var state = explorer(.iOS18)
        press(.char("A"), into: &state)
        #expect(state.sim.listedInSettings && state.sim.authorizationStatus == .authorizedAlways)
        #expect(state.log.contains { $0.kind == .note && $0.text.contains("not listed in Settings until it asks") && $0.text.contains("≈ approximate: §6.1 listing") })
    }

    @Test("the Settings picture before the first request at 80×24")
    func notListedPicture() {
        assertSnapshot(picture(explorer(.iOS18), compact), named: "settings-not-listed-80x24")
    }
}
