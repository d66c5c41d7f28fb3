import LocflowCore
import LocflowScenario

/// The explorer's session as scenario text, kept step by step from the timeline's events: what
/// the `--record` file holds after every key, made without replaying the session.
///
/// The text equals `ScenarioWriter.yaml(state.session)`: the current branch up to the current
/// step. Each step's lines are made once, when it is taken (or when a wait merges into it), by
/// playing that one step on the state kept for its parent; every branch's lines are kept, so
/// undo, redo and jumps only change which steps the text is made of.
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

    /// The recording of `state`'s current branch: each of its steps played once, here, at the start.
    public init(_ state: ExplorerState) {
        let timeline = state.timeline
        seen = timeline.eventCount
        let ids = timeline.path(to: timeline.current)
        guard let root = ids.first, case .install(let setup) = timeline.entry(root).step else { return }
        var (text, sim, readings) = ScenarioWriter.head(name: ExplorerState.sessionName, setup: setup)
        head = text
        rootReadings = readings
        steps = Array(repeating: nil, count: timeline.nodeCount)
        for id in ids.dropFirst() {
            let step = ScenarioWriter.lines(timeline.entry(id).step, playedOn: &sim, after: readings)
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
                make(node, in: timeline)
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

    /// Makes step `node`'s lines: its step (as it is now, after any merged waits) played on the
    /// state kept for its parent, which is the state before the step.
    private mutating func make(_ node: Int, in timeline: Timeline) {
        guard let parent = timeline.parent(of: node), var sim = timeline.moment(of: parent)?.sim else { return }
        let readings = parent == 0 ? rootReadings : steps[parent]?.readings ?? rootReadings
        steps[node] = ScenarioWriter.lines(timeline.entry(node).step, playedOn: &sim, after: readings)
    }

    /// The scenario text of the session up to the current step.
    public var text: String {
        head + path.map { steps[$0]?.text ?? "" }.joined()
    }
}
