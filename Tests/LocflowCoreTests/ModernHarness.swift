@testable import LocflowCore

/// A launched simulation of an extended file (modern-apis.md C2): yields are reported and the
/// app suspends (D22 stand-in).
struct ModernHarness {
    var h: Harness

    init(_ ruleSet: RuleSet = .iOS18, app: AppConfig = AppConfig(), device: DeviceConfig = DeviceConfig(), options: ModelOptions = ModelOptions()) {
        let setup = Setup(ruleSet: ruleSet, app: app, device: device, options: options, extended: true)
        h = Harness(ruleSet, app: app, device: device, options: options)
        (h.sim, h.last) = { var sim = Simulation(setup); let last = sim.play(.install(setup)); return (sim, last) }()
    }

    /// Applies scenario-like modern and contract actions in order.
    @discardableResult
    mutating func run(_ actions: Action...) -> StepOutcome {
        for action in actions { h.last = h.sim.apply(action) }
        return h.last
    }

    var sim: Simulation { h.sim }
    /// The last step's yields as the transcript writes them (`Yield.text`).
    var yields: [String] { h.last.yields.map(\.text) }
    var callbacks: [String] { h.callbacks }
    var note: String { h.note }
    var prompt: Prompt.Kind? { h.prompt }
    var status: AuthorizationStatus { h.status }
    var session1: Diagnostics { sim.diagnostics(of: sim.modern.sessions[0]) }
}

extension Action {
    static func m(_ action: ModernAction) -> Action { .modern(action) }
    static let liveStart = Action.modern(.liveUpdates(start: true))
    static let liveStop = Action.modern(.liveUpdates(start: false))
    static func session(_ goal: ServiceGoal, _ key: String? = nil) -> Action { .modern(.sessionStart(goal, fullAccuracy: key)) }
    static func endSession(_ n: Int) -> Action { .modern(.sessionEnd(n)) }
    static let bgStart = Action.modern(.backgroundActivity(start: true))
    static let bgEnd = Action.modern(.backgroundActivity(start: false))
    static func add(_ type: ConditionType, _ id: String) -> Action { .modern(.monitorAdd(type, id: id)) }
    static func satisfied(_ id: String) -> Action { .modern(.condition(.satisfied, id: id)) }
    static let locationButton = Action.modern(.tapLocationButton)
    static let forceQuit = Action.modern(.forceQuit)
}
