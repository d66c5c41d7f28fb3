import LocflowCore
import LocflowScenario
import LocflowSessions

/// Undo, redo, the session as a scenario, saving and resuming.
extension ExplorerState {
    /// The `name:` a recorded or saved session gets.
    public static let sessionName = "Recorded in the locflow explorer"

    /// The whole session so far: the first install's setup and every step after it up to the
    /// current one, fresh installs (`o`, `e`, `^R`, presets) included; undone steps are not part of it.
    public var session: Session {
        let whole = timeline.session
        return Session(name: Self.sessionName, setup: whole?.setup ?? config, steps: whole?.steps ?? [])
    }

    /// A fresh explorer for `session`'s setup with its steps replayed, each a step of the
    /// timeline (so they can be undone); the log says where they came from.
    public init(resuming session: Session, from path: String) {
        self.init(resuming: session.setup, session.steps.map(JournalEntry.step), from: path)
    }

    /// The explorer a journal leads to: its header's setup installed, then every entry replayed
    /// as the timeline event it records (`replay(_:)`: the same steps, merged waits, undo, redo
    /// and jumps the keys make), so the whole tree with its branches, the position in it and the
    /// undo history are those the journal's explorer had, with the same step numbers. With the
    /// `scenario` the session presented, its pointer follows the steps as `n` took them
    /// (ExplorerState+ResumedScenario.swift), so `n` goes on from where the demo was.
    public init(resuming setup: Setup, _ entries: [JournalEntry], from path: String, losses: [String] = [], scenario: ScenarioProgress? = nil) {
        self.init(config: setup, scenario: scenario)
        for entry in entries {
            let current = timeline.current
            let event: Timeline.Event
            switch entry {
            case .step(let step): event = .added(node: timeline.nodeCount, parent: current, step: step)
            case .stepAfter(let parent, let step): event = .added(node: timeline.nodeCount, parent: parent, step: step)
            case .waitMerged(let seconds): event = .waitMerged(node: current, seconds: seconds, step: .action(.wait(seconds: seconds)))
            case .undo: event = .undo(to: timeline.parent(of: current) ?? current)
            case .redo: event = .redo(to: current)
            case .jump(let node): event = .jump(to: node)
            case .resumed, .finished: continue
            }
            replayFollowingScript(event)
        }
        view.timelineCursor = timeline.current
        let steps = timeline.position
        let at = self.scenario.map { "; scenario \u{201C}\($0.name)\u{201D}, \($0.pressesDone) of \($0.presses) steps played" } ?? ""
        say("resumed \(steps) step\(steps == 1 ? "" : "s") from \(path)\(at)")
        // Never silently: what the journal lost is said in the log, in the failure colour.
        for loss in losses { say("journal: \(loss)", kind: .expectFailed) }
    }

    /// The explorer a read journal leads to (`locflow --resume`).
    public init(resuming journal: JournalContents, scenario: ScenarioProgress? = nil) {
        self.init(resuming: journal.header.setup, journal.entries, from: journal.path, losses: journal.losses, scenario: scenario)
    }

    /// The run loop wrote the save to `path`: say so.
    public mutating func sessionSaved(_ save: SaveRequest, to path: String) {
        let count = save.session.steps.count
        say("saved \(count) step\(count == 1 ? "" : "s") as \(save.format.noun): \(path)  \(save.format.readBy)")
    }

    /// The run loop could not write the save: say why.
    public mutating func sessionNotSaved(_ reason: String) {
        say("could not save the session: \(reason)", kind: .expectFailed)
    }

    /// Adds an explorer line to the log (for the run loop: the journal could not be written).
    public mutating func report(_ text: String) {
        say(text)
    }

    /// Sets or clears the session-file problem shown over the footer; a new one is logged too.
    public mutating func setFileProblem(_ problem: String?) {
        if let problem, problem != view.fileProblem { say(problem, kind: .expectFailed) }
        if problem == nil, view.fileProblem != nil { say("session files written again") }
        view.fileProblem = problem
    }

    /// Goes back to the state before the current step.
    mutating func undo() {
        guard let (moment, restoredLog) = timeline.undo(from: Moment(self), log: log, dropped: logDropped) else { return }
        restore(moment, log: restoredLog)
    }

    /// Goes forward to the step undo took away.
    mutating func redo() {
        guard let (moment, restoredLog) = timeline.redo(from: Moment(self), log: log, dropped: logDropped) else { return }
        restore(moment, log: restoredLog)
    }

    mutating func restore(_ moment: Moment, log restoredLog: [LogEntry]) {
        stepState = moment.state
        refreshPromptAnswers()
        log = restoredLog
        view.logScroll = 0
    }
}
