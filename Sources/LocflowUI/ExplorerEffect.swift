import LocflowScenario

/// What a key asks of the world outside the explorer's state, which a pure state cannot do
/// itself: `handle` returns these as values and the loop around it carries them out
/// (ExplorerLoop ends, SessionFiles writes), instead of flags the loop polls.
public enum ExplorerEffect: Equatable, Sendable {
    /// End the explorer. `interrupted`: Ctrl-C confirmed it, so it exits with status 130
    /// (128 + SIGINT), as an interrupted program does, and a script can tell it from `q`.
    case quit(interrupted: Bool)
    /// Write a session; the loop answers with `sessionSaved(_:to:)` or `sessionNotSaved(_:)`.
    case save(SaveRequest)
}

/// A save to carry out: the session as the save field named it, in the save menu's format.
public struct SaveRequest: Equatable, Sendable {
    /// What is written: the branch chosen when the save began, under the name typed.
    public let session: Session
    /// The save menu's choice.
    public let format: SaveFormat
    /// The current branch up to now, not a branch picked on the timeline: the `--record` file
    /// may take it (another branch goes to a file of its own).
    public let currentBranch: Bool
}

/// The save being set up, between `s` and Enter in its name field: the save's own state.
public struct SaveDraft: Equatable, Sendable {
    /// The name and the branch the save writes.
    public internal(set) var target = SaveTarget()
    /// What the save writes (the save menu's choice).
    public internal(set) var format = SaveFormat.scenario
}

extension ExplorerState {
    /// Queues an effect for `handle` to return with the key that caused it.
    mutating func request(_ effect: ExplorerEffect) {
        outbox.append(effect)
    }

    /// The save the draft describes, for the loop; the draft is cleared, as the save is made.
    mutating func requestSave() {
        request(.save(SaveRequest(session: sessionToSave, format: view.save.format, currentBranch: view.save.target.branchThrough == nil)))
        view.save.target = SaveTarget()
    }
}
