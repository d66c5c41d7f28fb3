import CellGrid
import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI
@testable import locflow

/// A presented `--scenario` a stray key cannot derail: a step the file
/// does not contain is undone by the next `n`, which says so; the counter counts presses; the
/// designer view keeps the `n: … (k/N)` hint, the ✓ results and a status line; the start-up
/// notice stays out of the log; the quit question names the way back that works.
@Suite struct StrayKeyTests {
    /// The contract's first file: an `expect` before the first action.
    private let text = """
        name: upgrade demo
        ios: "18"
        steps:
          - expect: { status: notDetermined, prompt: none }
          - requestWhenInUseAuthorization
          - expect: { prompt: whenInUse }
          - tap Allow While Using App
          - expect: { status: authorizedWhenInUse }
          - requestAlwaysAuthorization
          - expect: { prompt: upgrade }
          - tap Change to Always Allow
          - expect: { status: authorizedAlways }
          - requestAlwaysAuthorization
          - expect: { prompt: none, callbacks: [] }
        """

    private func presented() throws -> ExplorerState {
        let scenario = try ScenarioParser.parse(text, file: "t.yaml")
        var state = ExplorerState(config: scenario.setup, scenario: ScenarioProgress(scenario))
        state.support = .standard  // the designer's words, as the binary draws them
        return state
    }

    // MARK: - Point 1: a stray key

    @Test func aStrayDigitIsUndoneByTheNextNWhichSaysSo() throws {
        var state = try presented()
        type("n", into: &state)  // the prompt appears
        type("3", into: &state)  // Don't Allow, by mistake
        #expect(state.sim.authorizationStatus == .denied)
        #expect(state.scenario?.offScript?.by == "\u{2018}3\u{2019}")
        #expect(picture(state).contains("off script after \u{2018}3\u{2019}: n goes back"))
        type("n", into: &state)
        #expect(state.log.contains { $0.text.hasPrefix("the screen left the scenario after your \u{2018}3\u{2019}: n went back") })
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse)  // the file's tap, played on the file's screen
        #expect(!state.log.contains { $0.kind == .expectFailed })
        type("nnn", into: &state)
        #expect(state.scenario?.isFinished == true && state.scenario?.failed == 0)
        // Nothing is lost: the stray tap stays in the timeline as a branch.
        #expect(state.timeline.nodeCount > state.timeline.position + 1)
    }

    @Test func aStrayClickIsNamedAsOne() throws {
        var state = try presented()
        type("n", into: &state)
        let button = PromptView.buttonRects(state.sim.prompt!, in: Layout(roomy).prompt)[0]
        press(.mouse(row: button.row, col: button.col + 1, kind: .press), into: &state)
        #expect(state.scenario?.offScript?.by == "click")
        type("n", into: &state)
        #expect(state.log.contains { $0.text.hasPrefix("the screen left the scenario after your click") })
    }

    @Test func zUndoingTheStrayStepPutsTheScreenBackOnTheFile() throws {
        var state = try presented()
        type("n3,", into: &state)  // two stray steps
        type("zz", into: &state)
        #expect(state.scenario?.offScript == nil)
        type("n", into: &state)
        #expect(!state.log.contains { $0.text.contains("left the scenario") })
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse)
    }

    @Test func keysThatOnlyChangeTheViewStayOnTheFile() throws {
        var state = try presented()
        type("n", into: &state)
        type("DDjjxx?", into: &state)
        press(.escape, into: &state)
        #expect(state.scenario?.offScript == nil)
    }

    // MARK: - Point 3: the counter

    @Test func theCounterCountsEachPress() throws {
        var state = try presented()
        #expect(state.scenario?.presses == 5)
        var seen: [String] = []
        for _ in 0..<5 {
            seen.append(HeaderView.scenarioHint(state) ?? "")
            type("n", into: &state)
        }
        #expect(seen.map { $0.hasSuffix("/5) ") } == Array(repeating: true, count: 5))
        #expect(seen.enumerated().allSatisfy { $0.element.contains("(\($0.offset + 1)/5)") }, "\(seen)")
        #expect(state.scenario?.isFinished == true)
    }

    @Test func theDesignerViewKeepsTheHintAndTheResults() throws {
        var state = try presented()
        type("D", into: &state)
        #expect(picture(state, compact).contains("n: requestWhenInUseAuthorization (1/5)"))
        type("n", into: &state, size: compact)
        let screen = picture(state, compact)
        #expect(screen.contains("(2/5)"))
        #expect(screen.contains("\u{2713} line 6: expect held"))
        assertSnapshot(screen, named: "designer-scenario-80x24")
    }

    // MARK: - Point 4: the designer's status line

    @Test func nothingHappeningIsSaidInPlainWords() {
        var state = explorer(keys: "w2rbD")  // a region monitor, then the app is suspended
        type("r", into: &state)
        let screen = picture(state, compact)
        #expect(screen.contains("Nothing happened: the app is suspended"), "\(screen)")
        #expect(!screen.contains("(D22)"))
    }

    @Test func aSaveIsSaidInTheDesignerView() {
        var state = explorer(keys: "w2D")
        state.sessionSaved(to: "/tmp/storyboard.html")
        #expect(picture(state, compact).contains("saved 2 steps as"))
    }

    // MARK: - Point 2 and 8: the notice, the quit question

    @Test func theStartUpNoticeIsOverTheFooterUntilTheFirstKey() {
        var state = explorer()
        state.showNotice(["unfinished session 20261128-041213-4242 (iOS 18, 3 steps): locflow --resume 20261128-041213-4242 brings it back"])
        #expect(!state.log.contains { $0.text.contains("unfinished session") })
        #expect(picture(state, compact).contains("unfinished session 20261128-041213-4242"))
        type("w", into: &state)
        #expect(!picture(state, compact).contains("unfinished session"))
    }

    @Test func theQuitQuestionNamesTheSessionsID() {
        var state = explorer(keys: "w")
        state.journalOpened(id: "20261128-041213-4242")
        type("q", into: &state)
        #expect(picture(state, compact).contains("locflow --resume 20261128-041213-4242"))
    }

    // MARK: - The demo guide

    /// docs/demo-guide.md carries the stray-key table of every key (UPDATE_DOCS=1 rewrites it).
    @Test func theDemoGuideCoversEveryKey() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("docs/demo-guide.md")
        let table = Command.markdownStrayKeyTable()
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            if let start = lines.firstIndex(where: { $0.hasPrefix("| Keys while a scenario is presented |") }) {
                var end = start
                while end < lines.count && lines[end].hasPrefix("|") { end += 1 }
                lines.replaceSubrange(start..<end, with: table.components(separatedBy: "\n"))
                try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let guide = try String(contentsOf: url, encoding: .utf8)
        #expect(guide.contains(table), "paste into docs/demo-guide.md:\n\(table)")
        for command in Command.allCases {
            #expect(table.contains(command.keys[0].name) || command.family != nil, "\(command) is missing")
        }
    }

    // MARK: - Point 5: overlays keep the designer view

    @Test(arguments: ["e", "?", "s", "o", "g"]) func overlaysOpenOverTheDesignerView(key: String) {
        var state = explorer(keys: "wD")
        type(key, into: &state, size: compact)
        let screen = picture(state, compact)
        #expect(screen.contains("designer view"), "\(screen)")
        #expect(!screen.contains("authorizationStatus") && !screen.contains("Delegate log"), "\(screen)")
    }

    @Test func theInfoPlistMenusHintIsWholeAt80Columns() {
        let screen = picture(explorer(keys: "e"), compact)
        let text = screen.replacingOccurrences(of: "\n", with: " ").split(separator: " ", omittingEmptySubsequences: true)
            .filter { !["║", "│"].contains($0) }.joined(separator: " ")
        #expect(text.contains("Tab: edit a purpose string · Esc: done"), "\(screen)")
    }
}

/// A relaunched app's manager is #1 again in the log and the header.
@Suite struct ManagerLabelTests {
    @Test func aRelaunchedAppHasOneManager() {
        var state = explorer(keys: "kl")  // terminate, launch: the core's manager 2
        #expect(state.sim.managers.count == 1)
        type("w2", into: &state)
        let callbacks = state.log.filter { $0.kind == .callback }
        #expect(!callbacks.isEmpty && callbacks.allSatisfy { !$0.text.hasPrefix("#") }, "\(callbacks.map(\.text))")
        #expect(!picture(state).contains("manager #2"))
        type("m", into: &state)  // a second manager: now both are named
        #expect(StatusRows.appText(state.sim).hasSuffix("managers #1 #2"), "\(StatusRows.appText(state.sim))")
    }
}
