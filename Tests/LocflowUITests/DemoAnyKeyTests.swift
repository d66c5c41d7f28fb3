import CellGrid
import Foundation
import LocflowCore
import LocflowScenario
import LocflowSessions
import Testing
@testable import LocflowUI

/// docs/demo-guide.md's one rule, "press `n`, and only `n`", after any single stray key: every
/// key of the command table, then `n`, plays the file's next step (the counter moves on from
/// where the stray key left it, no expectation fails, nothing is set aside) and never quits.
/// The same walk through the real binary is `DemoAnyKeyE2ETests`.
@Suite struct DemoAnyKeyTests {
    static let text = """
        name: upgrade demo
        ios: "18"
        steps:
          - expect: { status: notDetermined, prompt: none }
          - requestWhenInUseAuthorization
          - expect: { prompt: whenInUse }
          - tap Allow While Using App
          - expect: { status: authorizedWhenInUse }
          - requestAlwaysAuthorization
          - expect: { prompt: upgrade }
        """

    /// The file presented, its first `n` played: the prompt is up, so digits, Enter and `p` act.
    static func presented() throws -> ExplorerState {
        let scenario = try ScenarioParser.parse(text, file: "t.yaml")
        var state = ExplorerState(config: scenario.setup, scenario: ScenarioProgress(scenario))
        type("n", into: &state)
        return state
    }

    /// Every key bound in the command table, once.
    static let tableKeys: [Key] = {
        var seen = Set<Key>(), keys: [Key] = []
        for key in Command.allCases.flatMap(\.keys) where seen.insert(key).inserted { keys.append(key) }
        return keys
    }()

    @Test func everyKeyOfTheTableIsTried() {
        #expect(Self.tableKeys.contains(.ctrl("c")) && Self.tableKeys.contains(.char("/")) && Self.tableKeys.contains(.char("g")))
        #expect(Self.tableKeys.count > 60)
    }

    @Test(arguments: tableKeys) func anyStrayKeyThenNPlaysTheNextStep(key: Key) throws {
        var state = try Self.presented()
        let strayEffects = state.handle(key, size: roomy)
        let stray = try #require(state.scenario)
        let effects = strayEffects + type("n", into: &state)
        let after = try #require(state.scenario)
        #expect(effects.quit == nil, "\(key.name) then n quit")
        #expect(after.pressesDone == stray.pressesDone + 1, "\(key.name) then n: \(stray.pressesDone) → \(after.pressesDone)")
        #expect(after.setAside == nil && after.offScript == nil, "\(key.name) then n left the file")
        #expect(!state.log.contains { $0.kind == .expectFailed }, "\(key.name) then n: \(state.log.suffix(4).map(\.text))")
        // Nothing hides the step just played: no overlay, no quit question, no search.
        #expect(!state.view.helpOpen && state.view.menu == nil && !state.view.quitPending && state.view.search == nil && state.view.textEdit == nil)
    }

    /// After `/ text Enter` a presented scenario's `n` is the next step; Enter is the next match,
    /// and the title says so.
    @Test func afterASearchNIsTheNextStepAndEnterTheNextMatch() throws {
        var state = try Self.presented()
        type("/", into: &state)
        type("o", into: &state)
        press(.enter, into: &state)
        #expect(state.view.search != nil)
        #expect(picture(state).contains("Enter/N · Esc") && !picture(state).contains("n/N"))
        let match = state.view.search?.match
        press(.enter, into: &state)  // the next match
        #expect(state.view.search?.match != match && state.scenario?.pressesDone == 1)
        type("n", into: &state)
        #expect(state.scenario?.pressesDone == 2 && state.view.search == nil)
        // Outside a scenario `n` stays the next match.
        var plain = explorer(keys: "w/")
        type("o", into: &plain)
        press(.enter, into: &plain)
        type("n", into: &plain)
        #expect(plain.view.search?.match == 1 && picture(plain).contains("n/N"))
    }

    /// A search line with text in it keeps its `n` (a search for "didChange" needs one).
    @Test func aSearchWithTextTypesN() throws {
        var state = try Self.presented()
        type("/Allow", into: &state)
        type("n", into: &state)
        #expect(state.view.textEdit?.text == "Allown" && state.scenario?.pressesDone == 1)
    }

    /// Ctrl-C asks; `n` stays and plays on; a second Ctrl-C quits as interrupted.
    @Test func ctrlCInAScenarioAsksAndNPlaysOn() throws {
        var state = try Self.presented()
        press(.ctrl("c"), into: &state)
        #expect(state.view.quitPending && picture(state).contains("Quit locflow?"))
        let n = type("n", into: &state)
        #expect(!state.view.quitPending && state.scenario?.pressesDone == 2 && n.quit == nil)
        #expect(press(.ctrl("c"), .ctrl("c"), into: &state).quit == true)
    }

    /// A demo brought back from its journal (`--resume`) knows where the file was: the header's
    /// `n: … (k/N)` and the next `n` go on, a stray step stays stray (the next `n` goes back), and
    /// undo takes the pointer back as it did live.
    @Test func aResumedDemoGoesOnFromWhereItWas() throws {
        let scenario = try ScenarioParser.parse(Self.text, file: "t.yaml")
        var live = ExplorerState(config: scenario.setup, scenario: ScenarioProgress(scenario))
        var follower = JournalFollower(live.timeline)
        var journal: [JournalEntry] = []
        let read = { (state: ExplorerState) throws -> [JournalEntry] in
            let entries = follower.entries(state.timeline)
            return try #require(entries).map { try JournalEntry(line: $0.line) }
        }
        type("n", into: &live)
        journal += try read(live)
        type("3", into: &live)  // a stray Don't Allow on the file's prompt
        journal += try read(live)
        let resume = { ExplorerState(resuming: scenario.setup, journal, from: "journal", scenario: ScenarioProgress(scenario)) }
        var resumed = resume()
        #expect(resumed.scenario?.pressesDone == live.scenario?.pressesDone)
        #expect(resumed.scenario?.offScript?.node == live.scenario?.offScript?.node)
        #expect(picture(resumed).contains("off script after \u{2018}tap Don't Allow\u{2019}: n goes back"))
        type("n", into: &resumed)
        type("n", into: &live)
        #expect(resumed.scenario?.pressesDone == 2 && live.scenario?.pressesDone == 2)
        #expect(resumed.sim == live.sim && !resumed.log.contains { $0.kind == .expectFailed })
        // Without the stray tap: the pointer is after the file's first step, and `n` plays the second.
        journal.removeLast()
        var clean = resume()
        #expect(clean.scenario?.pressesDone == 1 && clean.scenario?.offScript == nil)
        #expect(picture(clean).contains("n: tap Allow While Using App (2/3)"))
        type("z", into: &clean)  // undo takes the pointer back with the state
        #expect(clean.scenario?.pressesDone == 0)
    }

    /// A stray wait after the file's own wait is a step of its own: merged into the file's wait,
    /// the next `n` would play that wait again instead of the next step.
    @Test func aStrayWaitAfterTheFilesWaitIsUndoneByN() throws {
        let text = "name: waits\nios: \"18\"\nsteps:\n  - wait 1m\n  - wait 1m\n  - wait 1m\n"
        let scenario = try ScenarioParser.parse(text, file: "w.yaml")
        for key in [",", ".", "="] {
            var state = ExplorerState(config: scenario.setup, scenario: ScenarioProgress(scenario))
            type("n" + key + "n", into: &state)
            #expect(state.scenario?.pressesDone == 2 && state.sim.now == 120, "\(key): \(state.scenario?.pressesDone ?? -1), \(state.sim.now)")
        }
    }
}
