import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI
import LocflowDesigner
@testable import locflow

/// The save key opens a small menu: the scenario, or one of `locflow export`'s formats.
@Suite struct SaveMenuTests {
    @Test func saveKeyOpensTheMenuAndRequestsNothingYet() {
        var state = explorer(keys: "w2")
        #expect(press(.char("s"), into: &state).isEmpty)
        #expect(state.view.menu?.kind == .save)
    }

    @Test func eachRowRequestsItsFormat() {
        for (index, format) in SaveFormat.allCases.enumerated() {
            var state = explorer(keys: "w2s")
            #expect(press(.char(Character("\(index + 1)")), into: &state).isEmpty, "the name is asked for first")
            #expect(state.view.menu == nil)
            let save = press(.enter, into: &state).saved
            #expect(save?.format == format)
        }
    }

    /// The save feature on its own, without an explorer: its events, its state and the effect it
    /// completes, with the session a target names lent by the test.
    @Test func theSaveFeatureOnItsOwn() {
        let session = { (target: SaveTarget) in
            Session(name: target.name ?? "default", steps: Array(repeating: .action(.wait(seconds: 1)), count: target.branchThrough ?? 0))
        }
        var draft = SaveDraft()
        #expect(draft.update(.begin(branchThrough: 2), session: session) == nil)
        #expect(draft.update(.choose(.maestro), session: session) == nil)
        let effect = draft.update(.name("Flow"), session: session)
        #expect(effect == .save(SaveRequest(session: session(SaveTarget(branchThrough: 2, name: "Flow")), format: .maestro, currentBranch: false)))
        #expect(draft.target == SaveTarget() && draft.format == .maestro, "the target is spent; the format stays the menu's last choice")
        #expect(draft.update(.begin(branchThrough: nil), session: session) == nil)
        #expect(draft.update(.name(""), session: session) == .save(SaveRequest(session: session(SaveTarget()), format: .maestro, currentBranch: true)))
        _ = draft.update(.begin(branchThrough: 3), session: session)
        #expect(draft.update(.cancel, session: session) == nil && draft.target == SaveTarget())
    }

    @Test func escapeCancelsTheSave() {
        var state = explorer(keys: "w2s")
        #expect(press(.escape, into: &state).isEmpty)
        #expect(state.view.menu == nil)
    }

    @Test func savedExportSaysWhatItIs() throws {
        var state = explorer(keys: "w2s2")
        let save = try #require(press(.enter, into: &state).saved)
        state.sessionSaved(save, to: "/tmp/x-xcuitest.swift")
        #expect(state.log.contains { $0.text.contains("saved 2 steps as an XCUITest: /tmp/x-xcuitest.swift") })
    }

    @Test func picture() {
        assertSnapshot(LocflowUITests.picture(explorer(keys: "w2s")), named: "menu-save")
    }
}

/// The save menu's storyboards: the session's prompts with the app's own copy,
/// titled as the name field says; the page is `locflow storyboard`'s (LocflowDesignerTests
/// compare it with the command's output on the saved scenario).
@Suite struct SaveStoryboardTests {
    @Test func theStoryboardRowsAskForATitleAndRequestTheirFormat() {
        let rows: [(String, SaveFormat, String)] = [
            ("5", .storyboard, "-storyboard.html"), ("6", .storyboardSVG, "-storyboard.svg"), ("7", .storyboardMarkdown, "-storyboard.md"),
        ]
        for (digit, format, suffix) in rows {
            var state = explorer(keys: "w2s" + digit)
            #expect(state.view.textEdit?.target == .saveName(format))
            let screen = picture(state)
            #expect(screen.contains("Save \(format.noun) as"))
            #expect(screen.contains("the storyboard's title · typing replaces it · Enter: save"))
            press(.ctrl("u"), into: &state)
            type("Café finder, first run", into: &state)
            let save = press(.enter, into: &state).saved
            #expect(save?.format == format)
            #expect(format.fileSuffix == suffix)
            #expect(save?.session.name == "Café finder, first run")
        }
    }

    @Test func thePageHasTheTitleThePromptAndTheAppsOwnCopy() throws {
        var state = explorer()
        press(.char("e"), .tab, .ctrl("u"), into: &state)
        type("Finds the café nearest to you", into: &state)
        press(.enter, .escape, into: &state)
        type("w2s5", into: &state)
        press(.ctrl("u"), into: &state)
        type("Café finder", into: &state)
        let save = try #require(press(.enter, into: &state).saved)
        let board = try #require(save.format.board)
        let html = try board.page(of: save.session, file: "the explorer's session")
        #expect(html.contains("<h1>Café finder</h1>"))
        #expect(html.contains("Allow “Demo” to use your location?"))
        #expect(html.contains("Finds the café nearest to you"))
        #expect(html.contains("from the explorer&#39;s session"))
        state.sessionSaved(save, to: "/tmp/a-storyboard.html")
        #expect(state.log.last?.text == "saved 3 steps as a storyboard: /tmp/a-storyboard.html  (open it in a browser; docs/designer-guide.md)")
    }

    @Test func theNameFieldTakesNoClicksAndShowsOverTheDesignerView() throws {
        var state = explorer(keys: "w")
        let button = try #require(PromptView.buttonRects(state.sim.prompt!, in: Layout(roomy).prompt).first)
        type("s1", into: &state)
        press(.mouse(row: button.row, col: button.col, kind: .press), into: &state)
        #expect(state.sim.prompt != nil, "a click under the name field does not tap the alert")
        #expect(state.view.textEdit?.target == .saveName(.scenario))
        var designer = explorer(keys: "wD")
        type("s1", into: &designer)
        #expect(picture(designer).contains("Save a scenario as"))
    }
}
