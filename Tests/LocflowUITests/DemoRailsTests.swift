import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// A demo that cannot derail: the quit question, `n` per action,
/// rewinding, scenarios set aside by fresh installs, the footer's core keys, undo/redo labels,
/// scrolling help, `/` search, time keys and mouse clicks on rows.
@Suite struct DemoRailsTests {
    private let text = askNextTimeScenario

    private func scenarioExplorer() throws -> ExplorerState {
        let scenario = try ScenarioParser.parse(text, file: "t.yaml")
        return ExplorerState(config: scenario.setup, scenario: ScenarioProgress(scenario))
    }

    // MARK: - Quit

    @Test func qAsksAndASecondQQuits() {
        var state = explorer()
        #expect(type("q", into: &state).quit == nil)
        #expect(state.view.quitPending)
        #expect(type("q", into: &state).quit == false)
    }

    @Test func yAlsoConfirms() {
        var state = explorer(keys: "q")
        #expect(type("y", into: &state).quit == false)
    }

    @Test func anyOtherKeyCancelsAndDoesNothingElse() {
        var state = explorer(keys: "q")
        let before = state.sim
        let stray = type("w", into: &state)  // the stray key next to q: neither quits nor requests
        #expect(!state.view.quitPending && stray.isEmpty)
        #expect(state.sim == before)
        type("w", into: &state)
        #expect(state.sim.prompt != nil)
    }

    /// A stray Ctrl-C asks as `q` does; a second one quits as an interrupted program (130).
    @Test func ctrlCAsksAndASecondQuitsInterrupted() {
        var state = explorer()
        #expect(press(.ctrl("c"), into: &state).quit == nil)
        #expect(state.view.quitPending)
        #expect(press(.ctrl("c"), into: &state).quit == true)
        // Another key stays; `q` confirms without the interrupt status.
        var stays = explorer()
        press(.ctrl("c"), into: &stays)
        let w = type("w", into: &stays)
        #expect(!stays.view.quitPending && w.quit == nil && stays.sim.prompt == nil)
        var quits = explorer()
        press(.ctrl("c"), into: &quits)
        #expect(type("q", into: &quits).quit == false)
    }

    @Test func quitQuestionPicture() {
        var state = explorer(keys: "w")
        state.journalOpened(id: "20261128-041213-4242")
        type("q", into: &state)
        let screen = picture(state, compact)
        #expect(screen.contains("Quit locflow?") && screen.contains("locflow --resume 20261128-041213-4242"))
        assertSnapshot(screen, named: "quit-question-80x24")
    }

    // MARK: - Scenario

    @Test func onePressPerActionWithItsExpectations() throws {
        var state = try scenarioExplorer()
        #expect(state.scenario?.presses == 3)
        type("n", into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse)
        #expect(state.log.last?.kind == .expectPassed)  // the expect after the request rode along
        type("n", into: &state)
        #expect(state.sim.prompt == nil)
        type("n", into: &state)
        #expect(state.scenario?.isFinished == true)
        #expect(state.log.contains { $0.kind == .expectFailed && $0.text.contains("status: expected denied, got notDetermined") })
        #expect(state.log.last?.text == "scenario done: 1 of 3 expectations failed — B rewinds to step 1")
        type("n", into: &state)
        #expect(state.log.last?.text == "scenario done — B rewinds to step 1")
    }

    @Test func headerShowsTheNextActionNotTheExpectation() throws {
        var state = try scenarioExplorer()
        type("n", into: &state)  // the next step in the file is the expect after the request
        #expect(state.scenario?.nextText == "tap Allow While Using App")
        #expect(picture(state).contains("n: tap Allow While Using App (2/3)"))
    }

    @Test func rewindStartsOverAtStepOne() throws {
        var state = try scenarioExplorer()
        type("nnn", into: &state)
        type("B", into: &state)
        #expect(state.scenario?.next == 0 && state.scenario?.checked == 0)
        #expect(state.sim.ruleSet == .iOS16 && state.sim.app.name == "Tracker" && state.sim.authorizationStatus == .notDetermined)
        #expect(state.log.contains { $0.text.contains("rewound: fresh install on iOS 16") })
        type("n", into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse)
    }

    @Test(arguments: ["g1", "o1", "e1"]) func freshInstallsOutsideTheFileSetItAside(keys: String) throws {
        var state = try scenarioExplorer()
        type("n", into: &state)
        type(keys, into: &state)
        press(.escape, into: &state)  // the Info.plist menu stays open
        #expect(state.scenario?.setAside != nil)
        #expect(state.log.contains { $0.text.contains("set aside") })
        let before = state.sim
        type("n", into: &state)
        #expect(state.sim == before)
        #expect(state.log.last?.text.contains("B rewinds") == true)
        type("B", into: &state)
        #expect(state.scenario?.setAside == nil && state.scenario?.next == 0)
    }

    @Test func undoAfterAPresetKeepsTheScenarioAside() throws {
        var state = try scenarioExplorer()
        type("n", into: &state)
        type("g1", into: &state)
        let steps = state.timeline.position
        type("z", into: &state)  // back one of the preset's steps: still not the file's state
        #expect(state.timeline.position == steps - 1)
        #expect(state.scenario?.setAside != nil)  // `n` never plays the file on a state it did not make
    }

    /// ^R is one stray key: the next `n` goes back to where the file was and plays on.
    @Test func restartIsAStrayStepTheNextNUndoes() throws {
        var state = try scenarioExplorer()
        type("n", into: &state)
        let done = state.scenario?.pressesDone
        press(.ctrl("r"), into: &state)
        #expect(state.scenario?.setAside == nil && state.scenario?.offScript != nil)
        #expect(picture(state).contains("off script after \u{2018}^R\u{2019}: n goes back"))
        type("n", into: &state)
        #expect(state.scenario?.pressesDone == done.map { $0 + 1 })
    }

    // MARK: - Footer

    @Test(arguments: [80, 120, 200]) func footerPictures(cols: Int) throws {
        let size = ScreenSize(rows: 30, cols: cols)
        var state = try scenarioExplorer()
        type("n", into: &state, size: size)
        let rows = Explorer.render(state, size: size).text.components(separatedBy: "\n").suffix(2).joined(separator: "\n")
        assertSnapshot(rows, named: "footer-scenario-\(cols)")
    }

    @Test func coreKeysNeverTruncateAt80Columns() throws {
        var states = [explorer(), explorer(keys: "w"), explorer(keys: "w2az"), explorer(keys: "rbR")]
        var playing = try scenarioExplorer()
        type("n", into: &playing, size: compact)
        states.append(playing)
        for state in states {
            let footer = Explorer.render(state, size: compact).text.components(separatedBy: "\n")[22]
            for entry in FooterView.coreEntries(state) {
                #expect(footer.contains("\(entry.keys) \(entry.label)"), "\(entry.keys) \(entry.label) missing from: \(footer)")
            }
            #expect(footer.contains("? help") && footer.contains("s save") && footer.contains("q quit"))
        }
        #expect(FooterView.coreEntries(playing).map(\.keys) == ["?", "n", "s", "z", "q"])
    }

    @Test func undoAndRedoLabelsOfferOnlyWhatIsPossible() {
        let fresh = FooterView.coreEntries(explorer()).map { "\($0.keys) \($0.label)" }
        #expect(!fresh.contains("z undo") && !fresh.contains("y redo"))
        let undone = FooterView.coreEntries(explorer(keys: "wz")).map { "\($0.keys) \($0.label)" }
        #expect(undone.contains("y redo") && !undone.contains("z undo"))
        let both = FooterView.coreEntries(explorer(keys: "w,z")).map { "\($0.keys) \($0.label)" }
        #expect(both.contains("y redo") && both.contains("z undo"))
        // The family entry (help, docs) is labelled by what it holds, never "undo/redo" for one.
        #expect(Command.entries([.redo]).first?.label == "redo")
    }

    // MARK: - Help

    @Test func helpScrollsAndFitsAt80x24() {
        var state = explorer(keys: "?")
        let top = picture(state, compact)
        #expect(top.contains("Common tasks") && top.contains("w 2 a") && top.contains("Mouse"))
        press(.pageDown, .pageDown, .down, into: &state, size: compact)
        #expect(state.view.helpScroll > 0)
        let scrolled = picture(state, compact)
        #expect(scrolled != top)
        assertSnapshot(scrolled, named: "help-80x24-scrolled")
        // Nothing a line says is cut at 80 columns: every help line fits beside its keys.
        let textWidth = HelpOverlay.box(in: Rect(row: 0, col: 0, rows: 24, cols: 80)).cols - 3 - 15
        for line in HelpOverlay.allLines() where !line.heading {
            #expect(DisplayWidth.of(line.help) <= textWidth, "\(line.help)")
            #expect(DisplayWidth.of(line.keys) <= 13, "\(line.keys)")
        }
        press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, into: &state, size: compact)
        #expect(state.view.helpScroll == HelpOverlay.maxScroll(compact))
        press(.up, into: &state, size: compact)
        #expect(state.view.helpScroll == HelpOverlay.maxScroll(compact) - 1)
    }

    // MARK: - Search, time keys

    @Test func slashFiltersTheLogAndNMovesBetweenMatches() {
        var state = explorer(keys: "w2a2")
        type("/didChangeAuth", into: &state)
        #expect(state.view.textEdit == TextEdit(.search, text: "didChangeAuth") && state.view.search == nil)
        press(.enter, into: &state)
        #expect(state.view.search?.applied == "didChangeAuth" && state.view.textEdit == nil)
        let count = state.searchMatchCount
        #expect(count >= 2)
        let screen = picture(state)
        #expect(screen.contains("/didChangeAuth: 1 of \(count)"))
        #expect(!screen.contains("› requestAlwaysAuthorization"))  // filtered out
        let sim = state.sim
        type("n", into: &state)
        #expect(state.view.search?.match == 1 && state.sim == sim)  // n is the next match, not a step
        type("N", into: &state)
        #expect(state.view.search?.match == 0 && state.sim == sim)  // N is the previous match, not Settings › Never
        press(.enter, into: &state)
        #expect(state.view.search?.match == 1)
        press(.escape, into: &state)
        #expect(state.view.search == nil)
        #expect(picture(state).contains("› requestAlwaysAuthorization"))
    }

    @Test func anOldMatchIsScrolledIntoView() {
        var state = explorer(keys: String(repeating: ",", count: 40))
        type("/wait", into: &state)
        press(.enter, into: &state)
        type(String(repeating: "n", count: 30), into: &state)
        let matching = state.log.filter { state.view.search!.matches($0.text) }
        let current = matching[matching.count - 1 - 30]
        let screen = picture(state)
        #expect(screen.contains("[\(Duration.clock(current.time))] \(current.glyph) \(current.text)"))
        #expect(screen.contains("/wait: 31 of \(matching.count)"))
    }

    @Test func timeKeysStayOffSearch() {
        #expect(Command.bound(to: .char("=")) == .wait(seconds: 86_400))
        #expect(Command.bound(to: .char("/")) == .search)
        var state = explorer(keys: "=")
        #expect(state.sim.now == 86_400)
        type(",.", into: &state)
        #expect(state.sim.now == 86_400 + 660)
    }

    // MARK: - Colour

    @Test func noTintIsDarkGrey() {
        // SGR 90 (bright black) and 2 (dim) wash out on a projector; muted text must still be read.
        for tint in Tint.allCases {
            let codes = AnsiFrame.sgr(Style(tint: tint)).dropFirst(2).dropLast().split(separator: ";")
            #expect(!codes.contains("90") && !codes.contains("2"), "\(tint): \(codes)")
        }
    }

    // MARK: - Mouse

    @Test func clicksOnSettingsServicesAndMenuRowsActLikeTheirKeys() {
        var state = explorer()
        let layout = Layout(roomy)
        let settings = SettingsView.hits(state, roomy: true, in: layout.settings)
        let locationServices = settings.first { $0.command == .toggleLocationServices }!.rect
        press(.mouse(row: locationServices.row, col: locationServices.col + 3, kind: .press), into: &state)
        #expect(!state.sim.device.locationServices)
        let standard = ServicesView.hits(state, in: layout.services).first { $0.command == .toggleService(.standard) }!.rect
        press(.mouse(row: standard.row, col: standard.col + 5, kind: .press), into: &state)
        #expect(state.sim.running[.standard] != nil)
        type("o", into: &state)
        let screen = Rect(row: 0, col: 0, rows: roomy.rows, cols: roomy.cols)
        let box = MenuOverlay.box(state.view.menu!, config: state.config, in: screen)
        press(.mouse(row: box.row + 1, col: box.col + 4, kind: .press), into: &state)  // row 1: the oldest iOS
        #expect(state.view.menu == nil && state.sim.ruleSet == RuleSet.delegate[0])
    }

    @Test func clicksOnAnAppRowChoice() {
        var state = explorer(keys: "w2")
        let layout = Layout(roomy)
        let never = SettingsView.hits(state, roomy: true, in: layout.settings).first { $0.command == .setApp(.never) }!.rect
        press(.mouse(row: never.row, col: never.col, kind: .press), into: &state)
        #expect(state.sim.currentSetting == .never)
    }
}
