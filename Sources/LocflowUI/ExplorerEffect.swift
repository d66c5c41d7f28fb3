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

/// The save being set up, between `s` and Enter in its name field: a child feature of the
/// explorer, with its own state, events and `update`, which returns the effect it completes.
/// The parent turns keys into its events and lends it the one thing it reads from outside,
/// the session of a target (`ExplorerState.save(_:)`).
public struct SaveDraft: Equatable, Sendable {
    /// The name and the branch the save writes.
    public internal(set) var target = SaveTarget()
    /// What the save writes (the save menu's choice); kept after a save, as the menu's last choice.
    public internal(set) var format = SaveFormat.scenario

    /// What the save is told.
    enum Event: Equatable {
        /// `s`: a save of the current branch up to now, or of the branch through a timeline step.
        case begin(branchThrough: Int?)
        /// A row of the save menu.
        case choose(SaveFormat)
        /// Escape in the name field: no save.
        case cancel
        /// Enter in the name field, with the name typed (empty keeps the session's own).
        case name(String)
    }

    /// Applies `event`; returns the save to make when the event completes one. `session` is the
    /// session a target writes (the parent's timeline).
    mutating func update(_ event: Event, session: (SaveTarget) -> Session) -> ExplorerEffect? {
        switch event {
        case .begin(let node):
            target = SaveTarget(branchThrough: node)
        case .choose(let chosen):
            format = chosen
        case .cancel:
            target = SaveTarget()
        case .name(let typed):
            if !typed.isEmpty { target.name = typed }
            let request = SaveRequest(session: session(target), format: format, currentBranch: target.branchThrough == nil)
            target = SaveTarget()
            return .save(request)
        }
        return nil
    }
}

extension ExplorerState {
    /// Queues an effect for `handle` to return with the key that caused it.
    mutating func request(_ effect: ExplorerEffect) {
        outbox.append(effect)
    }

    /// Hands an event to the save feature and queues the effect it completes, if any.
    mutating func save(_ event: SaveDraft.Event) {
        var draft = view.save
        let effect = draft.update(event) { session(for: $0) }
        view.save = draft
        if let effect { request(effect) }
    }
}
