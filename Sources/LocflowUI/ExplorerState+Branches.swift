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
        case .up: cursor(.move(by: -1, along: shown, from: row))
        case .down: cursor(.move(by: 1, along: shown, from: row))
        case .left, .right:
            let (ids, index) = timeline.siblings(of: view.timelineCursor)
            cursor(.sibling(by: key == .left ? -1 : 1, among: ids, from: index))
        case .enter: cursor(.go)
        default: return false
        }
        return true
    }

    /// A click on the timeline's row of step `node`: the cursor's row goes there (Enter), another
    /// row takes the cursor (↑/↓), and the current search match with it. A double click is
    /// these two clicks.
    mutating func clickTimeline(_ node: Int) {
        cursor(.click(node))
    }

    /// Hands an event to the timeline's cursor and does what it asks: go to a step, or make a
    /// row the search's current match.
    private mutating func cursor(_ event: TimelineCursor.Event) {
        switch TimelineCursor.update(&view.timelineCursor, event) {
        case .jump(let node): jump(to: node)
        case .matchRow(let node): matchTimelineRow(node)
        case nil: break
        }
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

/// The timeline's cursor as a child feature: its state is the id of the step under it
/// (`ExplorerView.timelineCursor`); the rows it moves along come in its events, read from the
/// timeline by the parent (`ExplorerState.cursor(_:)`), so `update` reads nothing else.
enum TimelineCursor {
    /// What the cursor is told.
    enum Event: Equatable {
        /// ↑/↓: `by` rows along the branch shown (`along`, the cursor at `from`), stopping at
        /// either end.
        case move(by: Int, along: [Int], from: Int)
        /// ←/→ on a branch point: `by` places among the step's branches (`among`, the cursor's
        /// at `from`), wrapping around; a step with one branch stays.
        case sibling(by: Int, among: [Int], from: Int)
        /// Enter: go to the step under the cursor.
        case go
        /// A click on the row of step `node`: the cursor's own row goes there, another row
        /// takes the cursor.
        case click(Int)
    }

    /// What the parent must do after an event.
    enum Outcome: Equatable {
        /// Go to step `to`, as undo and redo would (`jump(to:)`).
        case jump(to: Int)
        /// Row `node` took the cursor: with a search applied, it becomes the current match.
        case matchRow(Int)
    }

    /// Applies `event` to `cursor`; returns what the parent must do, if anything.
    static func update(_ cursor: inout Int, _ event: Event) -> Outcome? {
        switch event {
        case .move(let delta, let shown, let row):
            cursor = shown[max(0, min(shown.count - 1, row + delta))]
        case .sibling(let delta, let ids, let index):
            guard ids.count > 1 else { return nil }
            cursor = ids[(index + delta + ids.count) % ids.count]
        case .go:
            return .jump(to: cursor)
        case .click(let node):
            guard node != cursor else { return .jump(to: node) }
            cursor = node
            return .matchRow(node)
        }
        return nil
    }
}
