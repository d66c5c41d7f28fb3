import LocflowCore
import LocflowUI
import LocflowGraph

/// The reachable graph of each rule set, enumerated once per process, as an empty `Coverage`
/// ready to be fed a session.
///
/// Why a cache of its own, outside `ExplorerState`: enumerating a graph takes about 0.17 s in a
/// release build and 1.3 s in a debug build for iOS 14+ (0.12 s debug for iOS 10), far too slow
/// for a keypress. The graph depends only on the rule set, never on the session, so it is built
/// the first time the coverage panel needs that rule set and kept for the life of the process.
/// The state stays a plain value: it holds only the panel's computed `CoverageSummary`, which is
/// a function of the timeline and so compares with `==` like the rest of the state, while this
/// reference type (with the graph's 70,000-odd edges) is shared by every state and never compared.
final class CoverageGraphs: @unchecked Sendable {
    /// The process-wide cache the explorer uses.
    static let shared = CoverageGraphs()

    private let lock = Lock()
    private var built: [Key: Coverage] = [:]

    /// A graph: a rule set, and whether its modern graph (`StateGraph.modern`).
    private struct Key: Hashable {
        var ruleSet: RuleSet
        var modern: Bool
    }

    /// Nothing covered yet, against the graph of `ruleSet` (its modern graph with `modern`: the
    /// states of an extended flow carry the modern objects, C2); enumerates it on the first call.
    ///
    /// The lock is held while enumerating, so two callers (parallel tests) never build the same
    /// graph twice; the second waits for the first.
    func empty(for ruleSet: RuleSet, modern: Bool = false) -> Coverage {
        lock.withLock {
            let key = Key(ruleSet: ruleSet, modern: modern)
            if let known = built[key] { return known }
            let fresh = Coverage(graph: StateGraph(ruleSet: ruleSet, modern: modern))
            built[key] = fresh
            return fresh
        }
    }

    /// How many graphs this cache has enumerated (tests check each is built once).
    var enumerations: Int {
        lock.withLock { built.count }
    }
}
