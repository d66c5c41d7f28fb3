import CellGrid
import Foundation
import LocflowCore
import LocflowDesigner
import LocflowScenario
import Testing
@testable import LocflowUI

/// Small faults from walking the explorer as a designer and a tester: a save's title field, what
/// the footer offers while a field has focus, long lines at 80 columns, duplicate storyboard
/// cards, and the rule-set note of `--ios 17.4` on screen.
@Suite struct WalkFrictionTests {
    /// The default name is offered selected: the title typed replaces it.
    @Test func aTitleTypedReplacesTheDefaultName() {
        var state = explorer(keys: "w2s")
        type("5", into: &state)  // storyboard (HTML)
        #expect(state.view.textEdit?.text == ExplorerState.sessionName)
        type("Onboarding", into: &state)
        #expect(state.view.textEdit?.text == "Onboarding")
        #expect(press(.enter, into: &state).saved?.session.name == "Onboarding")
        // A cursor move first keeps the default, to edit it; Backspace clears it.
        var editing = explorer(keys: "s1")
        press(.left, into: &editing)
        type("!", into: &editing)
        #expect(editing.view.textEdit?.text == String(ExplorerState.sessionName.dropLast()) + "!" + String(ExplorerState.sessionName.suffix(1)))
        var cleared = explorer(keys: "s1")
        press(.backspace, into: &cleared)
        #expect(cleared.view.textEdit?.text == "")
    }

    /// While a field has focus every key is typed into it: the footer names the field's keys,
    /// not the prompt's.
    @Test func theFooterNamesTheFieldsKeysWhileOneHasFocus() {
        let prompt = explorer(keys: "w")
        #expect(footer(prompt).contains("Prompt:"))
        var state = prompt
        type("s1", into: &state)
        let shown = footer(state)
        #expect(!shown.contains("Prompt:") && !shown.contains("1-3") && shown.contains("Enter accept") && shown.contains("Esc cancel"), "\(shown)")
        // The cached footer agrees with a fresh one.
        let cache = RenderCache()
        var canvas = Canvas(rows: 0, cols: 0)
        Explorer.render(prompt, size: compact, into: &canvas, cache: cache)
        Explorer.render(state, size: compact, into: &canvas, cache: cache)
        #expect(canvas.text == Explorer.render(state, size: compact).text)
    }

    private func footer(_ state: ExplorerState) -> String {
        picture(state, compact).components(separatedBy: "\n").suffix(2).joined(separator: "\n")
    }

    /// At 80 columns the designer view's status line keeps a save's file name whole: the line
    /// takes a second row rather than cutting the part that matters.
    @Test func aSaveConfirmationKeepsTheFileNameAt80Columns() {
        var state = explorer(keys: "wD")
        let path = "/home/designer/projects/onboarding-review/exports/locflow-session-20261204-203000-storyboard.html"
        state.sessionSaved(to: path)
        let screen = picture(state, compact)
        #expect(screen.contains("locflow-session-20261204-203000-storyboard.html"), "\(screen)")
        #expect(screen.contains("(locflow run replays it)"), "\(screen)")
    }

    /// "Nothing happened: …" keeps its reason whole at 80 columns.
    @Test func nothingHappenedKeepsItsReasonAt80Columns() throws {
        var state = explorer(keys: "D")
        state.say("requestWhenInUseAuthorization ignored: the app is suspended in the background and runs no code until an event or the person wakes it (D22)", kind: .note)
        let status = try #require(state.designerStatus)
        let text = picture(state, compact).replacingOccurrences(of: "\n", with: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        #expect(text.contains(status), "\(status)")
    }

    /// A long path in the log wraps at its separators, never inside a name.
    @Test func longPathsWrapAtSeparators() {
        let path = "/home/designer/projects/onboarding-review/exports/locflow-session-20261204-storyboard.html"
        let lines = TextWrap.wrap("saved 3 steps as a storyboard: " + path, width: 40)
        #expect(lines.joined(separator: "").replacingOccurrences(of: " ", with: "").contains(path.replacingOccurrences(of: " ", with: "")))
        for line in lines.dropLast() where line.contains("/") {
            #expect(line.hasSuffix("/") || line.hasSuffix(".") || line.hasSuffix(":"), "\(lines)")
        }
    }

    /// `p` flips the Precise switch on the alert already on screen: one card, drawn as the switch
    /// was left, not one card per press.
    @Test func precisePressesAddNoStoryboardCards() throws {
        var state = explorer(keys: "wppp")
        type("2", into: &state)
        let page = try BoardFormat.md.page(of: state.session, file: "s")
        let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(state.session), file: "s")
        let frames = Storyboard(scenario).frames
        #expect(frames.count == 1, "\(page)")
        #expect(frames.first?.prompt.precise == false)
    }

    /// `--ios 17.4` runs as rule set 16: the explorer says so on screen, with the install.
    @Test func theRuleSetNoteIsOnScreen() throws {
        let version = try #require(IOSVersion("17.4"))
        let state = ExplorerState(config: Setup(ios: version))
        let note = try #require(version.mappingNote)
        #expect(state.log.contains { $0.text.contains(note) }, "\(state.log.map(\.text))")
    }
}
