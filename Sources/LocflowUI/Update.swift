import CellGrid
import LocflowCore
import LocflowScenario

/// The explorer's one state transition: a key (or mouse event) in, the next state out.
public enum Explorer {
    /// Returns the state after `key` on a screen of `size` (the size places mouse clicks and
    /// pages the log).
    /// Its effects (quit, save) are dropped: a caller that carries them out reads `reduce`.
    public static func update(_ state: ExplorerState, _ key: Key, size: ScreenSize) -> ExplorerState {
        reduce(state, key, size: size).state
    }

    /// The state after `key` and what the loop around the explorer must do about it.
    public static func reduce(_ state: ExplorerState, _ key: Key, size: ScreenSize) -> (state: ExplorerState, effects: [ExplorerEffect]) {
        var next = state
        let effects = next.handle(key, size: size)
        return (next, effects)
    }
}

extension ExplorerState {
    /// Handles one key in place and returns what the loop must do about it (quit, save); see
    /// `Explorer.update`.
    @discardableResult
    public mutating func handle(_ key: Key, size: ScreenSize) -> [ExplorerEffect] {
        reduce(key, size: size)
        defer { outbox = [] }
        return outbox
    }

    /// The key's changes to the state; its effects go to `outbox` (`request`).
    private mutating func reduce(_ key: Key, size: ScreenSize) {
        if key != .resize { view.notice = nil }  // the start-up view.notice is read by the first key
        // A presented scenario's `n` plays on from anywhere: the quit question (it stays), an
        // empty search line, help and menus are closed first (ExplorerState+Demo.swift).
        let playsOn = playsScenarioOn(key)
        if playsOn { closeOverlaysForNext() }
        if view.quitPending { return answerQuit(key) }  // the quit question takes the next key (ExplorerState+Demo.swift)
        // A step the `--scenario` file does not contain is noted, so the next `n` goes back first.
        let (events, from) = (timeline.eventCount, timeline.current)
        let scripted = scenario != nil && [.nextScenarioStep, .rewindScenario].contains(Command.bound(to: key, in: self))
        defer { if scenario != nil { noteOffScript(by: key, scripted: scripted, since: events, from: from) } }
        if case .mouse(let row, let col, let kind) = key {
            handleMouse(row: row, col: col, kind: kind, size: size)
            return refreshCoverage()
        }
        if view.textEdit != nil { return editText(key) }  // a text field (a save's name, the view.search line too) takes every key (TextEdit.swift)
        // The open coverage panel takes PgUp/PgDn for its lists (ExplorerState+Coverage.swift).
        if view.coverageOpen, view.menu == nil, !view.helpOpen, size.isUsable, scrollCoverage(key, size: size) { return }
        // The open timeline takes ↑/↓/←/→/Enter, unless an applied search claims Enter (n/N/Enter).
        if view.timelineOpen, view.menu == nil, !view.helpOpen, !view.quitPending, view.search == nil, size.isUsable, navigateTimeline(key) { return refreshCoverage() }
        guard let command = Command.bound(to: key, in: self) else { return }
        // Below the minimum size nothing is visible, so nothing but quitting may happen unseen.
        guard size.isUsable || command == .quit || command == .quitNow else { return }
        run(command, size: size)
    }

    /// Runs a command that is available in this state.
    public mutating func run(_ command: Command, size: ScreenSize) {
        let (events, step) = (timeline.eventCount, timeline.current)
        defer {
            // A step, undo or redo takes the timeline's cursor to where the explorer now is.
            if timeline.eventCount != events || timeline.current != step { view.timelineCursor = timeline.current }
            refreshCoverage()
        }
        if let action = command.action(in: sim) {
            // Time steps merge with the one before them, as a person holding `.` means one wait;
            // not while a scenario is followed: a stray wait merged into the file's own wait would
            // make the next `n` play that wait again instead of the next step.
            let followed = scenario.map { $0.setAside == nil && !$0.isFinished } ?? false
            return perform(action, mergeWait: (command.family == .time || command == .waitUntilMorning) && !followed)
        }
        switch command {
        case .togglePromptPrecise, .requestWhenInUse, .requestAlways, .requestTemporaryFullAccuracy, .requestLocation, .createManager, .toggleService,
            .background, .foreground, .terminate, .launch, .toggleLocationServices, .setApp, .toggleSettingsPrecise, .toggleRestriction,
            .resetLocationAndPrivacy, .wait, .waitUntilMorning, .event, .showReminder:
            break  // a step: played above, from `action(in:)`
        case .choose(let n): choose(n - 1)
        case .selectPrevious: moveSelection(by: -1)
        case .selectNext: moveSelection(by: 1)
        case .activate:
            if let menu = view.menu { applyMenuRow(menu.selection) } else { tapButton(selectedButton) }
        case .help: help(.toggle)
        case .close:
            help(.close)
            view.menu = nil
        case .quit:
            // Below the minimum size the question could not be read: `q` quits as the screen says.
            if size.isUsable { view.quitPending = true } else { request(.quit(interrupted: false)) }
        case .quitNow:
            // A stray Ctrl-C asks as `q` does; below the minimum size it quits, as `q` does there.
            if size.isUsable { view.quitPending = true } else { request(.quit(interrupted: true)) }
        case .chooseIOSVersion:
            view.menu = Menu(kind: .iOSVersion, selection: Menu.ruleSets.firstIndex(of: config.ruleSet) ?? 0)
        case .editInfoPlist: view.menu = Menu(kind: .infoPlist)
        case .choosePreset: view.menu = Menu(kind: .presets)
        case .chooseSystemUpdate: view.menu = Menu(kind: .systemUpdate(from: sim.ruleSet))
        case .toggleLens:
            view.lensOpen.toggle()
            view.coverageOpen = view.coverageOpen && !view.lensOpen
        case .switchLensSample:
            view.lensSample = shownLensSample == .modern ? .delegate : .modern
        case .toggleCoverage:
            view.coverageOpen.toggle()
            view.coverageScroll = 0
            view.lensOpen = view.lensOpen && !view.coverageOpen
        case .resetSimulation:
            // In a presented scenario ^R is a stray step like any other: the next `n` goes back to
            // where the file was (ExplorerState+OffScript.swift), so a slip never derails a demo.
            freshInstall(announce: "start over: fresh install on \(config.ruleSet.releases), same Info.plist")
        case .nextScenarioStep:
            closeOverlaysForNext()
            playNextAction()
        case .rewindScenario: rewindScenario()
        case .search: startSearch()
        case .searchNext: moveSearchMatch(by: 1, size: size)
        case .searchPrevious: moveSearchMatch(by: -1, size: size)
        case .clearSearch: search(.clear)
        case .scrollHelpUp(let page): scrollHelp(by: page ? -HelpOverlay.page(size) : -1, size: size)
        case .scrollHelpDown(let page): scrollHelp(by: page ? HelpOverlay.page(size) : 1, size: size)
        case .scrollLogUp: scrollLog(by: Layout(size).logPage, size: size)
        case .scrollLogDown: scrollLog(by: -Layout(size).logPage, size: size)
        case .undo: undo()
        case .redo: redo()
        case .toggleTimeline:
            view.timelineOpen.toggle()
            view.timelineCursor = timeline.current
            // An applied search now counts the other panel's matches: start again at the newest.
            search(.restart)
        case .saveSession:
            // From the timeline, the branch under the cursor; else the session up to now.
            save(.begin(branchThrough: view.timelineOpen ? view.timelineCursor : nil))
            view.menu = Menu(kind: .save)
        case .toggleDesigner:
            view.designerOpen.toggle()
            refreshPromptAnswers()
        case .editPurposeString: startPurposeEdit()
        case .modernMenu: view.menu = Menu(kind: .modern)
        }
    }

    // MARK: - Prompt and menu selection

    private mutating func choose(_ index: Int) {
        if view.menu != nil { applyMenuRow(index) } else { tapButton(index) }
    }

    private mutating func moveSelection(by delta: Int) {
        if view.menu != nil {
            menu(.move(by: delta))
        } else if let count = sim.prompt?.buttons.count, count > 0 {
            selectedButton = (selectedButton + delta + count) % count
        }
    }

    /// Taps a button of the prompt on screen by its label, exactly as a scenario's `tap` would.
    private mutating func tapButton(_ index: Int) {
        guard let buttons = sim.prompt?.buttons, buttons.indices.contains(index) else { return }
        let before = Moment(self)  // undo returns to the highlight as it was before the tap
        selectedButton = index
        perform(.tap(buttons[index].label), from: before)
    }

    /// Hands an event to the open menu (none open: nothing); returns what it asks of the parent.
    @discardableResult
    private mutating func menu(_ event: Menu.Event) -> Menu.Outcome? {
        guard var open = view.menu else { return nil }
        let outcome = open.update(event)
        view.menu = open
        return outcome
    }

    /// Carries out row `index` of the open menu, once the menu has picked it (it stays open,
    /// its highlight on that row, unless the row closes it).
    private mutating func applyMenuRow(_ index: Int) {
        guard let kind = view.menu?.kind, menu(.pick(index)) == .chosen(row: index) else { return }
        switch kind {
        case .iOSVersion:
            if index == Menu.typedVersionRow {  // "Type a version…": the view.menu stays under the text field
                view.textEdit = TextEdit(.iOSVersion)
                return
            }
            view.menu = nil
            let chosen = Menu.ruleSets[index]
            let was = config.ruleSet
            config.ios = IOSVersion(chosen)
            setScenarioAside(because: "o chose another iOS")
            freshInstall(announce: "iOS version \(was.releases) → \(chosen.releases): fresh install with the same build")
        case .infoPlist where ManagerKey.row(index) != nil:
            guard let key = ManagerKey.row(index) else { return }
            key.cycle(&config.app)
            setScenarioAside(because: "e changed the app's manager")
            freshInstall(announce: "\(key.rawValue) → \(key.valueText(in: config.app)): fresh install with the new build")
        case .infoPlist where index == Menu.appClipRow:
            config.app.appClip.toggle()
            setScenarioAside(because: "e changed the App Clip setting")
            freshInstall(announce: "App Clip → \(config.app.appClip ? "on: no Always, While Using ends 04:00 the next day (D52)" : "off: an ordinary app"): fresh install with the new build")
        case .infoPlist:
            let key = InfoPlistKey.allCases[index]
            config.app.infoPlist.toggle(key)
            let now = InfoPlistView.valueText(key, in: config.app.infoPlist)
            setScenarioAside(because: "e changed the Info.plist")
            freshInstall(announce: "Info.plist \(key.rawValue) → \(now): fresh install with the new build")
        case .presets:
            view.menu = nil
            setScenarioAside(because: "a preset was chosen")
            start(Preset.all[index])
        case .save:
            view.menu = nil
            save(.choose(SaveFormat.allCases[index]))
            // The default name offered selected: a title typed replaces it instead of extending it.
            view.textEdit = TextEdit(.saveName(view.save.format), text: sessionToSave.name ?? "", selected: true)
        case .modern:
            view.menu = nil
            applyModernRow(index)
        case .systemUpdate(let from):
            // A step like any other: recorded, undoable, saved as `systemUpdate VERSION` (D50).
            view.menu = nil
            perform(.updateSystem(to: IOSVersion(from.updateTargets[index])))
        }
    }

    // MARK: - Mouse

    private mutating func handleMouse(row: Int, col: Int, kind: Key.MouseKind, size: ScreenSize) {
        switch kind {
        case .wheelUp where !view.helpOpen && view.menu == nil: scrollLog(by: 3, size: size)
        case .wheelDown where !view.helpOpen && view.menu == nil: scrollLog(by: -3, size: size)
        case .press where !view.helpOpen && view.menu != nil && view.textEdit == nil:
            // A menu row clicked is picked, as its digit would pick it.
            guard let open = view.menu, size.isUsable else { return }
            let screen = Rect(row: 0, col: 0, rows: size.rows, cols: size.cols)
            if let index = MenuOverlay.row(at: row, col: col, open, config: config, in: screen) { applyMenuRow(index) }
        case .press where !view.helpOpen && view.menu == nil && view.textEdit == nil:  // a save's name field (or the view.search line) takes no clicks
            let layout = Layout(size)
            guard layout.isUsable else { return }
            if sim.prompt == nil, !view.designerOpen, modernModel.hasLocationButton,
                LocationButtonView.rect(in: layout.prompt).contains(row: row, col: col) { return playModern(.modern(.tapLocationButton)) }
            if let prompt = sim.prompt {
                let hits = view.designerOpen ? DesignerView.buttonRects(prompt, support.words.alert(prompt), size: size) : PromptView.buttonRects(prompt, in: layout.prompt)
                if let index = hits.firstIndex(where: { $0.contains(row: row, col: col) }) { return tapButton(index) }
            }
            // A timeline row clicked is selected as ↑/↓ would; clicked again, it is gone to as Enter would.
            if view.timelineOpen, !view.designerOpen,
                let hit = TimelineView.hits(timeline, cursor: view.timelineCursor, search: view.search, in: layout.log).first(where: { $0.rect.contains(row: row, col: col) })
            {
                return clickTimeline(hit.node)
            }
            // Settings switches and choices, and the services table's rows, click like their keys.
            guard !view.designerOpen, !view.lensOpen, !view.coverageOpen, !showsModernPanel else { return }
            let hits = SettingsView.hits(self, roomy: layout.isRoomy, in: layout.settings) + ServicesView.hits(self, in: layout.services)
            if let hit = hits.first(where: { $0.rect.contains(row: row, col: col) }), hit.command.isAvailable(in: self) { run(hit.command, size: size) }
        default:
            break
        }
    }

    // MARK: - Log

    private mutating func scrollLog(by lines: Int, size: ScreenSize) {
        let layout = Layout(size)
        let wanted = max(0, view.logScroll + lines)
        // Wrap only as much of the log as the scroll can reach, not all of it.
        let total = LogView.tail(log, width: layout.logText.cols, atLeast: wanted + layout.logText.rows).lines.count
        let maxScroll = max(0, total - layout.logText.rows)
        view.logScroll = min(wanted, maxScroll)
    }

    // MARK: - Scenario

    /// Plays one step of the scenario, whatever its kind (the cast plays a file this way).
    mutating func playNextStep() {
        guard var progress = scenario, !progress.isFinished else { return }
        let before = Moment(self)  // undoing the step must also give it back to `n`
        let index = progress.next
        progress.next += 1
        switch progress.steps[index] {
        case .action(let action):
            scenario = progress
            perform(action, from: before)
        case .install(let setup):
            scenario = progress
            config = setup
            freshInstall(announce: "fresh install on \(setup.ruleSet.releases), \u{201C}\(setup.app.name)\u{201D}", from: before)
        case .expect(let expectation):
            let failures = Snapshot(sim).failures(of: expectation, callbacks: lastCallbacks, yields: lastYields, note: lastNote)
            progress.checked += 1
            let place = progress.lines[index].map { "line \($0): " } ?? ""
            if failures.isEmpty {
                scenario = progress
                say("\(place)expect held", kind: .expectPassed)
            } else {
                progress.failed += 1
                scenario = progress
                for failure in failures { say("\(place)expect failed: \(failure)", kind: .expectFailed) }
            }
        }
        if progress.isFinished {
            let summary = progress.failed == 0
                ? "scenario done: \(progress.checked) expectations held"
                : "scenario done: \(progress.failed) of \(progress.checked) expectations failed"
            say(summary + " — \(Command.rewindScenario.keys[0].name) rewinds to step 1")
        }
    }
}
