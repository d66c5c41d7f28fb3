import LocflowChecks
import LocflowCore
import LocflowGraph
import Testing

/// The enumeration: reachable, deterministic, consistent, and followed by the core.
@Suite("The reachable graph")
struct StateGraphTests {
    @Test("the initial state is the contract's launch", arguments: RuleSet.delegate)
    func initialState(_ ruleSet: RuleSet) {
        let graph = Graphs[ruleSet]
        #expect(graph.states[0] == AbstractState(Simulation.play(Setup(ruleSet: ruleSet)).0))
        #expect(graph.discoveredBy[0] == nil)
    }

    @Test("edges and self-loops add up to the actions tried in every state", arguments: RuleSet.delegate)
    func everyActionCounted(_ ruleSet: RuleSet) {
        let graph = Graphs[ruleSet], alphabet = graph.alphabet
        var tried = 0
        for (id, state) in graph.states.enumerated() {
            let person = state.prompt.map { graph.buttons[id].count + ($0.precise != nil ? 1 : 0) } ?? alphabet.settings.count
            tried += alphabet.app.count + person + alphabet.world.count
        }
        #expect(graph.edges.count + graph.selfLoops == tried)
        #expect(graph.edges.allSatisfy { $0.from != $0.to })
        #expect(graph.outgoing.count == graph.states.count)
        for (id, range) in graph.outgoing.enumerated() { #expect(graph.edges[range].allSatisfy { $0.from == id }) }
        #expect(Set(graph.states).count == graph.states.count)
    }

    @Test("every state is reached by replaying its search path on the core", arguments: RuleSet.delegate)
    func treePathsReplay(_ ruleSet: RuleSet) {
        let graph = Graphs[ruleSet]
        var mismatches = 0
        for id in graph.states.indices {
            let sim = simulate(ruleSet, graph.treePath(to: id).map { graph.edges[$0].action })
            if AbstractState(sim) != graph.states[id] { mismatches += 1 }
            if !sim.brokenInvariants.isEmpty { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("a second enumeration gives the same states and edges in the same order")
    func deterministic() {
        let again = StateGraph(ruleSet: .iOS13_4), first = Graphs[.iOS13_4]
        #expect(again.states == first.states)
        #expect(again.edges == first.edges)
        #expect(again.selfLoops == first.selfLoops)
    }

    @Test("each rule set reaches its own features and not the others'")
    func features() {
        func has(_ ruleSet: RuleSet, _ test: (AbstractState) -> Bool) -> Bool { Graphs[ruleSet].states.contains(where: test) }
        for ruleSet in RuleSet.delegate {
            #expect(has(ruleSet) { $0.provisional } == ruleSet.hasProvisionalAlways)
            #expect(has(ruleSet) { $0.temporary } == ruleSet.hasAllowOnce)
            #expect(has(ruleSet) { $0.prompt?.kind == .reminder })  // every rule set (D26, revised)
            #expect(has(ruleSet) { $0.accuracy == .reducedAccuracy } == ruleSet.hasAccuracy)
            #expect(has(ruleSet) { $0.prompt?.kind == .temporaryFullAccuracy } == ruleSet.hasAccuracy)
            #expect(has(ruleSet) { $0.prompt?.kind == .upgrade && $0.prompt?.origin == .app } == (ruleSet != .iOS13_0))
            #expect(has(ruleSet) { $0.holdsEvents } == ruleSet.hasProvisionalAlways)
            #expect(has(ruleSet) { $0.prompt?.kind == .locationServicesOff })
            // The Location Services alert does not show under a restriction (D6, D19), and the
            // restriction cannot be switched on behind it.
            #expect(!has(ruleSet) { $0.restricted && $0.prompt?.kind == .locationServicesOff })
        }
        // The rule sets within one era share one graph; eras differ.
        #expect(Graphs[.iOS14].states == Graphs[.iOS18].states)
        #expect(Graphs[.iOS10].states.count == Graphs[.iOS12].states.count)
        #expect(Graphs[.iOS13_0].states.count != Graphs[.iOS13_4].states.count)
    }

    @Test("a Settings change while a prompt is on screen is not in the alphabet")
    func settingsBehindPrompts() {
        let graph = Graphs[.iOS18]
        for edge in graph.edges where graph.states[edge.from].prompt != nil {
            if case .setApp = edge.action { Issue.record("settings while a prompt shows: \(edge.action.text)") }
        }
    }
}
