import LocflowCore
import LocflowScenario

/// The explorer's session as scenario text, kept step by step from the timeline's events: what
/// the `--record` file holds after every key, made without replaying the session after a key
/// (a resumed session's branch is replayed once, at the start).
///
/// The text equals `ScenarioWriter.yaml(state.session)`: the current branch up to the current
/// step. Each step's lines are made once, when it is taken, from the frame the explorer's step
/// made (the moment the timeline keeps after it holds the state and `lastOutcome`), so no step is
/// taken twice; every branch's lines are kept, so undo, redo and jumps only change which steps
/// the text is made of. A merged wait is the one step the explorer never took as the file holds
/// it (`wait 30m` after thirty `wait 1m`): its lines come from a what-if on the state before it.
public struct ScenarioRecording: Sendable {
    /// The file's start, up to step 0's `expect`.
    private var head = ""
    /// Each step's lines and every field's reading after it (the next step's `expect` lists what
    /// differs from these), by node id; nil for the first install, which is in `head`.
    private var steps: [(text: String, readings: [String: ObservedValue])?] = []
    /// The readings after the first install.
    private var rootReadings: [String: ObservedValue] = [:]
    /// The current branch's ids after the first install, up to the current step.
    private var path: [Int] = []
    /// The events read so far (`Timeline.eventCount`).
    public private(set) var seen = 0

    /// The recording of `state`'s current branch: its steps replayed once, here, at the start
    /// (a resumed session's steps, whose frames this process never saw).
    public init(_ state: ExplorerState) {
        let timeline = state.timeline
        seen = timeline.eventCount
        let ids = timeline.path(to: timeline.current)
        guard let root = ids.first, case .install(let setup) = timeline.entry(root).step else { return }
        steps = Array(repeating: nil, count: timeline.nodeCount)
        var readings: [String: ObservedValue] = [:]
        for (frame, id) in zip(Simulation.replay(from: setup, ids.dropFirst().map { timeline.entry($0).step }), ids) {
            guard frame.number > 0 else {
                (head, readings) = ScenarioWriter.head(name: ExplorerState.sessionName, setup: setup, launch: frame.outcome, state: frame.after)
                rootReadings = readings
                continue
            }
            let step = ScenarioWriter.lines(frame.step!, outcome: frame.outcome, state: frame.after, after: readings)
            steps[id] = step
            readings = step.readings
        }
        path = Array(ids.dropFirst())
    }

    /// Follows the timeline's events since the last call. Returns false when events were
    /// missed (more than `Timeline.eventMemory` in one key); the recording is then remade.
    @discardableResult
    public mutating func follow(_ state: ExplorerState) -> Bool {
        let timeline = state.timeline
        let events = timeline.events(since: seen)
        guard events.count == timeline.eventCount - seen else {
            self = ScenarioRecording(state)
            return false
        }
        seen = timeline.eventCount
        if steps.count < timeline.nodeCount { steps += Array(repeating: nil, count: timeline.nodeCount - steps.count) }
        for event in events {
            switch event {
            case .added(let node, let parent, _):
                make(node, in: timeline, justTaken: true)
                if parent == (path.last ?? 0) { path.append(node) } else { path = Array(timeline.path(to: node).dropFirst()) }
            case .waitMerged(let node, _, _):
                make(node, in: timeline)
            case .undo:
                if !path.isEmpty { path.removeLast() }
            case .redo(let node):
                if timeline.parent(of: node) == (path.last ?? 0) {
                    if steps[node] == nil { make(node, in: timeline) }
                    path.append(node)
                } else {
                    walk(to: node, in: timeline)
                }
            case .jump(let node):
                walk(to: node, in: timeline)
            }
        }
        return true
    }

    /// Moves to step `node`, making the lines of any step on the way that has none yet (a step
    /// undone before the recording began, such as one a resumed session had undone).
    private mutating func walk(to node: Int, in timeline: Timeline) {
        path = Array(timeline.path(to: node).dropFirst())
        for id in path where steps[id] == nil { make(id, in: timeline) }
    }

    /// Makes step `node`'s lines. A step just taken (`justTaken`) reads its frame: the moment
    /// the timeline keeps for it is the state the explorer's step left, with what the step caused
    /// (`lastOutcome`). A merged wait, which the explorer took in pieces, and a step taken before
    /// the recording began (undone in a resumed session) read a what-if on the state kept for
    /// the parent, which is the state before the step.
    private mutating func make(_ node: Int, in timeline: Timeline, justTaken: Bool = false) {
        guard let parent = timeline.parent(of: node) else { return }
        let readings = parent == 0 ? rootReadings : steps[parent]?.readings ?? rootReadings
        let step = timeline.entry(node).step
        if justTaken, let after = timeline.moment(of: node) {
            steps[node] = ScenarioWriter.lines(step, outcome: after.state.lastOutcome, state: after.sim, after: readings)
        } else if let before = timeline.moment(of: parent)?.sim {
            // One step at a time: a what-if on a copy of the state before a step whose frame
            // this recording never saw (a merged wait was taken in pieces).
            var stepper = Simulation.Stepper(before)
            let frame = stepper.step(step)
            steps[node] = ScenarioWriter.lines(step, outcome: frame.outcome, state: frame.after, after: readings)
        }
    }

    /// The scenario text of the session up to the current step.
    public var text: String {
        head + path.map { steps[$0]?.text ?? "" }.joined()
    }
}
