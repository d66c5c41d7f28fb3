import LocflowCore

/// The session's steps as a tree of branches, where the explorer stands in it, and what undo,
/// redo and jumps move to.
///
/// A step is an action through the core or a fresh install (a new iOS version or Info.plist, or a
/// restart). Every step is a node whose parent is the step it was taken after; the first install
/// is the root. Undo moves to the parent, redo to the child last visited, and a jump to any node
/// whose state is still kept, so undo walks only states that happened. A new step after an undo
/// starts a branch beside the undone one instead of discarding it, so two strategies can be
/// compared. Consecutive waits merge into one step (`wait 30m`, not thirty
/// `wait 1m`) while nothing branches off between them.
///
/// "The current branch" is the path from the root to the current step, continued through each
/// node's last-visited child to the branch's end: `entries` lists it and `position` is the
/// current step's place in it. The session that is recorded and journaled is the branch up to
/// the current step.
///
/// What happened, for the journal: every change is also an `Event`, numbered from 0; a reader
/// keeps the `eventCount` it has seen and asks `events(since:)` after each key (see `Event`).
public struct Timeline: Sendable {
    /// A step and the simulated time after it.
    public struct Entry: Equatable, Sendable {
        /// What happened.
        public var step: Step
        /// The simulation's clock after the step.
        public var time: Int
    }

    /// One step of the tree.
    struct Node: Equatable, Sendable {
        var entry: Entry
        /// The step it was taken after; nil for the first install.
        var parent: Int?
        /// The steps taken after it, oldest first: more than one makes it a branch point.
        var children: [Int] = []
        /// The child redo goes to: the one the explorer last came from or went to.
        var preferred: Int?
        /// How many log lines had been written when the explorer was last at this step and
        /// moved on (or now, for the current step), counted from the session's start.
        var logCount: Int
        /// The log lines this step wrote (and lines written while it was current), kept while
        /// it is off the current path; on the current path they are in the explorer's log.
        var lines: [LogEntry] = []
    }

    /// What happened to the timeline; the journal records these to bring the tree back.
    ///
    /// Node ids count steps in the order they were first taken (0 is the first install), so
    /// replaying the events in order on a fresh explorer (`ExplorerState.replay(_:)`) makes the
    /// same ids. A branch switch is a `jump` to a step on another branch.
    public enum Event: Equatable, Sendable {
        /// A new step `node` was taken after `parent` (nil: the first install).
        case added(node: Int, parent: Int?, step: Step)
        /// A wait of `seconds` was merged into the wait `node`, which is now `step`.
        case waitMerged(node: Int, seconds: Int, step: Step)
        /// Undo moved to `node` (the parent of the step undone).
        case undo(to: Int)
        /// Redo moved to `node` (the child last visited).
        case redo(to: Int)
        /// Enter in the timeline (or a branch switch) moved to `node`.
        case jump(to: Int)
    }

    /// How many of the latest steps can be undone or jumped to. Each keeps a copy of the state,
    /// so the number is bounded to keep memory flat in long sessions; older steps stay in the
    /// session (their step and time are a few bytes) but their states are gone.
    public static let undoDepth = 1_000
    /// How many of the latest events `events(since:)` can still return.
    public static let eventMemory = 256

    /// Every step ever taken, by id.
    private(set) var nodes: [Node] = []
    /// The id of the current step: the state on screen is the state after it.
    public private(set) var current = -1
    /// The state after each step from `firstMoment` on, by id.
    private var moments: [Moment] = []
    /// The id of the step `moments[0]` belongs to; older steps' states are gone.
    private var firstMoment = 0
    /// The latest events, the newest last.
    private var recent: [Event] = []
    /// How many events there have been since the timeline began.
    public private(set) var eventCount = 0

    /// How many steps the tree has (every branch's): the next step's id.
    public var nodeCount: Int { nodes.count }

    /// The state kept for step `node`: the state before the step taken after it, or after it
    /// while it is the current step; nil once older than `undoDepth` steps.
    public func moment(of node: Int) -> Moment? {
        isKept(node) ? moments[node - firstMoment] : nil
    }

    /// The step `node` was taken after; nil for the first install or an unknown id.
    public func parent(of node: Int) -> Int? {
        nodes.indices.contains(node) ? nodes[node].parent : nil
    }

    /// Whether the step before the current one has its state kept.
    public var canUndo: Bool { nodes.indices.contains(current) && nodes[current].parent.map(isKept) ?? false }
    /// Whether there is an undone step to bring back.
    public var canRedo: Bool { nodes.indices.contains(current) && nodes[current].preferred != nil }

    /// The current branch (see the type's summary), oldest first.
    public var entries: [Entry] { branch(through: current).map { nodes[$0].entry } }
    /// The index of the current step in `entries`.
    public var position: Int { nodes.indices.contains(current) ? path(to: current).count - 1 : -1 }

    /// The events from number `count` on (those still kept: the latest `eventMemory`).
    public func events(since count: Int) -> ArraySlice<Event> {
        let first = eventCount - recent.count
        return recent[max(0, count - first)...]
    }

    /// The whole session up to the current step: the first install's setup and every step after
    /// it on the current branch, installs included (undone steps are not part of it).
    public var session: (setup: Setup, steps: [Step])? { session(path(to: current)) }

    /// The session of the branch through `node`, to its end (the branch `s` saves from the
    /// timeline's cursor).
    public func session(branchThrough node: Int) -> (setup: Setup, steps: [Step])? {
        session(branch(through: node))
    }

    private func session(_ ids: [Int]) -> (setup: Setup, steps: [Step])? {
        guard let root = ids.first, case .install(let setup) = nodes[root].entry.step else { return nil }
        return (setup, ids.dropFirst().map { nodes[$0].entry.step })
    }

    /// The ids from the root to `node`, both included; empty for an unknown id.
    func path(to node: Int) -> [Int] {
        guard nodes.indices.contains(node) else { return [] }
        var ids = [node]
        while let parent = nodes[ids[ids.count - 1]].parent { ids.append(parent) }
        return ids.reversed()
    }

    /// The branch through `node`: the path to it, then each node's preferred child to the end.
    func branch(through node: Int) -> [Int] {
        var ids = path(to: node)
        while let last = ids.last, let next = nodes[last].preferred { ids.append(next) }
        return ids
    }

    /// The steps taken after the same step as `node`, oldest first (just `node` if it has no
    /// siblings), and where `node` is among them.
    func siblings(of node: Int) -> (ids: [Int], index: Int) {
        guard nodes.indices.contains(node), let parent = nodes[node].parent else { return ([node], 0) }
        let ids = nodes[parent].children
        return (ids, ids.firstIndex(of: node) ?? 0)
    }

    /// The step `node` and the simulated time after it.
    func entry(_ node: Int) -> Entry { nodes[node].entry }

    /// Whether `node`'s state is still kept, so the explorer can go back to it.
    func isKept(_ node: Int) -> Bool { node >= firstMoment && node < nodes.count }

    /// Calls `body` for each step up to the current one on the current branch whose states are
    /// still kept, oldest first, with the state before it (nil for the oldest kept step) and
    /// the state after it; returns how many earlier steps are no longer kept. Other branches
    /// are not visited. The coverage panel reads the session through this, so it has no
    /// history of its own.
    package func forEachKeptStep(_ body: (_ step: Step, _ before: Moment?, _ after: Moment) -> Void) -> Int {
        let ids = path(to: current)
        let kept = ids.drop { !isKept($0) }
        var before: Moment?
        for id in kept {
            let after = moments[id - firstMoment]
            body(nodes[id].entry.step, before, after)
            before = after
        }
        return ids.count - kept.count
    }

    /// Adds a step taken in state `before` that led to `after`, after the current step; other
    /// branches stay. With `mergeWait`, a wait taken right after a wait that nothing else
    /// follows makes that wait longer instead of adding a step.
    mutating func record(_ step: Step, before: Moment, after: Moment, time: Int, mergeWait: Bool = false) {
        if isKept(current) {
            // The configuration changes only with an install, and callers set the new one just
            // before installing; the state before the step still ran on the previous moment's.
            var before = before
            before.state.config = moments[current - firstMoment].config
            moments[current - firstMoment] = before
            nodes[current].logCount = before.logCount
        }
        // A merged wait stays within what a scenario file may give (`Duration.maximum`): past it,
        // the wait is a step of its own, so every file the explorer writes `locflow run` reads.
        if mergeWait, isKept(current), nodes[current].children.isEmpty, nodes[current].parent != nil,
            case .action(.wait(let earlier)) = nodes[current].entry.step, case .action(.wait(let more)) = step,
            case (let sum, false) = earlier.addingReportingOverflow(more), sum <= LocflowCore.Duration.maximum
        {
            // Waits add up exactly: expiries fire at their moment inside one wait (D2, D12), so
            // `wait 1m` thirty times and `wait 30m` reach the same state with the same callbacks.
            let merged = Step.action(.wait(seconds: sum))
            nodes[current].entry = Entry(step: merged, time: time)
            nodes[current].logCount = after.logCount
            moments[current - firstMoment] = after
            note(.waitMerged(node: current, seconds: more, step: merged))
            return
        }
        let id = nodes.count
        let parent = nodes.indices.contains(current) ? current : nil
        nodes.append(Node(entry: Entry(step: step, time: time), parent: parent, logCount: after.logCount))
        if let parent {
            nodes[parent].children.append(id)
            nodes[parent].preferred = id
        }
        moments.append(after)
        current = id
        note(.added(node: id, parent: parent, step: step))
        if moments.count > Self.undoDepth {
            // Drop in chunks so the shift is paid once per hundred steps, not every step.
            let drop = moments.count - Self.undoDepth + 100
            moments.removeFirst(drop)
            for old in firstMoment..<(firstMoment + drop) { nodes[old].lines = [] }
            firstMoment += drop
        }
    }

    /// Steps back to the parent: the current state is kept for redo.
    /// `dropped` is how many of the oldest log lines the bounded log has let go: node counts
    /// are from the start of the session, so the kept lines start that far in.
    mutating func undo(from state: Moment, log: [LogEntry], dropped: Int) -> (Moment, [LogEntry])? {
        guard canUndo, let parent = nodes[current].parent else { return nil }
        note(.undo(to: parent))
        return move(to: parent, from: state, log: log, dropped: dropped)
    }

    /// Steps forward to the child last visited: returns its state and the log with its lines back.
    mutating func redo(from state: Moment, log: [LogEntry], dropped: Int) -> (Moment, [LogEntry])? {
        guard canRedo, let child = nodes[current].preferred else { return nil }
        note(.redo(to: child))
        return move(to: child, from: state, log: log, dropped: dropped)
    }

    /// Goes to any step whose state is kept, on this branch or another.
    mutating func jump(to node: Int, from state: Moment, log: [LogEntry], dropped: Int) -> (Moment, [LogEntry])? {
        guard isKept(node), node != current else { return nil }
        note(.jump(to: node))
        return move(to: node, from: state, log: log, dropped: dropped)
    }

    /// Moves from the current step to `target`: the log is cut back to where the two paths
    /// part, the lines cut are kept on their steps, and the target path's lines are put back.
    private mutating func move(to target: Int, from state: Moment, log: [LogEntry], dropped: Int) -> (Moment, [LogEntry]) {
        moments[current - firstMoment] = state
        nodes[current].logCount = state.logCount
        let from = path(to: current), to = path(to: target)
        var common = 0
        while common + 1 < min(from.count, to.count), from[common + 1] == to[common + 1] { common += 1 }
        let keep = max(0, min(nodes[from[common]].logCount - dropped, log.count))
        var start = keep
        for id in from[(common + 1)...] {
            let end = max(start, min(nodes[id].logCount - dropped, log.count))
            nodes[id].lines = Array(log[start..<end])
            start = end
        }
        var restored = Array(log[..<keep])
        for id in to[(common + 1)...] {
            restored += nodes[id].lines
            nodes[id].lines = []
            nodes[id].logCount = dropped + restored.count
        }
        for (parent, child) in zip(to, to.dropFirst()) { nodes[parent].preferred = child }
        current = target
        // Lines logged while elsewhere (a save, say) stay, so the count is the restored log's.
        var moment = moments[target - firstMoment]
        moment.logCount = dropped + restored.count
        moments[target - firstMoment] = moment
        return (moment, restored)
    }

    private mutating func note(_ event: Event) {
        recent.append(event)
        eventCount += 1
        if recent.count > Self.eventMemory + Self.eventMemory / 4 { recent.removeFirst(recent.count - Self.eventMemory) }
    }
}

extension Timeline: Equatable {
    /// Two timelines are equal when their steps, states and place are: the event record is
    /// what happened on the way, not where the explorer is.
    public static func == (a: Timeline, b: Timeline) -> Bool {
        a.nodes == b.nodes && a.current == b.current && a.moments == b.moments && a.firstMoment == b.firstMoment
    }
}

/// What undo and redo restore: the simulation, its configuration and the explorer's view of it,
/// with the log's length (the log itself is only ever appended to between steps).
public struct Moment: Equatable, Sendable {
    /// The explorer's step state, whole.
    public var state: StepState
    /// How many log lines had been written since the session began (kept or since dropped).
    public var logCount: Int

    /// The moment `state` is in.
    public init(_ state: ExplorerState) {
        self.state = state.stepState
        logCount = state.logTotal
    }

    /// The simulation.
    public var sim: Simulation { state.sim }
    /// The configuration a restart starts from.
    public var config: Setup { state.config }
}

extension Step {
    /// The step as the timeline lists it: the action's scenario line, or the install.
    public var text: String {
        switch self {
        case .action(let action): action.text
        case .install(let setup): "fresh install on \(setup.ruleSet.releases), \u{201C}\(setup.app.name)\u{201D}"
        }
    }
}
