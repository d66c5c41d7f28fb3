import LocflowCore

extension Command {
    /// The step a command plays in this state, an action of the action table (`ActionTable`);
    /// nil for the explorer's own commands (help, menus, undo …) and for answering a prompt by
    /// its position (`choose`, `activate`: the button decides the label). Toggles read the state
    /// (`Command.row`'s steps). The one map from keys to actions: `run(_:size:)` plays it.
    public func action(in sim: Simulation) -> Action? {
        (ordinal.map { Self.rows[$0].step } ?? definition.step)?(sim)
    }
}
