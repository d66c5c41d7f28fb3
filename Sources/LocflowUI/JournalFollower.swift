import LocflowScenario
import LocflowSessions

/// Turns the timeline's events into journal lines after each key: only the events since the
/// last call are read (`Timeline.events(since:)`), so a key costs the same at step 20,000 as
/// at step 10; nothing is replayed or rewritten.
public struct JournalFollower: Sendable {
    /// The events read so far (`Timeline.eventCount`).
    private var seen: Int
    /// The step the journal's reader stands on after the lines so far, to tell a step taken
    /// after it (`action …`) from one taken elsewhere (`after N action …`).
    private var current: Int

    /// A follower starting at `timeline`'s present: what happened before is already journaled.
    public init(_ timeline: Timeline) {
        seen = timeline.eventCount
        current = timeline.current
    }

    /// The journal entries for the events since the last call; nil when events were missed (more
    /// than `Timeline.eventMemory` in one key), so the journal would resume to another state.
    public mutating func entries(_ timeline: Timeline) -> [JournalEntry]? {
        let events = timeline.events(since: seen)
        guard events.count == timeline.eventCount - seen else { return nil }
        seen = timeline.eventCount
        var entries: [JournalEntry] = []
        for event in events {
            switch event {
            case .added(let node, let parent, let step):
                // Only the first install has no parent, and it is the journal's header.
                guard let parent else { break }
                entries.append(parent == current ? .step(step) : .stepAfter(parent: parent, step))
                current = node
            case .waitMerged(_, let seconds, _): entries.append(.waitMerged(seconds: seconds))
            case .undo(let node):
                entries.append(.undo)
                current = node
            case .redo(let node):
                entries.append(.redo)
                current = node
            case .jump(let node):
                entries.append(.jump(to: node))
                current = node
            }
        }
        return entries
    }
}
