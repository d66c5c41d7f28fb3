import LocflowCore
import LocflowScenario

/// The explorer's session as scenario text, kept step by step from the timeline's events: what
/// the `--record` file holds after every key, made without replaying the session.
///
/// The text equals `ScenarioWriter.yaml(state.session)`; each step's lines are made once, from
/// the state the timeline kept after it, and undone steps' lines are kept for redo.
public struct ScenarioRecording: Sendable {
    /// The file's start, up to step 0's `expect`.
    private var head = ""
    /// Each entry's lines after the first (`steps[i]` is entry i + 1), undone ones included.
    private var steps: [String] = []
    /// The entry the explorer stands on, as the events say.
    private var position = 0

    /// The recording of `state`'s whole timeline: each entry played once, here, at the start.
    public init(_ state: ExplorerState) {
        let timeline = state.timeline
        position = max(0, timeline.position)
        guard case .install(let setup) = timeline.entries.first?.step else { return }
        var sim = Simulation(setup)
        let launch = sim.play(.install(setup))
        head = ScenarioWriter.head(name: ExplorerState.sessionName, setup: setup, sim: sim, callbacks: launch.callbacks.map(\.canonical))
        steps = timeline.entries.dropFirst().map { entry in
            let outcome = sim.play(entry.step)
            return ScenarioWriter.lines(entry.step, sim: sim, callbacks: outcome.callbacks.map(\.canonical))
        }
    }

    /// Follows the events `state` gave since the last call (`ExplorerState.takeEvents`).
    public mutating func follow(_ events: [Timeline.Event], in state: ExplorerState) {
        for event in events {
            switch event {
            case .step(let step):
                steps.removeSubrange(min(position, steps.count)...)
                position += 1
                // The state after the step is kept for undo (even when a later step of the same
                // key replaced it with its "before", the simulation and callbacks are the same).
                let moment = state.timeline.moment(at: position)
                steps.append(ScenarioWriter.lines(step, sim: moment?.sim ?? state.sim, callbacks: moment?.lastCallbacks ?? state.lastCallbacks))
            case .undo: position -= 1
            case .redo: position += 1
            }
        }
    }

    /// The scenario text of the session up to the current step.
    public var text: String {
        head + steps.prefix(position).joined()
    }
}
