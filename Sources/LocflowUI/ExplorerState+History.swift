import LocflowCore
import LocflowScenario

/// Undo, redo, the session as a scenario, saving and resuming.
extension ExplorerState {
    /// The session so far as a scenario: the configuration of the latest fresh install and the
    /// actions since, up to the current step (undone steps are not part of it).
    public var session: Session {
        let segment = timeline.currentSegment
        let setup = segment?.config ?? config
        return Session(
            name: "Recorded in the locflow explorer", ruleSet: setup.ruleSet, app: setup.app, device: setup.device,
            options: setup.options, actions: segment?.actions ?? [])
    }

    /// A fresh explorer for `session`'s setup with its actions replayed, each a step of the
    /// timeline (so they can be undone); the log says where they came from.
    public init(resuming session: Session, from path: String) {
        self.init(config: ExplorerConfig(ruleSet: session.ruleSet, app: session.app, device: session.device, options: session.options))
        for action in session.actions { perform(action) }
        say("resumed \(session.actions.count) step\(session.actions.count == 1 ? "" : "s") from \(path)")
    }

    /// The run loop wrote the session to `path`: say so and clear the request.
    public mutating func sessionSaved(to path: String) {
        saveRequested = false
        let count = session.actions.count
        say("saved \(count) step\(count == 1 ? "" : "s") as a scenario: \(path)  (locflow run replays it)")
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
