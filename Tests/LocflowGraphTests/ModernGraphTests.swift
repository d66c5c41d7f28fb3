import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowGraph

/// The modern graph (M30, D42): Always reaches the new APIs only while an `.always` session is held.
@Suite("Modern graph")
struct ModernGraphTests {
    static let graph = StateGraph(ruleSet: .iOS18, modern: true)

    @Test("a path reaches 'Always effective only while the .always session is held' and replays green")
    func alwaysEffective() throws {
        let target = try TargetPredicate("status=authorizedAlways,suspended=true,alwaysEffective=true", ruleSet: .iOS18, modern: true)
        let search = PathFinder.search(Self.graph, to: target, limit: 1)
        let path = try #require(search.paths.first)
        let texts = path.actions.map(\.text)
        #expect(texts.contains("session start always"))
        let yaml = PathScenario.yaml(path, target: target, number: 1, count: 1)
        #expect(PathScenario.check(yaml, file: "modern-path.yaml") == nil, "\(yaml)")
    }

    @Test("without the session, a suspended Always app is not reached by the new APIs (M30)")
    func withoutSession() throws {
        let effective = Self.graph.states.filter { $0.modern.alwaysEffective }
        #expect(!effective.isEmpty)
        #expect(effective.allSatisfy { $0.modern.alwaysSession == "active" }, "Always is effective only with an active always session")
        let noSession = try TargetPredicate("status=authorizedAlways,suspended=true,alwaysSession=none,alwaysEffective=false", ruleSet: .iOS18, modern: true)
        #expect(!PathFinder.search(Self.graph, to: noSession, limit: 1).paths.isEmpty)
    }

    @Test("on rule set 17 Always suffices: no session exists and Always is effective without one")
    func ios17() throws {
        let graph = StateGraph(ruleSet: .iOS17, modern: true)
        #expect(graph.states.allSatisfy { $0.modern.alwaysSession == "none" })
        #expect(graph.states.contains { $0.modern.alwaysEffective })
    }

    @Test("the delegate API's graph is unchanged by the modern bits")
    func legacyUntouched() {
        #expect(StateGraph(ruleSet: .iOS18).states.allSatisfy { $0.modern == ModernFacts(packed: 0) })
    }

    @Test("15, 17 and 26 are graphed as themselves, with what each adds (D37)")
    func ownRuleSets() throws {
        #expect([RuleSet.iOS15, .iOS17, .iOS26].allSatisfy { $0.graphsModern })
        #expect(!RuleSet.delegate.contains { $0.graphsModern })
        let fifteen = StateGraph(ruleSet: .iOS15, modern: true)
        #expect(fifteen.ruleSet == .iOS15)
        #expect(fifteen.states.contains { $0.modern.locationButtonApproved }, "the button's approval (D48)")
        #expect(fifteen.states.allSatisfy { $0.modern.liveUpdates == "none" }, "no stream before 17")
        let twentySix = StateGraph(ruleSet: .iOS26, modern: true)
        #expect(twentySix.states.contains { $0.modern.relaunchBlocked }, "forceQuit blocks relaunch on 26 (D45, M56)")
        #expect(!Self.graph.states.contains { $0.modern.relaunchBlocked }, "18 has no forceQuit edge of its own")
        let target = try TargetPredicate("status=authorizedAlways,suspended=true,alwaysEffective=true", ruleSet: .iOS26, modern: true)
        let path = try #require(PathFinder.search(twentySix, to: target, limit: 1).paths.first)
        #expect(PathScenario.check(PathScenario.yaml(path, target: target, number: 1, count: 1), file: "ios26.yaml") == nil)
    }
}
