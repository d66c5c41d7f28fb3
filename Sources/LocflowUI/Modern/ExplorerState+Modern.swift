import LocflowCore

/// Whether the "Sessions & updates" panel shows in the right column.
public enum ModernPanelVisibility: Equatable, Sendable {
    /// Shown while the app holds any modern object, hidden otherwise (the default).
    case auto
    /// Shown because the person asked (menu `M`, last row).
    case shown
    /// Hidden because the person asked.
    case hidden
}

extension ExplorerState {
    /// The panel's model for the simulation on screen.
    var modernModel: ModernPanelModel { ModernPanelModel(sim) }

    /// Whether the panel is drawn: on request, or on its own while the app uses a modern API.
    /// The lens and the coverage panel, opened on purpose, take the column first.
    public var showsModernPanel: Bool {
        switch view.modernPanel {
        case .shown: true
        case .hidden: false
        case .auto: !ModernPanelModel.isEmpty(sim)
        }
    }

    /// Plays row `index` of the modern menu: the row's action, or the panel toggle.
    mutating func applyModernRow(_ index: Int) {
        let rows = ModernMenu.rows(modernModel, panelShown: showsModernPanel)
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        guard let action = row.action else {
            if row.isPanelToggle {
                view.modernPanel = showsModernPanel ? .hidden : .shown
                view.lensOpen = false
                view.coverageOpen = false
            } else {
                say("\(row.name): \(row.value)")
            }
            return
        }
        playModern(action)
    }

    /// Plays one modern scenario line, or says why it cannot be played.
    mutating func playModern(_ line: String) {
        let action: Action
        do {
            action = try Action(parsing: line)
        } catch {
            return say("\(line): \(error)")
        }
        playModern(action)
    }

    /// Plays one modern action, extending the session first if it is not yet (C2).
    mutating func playModern(_ action: Action) {
        if !config.extended { becomeExtended() }
        perform(action)
    }

    /// C2: a flow that uses the modern vocabulary is extended from its install (the app
    /// suspends, yields are reported), so the first modern action makes the session's setup
    /// extended, reinstalls, and plays the steps since the last install again, as `locflow run`
    /// would play the saved file. The log says so; undo steps back through the replay.
    private mutating func becomeExtended() {
        let steps = timeline.session?.steps ?? []
        let start = steps.lastIndex { if case .install = $0 { true } else { false } }.map { $0 + 1 } ?? 0
        let actions = steps[start...].compactMap { step -> Action? in if case .action(let action) = step { action } else { nil } }
        config.extended = true
        let again = actions.isEmpty ? "" : "; the \(actions.count) step\(actions.count == 1 ? "" : "s") since are played again"
        // The steps since are the replay's, on the extended setup: each taken once, there.
        var replay = Simulation.replay(from: config, actions.map(Step.action))
        freshInstall(announce: "the app now uses the modern APIs: its flow is extended from the install (C2): fresh install\(again)", frame: replay.next())
        while let frame = replay.next() { perform(frame) }
    }
}
