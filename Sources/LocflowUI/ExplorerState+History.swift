import LocflowCore
import LocflowScenario

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
    /// through the same steps, undo and redo the keys use, so the timeline, the position in it
    /// and the undo history are those the journal's explorer had. The events of the replay are
    /// taken, so a resumed explorer journals only what happens next.
    public init(resuming setup: Setup, _ entries: [JournalEntry], from path: String, losses: [String] = []) {
        self.init(config: setup)
        for entry in entries {
            switch entry {
            case .step(.action(let action)): perform(action)
            case .step(.install(let setup)):
                config = setup
                freshInstall(announce: "fresh install on \(setup.ruleSet.releases), \u{201C}\(setup.app.name)\u{201D}")
            case .undo: undo()
            case .redo: redo()
            case .resumed, .finished: break
            }
        }
        _ = timeline.takeEvents()
        let steps = timeline.position
        say("resumed \(steps) step\(steps == 1 ? "" : "s") from \(path)")
        // Never silently: what the journal lost is said in the log, in the failure colour.
        for loss in losses { say("journal: \(loss)", kind: .expectFailed) }
    }

    /// The explorer a read journal leads to (`locflow --resume`).
    public init(resuming journal: JournalContents) {
        self.init(resuming: journal.header.setup, journal.entries, from: journal.path, losses: journal.losses)
    }

    /// The timeline's changes since the last call (steps, undos, redos), for the run loop's
    /// journal and `--record` file; see `Timeline.Event`.
    public mutating func takeEvents() -> [Timeline.Event] {
        timeline.takeEvents()
    }

    /// The run loop wrote the session to `path`: say so and clear the request.
    public mutating func sessionSaved(to path: String) {
        saveRequested = false
        let count = timeline.position
        let what = saveFormat == .scenario ? "(locflow run replays it)" : "(docs/export.md)"
        say("saved \(count) step\(count == 1 ? "" : "s") as \(saveFormat.noun): \(path)  \(what)")
    }

    /// The run loop could not write the session: say why and clear the request.
    public mutating func sessionNotSaved(_ reason: String) {
        saveRequested = false
        say("could not save the session: \(reason)", kind: .expectFailed)
    }

    /// Adds an explorer line to the log (for the run loop: the journal could not be written).
    public mutating func report(_ text: String) {
        say(text)
    }

    /// Sets or clears the session-file problem shown over the footer; a new one is logged too.
    public mutating func setFileProblem(_ problem: String?) {
        if let problem, problem != fileProblem { say(problem, kind: .expectFailed) }
        if problem == nil, fileProblem != nil { say("session files written again") }
        fileProblem = problem
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

    private mutating func restore(_ moment: Moment, log restoredLog: [LogEntry]) {
        config = moment.config
        sim = moment.sim
        lastCallbacks = moment.lastCallbacks
        selectedButton = moment.selectedButton
        scenario = moment.scenario
        lensMemory = moment.lensMemory
        log = restoredLog
        logScroll = 0
    }
}
