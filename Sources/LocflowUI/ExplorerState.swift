import LocflowCore
import LocflowScenario

/// Everything the explorer shows: the simulation, how it was configured, the delegate log and
/// the UI's own focus. `handle` changes it and returns what the loop around it must do
/// (`ExplorerEffect`: quit, save); `render` draws it. Two rooms: the session (what a step
/// changes, `stepState`, and what records it: `timeline`, `log`, `sessionID`, and what is
/// derived from them: `coverage`) and the view (`view`: panels, overlays, scrolls, the search,
/// notices, the save being set up). See docs/architecture.md, "The explorer".
public struct ExplorerState: Equatable, Sendable {
    /// What a step changes and undo restores: the simulation, its setup, the latest step's
    /// callbacks, yields and note, the highlighted button, the scenario's progress and the lens's
    /// memory. `Moment` keeps this whole, so a field added here is restored by undo too
    /// (ExplorerState+StepState.swift forwards each field by name).
    public internal(set) var stepState: StepState
    /// What tapping each button of the prompt on screen would do (`Simulation.answers`), for the
    /// designer view's "If they tap": worked out while that view is open, once per step (and on
    /// undo, redo, a jump and opening the view) rather than in its draw; empty with no prompt or
    /// with the view closed. Derived from `sim`, so not kept in the timeline's moments.
    public internal(set) var promptAnswers: [PromptAnswer] = []
    /// The delegate log, oldest first: the newest `logLimit` entries or so (see `trimLog`).
    public internal(set) var log: [LogEntry] = []
    /// How many of the oldest log entries were dropped to keep memory bounded.
    public internal(set) var logDropped = 0
    /// Every step of the session: undo and redo, the timeline panel, recording and the journal.
    public internal(set) var timeline = Timeline()
    /// This session's journal id, once it is open: the quit question names `--resume ID`.
    public internal(set) var sessionID: String?
    /// What the coverage panel shows: derived from the session (the timeline's kept frames), so
    /// it sits beside them in the model, not in the view; recomputed after every command while
    /// the panel is open, nil while closed (ExplorerState+Coverage.swift says why it is kept).
    public internal(set) var coverage: CoverageSummary?
    /// The effects of the key being handled, returned by `handle` and empty between keys.
    var outbox: [ExplorerEffect] = []

    /// What is shown and how: panels, overlays, scrolls, the search and the notices; never the
    /// simulation (ExplorerView).
    public internal(set) var view = ExplorerView()
    /// What the explorer draws but does not work out itself (coverage, the designer's words),
    /// set by the executable before the first frame; never compared (ExplorerSupport.swift).
    public var support = ExplorerSupport.none
    /// Installs the app from `config` and launches it (the contract's step 0), logging the launch.
    public init(config: Setup = Setup(), scenario: ScenarioProgress? = nil) {
        stepState = StepState(config: config, sim: Simulation.notInstalled(config), scenario: scenario)
        let intro = scenario.map { "scenario \u{201C}\($0.name)\u{201D}: \($0.steps.count) steps; press n to play the next one" }
        freshInstall(announce: intro ?? "fresh install on \(config.ruleSet.releases); the app launches")
    }

    /// Replaces the simulation with a fresh install of `config`, launched, and says so in the log.
    /// `before` is the state to undo to, when the caller changed something on the way.
    /// With `frame`, the install was already taken (step 0 of a replay or a preset's resolution)
    /// and its frame is logged instead of taking it again.
    mutating func freshInstall(announce: String, from before: Moment? = nil, frame: ReplayFrame<Step>? = nil) {
        let before = before ?? Moment(self)
        lensMemory = AppCodeMemory()  // a fresh install has no UserDefaults
        log.append(LogEntry(time: sim.now, kind: .explorer, text: announce))
        apply(.install(config), taken: frame)
        timeline.record(.install(config), before: before, after: Moment(self), time: sim.now)
    }

    /// Applies one action through the core, logs it, and adds it to the timeline; `before` is
    /// the state to undo to, when the caller changed something on the way (scenario progress).
    /// With `mergeWait`, a wait right after a wait makes that step longer (Timeline.record).
    mutating func perform(_ action: Action, from before: Moment? = nil, mergeWait: Bool = false) {
        let before = before ?? Moment(self)
        apply(.action(action))
        timeline.record(.action(action), before: before, after: Moment(self), time: sim.now, mergeWait: mergeWait)
    }

    /// Adds an action already taken from the current state (a preset's resolution, a replay) as
    /// `perform` would: its frame is logged and the session moves on to its state, once.
    mutating func perform(_ frame: ReplayFrame<Step>) {
        guard case .action(let action)? = frame.step else { return }
        let before = Moment(self)
        apply(.action(action), taken: frame)
        timeline.record(.action(action), before: before, after: Moment(self), time: sim.now)
    }

    /// Takes one step through the session's stepper and logs its frame with everything it caused;
    /// the frame's outcome stays in the step state (`lastOutcome`), so the moment the timeline
    /// keeps after the step is the whole frame, which the `--record` file reads instead of taking
    /// the step again (ScenarioRecording).
    /// `taken`: the step's frame, when a replay or a preset's resolution already took it.
    private mutating func apply(_ step: Step, taken: ReplayFrame<Step>? = nil) {
        // An install starts from the app not installed, so the lens sees a new process start.
        let previous: Simulation
        if case .install(let setup) = step { previous = Simulation.notInstalled(setup) } else { previous = sim }
        let before = sim.prompt
        let frame: ReplayFrame<Step>
        if let taken {
            stepState.stepper.adopt(taken)
            frame = taken
        } else {
            // One step at a time: the explorer takes a step per key, decided by the person.
            frame = stepState.stepper.step(step)
        }
        let outcome = frame.outcome, sim = frame.after
        // What a restart starts from follows the phone through a system update (D50).
        config.ios = sim.setup.ios
        let action: Action
        switch step {
        case .action(let taken): action = taken
        case .install: action = .launch  // the install's own log line is the caller's announcement
        }
        lensMemory.observe(action, outcome, before: previous, after: sim)
        let time = sim.now
        log.append(LogEntry(time: time, kind: .action, text: action.text))
        if let prompt = sim.prompt, prompt != before { log.append(.prompt(prompt, time: time)) }
        for callback in outcome.callbacks {
            let who = ManagerLabel.prefix(callback.manager, live: sim.managers)
            log.append(LogEntry(time: time, kind: .callback, text: who + callback.signature(on: sim.ruleSet)))
        }
        for yield in ModernPanelModel.yields(of: outcome) { log.append(.yield(yield, time: time)) }
        for note in outcome.notes { log.append(LogEntry(time: time, kind: .note, text: note.line)) }
        for line in outcome.console { log.append(LogEntry(time: time, kind: .console, text: "console: " + line)) }
        lastOutcome = outcome
        lastCallbacks = outcome.callbacks.map(\.canonical)
        lastYields = ModernPanelModel.yields(of: outcome)
        lastNote = outcome.noteLine
        if sim.prompt != before { selectedButton = 0 }
        refreshPromptAnswers()
        view.logScroll = 0
        trimLog()
    }

    /// Adds an explorer line to the log.
    mutating func say(_ text: String, kind: LogEntry.Kind = .explorer) {
        log.append(LogEntry(time: sim.now, kind: kind, text: text))
        view.logScroll = 0
        trimLog()
    }
}

/// What the explorer shows and how: which panels and overlays are open, where the log, help and
/// timeline are scrolled, the search, the text field, and the notices over the footer. None of it
/// is the simulation; undo does not touch it.
public struct ExplorerView: Equatable, Sendable {
    /// How many log lines the view is scrolled up from the newest; 0 follows the newest.
    public internal(set) var logScroll = 0
    /// The `?` help overlay: open or not, and where it is scrolled (HelpState.swift).
    public internal(set) var help = HelpState()
    /// The `?` help overlay is open.
    public var helpOpen: Bool { help.isOpen }
    /// The iOS version or Info.plist menu, when open.
    public internal(set) var menu: Menu?
    /// `q` was pressed once: the quit question is on screen and the next key answers it.
    public internal(set) var quitPending = false
    /// How many lines the help overlay is scrolled down.
    public var helpScroll: Int { help.scroll }
    /// The `/` search of the delegate log (or the timeline), while typed or applied.
    public internal(set) var search: LogSearch?
    /// The timeline is shown in place of the delegate log.
    public internal(set) var timelineOpen = false
    /// The timeline's cursor: the id of the step under it (↑/↓ move it, ←/→ switch branches,
    /// Enter jumps there; ExplorerState+Branches.swift).
    public internal(set) var timelineCursor = 0
    /// The app-code lens is shown in place of the Settings and services panels.
    public internal(set) var lensOpen = false
    /// The lens's sample chosen with `L`; nil: the one the flow calls for (`shownLensSample`).
    public internal(set) var lensSample: LensSample?
    /// The coverage panel is shown in the lens's place (`x`); opening one closes the other.
    public internal(set) var coverageOpen = false
    /// The first line of the coverage panel's lists shown (PgUp/PgDn while it is open).
    public internal(set) var coverageScroll = 0
    /// The designer view (`D`): the prompt as the person sees it, codes one key away.
    public internal(set) var designerOpen = false
    /// The save being set up (`s`, its menu and its name field).
    public internal(set) var save = SaveDraft()
    /// The text field open over a menu (a purpose string, a typed iOS version) or, after the save
    /// menu's choice, the name to save under (Enter saves), if any.
    public internal(set) var textEdit: TextEdit?
    /// Whether the "Sessions & updates" panel shows (ExplorerState+Modern.swift).
    public internal(set) var modernPanel = ModernPanelVisibility.auto
    /// A session file (the journal, the `--record` file) that cannot be written now: shown
    /// over the footer until a write succeeds, and reported again at exit (status 2).
    public internal(set) var fileProblem: String?
    /// A start-up notice (an unfinished session to resume) shown over the footer, not in the
    /// delegate log, until the first key (ExplorerState+Notice.swift).
    public internal(set) var notice: String?
}
