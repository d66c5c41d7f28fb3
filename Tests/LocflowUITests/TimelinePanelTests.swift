import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// The timeline panel (`j`) with a `/` search (the current match highlighted, `n`/`N` moving the
/// cursor with it), with the mouse (a click selects a row, a click on the selected row goes
/// there), and after thousands of steps (only the rows in view are formatted).
@Suite struct TimelinePanelTests {
    /// When-In-Use allowed, Always asked and kept, a minute, then background: six rows.
    private func session() -> ExplorerState {
        explorer(keys: "w2a1,b")
    }

    // MARK: - Search

    @Test func theCurrentMatchIsHighlightedAndTheCursorFollowsIt() {
        var state = session()
        type("j/request", into: &state)
        press(.enter, into: &state)
        #expect(state.searchMatchCount == 2)
        #expect(state.view.timelineCursor == state.timeline.branch(through: state.timeline.current)[3], "the newest match: step 3")
        var screen = picture(state)
        #expect(screen.contains("Timeline /request: 1 of 2 · step 3"))
        #expect(!screen.contains("tap Allow While Using App"), "rows that do not match are filtered out")
        let highlighted = TimelineView.visible(state.timeline, cursor: state.view.timelineCursor, search: state.view.search, height: 10).rows.filter(\.style.reverse)
        #expect(highlighted.map(\.text) == ["  3 [00:00] requestAlwaysAuthorization"])
        let sim = state.sim
        type("n", into: &state)
        #expect(state.view.search?.match == 1 && state.sim == sim, "n is the next match, not a step")
        #expect(state.view.timelineCursor == 1)
        screen = picture(state)
        #expect(screen.contains("Timeline /request: 2 of 2 · step 1"))
        type("N", into: &state)
        #expect(state.view.timelineCursor == 3)
        type("n", into: &state)
        press(.escape, into: &state)  // clear the search: the cursor stays on the match
        #expect(state.view.search == nil && state.view.timelineCursor == 1)
        press(.enter, into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse, "Enter goes to the step the search found")
    }

    @Test func noMatchSaysSoAndKeepsTheCursor() {
        var state = session()
        type("j/zzz", into: &state)
        let cursor = state.view.timelineCursor
        press(.enter, into: &state)
        #expect(state.view.timelineCursor == cursor)
        #expect(picture(state).contains("Timeline /zzz: no match · Esc"))
    }

    @Test func openingTheTimelineOnAnAppliedSearchStartsAtItsNewestMatch() {
        var state = session()
        type("/request", into: &state)
        press(.enter, into: &state)
        type("nn", into: &state)  // the log's third match
        type("j", into: &state)
        #expect(state.view.search?.match == 0)
        #expect(state.view.timelineCursor == 3)
    }

    @Test func pictures() {
        var state = session()
        type("j/request", into: &state)
        press(.enter, into: &state)
        type("n", into: &state)
        for (size, name) in [(compact, "timeline-search-80x24"), (roomy, "timeline-search-100x30")] {
            let canvas = Explorer.render(state, size: size)
            assertSnapshot(canvas.text, named: name)
            // The text has no styles: the current match (step 1) is the one row in reverse video.
            let area = Layout(size).log.inset(top: 1, left: 1, bottom: 1, right: 1)
            let reversed = (area.row..<area.bottom).filter { canvas[$0, area.col + 2].style.reverse }
            let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(reversed.count == 1)
            #expect(reversed.allSatisfy { lines[$0].contains("  1 [00:00] requestWhenInUseAu") }, "\(size)")
        }
    }

    @Test func theTitleIsChosenToFitNotCutShort() {
        var state = explorer(keys: "w2j")
        press(.up, into: &state)
        let screen = picture(state)
        #expect(screen.contains("┌─ Timeline 2/2 · z undo · Enter go · j log ─"))
        #expect(!screen.contains("j l…"), "the box has six cells besides the title")
    }

    // MARK: - Mouse

    /// The screen rectangle of the timeline row of step `number` on the branch shown.
    private func rect(ofStep number: Int, _ state: ExplorerState, size: ScreenSize = roomy) -> Rect? {
        let node = state.timeline.branch(through: state.view.timelineCursor)[number]
        return TimelineView.hits(state.timeline, cursor: state.view.timelineCursor, search: state.view.search, in: Layout(size).log)
            .first { $0.node == node }?.rect
    }

    @Test func aClickSelectsARowAndASecondClickGoesThere() throws {
        var state = session()
        type("j", into: &state)
        let before = state
        let row = try #require(rect(ofStep: 2, state))
        press(.mouse(row: row.row, col: row.col + 10, kind: .press), into: &state)
        #expect(state.view.timelineCursor == 2, "selected, as ↑/↓ would")
        #expect(state.sim == before.sim, "one click goes nowhere")
        let again = try #require(rect(ofStep: 2, state))
        press(.mouse(row: again.row, col: again.col + 1, kind: .press), into: &state)
        var keyed = before
        press(.up, .up, .up, .up, .enter, into: &keyed)
        #expect(state.sim == keyed.sim && state.timeline == keyed.timeline, "the second click is Enter")
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse)
    }

    @Test func aClickWithASearchMakesTheRowTheCurrentMatch() throws {
        var state = session()
        type("j/request", into: &state)
        press(.enter, into: &state)
        let row = try #require(rect(ofStep: 1, state))
        press(.mouse(row: row.row, col: row.col, kind: .press), into: &state)
        #expect(state.view.timelineCursor == 1 && state.view.search?.match == 1)
        #expect(picture(state).contains("2 of 2 · step 1"))
    }

    @Test func clicksOutsideTheRowsOrWithTheTimelineClosedDoNothingThere() throws {
        var state = session()
        type("j", into: &state)
        let box = Layout(roomy).log
        let cursor = state.view.timelineCursor
        press(.mouse(row: box.bottom - 2, col: box.col + 4, kind: .press), into: &state)  // below the last row
        #expect(state.view.timelineCursor == cursor)
        let row = try #require(rect(ofStep: 1, state))
        type("j", into: &state)  // closed: the log is there
        let sim = state.sim
        press(.mouse(row: row.row, col: row.col, kind: .press), into: &state)
        #expect(state.sim == sim)
    }

    // MARK: - Long sessions

    @Test func onlyTheRowsInViewAreFormatted() {
        var state = explorer()
        for _ in 0..<10_000 { type("bf", into: &state) }
        #expect(state.timeline.position == 20_000)
        let timeline = state.timeline
        let height = Layout(roomy).log.rows - 2
        let all = TimelineView.rows(timeline, cursor: timeline.current)
        for cursor in [timeline.current, 10_000, 3, 0] {
            let shown = TimelineView.visible(timeline, cursor: cursor, search: nil, height: height).rows
            let window = TimelineView.window(count: all.count, focus: cursor, height: height)
            #expect(shown.count == height)
            #expect(window.contains(cursor))
            let expected = TimelineView.rows(timeline, cursor: cursor)[window]
            #expect(shown.map(\.text) == expected.map(\.text) && shown.map(\.style) == expected.map(\.style))
        }
        // With a search, the window is of the matches: a screenful however many match.
        let search = LogSearch(applied: "background", match: 4_000)
        let matched = TimelineView.visible(timeline, cursor: timeline.current, search: search, height: height)
        #expect(matched.matches?.count == 10_000)
        #expect(matched.rows.count == height)
        #expect(matched.rows.filter(\.style.reverse).map(\.node) == [timeline.branch(through: timeline.current)[20_000 - 1 - 2 * 4_000]])
        type("j", into: &state)
        #expect(picture(state).contains("▶ 20000 [00:00] foreground"))
    }

    @Test func theWindowKeepsTheFocusInViewAndStaysInside() {
        for count in [0, 1, 5, 30, 1_000] {
            for height in [1, 3, 20] {
                for focus in Set([0, count / 2, max(0, count - 1)]) {
                    let window = TimelineView.window(count: count, focus: focus, height: height)
                    #expect(window.count == min(count, height))
                    #expect(window.lowerBound >= 0 && window.upperBound <= count)
                    if count > 0 { #expect(window.contains(focus), "count \(count) height \(height) focus \(focus)") }
                }
            }
        }
    }
}

extension TimelineView {
    /// Every row of the branch shown, the cursor's highlighted: the oracle the panel's `visible`
    /// window is checked against (the panel itself never builds them all).
    static func rows(_ timeline: Timeline, cursor: Int) -> [Row] {
        let listing = Listing(timeline, cursor: cursor)
        return listing.shown.indices.map { listing.row($0, highlighted: listing.shown[$0] == cursor) }
    }
}
