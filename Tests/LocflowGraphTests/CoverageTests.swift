@testable import LocflowCore
import LocflowGraph
import LocflowScenario
import Testing

/// Coverage counts, checked by hand on iOS 10, whose prompts and buttons are few.
@Suite("Coverage")
struct CoverageTests {
    /// launch → requestWhenInUse → tap Allow: one prompt, one button, two statuses, two moves.
    static func session(_ extra: [Action] = []) -> Coverage {
        var coverage = Coverage(graph: Graphs[.iOS10])
        var sim = Simulation.play(Setup(ruleSet: .iOS10)).0
        coverage.visit(sim)
        for action in [Action.requestWhenInUseAuthorization, .tap("Allow")] + extra {
            let before = sim
            _ = sim.apply(action)
            coverage.record(before: before, action: action, after: sim)
        }
        return coverage
    }

    @Test("the universe of iOS 10: 5 prompts (the reminder, D26), 10 buttons, 5 statuses")
    func universe() {
        let coverage = Coverage(graph: Graphs[.iOS10])
        #expect(coverage.allPrompts == ["whenInUse", "always", "upgrade", "reminder (system)", "locationServicesOff"])
        #expect(coverage.allButtons == [
            "whenInUse › Don't Allow", "whenInUse › Allow", "always › Don't Allow", "always › Allow",
            "upgrade › Cancel", "upgrade › Allow", "reminder (system) › Don't Allow", "reminder (system) › Continue",
            "locationServicesOff › Settings", "locationServicesOff › Cancel",
        ])
        #expect(coverage.allStatuses == AuthorizationStatus.allCases.map { "\($0.rawValue), fullAccuracy" })
    }

    @Test("a short session: 1 of 5 prompts, 1 of 10 buttons, 2 of 5 statuses, 2 transitions")
    func handChecked() {
        let report = Self.session().report()
        #expect((report.prompts.covered, report.prompts.total) == (1, 5))
        #expect(report.prompts.missing == ["always", "upgrade", "reminder (system)", "locationServicesOff"])
        #expect((report.buttons.covered, report.buttons.total) == (1, 10))
        #expect(report.buttons.missing.first == "whenInUse › Don't Allow" && !report.buttons.missing.contains("whenInUse › Allow"))
        #expect((report.statuses.covered, report.statuses.total) == (2, 5))
        #expect(report.statuses.missing == ["restricted, fullAccuracy", "denied, fullAccuracy", "authorizedAlways, fullAccuracy"])
        #expect(report.transitions.covered == 2)
        #expect(report.transitions.total == Graphs[.iOS10].edges.count)
        // notDetermined → its prompt → whenInUse: two moves of the authorization view.
        #expect(report.moves.covered == 2 && report.moves.total == AuthorizationView(Graphs[.iOS10]).moves.count)
        #expect(!report.moves.missing.contains { $0.hasPrefix("notDetermined · prompt whenInUse  →  whenInUse  (") })
        #expect(report.moves.missing.contains("notDetermined · prompt whenInUse  →  denied  (one step: tap Don't Allow)"))
        #expect(report.transitions.missing.count == report.transitions.total - 2)
        #expect(report.statesVisited == 3 && report.steps == 2 && report.unchangedSteps == 0 && report.outsideSteps == 0)
        #expect(report.prompts.percent == 20 && report.buttons.percent == 10 && report.statuses.percent == 40)
    }

    @Test("a step that changes nothing, a repeated step, and a step outside the graph")
    func unchangedAndOutside() {
        // A second request changes nothing (T14); startUpdatingHeading registers a service the
        // alphabet does not start, so the state lies outside the graph; stopping it comes back.
        let report = Self.session([.requestWhenInUseAuthorization, .start(.heading), .stop(.heading), .setApp(.never)]).report()
        #expect(report.steps == 6 && report.unchangedSteps == 1 && report.outsideSteps == 2)
        #expect(report.transitions.covered == 3 && report.moves.covered == 3)
        #expect((report.statuses.covered, report.statuses.total) == (3, 5))
    }

    @Test("replaying a scenario records the same as stepping by hand")
    func replayScenario() throws {
        let scenario = try ScenarioParser.parse("""
            ios: "10"
            steps:
              - requestWhenInUseAuthorization
              - expect: { prompt: whenInUse }
              - tap Allow
            """, file: "s.yaml")
        var coverage = Coverage(graph: Graphs[.iOS10])
        for segment in scenario.installSegments() { coverage.replay(segment) }
        let a = coverage.report(), b = Self.session().report()
        #expect(a.transitions.covered == b.transitions.covered && a.buttons.missing == b.buttons.missing)
        #expect(a.statuses.missing == b.statuses.missing && a.steps == 2)
    }

    @Test("a flow that crosses iOS versions is cut at each install, each on its own version")
    func segmentsPerInstall() throws {
        let scenario = try ScenarioParser.parse("""
            ios: "14"
            steps:
              - requestWhenInUseAuthorization
              - install: { ios: "17" }
              - requestAlwaysAuthorization
              - install: { ios: "18" }
              - requestWhenInUseAuthorization
              - tap Allow Once
            """, file: "s.yaml")
        let segments = scenario.installSegments()
        #expect(segments.map(\.setup.ruleSet) == [.iOS14, .iOS17, .iOS18])
        #expect(segments.map(\.steps.count) == [1, 1, 2])
        // --ios replaces the first install only, as `locflow run --ios` does.
        #expect(scenario.installSegments(ios: IOSVersion(.iOS12)).map(\.setup.ruleSet) == [.iOS12, .iOS17, .iOS18])
        // Each part counts on its own graph: iOS 18's coverage sees the Allow Once tap.
        var coverage = Coverage(graph: Graphs[.iOS18])
        coverage.replay(segments[2])
        #expect(coverage.report().steps == 2)
        #expect(coverage.report().buttons.covered == 1)
    }

    @Test("a system update moves the rest of an install onto the newer version's graph (D50)")
    func systemUpdateCountsOnTheNewVersion() throws {
        let scenario = try ScenarioParser.parse("""
            ios: "16"
            steps:
              - requestWhenInUseAuthorization
              - tap Allow While Using App
              - systemUpdate 18
              - launch
              - requestAlwaysAuthorization
            """, file: "s.yaml")
        let segment = try #require(scenario.installSegments().first)
        #expect(segment.ruleSets == [.iOS16, .iOS18])
        // Before the update, on 16's graph: the request and the tap, nothing after.
        var before = Coverage(graph: Graphs[.iOS16])
        before.replay(segment)
        #expect(before.report().steps == 2 && before.report().outsideSteps == 0)
        // After it, on 18's graph, from the grant the update kept: the launch and the upgrade request.
        var after = Coverage(graph: Graphs[.iOS18])
        after.replay(segment)
        #expect(after.report().steps == 2 && after.report().outsideSteps == 0)
        #expect(after.report().prompts.covered == 1, "the upgrade prompt of 18, from While Using kept by the update")
        #expect(before.report().text(transitionLimit: 0).hasPrefix("Coverage of iOS 16 (iOS 16–17), 2 action steps"))
        var one = Coverage(graph: Graphs[.iOS10])
        one.replay(try #require(ScenarioParser.parse("ios: \"10\"\nsteps: [requestWhenInUseAuthorization]\n", file: "o.yaml").installSegments().first))
        #expect(one.report().text(transitionLimit: 0).hasPrefix("Coverage of iOS 10 (iOS 10), 1 action step ("), "one step, not \"1 action steps\"")
        // A flow that ends with the update still reaches the new version's graph: the state it left.
        let ending = try ScenarioParser.parse("ios: \"16\"\nsteps:\n  - requestWhenInUseAuthorization\n  - systemUpdate 18\n", file: "e.yaml")
        var landed = Coverage(graph: Graphs[.iOS18])
        landed.replay(try #require(ending.installSegments().first))
        #expect(landed.states.count == 1 && landed.report().steps == 0)
        // An update to a version that is not newer changes nothing: one version.
        let older = try ScenarioParser.parse("ios: \"18\"\nsteps:\n  - systemUpdate 17\n", file: "o.yaml")
        #expect(older.installSegments().first?.ruleSets == [.iOS18])
    }

    @Test("the text report lists what was never exercised and limits the transitions")
    func text() {
        let text = Self.session().report().text(transitionLimit: 2)
        #expect(text.contains("  prompts           1 of 5        20.0%"))
        #expect(text.contains("Prompts never shown (4):\n  always\n  upgrade\n  reminder (system)\n  locationServicesOff\n"))
        #expect(text.contains("Transitions never taken (\(Graphs[.iOS10].edges.count - 2); first 2, --all lists every one):"))
        #expect(text.hasSuffix("→  notDetermined · runs standard\n"))
    }
}
