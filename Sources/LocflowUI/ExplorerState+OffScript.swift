import CellGrid
import LocflowCore

/// A stray key during a `--scenario` demo: a step the file does not contain (a `3` on the
/// prompt, a click on a Settings row, a `w`) leaves the screen off the file, and the next `n`
/// goes back to where the file was before it plays on, saying so in one plain line. Nothing is
/// lost: the stray steps stay in the timeline as a branch (`j`), and `z` undoes the `n`.
///
/// Going back rather than asking first keeps the presenter's one rule ("press `n`, and only
/// `n`") true after any slip, and still lets them answer "what if they tap that?" live.
extension ExplorerState {
    /// After a key or click: if it took a step the file does not contain while the file is
    /// presented, remembers the key and the step the file had reached (`from`). `n` and the
    /// rewind key play the file; undo, redo and timeline jumps restore a state that carries its
    /// own pointer; fresh installs (presets, `o`, `e`, `^R`) set the file aside instead.
    mutating func noteOffScript(by key: Key, scripted: Bool, since events: Int, from: Int) {
        guard !scripted else { return }
        if case .mouse = key { return noteOffScript(named: "click", since: events, from: from) }
        noteOffScript(named: "\u{2018}\(key.name)\u{2019}", since: events, from: from)
    }

    /// `noteOffScript(by:…)` for a step named `by` (`‘3’`, `click`; a resumed journal names the
    /// step itself, as it does not record keys).
    mutating func noteOffScript(named by: String, since events: Int, from: Int) {
        guard var progress = scenario, progress.setAside == nil, progress.offScript == nil, !progress.isFinished else { return }
        var node: Int?
        for event in timeline.events(since: events) {
            switch event {
            case .added(_, let parent, _): node = node ?? parent
            case .waitMerged(let merged, _, _):
                // A wait added to the file's own wait: going back undoes that wait too, and the
                // pointer (kept with the state before it) plays it again.
                node = node ?? (merged == from ? timeline.parent(of: merged) : merged)
            case .undo, .redo, .jump: return
            }
        }
        guard let node else { return }
        progress.offScript = .init(by: by, node: node)
        scenario = progress
    }

    /// `n` while off the file: back to the step the file had reached, with one plain line.
    /// Returns false when that state is no longer kept; the line then says how to undo by hand.
    mutating func returnToScript() -> Bool {
        guard let off = scenario?.offScript else { return true }
        let undo = Command.undo.keys[0].name
        guard timeline.moment(of: off.node) != nil else {
            say("the screen left the scenario after your \(off.by); \(undo) undoes it", kind: .expectFailed)
            return false
        }
        jump(to: off.node)
        view.timelineCursor = timeline.current
        say("the screen left the scenario after your \(off.by): n went back to where the file was (\(undo) undoes this n; the steps stay in the timeline, \(Command.toggleTimeline.keys[0].name))")
        return scenario?.offScript == nil
    }
}
