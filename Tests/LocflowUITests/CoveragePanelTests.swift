import CellGrid
import Foundation
@testable import LocflowCore
import LocflowGraph
import LocflowScenario
import Testing
@testable import LocflowUI
@testable import locflow

/// The coverage panel (`x`): what it counts from the session's timeline, how undo and fresh
/// installs change it, how it shares the right column with the lens, and how it looks.
@Suite struct CoveragePanelTests {
    /// The items of a part the session exercised: the graph's list less the missing ones.
    func covered(_ part: CoverageSummary.Part, of all: [String]) -> [String] {
        all.filter { !part.missing.contains($0) }
    }

    func summary(_ state: ExplorerState, sourceLocation: SourceLocation = #_sourceLocation) throws -> CoverageSummary {
        try #require(state.coverage, "the panel is open, so the state carries its summary", sourceLocation: sourceLocation)
    }

    @Test func aHandCheckedSessionCoversExactlyWhatItDid() throws {
        // requestWhenInUseAuthorization, then Allow While Using App (button 2 on iOS 18).
        let state = explorer(keys: "w2x")
        let got = try summary(state)
        let graph = CoverageGraphs.shared.empty(for: .iOS18)
        #expect(got.ruleSet == .iOS18)
        #expect(covered(got.prompts, of: graph.allPrompts) == ["whenInUse"])
        #expect(covered(got.buttons, of: graph.allButtons) == ["whenInUse › Allow While Using App"])
        #expect(covered(got.statuses, of: graph.allStatuses) == ["notDetermined, fullAccuracy", "authorizedWhenInUse, fullAccuracy"])
        #expect(got.prompts.covered == 1 && got.prompts.total == 6)
        #expect(got.buttons.covered == 1 && got.buttons.total == 16)
        #expect(got.statuses.covered == 2 && got.statuses.total == 10)
        // The two moves: the prompt comes up, and the tap stores While Using and closes it.
        #expect(got.moves.covered == 2 && got.moves.total == 63)
        #expect(!got.moves.missing.contains { $0.hasPrefix("notDetermined  →  notDetermined · prompt whenInUse  (") })
        #expect(!got.moves.missing.contains { $0.hasPrefix("notDetermined · prompt whenInUse  →  whenInUse  (") })
        #expect(got.moves.missing.contains("notDetermined · prompt whenInUse  →  denied  (one step: tap Don't Allow)"))
        #expect(got.statesVisited == 3 && got.transitionsTaken == 2)
        #expect(got.steps == 2 && got.unchangedSteps == 0 && got.outsideSteps == 0)
        #expect(got.otherSetupSteps == 0 && got.forgottenSteps == 0 && got.defaultBuild)
    }

    @Test func thePanelCountsWhatLocflowCoverageCounts() throws {
        // The same steps fed to the graph module directly, as `locflow coverage` replays a file.
        let actions: [Action] = [.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .background,
                                 .event(.regionEntry), .tap("Change to Always Allow"), .createManager, .setApp(.never)]
        var reference = CoverageGraphs.shared.empty(for: .iOS18)
        var sim = Simulation.play(Setup(ruleSet: .iOS18)).0
        reference.visit(sim)
        for action in actions {
            let before = sim
            _ = sim.apply(action)
            reference.record(before: before, action: action, after: sim)
        }
        let want = reference.report()
        let got = try summary(explorer(keys: "a2rbR2mNx"))
        for (mine, theirs) in zip(got.parts, [want.prompts, want.buttons, want.statuses, want.moves]) {
            #expect(mine.covered == theirs.covered && mine.total == theirs.total, "\(mine.name)")
            #expect(mine.missing.count == theirs.missing.count, "\(mine.name)")
        }
        #expect(got.statesVisited == want.statesVisited && got.transitionsTaken == want.transitions.covered)
        #expect(got.steps == 8 && got.unchangedSteps == want.unchangedSteps && got.unchangedSteps == 1)
    }

    /// `locflow coverage` covers an iOS 17 flow on 17's own (modern) graph (D37); the panel
    /// counted the same session on the delegate graph (prompts 2 of 6 against 2 of 4, states
    /// 11 of 30952 against 11 of 1366). One computation now: the same totals, the same lists.
    @Test("the panel and locflow coverage give one report for the same iOS 17 session")
    func thePanelIsTheCommandsReportOnIOS17() throws {
        let state = explorer(.iOS17, keys: "w2a1ux")
        let got = try summary(state)
        let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(state.session), file: "session.yaml")
        var command = Coverage(graph: StateGraph(ruleSet: .iOS17, modern: true))  // what `locflow coverage` picks for 17
        for segment in scenario.installSegments(ios: nil) { command.replay(segment) }
        let want = command.report()
        for (mine, theirs) in zip(got.parts, [want.prompts, want.buttons, want.statuses, want.moves]) {
            #expect(mine.covered == theirs.covered && mine.total == theirs.total, "\(mine.name): \(mine.covered) of \(mine.total) against \(theirs.covered) of \(theirs.total)")
            #expect(mine.missing == theirs.missing, "\(mine.name)")
        }
        #expect(got.statesVisited == want.statesVisited && got.stateCount == want.stateCount)
        #expect(got.transitionsTaken == want.transitions.covered && got.transitionCount == want.transitions.total)
        #expect(got.steps == want.steps, "\(got.steps) steps against \(want.steps)")
        #expect(got.outsideSteps == want.outsideSteps && got.unchangedSteps == want.unchangedSteps,
                "outside \(got.outsideSteps)/\(want.outsideSteps), unchanged \(got.unchangedSteps)/\(want.unchangedSteps)")
    }

    @Test("a move names each step that does it alone, and says which do it only from some states")
    func movesSayWhichStepDoesIt() throws {
        let got = try summary(explorer(.iOS17, keys: "x"))
        let move = try #require(got.moves.missing.first { $0.hasPrefix("Allow Once  →  denied  (") })
        // Allow Once is denied by the person in Settings; a terminate or a wait does it only when
        // Settings already says Never. It read "(settings app never, terminate, wait 10m)".
        #expect(move == "Allow Once  →  denied  (one step, from some states only: settings app never, or terminate, or wait 10m)")
    }

    /// An extended flow's states carry the modern objects (C2): on the delegate API's graph none
    /// of them was found, and every step counted as outside the graph.
    @Test func aModernFlowIsCoveredOnTheModernGraph() throws {
        var state = explorer(.iOS26)
        state.playModern("session start always")
        state.perform(.tap("Allow While Using App"))
        state.perform(.background)
        type("x", into: &state)
        let got = try summary(state)
        #expect(got.ruleSet == .iOS26)
        #expect(got.stateCount == StateGraph(ruleSet: .iOS26, modern: true).states.count)
        #expect(got.steps == 3 && got.outsideSteps == 0, "\(got.steps) steps, \(got.outsideSteps) outside")
        #expect(got.otherSetupSteps == 0, "the first install, before the flow was extended, is the same flow")
        #expect(got.prompts.covered == 1)
    }

    /// Steps taken before the first modern one are the same flow on the same iOS: the panel
    /// used to call them "other iOS or build" in a session that never changed either.
    @Test func stepsBeforeTheFirstModernOneCount() throws {
        var state = explorer(keys: "w2")
        state.playModern("liveUpdates start")
        type("x", into: &state)
        let got = try summary(state)
        #expect(got.otherSetupSteps == 0)
        #expect(got.steps >= 3, "the request, the tap and the modern step (with what it plays) count")
        #expect(got.outsideSteps == 0)
        #expect(got.prompts.covered == 1 && got.buttons.covered == 1)
        #expect(!picture(state).contains("other iOS or build"))
    }

    @Test func undoTakesCoverageBackAndRedoGivesItAgain() throws {
        var state = explorer(keys: "w2x")
        let full = try summary(state)
        type("z", into: &state)  // back to the prompt on screen
        let one = try summary(state)
        #expect(one.steps == 1 && one.buttons.covered == 0 && one.statuses.covered == 1 && one.prompts.covered == 1)
        #expect(one.moves.covered < full.moves.covered)
        type("z", into: &state)  // back to the fresh install
        let none = try summary(state)
        #expect(none.steps == 0 && none.prompts.covered == 0 && none.moves.covered == 0)
        type("yy", into: &state)
        #expect(try summary(state) == full)
        // A new step after an undo discards the undone ones, and their coverage with them.
        type("z3", into: &state)
        let other = try summary(state)
        #expect(other.buttons.missing.contains("whenInUse › Allow While Using App"))
        #expect(!other.buttons.missing.contains("whenInUse › Don't Allow"))
    }

    @Test func anotherIOSVersionStartsFromNothingAndSaysWhatItLeftOut() throws {
        var state = explorer(keys: "w2x")
        let before = try summary(state)
        type("o7", into: &state)  // iOS 16 (row 7 of the ten rule sets): a fresh install
        let after = try summary(state)
        #expect(after.ruleSet == .iOS16 && after.steps == 0)
        #expect(after.prompts.covered == 0 && after.buttons.covered == 0 && after.moves.covered == 0)
        #expect(after.statuses.covered == 1, "the fresh install's notDetermined is seen")
        #expect(after.otherSetupSteps == 3, "the iOS 18 install and its two actions")
        #expect(picture(state, compact).contains("other iOS or build: 3 steps not counted"))
        type("w2", into: &state)
        #expect(try summary(state).steps == 2)
        type("zzz", into: &state)  // undo both actions and the version change
        #expect(state.sim.ruleSet == .iOS18)
        #expect(try summary(state) == before)
    }

    @Test func anotherBuildDoesNotCountUntilTheBuildIsBack() throws {
        var state = explorer(keys: "w2x")
        type("e1", into: &state)  // drop the first Info.plist key: a fresh install of another build
        press(.escape, into: &state)
        let other = try summary(state)
        #expect(!other.defaultBuild && other.steps == 0 && other.otherSetupSteps == 3)
        #expect(picture(state, compact).contains("≈ the graph is of the default build"))
        type("e1", into: &state)  // the key back: the first build's steps count again
        press(.escape, into: &state)
        let back = try summary(state)
        #expect(back.defaultBuild && back.steps == 2 && back.otherSetupSteps == 1)
        #expect(back.buttons.covered == 1)
    }

    @Test func aRestartIsAStepAndKeepsTheSessionsCoverage() throws {
        var state = explorer(keys: "w2x")
        press(.ctrl("r"), into: &state)
        let got = try summary(state)
        #expect(got.steps == 2 && got.buttons.covered == 1 && got.otherSetupSteps == 0)
    }

    @Test func stepsOlderThanUndoKeepsAreCountedApart() throws {
        var state = explorer(keys: String(repeating: "w2E", count: 370))  // 1,110 actions, panel closed
        type("x", into: &state)
        let got = try summary(state)
        #expect(got.forgottenSteps > 0 && got.otherSetupSteps == 0)
        #expect(got.steps + got.forgottenSteps == state.timeline.entries.count, "every step is counted or said")
        #expect(got.buttons.covered == 1 && got.prompts.covered == 1)
        #expect(picture(state).contains("past the undo limit: \(got.forgottenSteps) steps not counted"))
    }

    @Test func xTogglesThePanelAndTheLensGivesWay() {
        var state = explorer(keys: "w2")
        #expect(state.coverage == nil, "nothing is computed while the panel is closed")
        type("x", into: &state)
        #expect(state.view.coverageOpen && state.coverage != nil)
        var shown = picture(state)
        #expect(shown.contains("Coverage · iOS 18+ · x hides") && !shown.contains("─ Status ─"))
        type("d", into: &state)  // the lens takes the column and closes the panel
        #expect(state.view.lensOpen && !state.view.coverageOpen && state.coverage == nil)
        shown = picture(state)
        #expect(shown.contains("App-code lens") && !shown.contains("Coverage ·"))
        type("x", into: &state)  // and the panel closes the lens
        #expect(state.view.coverageOpen && !state.view.lensOpen)
        shown = picture(state)
        #expect(shown.contains("Coverage ·") && !shown.contains("App-code lens"))
        type("x", into: &state)
        #expect(!state.view.coverageOpen && !state.view.lensOpen && state.coverage == nil)
        #expect(picture(state).contains("─ Status ─"))
    }

    @Test func theKeyComesFromTheCommandTable() {
        #expect(Command.bound(to: .char("x")) == .toggleCoverage)
        #expect(Command.bound(to: .char("X")) == .toggleRestriction)
        #expect(Command.markdownKeyTable().contains("| Explorer | `x` | coverage panel on/off |"))
        #expect(HelpOverlay.lines(for: .explorer).contains { $0.keys == "x" })
        // Closed by the overlays' rule like the lens: not while help or a menu is open.
        var state = explorer(keys: "?")
        type("x", into: &state)
        #expect(!state.view.coverageOpen)
    }

    @Test func aSystemUpdateStartsItsPartOnTheNewVersion() throws {
        // While Using on 16, `O` to 18 (row 2: 17, 18, 26), then the app is launched.
        let state = explorer(.iOS16, keys: "w2O2lx")
        let got = try summary(state)
        #expect(got.ruleSet == .iOS18 && state.sim.authorizationStatus == .authorizedWhenInUse)
        // The state the update left (terminated, the grant kept) and the launch after it are
        // both on 18's graph, and only the launch is counted as its step; the steps before the
        // update were 16's.
        #expect(got.statesVisited == 2 && got.steps == 1 && got.outsideSteps == 0)
        #expect(got.otherSetupSteps == 4, "the install, the request, the tap and the update itself")
    }

    @Test func eachGraphIsEnumeratedOnceThenReused() {
        let cache = CoverageGraphs()
        var state = explorer(.iOS10, keys: "w2")
        let first = CoverageSummary(state, graphs: cache)
        type("a", into: &state)
        let second = CoverageSummary(state, graphs: cache)
        #expect(cache.enumerations == 1 && second.steps == first.steps + 1)
        _ = CoverageSummary(explorer(.iOS12), graphs: cache)
        #expect(cache.enumerations == 2)
    }

    @Test func theSummaryIsPartOfTheStateAndComparesLikeIt() {
        #expect(explorer(keys: "w2x") == explorer(keys: "w2x"))
        #expect(explorer(keys: "w2x") != explorer(keys: "w3x"))
    }

    @Test(arguments: [(roomy, 25), (compact, 19)])
    func listsScrollThroughEveryItem(size: ScreenSize, rows: Int) throws {
        // The panel's inner area is the right column less the border and padding.
        let area = Layout(size).lens.inset(top: 1, left: 2, bottom: 1, right: 1)
        #expect(area.rows == rows)
        var state = explorer(keys: "wx")
        let got = try summary(state)
        for height in 0...40 {
            #expect(CoverageView.lines(got, width: area.cols, rows: height).count <= height)
        }
        let head = CoverageView.headLines(got, width: area.cols).count
        let body = CoverageView.listLines(got.parts.filter { !$0.missing.isEmpty }, width: area.cols).map(\.text)
        // Page down to the end: every line of the lists shows once in order, and nothing says "… N more".
        var seen: [String] = []
        var last = -1
        while state.view.coverageScroll != last {
            last = state.view.coverageScroll
            let lines = CoverageView.lines(got, width: area.cols, rows: area.rows, scroll: state.view.coverageScroll).map(\.text)
            #expect(lines.count == area.rows, "the lists use every row left")
            #expect(!lines.contains { $0.hasPrefix("  … ") })
            #expect(lines.last?.hasPrefix("PgUp/PgDn · lists \(last + 1)–") == true, "\(lines.last ?? "")")
            for (n, line) in lines[head..<(lines.count - 1)].enumerated() where last + n >= seen.count { seen.append(line) }
            press(.pageDown, into: &state, size: size)
        }
        #expect(seen == body)
        // Every item is in the lists, each starting a line of its own.
        let items = got.parts.flatMap(\.missing)
        #expect(body.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.count == items.count)
        // PgUp goes back to the top; the log's PgUp is the panel's while it is open.
        for _ in 0..<50 { press(.pageUp, into: &state, size: size) }
        #expect(state.view.coverageScroll == 0)
    }

    @Test func allCoveredSaysSo() {
        // The row prints the report's own percentage (`CoverageReport.format`, as `locflow coverage` does).
        func part(_ name: String, _ covered: Int, of total: Int) -> CoverageSummary.Part {
            CoverageSummary.Part(name: name, covered: covered, total: total, missing: [], percentText: CoverageReport.format(Double(covered) * 100 / Double(total)))
        }
        #expect(CoverageView.row(part("prompts", 4, of: 4)) == "prompts    4 of 4   100.0% ██████████")
        #expect(CoverageView.row(part("moves", 1, of: 76010)).hasSuffix(" <0.1% █░░░░░░░░░"))
    }

    @Test func docsCarryThePanelAsDrawn() throws {
        // The capture in docs/explorer.md is the right column of the 80×24 golden picture.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/explorer.md"), encoding: .utf8)
        let area = Layout(compact).lens
        let rows = picture(explorer(keys: "w2x"), compact).components(separatedBy: "\n")
        let panel = rows[area.row..<area.bottom].map { String(Array($0)[area.col..<area.right]) }.joined(separator: "\n")
        #expect(docs.contains("## Coverage panel"))
        #expect(docs.contains(panel), "paste the right column of __Snapshots__/coverage-80x24.txt into docs/explorer.md:\n\(panel)")
    }

    @Test func coveragePictures() {
        assertSnapshot(picture(explorer(keys: "w2x")), named: "coverage-100x30")
        assertSnapshot(picture(explorer(keys: "w2x"), compact), named: "coverage-80x24")
        assertSnapshot(picture(explorer(keys: "w2xo7"), compact), named: "coverage-other-ios-80x24")  // row 7: iOS 16
    }
}
