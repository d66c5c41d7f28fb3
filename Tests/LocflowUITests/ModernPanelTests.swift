import CellGrid
import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// The "Sessions & updates" panel as a pure view over `ModernPanelModel`, the modern menu (`M`)
/// and the async yields' log lines.
@Suite struct ModernPanelTests {
    /// An app that holds one of everything: two sessions, the stream, two conditions (one with a
    /// pending change), the background activity session, and an approved location button.
    static var busy: ModernPanelModel {
        var model = ModernPanelModel(releases: "iOS 18")
        model.sessions = [
            .init(key: "1", name: "session 1", detail: "goal whenInUse", state: "active"),
            .init(key: "2", name: "session 2", detail: "goal always", state: "active", diagnostics: ["alwaysAuthorizationDenied"]),
        ]
        model.updates = .init(name: "liveUpdates()", state: "running", diagnostics: ["insufficientlyInUse", "accuracyLimited"])
        model.conditions = [
            .init(key: "region1", name: "region region1", detail: "satisfied", state: "awaited"),
            .init(key: "beacon1", name: "beacon beacon1", detail: "unknown→satisfied", state: "awaited",
                  diagnostics: ["insufficientlyInUse"]),
        ]
        model.backgroundActivity = .init(name: "activity session", state: "inactive", diagnostics: ["insufficientlyInUse"])
        model.buttonApproved = true
        model.hasLocationButton = true
        return model
    }

    /// The panel alone, drawn where the layout puts it at `size`.
    func panel(_ model: ModernPanelModel, _ size: ScreenSize) -> String {
        let area = Layout(size).lens
        var canvas = Canvas(rows: area.rows, cols: area.cols)
        ModernPanelView.draw(model, in: Rect(row: 0, col: 0, rows: area.rows, cols: area.cols), on: &canvas)
        return canvas.text
    }

    @Test func panelPictures() {
        assertSnapshot(panel(Self.busy, ScreenSize(rows: 24, cols: 80)), named: "modern-panel-80x24")
        assertSnapshot(panel(Self.busy, ScreenSize(rows: 36, cols: 120)), named: "modern-panel-120x36")
        var early = Self.busy
        early.releases = "iOS 17"
        early.reportsDiagnostics = false
        early.sessions = []
        assertSnapshot(panel(early, ScreenSize(rows: 24, cols: 80)), named: "modern-panel-ios17-80x24")
    }

    @Test func everyObjectShowsItsStateAndDiagnostics() {
        let text = ModernPanelView.lines(Self.busy, width: 60).map(\.text)
        #expect(text.contains("  session 2  goal always  active"))
        #expect(text.contains("    ! alwaysAuthorizationDenied"))
        #expect(text.contains("  liveUpdates()  running"))
        #expect(text.contains("    ! insufficientlyInUse, accuracyLimited"))
        #expect(text.contains("  beacon beacon1  unknown→satisfied  awaited"))
        #expect(text.contains("  activity session  inactive"))
        #expect(text.contains("Location button  approved once (D48)"))
        #expect(text.filter { $0 == "    ✓ no diagnostics" }.count == 2)  // session 1 and region1
    }

    @Test func anEmptyAppSaysSoPerSection() {
        var model = ModernPanelModel(releases: "iOS 18")
        #expect(model.isEmpty)
        model.requiresExplicitSession = true
        let text = ModernPanelView.lines(model, width: 44).map(\.text)
        #expect(text == [
            "Sessions (CLServiceSession)", "  none · explicit sessions required", "Live updates (liveUpdates())", "  not started",
            "Monitor (CLMonitor)", "  no conditions", "Background activity", "  none", "Location button  none on screen",
        ])
        model.buttonApproved = true
        #expect(!model.isEmpty, "an approved button is something the app has used")
    }

    @Test func beforeIOS18ThereAreNoDiagnostics() {
        var model = Self.busy
        model.reportsDiagnostics = false
        let text = ModernPanelView.lines(model, width: 44).map(\.text)
        #expect(!text.contains { $0.contains("!") || $0.contains("✓") })
        #expect(text.filter { $0 == "    no diagnostics before iOS 18" }.count == 6)
    }

    @Test func aRuleSetWithoutModernAPIsSaysWhichReleaseBringsThem() {
        var model = ModernPanelModel(releases: "iOS 14")
        model.available = false
        let text = ModernPanelView.lines(model, width: 44).map(\.text).joined(separator: " ")
        #expect(text.contains("iOS 14 has none of the modern APIs"))
        #expect(text.contains("CLServiceSession with 18"))
    }

    @Test func longDiagnosticsWrapAndAFullPanelSaysHowMuchIsCut() {
        var model = Self.busy
        model.sessions[1].diagnostics = ["authorizationDenied", "authorizationRequestInProgress", "serviceSessionRequired", "alwaysAuthorizationDenied"]
        let lines = ModernPanelView.object(model.sessions[1], model, 40).map(\.text)
        #expect(lines.count >= 3)
        #expect(lines.dropFirst().allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines[1].hasPrefix("    ! ") && lines[2].hasPrefix("      "))
        model.conditions += (2...9).map { .init(key: "region\($0)", name: "region region\($0)", detail: "unknown", state: "awaited") }
        let picture = panel(model, ScreenSize(rows: 24, cols: 80))
        #expect(picture.contains("more lines"), "\(picture)")
    }

    @Test func yieldsAreMarkedByWhereTheAppReceivesThem() {
        #expect(LogEntry.yield(.session(2, [.insufficientlyInUse]), time: 0).text == "async CLServiceSession #2 diagnostics → session2(insufficientlyInUse)")
        #expect(LogEntry.yieldSource(.update(location: true, [.accuracyLimited])) == "async liveUpdates()")
        #expect(LogEntry.yieldSource(.event(id: "home", state: .satisfied, [])) == "async CLMonitor events")
        #expect(LogEntry.yieldSource(.backgroundActivity([])) == "async CLBackgroundActivitySession diagnostics")
        #expect(LogEntry.yieldSource(.locationButton) == "handler LocationButton action")
        let entry = LogEntry.yield(.locationButton, time: 5)
        #expect(entry.kind == .yield && entry.glyph == "⇠" && entry.glyph != LogEntry(time: 0, kind: .callback, text: "").glyph)
    }

    @Test func theMenuNamesWhatTheAppHolds() {
        let empty = ModernMenu.rows(ModernPanelModel(releases: "iOS 18"), panelShown: false)
        #expect(empty.count == ModernMenu.count)
        #expect(empty.map(\.line) == [
            "liveUpdates start", "session start whenInUse", "session start always", "session start none", nil,
            "backgroundActivity start", "monitor add region region1", "monitor add beacon beacon1", nil, nil, nil,
            "tap LocationButton", "forceQuit", nil,
        ])
        #expect(empty.last?.isPanelToggle == true && empty.last?.value == "show Sessions & updates")
        #expect(!empty[4].isAvailable && empty.last!.isAvailable)
        let busy = ModernMenu.rows(Self.busy, panelShown: true)
        #expect(busy.count == ModernMenu.count)
        #expect(busy[0].line == "liveUpdates stop" && busy[4].line == "session end 2" && busy[5].line == "backgroundActivity end")
        #expect(busy[6].line == "monitor add region region2" && busy[8].line == "monitor remove beacon1")
        #expect(busy[9].line == "event satisfied beacon1" && busy[10].line == "event unsatisfied beacon1")
        #expect(busy.last?.value == "hide Sessions & updates")
        // Every line the menu plays is one the modern vocabulary's first word names (§3).
        for line in busy.compactMap(\.line) {
            #expect(["liveUpdates", "session", "backgroundActivity", "monitor", "event", "tap", "forceQuit"].contains(String(line.prefix { $0 != " " })))
        }
    }

    @Test func keyMOpensTheMenuAndItsLastRowTogglesThePanel() {
        var state = explorer(keys: "M")
        #expect(state.view.menu?.kind == .modern)
        #expect(state.view.menu?.count == ModernMenu.count)
        let before = state.showsModernPanel
        press(.up, .enter, into: &state)  // the highlight wraps to the last row: the panel
        #expect(state.view.menu == nil)
        #expect(state.showsModernPanel == !before)
        #expect(picture(state).contains("Sessions & updates"))
        type("M", into: &state)
        press(.up, .enter, into: &state)
        #expect(state.showsModernPanel == before)
        // The lens opened on purpose takes the column: the panel gives way.
        type("M", into: &state)
        press(.up, .enter, into: &state)
        type("d", into: &state)
        #expect(picture(state).contains("App-code lens") && !picture(state).contains("Sessions & updates ·"))
    }

    @Test func menuPictures() {
        assertSnapshot(picture(explorer(keys: "M"), ScreenSize(rows: 24, cols: 80)), named: "modern-menu-80x24")
    }
}

/// docs/explorer.md shows the panel as it draws.
@Suite struct ModernPanelDocsTests {
    @Test func theDocsCarryThePanelPicture() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/explorer.md"), encoding: .utf8)
        let area = Layout(ScreenSize(rows: 24, cols: 80)).lens
        var canvas = Canvas(rows: area.rows, cols: area.cols)
        ModernPanelView.draw(ModernPanelTests.busy, in: Rect(row: 0, col: 0, rows: area.rows, cols: area.cols), on: &canvas)
        #expect(docs.contains("## Sessions & updates panel"))
        #expect(docs.contains(canvas.text), "paste __Snapshots__/modern-panel-80x24.txt into docs/explorer.md")
    }
}

/// The panel, the menu and the log against the real modern core.
@Suite struct ModernExplorerTests {
    @Test func theFirstModernActionMakesTheFlowExtendedAndReplaysIt() {
        var state = explorer(keys: "w2")  // When-In-Use granted first, as a plain delegate flow
        #expect(!state.config.extended && !state.showsModernPanel)
        type("M3", into: &state)  // session start always
        #expect(state.config.extended)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse, "the steps before were played again")
        #expect(state.sim.modern.sessions.map(\.goal) == [.always])
        #expect(state.showsModernPanel, "the panel opens by itself once the app holds a session")
        #expect(state.log.contains { $0.kind == .explorer && $0.text.contains("extended from the install (C2)") && $0.text.contains("2 steps since") })
        #expect(state.log.contains { $0.kind == .yield && $0.text.hasPrefix("async CLServiceSession #1 diagnostics → session1(") })
        #expect(picture(state).contains("session 1  goal always"))
        // Undo takes the session back; the panel follows the state.
        type("z", into: &state)
        #expect(state.sim.modern.sessions.isEmpty)
    }

    @Test func liveUpdatesAskThroughTheImplicitSession() {
        let state = explorer(keys: "M1")
        #expect(state.sim.modern.updates != nil)
        #expect(state.sim.prompt?.kind == .whenInUse, "D39 b: the implicit session's whenInUse goal asks")
        let model = ModernPanelModel(state.sim)
        #expect(model.updates?.state == "running")
        #expect(model.updates?.diagnostics.contains("authorizationRequestInProgress") == true)
    }

    @Test func theLocationButtonIsOnScreenAndTappable() throws {
        var state = explorer(keys: "M13")  // the flow is modern now; Don't Allow on the prompt it brings
        #expect(state.sim.prompt == nil && state.sim.authorizationStatus == .denied)
        #expect(ModernPanelModel(state.sim).hasLocationButton)
        #expect(picture(state).contains(LocationButtonView.label))
        let place = LocationButtonView.rect(in: Layout(roomy).prompt)
        press(.mouse(row: place.row, col: place.col + 2, kind: .press), into: &state)
        #expect(state.sim.prompt?.kind == .locationButton, "a click on the button taps it (D48)")
        let before = explorer(keys: "")
        #expect(!picture(before).contains(LocationButtonView.label), "a delegate-only app has no button")
    }

    @Test("the panel's emptiness read without the model agrees with the model's")
    func emptinessWithoutTheModel() {
        for keys in ["", "M1", "M3", "M13", "M3z", "wMa"] {
            let state = explorer(keys: keys)
            #expect(ModernPanelModel.isEmpty(state.sim) == ModernPanelModel(state.sim).isEmpty, "keys \(keys)")
            #expect(ModernPanelModel.hasLocationButton(state.sim) == ModernPanelModel(state.sim).hasLocationButton, "keys \(keys)")
        }
        #expect(!ModernPanelModel.isEmpty(explorer(keys: "M3").sim), "a session makes the panel non-empty")
    }

    @Test func screenPictures() {
        assertSnapshot(picture(explorer(keys: "M3"), ScreenSize(rows: 24, cols: 80)), named: "modern-session-80x24")
        assertSnapshot(picture(explorer(keys: "M3"), ScreenSize(rows: 36, cols: 120)), named: "modern-session-120x36")
        assertSnapshot(picture(explorer(keys: "M13"), ScreenSize(rows: 24, cols: 80)), named: "modern-button-80x24")
    }
}

/// `--scenario` with a modern file: `n` checks `yields` as `locflow run` does.
@Suite struct ModernScenarioPlayTests {
    @Test func everyModernScenarioHoldsWhenPlayedWithN() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Scenarios/modern")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count >= 10)
        var yieldsChecked = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let scenario = try ScenarioParser.parse(text, file: file)
            #expect(scenario.setup.extended, "\(file)")
            var state = ExplorerState(config: scenario.setup, scenario: ScenarioProgress(scenario))
            while state.scenario?.isFinished == false { type("n", into: &state) }
            let failed = state.log.filter { $0.kind == .expectFailed }.map(\.text)
            #expect(failed.isEmpty, "\(file): \(failed)")
            if text.contains("yields:") { yieldsChecked += 1 }
        }
        #expect(yieldsChecked > 0, "some file checks yields")
    }
}
