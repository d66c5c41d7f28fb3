import CellGrid
import LocflowChecks
import LocflowCore
import LocflowScenario
import LocflowSessions
import Testing
@testable import LocflowUI

/// Random explorer sessions written as journal lines and resumed: the same tree of branches
/// (same step numbers), the same position in it, the same state and the same undo history.
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
        // Waits in a row, which merge into one step.
        keys += [[.char("."), .char(".")], [.char(","), .char(","), .char(",")], [.char("."), .char(","), .char("=")]]
        // Timeline jumps: open it, move the cursor along or across branches, Enter, close it.
        keys += [[.up], [.down], [.left], [.right]].map { [.char("j")] + $0 + [.enter, .char("j")] }
        keys += [[.char("j"), .up, .up, .left, .enter, .char("j")], [.char("j"), .right, .down, .enter, .char("j")]]
        return keys
    }()

    /// Every journal entry since `follower` last read, each printed and read back as the
    /// journal file does.
    private func entries(_ follower: inout JournalFollower, _ state: ExplorerState) throws -> [JournalEntry] {
        let read = follower.entries(state.timeline)
        let entries = try #require(read, "no events missed")
        return try entries.map { try JournalEntry(line: $0.line) }
    }

    @Test("random sessions with branches resume to the same tree, position, state and undo history", arguments: 0..<40)
    func roundTrip(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let ruleSet = RuleSet.delegate[random.below(RuleSet.delegate.count)]
        var state = ExplorerState(config: Setup(ruleSet: ruleSet))
        let start = try #require({ if case .install(let setup) = state.timeline.entries[0].step { setup } else { nil } }())
        var follower = JournalFollower(state.timeline)  // the first install is the header
        var journal: [JournalEntry] = []
        for _ in 0..<(20 + random.below(120)) {
            for key in Self.keys[random.below(Self.keys.count)] { state.handle(key, size: roomy) }
            journal += try entries(&follower, state)
        }
        let header = try JournalHeader(line: JournalHeader(setup: start).line)
        var resumed = ExplorerState(resuming: header.setup, journal, from: "journal")
        // The whole tree, node by node: the same ids, steps, parents, branches and redo choices.
        let shape = { (t: Timeline) in t.nodes.map { "\($0.entry) \($0.parent ?? -1) \($0.children) \($0.preferred ?? -1)" } }
        #expect(shape(resumed.timeline) == shape(state.timeline), "seed \(seed)")
        #expect(resumed.timeline.nodeCount == state.timeline.nodeCount)
        #expect(resumed.timeline.current == state.timeline.current)
        #expect(resumed.timeline.entries == state.timeline.entries, "seed \(seed)")
        #expect(resumed.sim == state.sim)
        #expect(resumed.config == state.config)
        var after = JournalFollower(resumed.timeline)
        #expect(after.entries(resumed.timeline) == [], "a resumed explorer journals only what happens next")
        // Every kept step of every branch holds the same state.
        for node in 0..<state.timeline.nodeCount {
            #expect(resumed.timeline.moment(of: node)?.sim == state.timeline.moment(of: node)?.sim, "seed \(seed) node \(node)")
        }
        // The undo history: every undo, then every redo, passes through the same states (called
        // directly: a key could be taken by a menu the random keys left open on one side only).
        var original = state
        for direction in ["z", "y"] {
            repeat {
                if direction == "z" { original.undo(); resumed.undo() } else { original.redo(); resumed.redo() }
                #expect(resumed.sim == original.sim && resumed.timeline.current == original.timeline.current, "seed \(seed) \(direction)")
            } while direction == "z" ? original.timeline.canUndo : original.timeline.canRedo
        }
        // Going on after the resume keeps the same numbering: a jump to another step, a new branch.
        let target = state.timeline.nodeCount / 2
        original.jump(to: target)
        resumed.jump(to: target)
        original.perform(.background)
        resumed.perform(.background)
        #expect(original.timeline.current == resumed.timeline.current && original.sim == resumed.sim, "seed \(seed)")
        #expect(shape(original.timeline) == shape(resumed.timeline), "seed \(seed)")
    }

    @Test("the --record text kept step by step is the text a whole replay writes", arguments: 0..<30)
    func recordingFollowsTheSession(seed: Int) {
        var random = SplitMix(state: UInt64(seed) &+ 1_000)
        var state = ExplorerState(config: Setup(ruleSet: RuleSet.delegate[random.below(RuleSet.delegate.count)]))
        var recording = ScenarioRecording(state)
        for _ in 0..<(10 + random.below(80)) {
            for key in Self.keys[random.below(Self.keys.count)] { state.handle(key, size: roomy) }
            recording.follow(state)
            #expect(recording.text == ScenarioWriter.yaml(state.session), "seed \(seed)")
        }
        // Starting from a state with history (a resume) gives the same text too.
        #expect(ScenarioRecording(state).text == ScenarioWriter.yaml(state.session))
        // A recording started after undos (a resumed session) makes the redone steps' lines.
        for _ in 0..<5 { state.undo() }
        var later = ScenarioRecording(state)
        while state.timeline.canRedo {
            state.redo()
            later.follow(state)
            #expect(later.text == ScenarioWriter.yaml(state.session), "seed \(seed)")
        }
    }

    @Test func theJournalSummaryCountsLikeTheTimeline() throws {
        for seed in 0..<20 {
            var random = SplitMix(state: UInt64(seed) &+ 77)
            var state = ExplorerState(config: Setup())
            var entries: [JournalEntry] = []
            var follower = JournalFollower(state.timeline)
            for _ in 0..<200 {
                for key in Self.keys[random.below(Self.keys.count)] { state.handle(key, size: roomy) }
                entries += try self.entries(&follower, state)
            }
            let contents = JournalContents(id: "s", path: "s", header: JournalHeader(setup: Setup()), entries: entries, losses: [], validText: "")
            let summary = contents.summary()
            #expect(summary.steps == state.timeline.position, "seed \(seed)")
            #expect(summary.ios == state.sim.setup.ios, "seed \(seed)")
        }
    }

    @Test func aLongUndoRunIsBoundedAsInTheTimeline() throws {
        var state = ExplorerState(config: Setup())
        var follower = JournalFollower(state.timeline)
        var entries: [JournalEntry] = []
        for _ in 0..<(Timeline.undoDepth + 300) {
            type("b", into: &state)
            type("f", into: &state)
            entries += try self.entries(&follower, state)
        }
        for _ in 0..<(Timeline.undoDepth + 300) {
            type("z", into: &state)
            entries += try self.entries(&follower, state)
        }
        let contents = JournalContents(id: "s", path: "s", header: JournalHeader(setup: Setup()), entries: entries, losses: [], validText: "")
        #expect(contents.summary().steps == state.timeline.position)
        let resumed = ExplorerState(resuming: Setup(), entries, from: "journal")
        #expect(resumed.timeline == state.timeline)
    }
}
