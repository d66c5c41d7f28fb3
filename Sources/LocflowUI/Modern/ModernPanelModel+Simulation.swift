import LocflowCore

/// The one adapter from the core to the panel and the log (issue 12, Build item 3).
///
/// STUB until the modern core (branch `modern-port`) is merged: main's core has no modern
/// state yet, so the model is empty and no step yields. Replace the two bodies below.
extension ModernPanelModel {
    /// The panel's model for a simulation.
    init(_ sim: Simulation) {
        self.init(releases: sim.ruleSet.releases)
        available = false  // STUB: no modern API in this core
        reportsDiagnostics = false
    }

    /// The step's async yields (`StepOutcome.yields`), in delivery order.
    static func yields(of outcome: StepOutcome) -> [String] {
        []  // STUB: no yields in this core
    }
}
