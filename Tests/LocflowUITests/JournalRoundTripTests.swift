import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// Random explorer sessions written as journal lines and resumed: the same timeline, the same
/// position in it, the same state and the same undo history.
@Suite struct JournalRoundTripTests {
    /// Keys that take steps (requests, answers, Settings, services, time, lifecycle, a system
    /// update through a preset), fresh installs (`o`, `e`, `^R`, presets) and undo/redo, weighted
    /// so undo and redo come often.
    static let keys: [[Key]] = {
        var keys = "wat12pmbfklSXNWAK,./RVCUHI!zzzyyzy".map { [Key.char($0)] }
        keys += (1...7).map { [.char("o"), .char(Character(String($0)))] }  // iOS version menu
        keys += (1...4).map { [.char("e"), .char(Character(String($0))), .escape] }  // Info.plist menu
        keys += (1...6).map { [.char("g"), .char(Character(String($0)))] }  // presets menu
        keys.append([.ctrl("r")])
        return keys
    }()

    /// The journal's lines for a state: its header's setup and every event since it started,
    /// each printed and read back as the journal file does.
    private func journal(_ start: Setup, _ events: [Timeline.Event]) throws -> [JournalEntry] {
        try events.map { try JournalEntry(line: $0.journalEntry.line) }
    }

    @Test("random sessions resume to the same state and the same undo history", arguments: 0..<40)
    func roundTrip(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let ruleSet = RuleSet.allCases[random.below(RuleSet.allCases.count)]
        var state = ExplorerState(config: Setup(ruleSet: ruleSet))
        let start = try #require({ if case .install(let setup) = state.timeline.entries[0].step { setup } else { nil } }())
        var events = Array(state.takeEvents().dropFirst())  // the first install is the header
        for _ in 0..<(20 + random.below(120)) {
            for key in Self.keys[random.below(Self.keys.count)] { state.handle(key, size: roomy) }
            events += state.takeEvents()
        }
        let header = try JournalHeader(line: JournalHeader(setup: start).line)
        var resumed = ExplorerState(resuming: header.setup, try journal(start, events), from: "journal")
        #expect(resumed.timeline.entries == state.timeline.entries, "seed \(seed)")
        #expect(resumed.timeline.position == state.timeline.position)
        #expect(resumed.timeline.undoAvailable == state.timeline.undoAvailable)
        #expect(resumed.sim == state.sim)
        #expect(resumed.config == state.config)
        #expect(resumed.takeEvents().isEmpty, "a resumed explorer journals only what happens next")
        // The undo history: every undo, then every redo, passes through the same states.
        var original = state
        for direction in ["z", "y"] {
            repeat {
                type(direction, into: &original)
                type(direction, into: &resumed)
                #expect(resumed.sim == original.sim && resumed.timeline.position == original.timeline.position, "seed \(seed) \(direction)")
            } while direction == "z" ? original.timeline.canUndo : original.timeline.canRedo
        }
        #expect(!resumed.timeline.canUndo && !resumed.timeline.canRedo || resumed.timeline.position == original.timeline.position)
    }

    @Test("the --record text kept step by step is the text a whole replay writes", arguments: 0..<30)
    func recordingFollowsTheSession(seed: Int) {
        var random = SplitMix(state: UInt64(seed) &+ 1_000)
        var state = ExplorerState(config: Setup(ruleSet: RuleSet.allCases[random.below(RuleSet.allCases.count)]))
        var recording = ScenarioRecording(state)
        _ = state.takeEvents()
        for _ in 0..<(10 + random.below(80)) {
            for key in Self.keys[random.below(Self.keys.count)] { state.handle(key, size: roomy) }
            recording.follow(state.takeEvents(), in: state)
            #expect(recording.text == ScenarioWriter.yaml(state.session), "seed \(seed)")
        }
        // Starting from a state with history (a resume) gives the same text too.
        #expect(ScenarioRecording(state).text == ScenarioWriter.yaml(state.session))
    }

    @Test func theJournalSummaryCountsLikeTheTimeline() throws {
        for seed in 0..<20 {
            var random = SplitMix(state: UInt64(seed) &+ 77)
            var state = ExplorerState(config: Setup())
            var entries: [JournalEntry] = []
            _ = state.takeEvents()
            for _ in 0..<200 {
                for key in Self.keys[random.below(Self.keys.count)] { state.handle(key, size: roomy) }
                entries += state.takeEvents().map(\.journalEntry)
            }
            let contents = JournalContents(id: "s", path: "s", header: JournalHeader(setup: Setup()), entries: entries, losses: [], validText: "")
            let summary = contents.summary()
            #expect(summary.steps == state.timeline.position, "seed \(seed)")
            #expect(summary.ios == state.sim.setup.ios, "seed \(seed)")
        }
    }

    @Test func aLongUndoRunIsBoundedAsInTheTimeline() throws {
        var state = ExplorerState(config: Setup())
        _ = state.takeEvents()
        var entries: [JournalEntry] = []
        for _ in 0..<(Timeline.undoDepth + 300) {
            type(",", into: &state)
            entries += state.takeEvents().map(\.journalEntry)
        }
        for _ in 0..<(Timeline.undoDepth + 300) {
            type("z", into: &state)
            entries += state.takeEvents().map(\.journalEntry)
        }
        let contents = JournalContents(id: "s", path: "s", header: JournalHeader(setup: Setup()), entries: entries, losses: [], validText: "")
        #expect(contents.summary().steps == state.timeline.position)
        let resumed = ExplorerState(resuming: Setup(), entries, from: "journal")
        #expect(resumed.timeline == state.timeline)
    }
}
