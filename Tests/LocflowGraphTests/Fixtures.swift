@testable import LocflowCore
import LocflowGraph

/// The seven graphs, enumerated once for all tests (each takes a moment in a debug build).
enum Graphs {
    static let all: [RuleSet: StateGraph] = Dictionary(uniqueKeysWithValues: RuleSet.delegate.map { ($0, StateGraph(ruleSet: $0)) })
    static subscript(_ ruleSet: RuleSet) -> StateGraph { all[ruleSet]! }
    /// Every rule set's own graph, as `locflow paths` searches it without `--modern`: the modern
    /// graph for the rule sets that are graphed as themselves (D37), else the delegate graph.
    static let own: [RuleSet: StateGraph] = Dictionary(uniqueKeysWithValues: RuleSet.allCases.map {
        ($0, $0.graphsModern ? StateGraph(ruleSet: $0, modern: true) : all[$0]!)
    })
}

/// A simulation after the contract's launch and the given actions.
func simulate(_ ruleSet: RuleSet, _ actions: [Action], options: ModelOptions = ModelOptions()) -> Simulation {
    var sim = Simulation.play(Setup(ruleSet: ruleSet, options: options)).0
    for action in actions { _ = sim.apply(action) }
    return sim
}
