import LocflowCore

/// The one adapter from the core to the panel and the log: the modern
/// state of `Simulation.modern` and its live diagnostics (D43) in the panel's words.
extension ModernPanelModel {
    /// The panel's model for a simulation.
    init(_ sim: Simulation) {
        self.init(releases: sim.ruleSet.releases)
        available = sim.ruleSet >= .iOS15
        reportsDiagnostics = sim.ruleSet >= .iOS18  // D43: diagnostics are an iOS 18 API
        let modern = sim.modern
        sessions = modern.sessions.map { session in
            Object(key: String(session.id), name: "session \(session.id)",
                   detail: "goal \(session.goal.rawValue)" + (session.fullAccuracy.map { " · full accuracy \($0)" } ?? ""),
                   state: session.state.rawValue, diagnostics: sim.diagnostics(of: session).ordered.map(\.rawValue))
        }
        updates = modern.updates.map { stream in
            Object(name: "liveUpdates()", state: stream.stateWord, diagnostics: sim.updatesDiagnostics.ordered.map(\.rawValue))
        }
        conditions = modern.conditions.map { condition in
            // A change the world made that the app has not been told yet reads "unknown→satisfied" (D44).
            let pending = condition.world != condition.state ? "→" + condition.world.rawValue : ""
            return Object(key: condition.id, name: "\(condition.type.rawValue) \(condition.id)", detail: condition.state.rawValue + pending,
                          state: modern.awaitingEvents ? "awaited" : "not awaited",
                          diagnostics: sim.diagnostics(of: condition).ordered.map(\.rawValue))
        }
        backgroundActivity = modern.backgroundActivity.map { session in
            Object(name: "activity session", state: session.state.rawValue, diagnostics: sim.backgroundActivityDiagnostics.ordered.map(\.rawValue))
        }
        buttonApproved = modern.locationButtonApproved
        // D48: the button is iOS 15+; the explorer's app shows one once its flow is modern (C2).
        hasLocationButton = Self.hasLocationButton(sim)
        requiresExplicitSession = sim.app.infoPlist.requireExplicitServiceSession
    }

    /// Whether the app shows a location button: iOS 15+ (D48), once its flow is modern (C2) or
    /// the button was approved. Read alone by the prompt panel's cache key, without the model.
    static func hasLocationButton(_ sim: Simulation) -> Bool {
        sim.ruleSet >= .iOS15 && (sim.setup.extended || sim.modern.locationButtonApproved)
    }

    /// `ModernPanelModel(sim).isEmpty` without building the model (its object rows): read by
    /// every frame's choice of panel and by the footer. `ModernPanelTests` checks both agree.
    static func isEmpty(_ sim: Simulation) -> Bool {
        let modern = sim.modern
        return modern.sessions.isEmpty && modern.updates == nil && modern.conditions.isEmpty && modern.backgroundActivity == nil
            && !modern.locationButtonApproved
    }

    /// The step's async yields (`StepOutcome.yields`, D44), in delivery order.
    static func yields(of outcome: StepOutcome) -> [Yield] {
        outcome.yields
    }
}
