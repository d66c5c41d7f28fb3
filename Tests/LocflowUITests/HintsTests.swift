import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// The help's hints come from the rule set in effect: each hint's keys, played from a fresh
/// install on every rule set, bring up what the hint promises (on iOS 13.0, `w 1 a` shows no
/// upgrade prompt: the app becomes provisional Always and the prompt waits for an Always event).
@Suite struct HintsTests {
    @Test(arguments: RuleSet.allCases) func everyHintKeepsItsPromise(ruleSet: RuleSet) throws {
        let tasks = HelpOverlay.commonTasks(on: ruleSet)
        for goal in PromptHints.Goal.allCases {
            let keys = try #require(PromptHints.keys(for: goal, on: ruleSet), "no hint for \(goal) on \(ruleSet)")
            var state = ExplorerState(config: Setup(ruleSet: ruleSet))
            for key in keys where key != " " { state.handle(.char(key), size: roomy) }
            #expect(goal.isMet(by: state), "\(keys) on \(ruleSet)")
        }
        // The upgrade hint, as the help prints it.
        let upgrade = try #require(tasks.first)
        var state = ExplorerState(config: Setup(ruleSet: ruleSet))
        for key in upgrade.keys where key != " " { state.handle(.char(key), size: roomy) }
        #expect(state.sim.prompt?.kind == .upgrade, "\(upgrade.keys) on \(ruleSet): \(upgrade.help)")
    }

    @Test func iOS13_0NeedsAnAlwaysEventForTheUpgradePrompt() {
        #expect(PromptHints.keys(for: .upgradePrompt, on: .iOS13_0) == "w 1 a r b R")
        #expect(PromptHints.keys(for: .upgradePrompt, on: .iOS18) == "w 2 a")
    }

    /// The help drawn on a rule set shows that rule set's hint.
    @Test func theHelpShowsTheHintOfTheRuleSetOnScreen() {
        let help = picture(explorer(.iOS13_0, keys: "?"), compact)
        #expect(help.contains("w 1 a r b R"), "\(help)")
        #expect(!help.contains("w 2 a "), "\(help)")
    }
}
