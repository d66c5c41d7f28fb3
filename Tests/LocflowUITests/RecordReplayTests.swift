import CellGrid
import LocflowChecks
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// A session driven with keys, written as a scenario, replays green and resumes to the same state.
@Suite struct RecordReplayTests {
    /// Key sessions covering prompts, Settings, services, time, undo and fresh installs.
    static let sessions: [(RuleSet, String)] = [
        (.iOS18, "w2a2"),
        (.iOS18, "a2rbRk2"),
        (.iOS18, "w1b/fw"),
        (.iOS14, "wp2t1.K"),
        (.iOS13_0, "a1rbR2NSSW"),
        (.iOS12, "a2z1!E"),
        (.iOS10, "w1o7w3zz2umcviuh,UVCIHf"),
        (.iOS16, "Sw2SXXAmw"),
        (.iOS18, "e1\u{1B}w2za"),
    ]

    @Test("a recorded session replays green with the same actions", arguments: sessions.indices)
    func recordedSessionReplaysGreen(index: Int) throws {
        let (ruleSet, keys) = Self.sessions[index]
        let state = explorer(ruleSet, keys: keys.replacingOccurrences(of: "\u{1B}", with: ""))
        let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(state.session), file: "recorded.yaml")
        #expect(scenario.session == state.session)
        let result = Runner.run(scenario)
        #expect(result.failureCount == 0, "\(result.records.flatMap(\.failures))")
        #expect(result.expectationCount == state.session.steps.count + 1)
        // The replay ends where the explorer is.
        #expect(result.records.last?.snapshot == Snapshot(state.sim))
    }

    /// What `s` saves replays, under `locflow run`, to the state the explorer shows.
    private func savedReplaysToTheScreen(_ state: ExplorerState, _ label: String) throws {
        let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(state.session), file: "\(label).yaml")
        #expect(scenario.session == state.session, "\(label)")
        let result = Runner.run(scenario)
        #expect(result.failureCount == 0, "\(label): \(result.records.flatMap(\.failures))")
        #expect(result.records.last?.snapshot == Snapshot(state.sim), "\(label)")
        #expect(scenario.session.play().0 == state.sim, "\(label): the very same simulation")
    }

    @Test("a preset, then s: the file replays to the state the explorer showed", arguments: Preset.all.map(\.name))
    func presetThenSave(name: String) throws {
        for ruleSet in [RuleSet.iOS12, .iOS14, .iOS18] {
            let state = ExplorerState(config: Setup(ruleSet: ruleSet), preset: try #require(Preset.named(name)))
            try savedReplaysToTheScreen(state, "\(name) on \(ruleSet)")
        }
    }

    @Test("--preset upgraded-from-ios12, then s: the file installs iOS 12 and updates to 18")
    func upgradedPresetSavesItsHistory() throws {
        let state = ExplorerState(config: Setup(), preset: try #require(Preset.named("upgraded-from-ios12")))
        #expect(!state.timeline.canUndo || state.timeline.position > 0)
        let yaml = ScenarioWriter.yaml(state.session)
        #expect(yaml.contains("\nios: \"12\"\n"))
        #expect(yaml.contains("  - tap Always Allow\n  - expect:\n      status: authorizedAlways\n"))
        #expect(yaml.contains("  - systemUpdate 18\n"))
        #expect(state.sim.authorizationStatus == .authorizedAlways && state.sim.ruleSet == .iOS18)
        let run = Runner.run(try ScenarioParser.parse(yaml, file: "upgraded.yaml"))
        #expect(run.failureCount == 0)
        #expect(run.records.last?.snapshot == Snapshot(state.sim))
    }

    @Test("a recording across o, e, ^R and a preset keeps every step", arguments: ["w1o3w2", "w2e1w", "a2|w1", "w2g2a", "o1w2o7a2g6w"])
    func wholeSessionAcrossInstalls(keys: String) throws {
        var state = explorer(.iOS14)
        for part in keys.split(separator: "|", omittingEmptySubsequences: false).enumerated() {
            if part.offset > 0 { press(.ctrl("r"), into: &state) }  // ^R: restart, a fresh install
            type(String(part.element), into: &state)
        }
        #expect(state.timeline.entries.filter { if case .install = $0.step { true } else { false } }.count >= 2)
        #expect(state.session.steps.count == state.timeline.entries.count - 1, "every step but the first install")
        try savedReplaysToTheScreen(state, keys)
    }

    @Test func resumeReplaysToTheSameSimulationAndSaysSo() {
        var state = explorer(.iOS16, keys: "a2rbR")
        type("z", into: &state)
        let resumed = ExplorerState(resuming: state.session, from: "/state/locflow/journal.yaml")
        #expect(resumed.sim == state.sim)
        #expect(resumed.config == state.config)
        #expect(resumed.session == state.session)
        #expect(resumed.log.last?.text == "resumed 4 steps from /state/locflow/journal.yaml")
        #expect(resumed.timeline.canUndo, "resumed steps can be undone")
    }

    /// Random sessions with installs, waits, undo, redo and jumps across branches: the branch
    /// through any step, saved with `s` from the timeline, replays green under `locflow run`
    /// to the very state the explorer shows at that branch's end.
    @Test("random branches: save any branch → run → green, the explorer's state", arguments: 0..<6)
    func randomBranchesSaveAndReplay(batch: Int) throws {
        var rng = SplitMix(state: 0xB4A_0C4E5 &+ UInt64(batch))
        let tokens = ["w", "a", "1", "2", "3", "b", "f", "k", "l", ",", ",,", ".", "=", "z", "zz", "y", "m", "u", "rbR",
                      "S", "N", "W", "A", "P", "!", "t", "o3", "o6", "e1\u{1B}", "J"]
        for index in 0..<10 {
            var state = explorer(RuleSet.delegate.randomElement(using: &rng)!)
            for _ in 0..<Int.random(in: 5...40, using: &rng) {
                let token = tokens.randomElement(using: &rng)!
                if token == "J" {
                    // Into the timeline: the cursor wanders, across branches too, then Enter goes there.
                    type("j", into: &state)
                    for _ in 0..<Int.random(in: 1...4, using: &rng) {
                        press([Key.up, .down, .left, .right].randomElement(using: &rng)!, into: &state)
                    }
                    press(.enter, into: &state)
                    type("j", into: &state)
                } else {
                    for character in token { state.handle(character == "\u{1B}" ? .escape : .char(character), size: roomy) }
                }
            }
            let label = "batch \(batch) session \(index)"
            let target = Int.random(in: 0..<state.timeline.nodes.count, using: &rng)
            type("j", into: &state)
            state.view.timelineCursor = target
            type("s1", into: &state)
            let session = try #require(press(.enter, into: &state).saved, "\(label)").session
            let yaml = ScenarioWriter.yaml(session)
            let scenario = try ScenarioParser.parse(yaml, file: "\(label).yaml")
            #expect(scenario.session == session, "\(label)")
            let result = Runner.run(scenario)
            #expect(result.failureCount == 0, "\(label): \(result.records.flatMap(\.failures))\n\(yaml)")
            #expect(result.expectationCount == session.steps.count + 1, "\(label)")
            state.sessionSaved(to: "/tmp/\(index).yaml")
            state.jump(to: state.timeline.branch(through: target).last!)
            #expect(result.records.last?.snapshot == Snapshot(state.sim), "\(label): the replay ends where the explorer is")
            #expect(scenario.session.play().0 == state.sim, "\(label): the very same simulation")
        }
    }
}
