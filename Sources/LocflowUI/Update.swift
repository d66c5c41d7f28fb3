import CellGrid
import LocflowCore
import LocflowScenario

/// The explorer's one state transition: a key (or mouse event) in, the next state out.
public enum Explorer {
    /// Returns the state after `key` on a screen of `size` (the size places mouse clicks and
    /// pages the log).
    public static func update(_ state: ExplorerState, _ key: Key, size: ScreenSize) -> ExplorerState {
        var next = state
        next.handle(key, size: size)
        return next
    }
}

extension ExplorerState {
    /// Handles one key in place; see `Explorer.update`.
    public mutating func handle(_ key: Key, size: ScreenSize) {
        if case .mouse(let row, let col, let kind) = key {
            handleMouse(row: row, col: col, kind: kind, size: size)
            return refreshCoverage()
        }
        if purposeEdit != nil { return editPurpose(key) }  // a text field takes every key (PurposeEdit.swift)
        guard let command = Command.bound(to: key), command.isAvailable(in: self) else { return }
        // Below the minimum size nothing is visible, so nothing but quitting may happen unseen.
        guard size.isUsable || command == .quit else { return }
        run(command, size: size)
    }

    /// Runs a command that is available in this state.
    public mutating func run(_ command: Command, size: ScreenSize) {
        defer { refreshCoverage() }
        switch command {
        case .choose(let n): choose(n - 1)
        case .selectPrevious: moveSelection(by: -1)
        case .selectNext: moveSelection(by: 1)
        case .activate:
            if let menu { applyMenuRow(menu.selection) } else { tapButton(selectedButton) }
        case .togglePromptPrecise: perform(.togglePrecise)
        case .requestWhenInUse: perform(.requestWhenInUseAuthorization)
        case .requestAlways: perform(.requestAlwaysAuthorization)
        case .requestTemporaryFullAccuracy:
            // The first purpose key of the app's dictionary; without one the core explains.
            let key = sim.app.infoPlist.temporaryUsage?.first?.key ?? "Delivery"
            perform(.requestTemporaryFullAccuracy(purposeKey: key))
        case .createManager: perform(.createManager)
        case .toggleService(let service): perform(sim.running[service] == nil ? .start(service) : .stop(service))
        case .background: perform(.background)
        case .foreground: perform(.foreground)
        case .terminate: perform(.terminate)
        case .launch: perform(.launch)
        case .toggleLocationServices: perform(.setLocationServices(!sim.device.locationServices))
        case .setApp(let choice): perform(.setApp(choice))
        case .toggleSettingsPrecise: perform(.setPrecise(!sim.precise))
        case .toggleRestriction: perform(.setRestricted(!sim.device.restricted))
        case .resetLocationAndPrivacy: perform(.resetLocationAndPrivacy)
        case .wait(let seconds): perform(.wait(seconds: seconds))
        case .event(let event): perform(.event(event))
        case .showReminder: perform(.showReminder)
        case .help: helpOpen.toggle()
        case .close:
            helpOpen = false
            menu = nil
        case .quit: quitRequested = true
        case .chooseIOSVersion:
            menu = Menu(kind: .iOSVersion, selection: RuleSet.allCases.firstIndex(of: config.ruleSet) ?? 0)
        case .editInfoPlist: menu = Menu(kind: .infoPlist)
        case .choosePreset: menu = Menu(kind: .presets)
        case .toggleLens:
            lensOpen.toggle()
            coverageOpen = coverageOpen && !lensOpen
        case .toggleCoverage:
            coverageOpen.toggle()
            lensOpen = lensOpen && !coverageOpen
        case .resetSimulation:
            freshInstall(announce: "start over: fresh install on \(config.ruleSet.releases), same Info.plist")
        case .nextScenarioStep: playNextStep()
        case .scrollLogUp: scrollLog(by: Layout(size).logPage, size: size)
        case .scrollLogDown: scrollLog(by: -Layout(size).logPage, size: size)
        case .undo: undo()
        case .redo: redo()
        case .toggleTimeline: timelineOpen.toggle()
        case .saveSession: menu = Menu(kind: .save)
        case .toggleDesigner: designerOpen.toggle()
        case .editPurposeString: startPurposeEdit()
        case .modernMenu: menu = Menu(kind: .modern)
        }
    }

    // MARK: - Prompt and menu selection

    private mutating func choose(_ index: Int) {
        if menu != nil { applyMenuRow(index) } else { tapButton(index) }
    }

    private mutating func moveSelection(by delta: Int) {
        if var open = menu {
            open.selection = (open.selection + delta + open.count) % open.count
            menu = open
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

    private mutating func applyMenuRow(_ index: Int) {
        guard var open = menu, index >= 0, index < open.count else { return }
        open.selection = index
        switch open.kind {
        case .iOSVersion:
            menu = nil
            let chosen = RuleSet.allCases[index]
            let was = config.ruleSet
            config.ios = IOSVersion(chosen)
            freshInstall(announce: "iOS version \(was.releases) → \(chosen.releases): fresh install with the same build")
        case .infoPlist:
            menu = open
            let key = InfoPlistKey.allCases[index]
            config.app.infoPlist.toggle(key)
            let now = InfoPlistView.valueText(key, in: config.app.infoPlist)
            freshInstall(announce: "Info.plist \(key.rawValue) → \(now): fresh install with the new build")
        case .presets:
            menu = nil
            start(Preset.all[index])
        case .save:
            menu = nil
            saveFormat = SaveFormat.allCases[index]
            saveRequested = true
        case .modern:
            menu = nil
            applyModernRow(index)
        }
    }

    // MARK: - Mouse

    private mutating func handleMouse(row: Int, col: Int, kind: Key.MouseKind, size: ScreenSize) {
        switch kind {
        case .wheelUp where !helpOpen && menu == nil: scrollLog(by: 3, size: size)
        case .wheelDown where !helpOpen && menu == nil: scrollLog(by: -3, size: size)
        case .press where !helpOpen && menu == nil:
            let layout = Layout(size)
            if layout.isUsable, sim.prompt == nil, !designerOpen, modernModel.hasLocationButton,
                LocationButtonView.rect(in: layout.prompt).contains(row: row, col: col) { return playModern("tap LocationButton") }
            guard layout.isUsable, let prompt = sim.prompt else { return }
            let hits = designerOpen ? DesignerView.buttonRects(prompt, size: size) : PromptView.buttonRects(prompt, in: layout.prompt)
            if let index = hits.firstIndex(where: { $0.contains(row: row, col: col) }) { tapButton(index) }
        default:
            break
        }
    }

    // MARK: - Log

    private mutating func scrollLog(by lines: Int, size: ScreenSize) {
        let layout = Layout(size)
        let wanted = max(0, logScroll + lines)
        // Wrap only as much of the log as the scroll can reach, not all of it.
        let total = LogView.tail(log, width: layout.logText.cols, atLeast: wanted + layout.logText.rows).lines.count
        let maxScroll = max(0, total - layout.logText.rows)
        logScroll = min(wanted, maxScroll)
    }

    // MARK: - Scenario

    private mutating func playNextStep() {
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
            let failures = Snapshot(sim).failures(of: expectation, callbacks: lastCallbacks, yields: lastYields)
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
            say(summary)
        }
    }
}
