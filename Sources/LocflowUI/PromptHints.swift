import CellGrid
import LocflowCore

/// The help's "common tasks" that promise a prompt or an answer ("show the upgrade prompt: `w 2
/// a`"), found for the rule set in effect by playing candidate keys through the explorer itself
/// from a fresh install, never written by hand: button order and the upgrade's path differ by
/// iOS version (D9; iOS 13.0–13.3 shows no upgrade prompt on the request, only later, on an Always
/// event, §3.3, W2). Each rule set's hints are found once and kept (`HintsTests` plays every
/// hint's keys on every rule set and checks the promise).
enum PromptHints {
    /// What a hint promises, and how to check it on the state its keys lead to.
    enum Goal: CaseIterable, Sendable {
        /// The one-time upgrade prompt to Always (from When In Use).
        case upgradePrompt
        /// Denied at the first prompt.
        case denyFirstPrompt

        func isMet(by state: ExplorerState) -> Bool {
            switch self {
            case .upgradePrompt: state.sim.prompt?.kind == .upgrade
            case .denyFirstPrompt: state.sim.authorizationStatus == .denied
            }
        }

        /// The keys tried, in order, with `d` standing for each button digit 1–3 in turn.
        var candidates: [String] {
            switch self {
            case .upgradePrompt: ["wda", "wdarbR"]
            case .denyFirstPrompt: ["wd"]
            }
        }
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var found: [RuleSet: [Goal: String]] = [:]

    /// The keys that reach `goal` from a fresh install on `ruleSet`, spaced as the help prints
    /// them (`w 2 a`); nil when no candidate does.
    static func keys(for goal: Goal, on ruleSet: RuleSet) -> String? {
        if let known = lock.withLock({ found[ruleSet]?[goal] }) { return known.isEmpty ? nil : known }
        let keys = search(goal, on: ruleSet) ?? ""
        lock.withLock { found[ruleSet, default: [:]][goal] = keys }
        return keys.isEmpty ? nil : keys
    }

    private static func search(_ goal: Goal, on ruleSet: RuleSet) -> String? {
        for template in goal.candidates {
            for digit in 1...3 {
                let keys = template.replacing("d", with: String(digit))
                var state = ExplorerState(config: Setup(ruleSet: ruleSet))
                for key in keys { state.handle(.char(key), size: ScreenSize(rows: 30, cols: 100)) }
                if goal.isMet(by: state) { return keys.map(String.init).joined(separator: " ") }
            }
        }
        return nil
    }
}
