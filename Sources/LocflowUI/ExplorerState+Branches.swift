import CellGrid
import LocflowCore
import LocflowScenario

/// The timeline's cursor and branches: ↑/↓ move the cursor along the branch
/// shown, ←/→ on a branch point show the step's other branches, Enter goes to the step under
/// the cursor exactly as undo and redo would, and `s` saves the branch under the cursor.
extension ExplorerState {
    /// The keys the open timeline takes; other keys keep their usual commands. Returns whether
    /// the key was the timeline's.
    mutating func navigateTimeline(_ key: Key) -> Bool {
        let shown = timeline.branch(through: view.timelineCursor)
        guard let row = shown.firstIndex(of: view.timelineCursor) else {
            view.timelineCursor = timeline.current
            return false
        }
        switch key {
        case .up: view.timelineCursor = shown[max(0, row - 1)]
        case .down: view.timelineCursor = shown[min(shown.count - 1, row + 1)]
        case .left, .right:
            let (ids, index) = timeline.siblings(of: view.timelineCursor)
            guard ids.count > 1 else { return true }
            view.timelineCursor = ids[(index + (key == .left ? -1 : 1) + ids.count) % ids.count]
        case .enter: jump(to: view.timelineCursor)
        default: return false
        }
        return true
    }

    /// A click on the timeline's row of step `node`: the cursor's row goes there (Enter), another
    /// row takes the cursor (↑/↓), and the current search match with it. A double click is
    /// these two clicks.
    mutating func clickTimeline(_ node: Int) {
        guard node != view.timelineCursor else { return jump(to: node) }
        view.timelineCursor = node
        matchTimelineRow(node)
    }

    /// Goes to step `node` (any branch) as undo and redo would: its state, its log.
    mutating func jump(to node: Int) {
        guard let (moment, restoredLog) = timeline.jump(to: node, from: Moment(self), log: log, dropped: logDropped) else { return }
        restore(moment, log: restoredLog)
        view.timelineCursor = node
    }

    /// Replays one recorded timeline event (the journal's `--resume`): a step taken after its
    /// parent, a merged wait, an undo, a redo or a jump. Events replayed in order on an explorer
    /// opened on the same first install rebuild the same tree with the same ids.
    public mutating func replay(_ event: Timeline.Event) {
        switch event {
        case .added(_, let parent, let step):
            guard let parent else { return }  // the first install: the explorer opened on it
            if parent != timeline.current { jump(to: parent) }
            switch step {
            case .action(let action): perform(action)
            case .install(let setup):
                config = setup
                freshInstall(announce: "fresh install on \(setup.ruleSet.releases), \u{201C}\(setup.app.name)\u{201D}")
            }
        case .waitMerged(_, let seconds, _): perform(.wait(seconds: seconds), mergeWait: true)
        case .undo: undo()
        case .redo: redo()
        case .jump(let node): jump(to: node)
        }
    }

    /// What `s` writes: the branch chosen when the save began, named as the save field says.
    public var sessionToSave: Session { session(for: view.save.target) }

    /// The session `target` names: its branch (the current one up to now by default), under its name.
    func session(for target: SaveTarget) -> Session {
        let whole = target.branchThrough.flatMap { timeline.session(branchThrough: $0) } ?? timeline.session
        return Session(name: target.name ?? session.name, setup: whole?.setup ?? config, steps: whole?.steps ?? [])
    }
}

/// What a save writes besides its format: the scenario's name and which branch.
public struct SaveTarget: Equatable, Sendable {
    /// The `name:` typed in the save field; nil keeps the session's default name.
    public var name: String?
    /// A step of the branch to save, to its end; nil saves the current branch up to now.
    public var branchThrough: Int?

    /// The current branch under the default name, or the branch through a step.
    public init(branchThrough: Int? = nil, name: String? = nil) {
        self.branchThrough = branchThrough
        self.name = name
    }
}
