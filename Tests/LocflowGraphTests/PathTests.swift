import LocflowCore
import LocflowGraph
import LocflowScenario
import Testing

/// Every path `paths` prints is a scenario that replays green and ends where it was asked to.
@Suite("Shortest paths")
struct PathTests {
    /// Targets for every rule set, and those that need a feature of newer ones.
    static func targets(_ ruleSet: RuleSet) -> [String] {
        var targets = [
            "status=authorizedAlways", "status=authorizedWhenInUse,lifecycle=background", "prompt=upgrade,promptOrigin=app",
            "status=denied,locationServices=false", "prompt=locationServicesOff", "lifecycle=terminated,running=region",
            "restricted=true,settings=Always", "alwaysRequestSpent=true,status=notDetermined",
            "prompt=reminder", "lifecycle=suspended,heldChange=true",  // every rule set (D26, D22)
        ]
        if ruleSet.hasProvisionalAlways {
            targets += ["status=authorizedAlways,provisional=true", "temporary=true,expiryClock=true", "held=true"]
        }
        if ruleSet.hasAccuracy { targets += ["temporaryFullAccuracy=true", "accuracy=reducedAccuracy,status=authorizedAlways"] }
        if ruleSet == .iOS13_0 { targets.removeAll { $0.hasPrefix("prompt=upgrade") } }  // no upgrade prompt (§3.3)
        return targets
    }

    static let cases: [(RuleSet, String)] = RuleSet.delegate.flatMap { r in targets(r).map { (r, $0) } }

    @Test("each path runs green under Runner.run and ends in a matching state", arguments: cases)
    func pathsRunGreen(_ ruleSet: RuleSet, _ text: String) throws {
        let graph = Graphs[ruleSet]
        let target = try TargetPredicate(text, ruleSet: ruleSet)
        let search = PathFinder.search(graph, to: target, limit: 3)
        try #require(!search.paths.isEmpty, "no path to \(text) on iOS \(ruleSet.rawValue)")
        // The first path is as short as the shortest way to any matching state.
        let depths = graph.depths
        let nearest = graph.states.indices.filter { target.matches(graph.states[$0], settings: graph.settings[$0]) }
            .map { depths[$0] }.min()
        #expect(search.paths[0].actions.count == nearest)
        for (n, path) in search.paths.enumerated() {
            let yaml = PathScenario.yaml(path, target: target, number: n + 1, count: search.paths.count)
            let scenario = try ScenarioParser.parse(yaml, file: "path.yaml")
            let result = Runner.run(scenario)
            #expect(result.ruleSet == ruleSet)
            #expect(result.expectationCount == max(1, path.actions.count))
            #expect(result.failureCount == 0, "\(yaml)")
            let end = AbstractState(simulate(ruleSet, path.actions))
            #expect(target.matches(end, settings: simulate(ruleSet, path.actions).settingsLabel), "\(yaml)")
            #expect(n == 0 || path.actions.count >= search.paths[n - 1].actions.count)
        }
    }

    @Test("every target key on every rule set's own graph: a reachable value's path replays green", arguments: RuleSet.allCases)
    func everyKeyReplays(_ ruleSet: RuleSet) throws {
        // `locflow paths` checks a printed path by replaying it; a scenario it cannot parse (a key
        // written twice in one mapping) was an "internal error" for any lifecycle= target on 15, 17, 26.
        let graph = try #require(Graphs.own[ruleSet])
        var reachedKeys = 0
        let keys = TargetPredicate.keys(for: ruleSet, modern: graph.modern)
        for entry in keys {
            var replayed = 0
            for value in entry.values {
                let target = try TargetPredicate("\(entry.key)=\(value)", ruleSet: ruleSet, modern: graph.modern)
                let search = PathFinder.search(graph, to: target, limit: 1)
                guard let path = search.paths.first else {
                    // No path: only because no state matches (exit 1 as the help defines it).
                    #expect(search.matchingStates == 0, "iOS \(ruleSet.rawValue) \(target): states match but no path replays")
                    continue
                }
                let yaml = PathScenario.yaml(path, target: target, number: 1, count: 1)
                #expect(PathScenario.check(yaml, file: "p.yaml") == nil, "iOS \(ruleSet.rawValue) \(target):\n\(yaml)")
                replayed += 1
            }
            if replayed > 0 { reachedKeys += 1 }
        }
        // Every key but `running` on a graph without services has a reachable value.
        #expect(reachedKeys >= keys.count - 1, "iOS \(ruleSet.rawValue): \(reachedKeys) of \(keys.count) keys reached")
    }

    @Test("a modern path to a lifecycle writes lifecycle once and replays green", arguments: [RuleSet.iOS15, .iOS17, .iOS26])
    func modernLifecycle(_ ruleSet: RuleSet) throws {
        let target = try TargetPredicate("lifecycle=suspended", ruleSet: ruleSet, modern: true)
        let graph = try #require(Graphs.own[ruleSet])
        let path = try #require(PathFinder.search(graph, to: target, limit: 1).paths.first)
        let yaml = PathScenario.yaml(path, target: target, number: 1, count: 1)
        let last = try #require(yaml.split(separator: "\n").last { $0.contains("expect:") })
        #expect(last.split(separator: ",").count { $0.contains("lifecycle:") } == 1, "\(yaml)")
        #expect(PathScenario.check(yaml, file: "p.yaml") == nil, "\(yaml)")
    }

    @Test("an unreachable target finds no state and no path")
    func unreachable() throws {
        let search = PathFinder.search(Graphs[.iOS10], to: try TargetPredicate("provisional=true", ruleSet: .iOS10), limit: 3)
        #expect(search.matchingStates == 0 && search.paths.isEmpty)
    }

    @Test("the initial state matches with a path of no actions, still a runnable scenario")
    func alreadyThere() throws {
        let target = try TargetPredicate("status=notDetermined,lifecycle=foreground", ruleSet: .iOS18)
        let search = PathFinder.search(Graphs[.iOS18], to: target, limit: 3)
        let first = try #require(search.paths.first)
        #expect(first.actions.isEmpty)
        let yaml = PathScenario.yaml(first, target: target, number: 1, count: search.paths.count)
        #expect(PathScenario.check(yaml, file: "p.yaml") == nil)
    }

    @Test("the scenario text: ios, steps, expects, and the keys expect cannot check as a comment")
    func scenarioText() throws {
        let target = try TargetPredicate("status=authorizedAlways,provisional=true,precise=true", ruleSet: .iOS18)
        let path = try #require(PathFinder.search(Graphs[.iOS18], to: target, limit: 1).paths.first)
        let yaml = PathScenario.yaml(path, target: target, number: 1, count: 1)
        #expect(yaml == """
            # yaml-language-server: $schema=locflow-scenario.schema.json
            # locflow paths --ios 18 --to "status=authorizedAlways,provisional=true,precise=true": path 1 of 1, 2 actions
            name: "iOS 18: reach status=authorizedAlways,provisional=true,precise=true (path 1)"
            ios: "18"
            steps:
              - requestAlwaysAuthorization
              - expect: { status: notDetermined, prompt: whenInUse }
              - tap Allow While Using App
              - expect: { status: authorizedAlways, prompt: none, provisional: true }
            # also reached, but not keys of `expect`: precise=true (checked by locflow paths on the core)

            """)
    }

    @Test("paths after the first follow other flows, not the first with a step added")
    func distinctFlows() throws {
        let target = try TargetPredicate("status=authorizedAlways", ruleSet: .iOS12)
        let paths = PathFinder.search(Graphs[.iOS12], to: target, limit: 3).paths.map { $0.actions.map(\.text) }
        #expect(paths == [
            ["settings app always"],
            ["requestAlwaysAuthorization", "tap Always Allow"],
            ["settings app never", "settings app always"],
        ])
    }

    @Test("D22: a path to a suspended app with a held change exists, checks lifecycle, and replays green", arguments: [RuleSet.iOS10, .iOS18])
    func suspendedWithHeldChange(ruleSet: RuleSet) throws {
        let target = try TargetPredicate("lifecycle=suspended,heldChange=true", ruleSet: ruleSet)
        let path = try #require(PathFinder.search(Graphs[ruleSet], to: target, limit: 1).paths.first)
        let yaml = PathScenario.yaml(path, target: target, number: 1, count: 1)
        #expect(yaml.contains("lifecycle: suspended") && yaml.contains("heldChange=true"))
        #expect(PathScenario.check(yaml, file: "p.yaml") == nil)
    }
}
