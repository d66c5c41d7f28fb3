import LocflowCore
import LocflowScenario

/// The session's steps in order, where the explorer stands among them, and what undo and redo
/// go back and forth to.
///
/// A step is an action through the core or a fresh install (a new iOS version or Info.plist, or a
/// restart). Steps after the current one are the undone ones that redo brings back; a new step
/// discards them. The timeline is also the session the explorer records and journals.
public struct Timeline: Equatable, Sendable {
    /// A step and the simulated time after it.
    public struct Entry: Equatable, Sendable {
        /// What happened.
        public var step: Step
        /// The simulation's clock after the step.
        public var time: Int
    }

    /// How many of the latest steps can be undone. Each keeps a copy of the state, so the
    /// number is bounded to keep memory flat in long sessions; older steps stay in the session.
    public static let undoDepth = 1_000

    /// Every step, oldest first; the first is the initial install.
    public private(set) var entries: [Entry] = []
    /// The index of the current step: the state on screen is the state after it.
    public private(set) var position = -1
    /// The state after each step from `firstMoment` on, for undo and redo.
    private var moments: [Moment] = []
    /// The index of the step `moments[0]` belongs to.
    private var firstMoment = 0
    /// Log lines taken off by undo, the latest undo last: redo puts them back.
    private var undoneLog: [[LogEntry]] = []
    /// What happened since the run loop last took them (`takeEvents`): the journal and the
    /// `--record` file follow the session through these, a constant amount of work per key,
    /// instead of comparing or replaying the whole session. Not part of `==`.
    private var pending: [Event] = []
    /// Events let go because nobody took them (only code that never calls `takeEvents`, such as
    /// tests and benchmarks driving keys directly, gets this far; the run loop takes them every key).
    public private(set) var eventsDropped = 0
    /// How many events are held for `takeEvents` at most, so a state driven without a run loop
    /// keeps flat memory.
    static let pendingLimit = 4_096

    /// One change to the timeline, as the journal writes it.
    public enum Event: Equatable, Sendable {
        /// A step was taken (redo steps discarded); it is the new last entry.
        case step(Step)
        /// Undo went back one step.
        case undo
        /// Redo went forward one step.
        case redo
    }

    /// Everything but the pending events: two timelines of the same history are equal whether
    /// or not their events have been taken.
    public static func == (lhs: Timeline, rhs: Timeline) -> Bool {
        lhs.entries == rhs.entries && lhs.position == rhs.position && lhs.moments == rhs.moments
            && lhs.firstMoment == rhs.firstMoment && lhs.undoneLog == rhs.undoneLog
    }

    /// Returns the events since the last call and forgets them.
    mutating func takeEvents() -> [Event] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    private mutating func note(_ event: Event) {
        if pending.count >= Self.pendingLimit {
            pending.removeFirst(Self.pendingLimit / 2)
            eventsDropped += Self.pendingLimit / 2
        }
        pending.append(event)
    }

    /// The state after entry `index`, while it is kept for undo (the latest `undoDepth` steps).
    public func moment(at index: Int) -> Moment? {
        index >= firstMoment && index - firstMoment < moments.count ? moments[index - firstMoment] : nil
    }

    /// How many undo steps are kept before the current one (the journal's summary checks this).
    public var undoAvailable: Int { max(0, position - firstMoment) }

    /// Whether there is an earlier step with its state kept.
    public var canUndo: Bool { position > firstMoment }
    /// Whether there is an undone step to bring back.
    public var canRedo: Bool { position < entries.count - 1 }

    /// The whole session up to the current step: the first install's setup and every step after
    /// it, installs included (undone steps are not part of it).
    public var session: (setup: Setup, steps: [Step])? {
        guard position >= 0, case .install(let setup) = entries[0].step else { return nil }
        return (setup, entries[1..<(position + 1)].map(\.step))
    }

    /// Calls `body` for each step up to the current one whose states are still kept (the latest
    /// `undoDepth`), oldest first, with the state before it (nil for the oldest kept step) and
    /// the state after it; returns how many earlier steps are no longer kept. Undone steps are
    /// not visited. The coverage panel reads the session through this, so it has no history of
    /// its own.
    func forEachKeptStep(_ body: (_ step: Step, _ before: Moment?, _ after: Moment) -> Void) -> Int {
        guard position >= firstMoment else { return position + 1 }
        for index in firstMoment...position {
            body(entries[index].step, index > firstMoment ? moments[index - 1 - firstMoment] : nil, moments[index - firstMoment])
        }
        return firstMoment
    }

    /// Adds a step taken in state `before` that led to `after`; redo steps are discarded.
    mutating func record(_ step: Step, before: Moment, after: Moment, time: Int) {
        if position >= firstMoment {
            // The configuration changes only with an install, and callers set the new one just
            // before installing; the state before the step still ran on the previous moment's.
            var before = before
            before.config = moments[position - firstMoment].config
            moments[position - firstMoment] = before
        }
        entries.removeSubrange((position + 1)...)
        moments.removeSubrange(max(0, position + 1 - firstMoment)...)
        undoneLog.removeAll()
        entries.append(Entry(step: step, time: time))
        moments.append(after)
        note(.step(step))
        position = entries.count - 1
        if moments.count > Self.undoDepth {
            // Drop in chunks so the shift is paid once per hundred steps, not every step.
            let drop = moments.count - Self.undoDepth + 100
            moments.removeFirst(drop)
            firstMoment += drop
        }
    }

    /// Steps back: keeps `current` for redo (with the log lines since the earlier step) and
    /// returns the earlier step's state with its log.
    /// `dropped` is how many of the oldest log lines the bounded log has let go: moments count
    /// lines from the start of the session, so the kept lines start that far in.
    mutating func undo(from current: Moment, log: [LogEntry], dropped: Int) -> (Moment, [LogEntry])? {
        guard canUndo else { return nil }
        moments[position - firstMoment] = current
        position -= 1
        let target = moments[position - firstMoment]
        let keep = max(0, min(target.logCount - dropped, log.count))
        undoneLog.append(Array(log[keep...]))
        note(.undo)
        return (target, Array(log[..<keep]))
    }

    /// Steps forward again: returns the next step's state and the log with its lines put back.
    mutating func redo(from current: Moment, log: [LogEntry], dropped: Int) -> (Moment, [LogEntry])? {
        guard canRedo else { return nil }
        moments[position - firstMoment] = current
        position += 1
        var target = moments[position - firstMoment]
        let restored = log + (undoneLog.popLast() ?? [])
        // Lines logged while undone (a save, say) stay, so the count is the restored log's.
        target.logCount = dropped + restored.count
        moments[position - firstMoment] = target
        note(.redo)
        return (target, restored)
    }
}

/// What undo and redo restore: the simulation, its configuration and the explorer's view of it,
/// with the log's length (the log itself is only ever appended to between steps).
public struct Moment: Equatable, Sendable {
    /// The configuration a restart starts from.
    public var config: Setup
    /// The simulation.
    public var sim: Simulation
    /// The latest action's callbacks, for scenario expectations.
    public var lastCallbacks: [String]
    /// The highlighted prompt button.
    public var selectedButton: Int
    /// The `--scenario` progress.
    public var scenario: ScenarioProgress?
    /// How many log lines had been written since the session began (kept or since dropped).
    public var logCount: Int
    /// What the seeds' sample code had seen, for the app-code lens.
    public var lensMemory: AppCodeMemory

    /// The moment `state` is in.
    public init(_ state: ExplorerState) {
        config = state.config
        sim = state.sim
        lastCallbacks = state.lastCallbacks
        selectedButton = state.selectedButton
        scenario = state.scenario
        logCount = state.logTotal
        lensMemory = state.lensMemory
    }
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

extension Timeline.Event {
    /// The event as the journal writes it.
    public var journalEntry: JournalEntry {
        switch self {
        case .step(let step): .step(step)
        case .undo: .undo
        case .redo: .redo
        }
    }
}
