import LocflowCore
import LocflowScenario

/// Undo, redo, the session as a scenario, saving and resuming.
extension ExplorerState {
    /// The whole session so far: the first install's setup and every step after it up to the
    /// current one, fresh installs (`o`, `e`, `^R`, presets) included; undone steps are not part of it.
    public var session: Session {
        let whole = timeline.session
        return Session(name: "Recorded in the locflow explorer", setup: whole?.setup ?? config, steps: whole?.steps ?? [])
    }

    /// A fresh explorer for `session`'s setup with its steps replayed, each a step of the
    /// timeline (so they can be undone); the log says where they came from.
    public init(resuming session: Session, from path: String) {
        self.init(config: session.setup)
        for step in session.steps {
            switch step {
            case .action(let action): perform(action)
            case .install(let setup):
                config = setup
                freshInstall(announce: "fresh install on \(setup.ruleSet.releases), \u{201C}\(setup.app.name)\u{201D}")
            }
        }
        say("resumed \(session.steps.count) step\(session.steps.count == 1 ? "" : "s") from \(path)")
    }

    /// The run loop wrote the session to `path`: say so and clear the request.
    public mutating func sessionSaved(to path: String) {
        saveRequested = false
        let count = sessionToSave.steps.count
        saveTarget = SaveTarget()
        let what = saveFormat == .scenario ? "(locflow run replays it)" : "(docs/export.md)"
        say("saved \(count) step\(count == 1 ? "" : "s") as \(saveFormat.noun): \(path)  \(what)")
    }

    /// The run loop could not write the session: say why and clear the request.
    public mutating func sessionNotSaved(_ reason: String) {
        saveRequested = false
        saveTarget = SaveTarget()
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

    mutating func restore(_ moment: Moment, log restoredLog: [LogEntry]) {
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
