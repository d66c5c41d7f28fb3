import CellGrid
import LocflowCore

/// What keeps a demo on its rails: the quit question, playing a scenario one action at a time,
/// rewinding it, setting it aside, and scrolling help.
extension ExplorerState {
    /// Answers the quit question: `q` or `y` again (or Ctrl-C) quits, any other key stays and
    /// does nothing else, so a stray key next to `q` cannot derail a demo.
    mutating func answerQuit(_ key: Key) {
        switch key {
        case .char("q"), .char("y"), .char("Y"), .ctrl("c"): requests.quit = true
        case .resize: break  // not the person's answer: the question stays
        default: view.quitPending = false
        }
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
        view.helpScroll = max(0, min(view.helpScroll + lines, HelpOverlay.maxScroll(size)))
    }
}
