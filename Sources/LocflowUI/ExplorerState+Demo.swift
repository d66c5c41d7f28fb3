import CellGrid
import LocflowCore

/// What keeps a demo on its rails: the quit question, playing a scenario one action at a time,
/// rewinding it, setting it aside, and scrolling help.
extension ExplorerState {
    /// Answers the quit question: `q` or `y` again (or Ctrl-C) quits, any other key stays and
    /// does nothing else, so a stray key next to `q` cannot derail a demo. A quit confirmed with
    /// Ctrl-C ends with status 130, as an interrupted program does.
    mutating func answerQuit(_ key: Key) {
        switch key {
        case .char("q"), .char("y"), .char("Y"): request(.quit(interrupted: false))
        case .ctrl("c"): request(.quit(interrupted: true))
        case .resize: break  // not the person's answer: the question stays
        default: view.quitPending = false
        }
    }

    /// Whether `key` is a presented scenario's `n` that must play on whatever is open: the quit
    /// question, help, a menu, an applied search or a search line still empty. A field with
    /// text in it keeps its `n` (a search for "didChange" needs one); so do the other fields,
    /// which only a second key opens.
    func playsScenarioOn(_ key: Key) -> Bool {
        guard scenario != nil, Command.nextScenarioStep.keys.contains(key) else { return false }
        guard let edit = view.textEdit else { return true }
        return edit.target == .search && edit.text.isEmpty
    }

    /// Before a presented scenario's `n`: closes what would hide the step it plays (the quit
    /// question, help, a menu, the search line and an applied search, whose filter would hide
    /// the step's lines), so the audience sees the step the header promised.
    mutating func closeOverlaysForNext() {
        view.quitPending = false
        help(.close)
        view.menu = nil
        if view.textEdit?.target == .search { view.textEdit = nil }
        search(.clear)
    }

    /// `n`: the expectations due now, then one action (or install), then every expectation after
    /// it, so a demo takes one press per action. After the end it says so and how to rewind.
    mutating func playNextAction() {
        guard let progress = scenario else { return }
        let rewind = Command.rewindScenario.keys[0].name
        if let reason = progress.setAside {
            return say("scenario \u{201C}\(progress.name)\u{201D} set aside (\(reason)) — \(rewind) rewinds to step 1")
        }
        if progress.isFinished { return say("scenario done — \(rewind) rewinds to step 1") }
        guard returnToScript() else { return }
        playExpectations()
        if let current = scenario, !current.isFinished { playNextStep() }
        playExpectations()
    }

    private mutating func playExpectations() {
        while let progress = scenario, !progress.isFinished, case .expect = progress.steps[progress.next] { playNextStep() }
    }

    /// The rewind key: a fresh install of the scenario's own setup, the pointer at step 1.
    mutating func rewindScenario() {
        guard var progress = scenario else { return }
        let before = Moment(self)
        progress.next = 0
        progress.checked = 0
        progress.failed = 0
        progress.setAside = nil
        progress.offScript = nil
        scenario = progress
        config = progress.setup
        freshInstall(
            announce: "scenario \u{201C}\(progress.name)\u{201D} rewound: fresh install on \(config.ruleSet.releases); n plays step 1 of \(progress.presses)",
            from: before)
    }

    /// A fresh install the scenario does not contain (a preset, `o`, `e`, `^R`) leaves the
    /// screen off the file: the pointer is cleared, with a log line, until the rewind key.
    /// Called before the install, so every step after it (undo included) keeps it cleared and `n`
    /// never plays the file against a state the file did not make.
    mutating func setScenarioAside(because reason: String) {
        guard var progress = scenario, progress.setAside == nil else { return }
        progress.setAside = reason
        scenario = progress
        say("scenario \u{201C}\(progress.name)\u{201D} set aside: \(reason), a fresh install the file does not do — \(Command.rewindScenario.keys[0].name) rewinds to step 1")
    }

    /// Scrolls the help overlay, kept within its lines at this size.
    mutating func scrollHelp(by lines: Int, size: ScreenSize) {
        help(.scroll(by: lines, limit: HelpOverlay.maxScroll(size)))
    }
}
