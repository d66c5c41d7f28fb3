import LocflowCore
import LocflowScenario

/// A presented scenario brought back by `--resume`: the journal records steps, not keys, so each
/// step is matched against the file as it is replayed. A step that is the file's next action (or
/// install) is played as `n` played it, with the expectations around it, so the pointer, the
/// counter in the header and the ✓ lines come back; the file's own setup installed again is the
/// rewind key's; any other step is the stray step it was, so the next `n` goes back first.
extension ExplorerState {
    /// Replays one timeline event of a journal whose session presented `scenario`.
    mutating func replayFollowingScript(_ event: Timeline.Event) {
        guard scenario != nil, case .added(_, let parent?, let step) = event else { return replay(event) }
        if parent != timeline.current { jump(to: parent) }
        let (events, from) = (timeline.eventCount, timeline.current)
        if let progress = scenario, progress.setAside == nil, progress.offScript == nil, progress.nextPlayed == step {
            return playNextAction()
        }
        if case .install(let setup) = step, setup == scenario?.setup { return rewindScenario() }
        // A fresh install of another setup came from a menu row (`o`, `e`, a preset): it set the
        // file aside, as it did live.
        if case .install = step { setScenarioAside(because: "a fresh install the file does not do") }
        replay(event)
        let name: String
        switch step {
        case .action(let action): name = action.text
        case .install(let setup): name = "install iOS \(setup.ios.text)"
        }
        noteOffScript(named: "\u{2018}\(name)\u{2019}", since: events, from: from)
    }
}

extension ScenarioProgress {
    /// The step `n` plays next (the expectations around it aside), as the timeline records it;
    /// nil once only expectations are left, or none.
    var nextPlayed: LocflowCore.Step? {
        guard !isFinished else { return nil }
        for step in steps[next...] {
            switch step {
            case .action(let action): return .action(action)
            case .install(let setup): return .install(setup)
            case .expect: continue
            }
        }
        return nil
    }
}
