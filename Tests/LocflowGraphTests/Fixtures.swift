import LocflowCore
import LocflowGraph

/// The seven graphs, enumerated once for all tests (each takes a moment in a debug build).
enum Graphs {
    static let all: [RuleSet: StateGraph] = Dictionary(uniqueKeysWithValues: RuleSet.delegate.map { ($0, StateGraph(ruleSet: $0)) })
    static subscript(_ ruleSet: RuleSet) -> StateGraph { all[ruleSet]! }
}

/// A simulation after the contract's launch and the given actions.
func simulate(_ ruleSet: RuleSet, _ actions: [Action], options: ModelOptions = ModelOptions()) -> Simulation {
    var sim = Simulation.play(Setup(ruleSet: ruleSet, options: options)).0
    for action in actions { _ = sim.apply(action) }
    return sim
}
