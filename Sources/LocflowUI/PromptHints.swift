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

    /// The keys that reach `goal` from a fresh install on `ruleSet`, spaced as the help prints
    /// them (`w 2 a`); nil when no candidate does.
    static func keys(for goal: Goal, on ruleSet: RuleSet) -> String? {
        found(on: ruleSet)[goal] ?? nil
    }

    /// A rule set's hints, found the first time they are asked for and kept: one `static let` per
    /// rule set, which Swift builds once, lazily and thread-safely, so there is no lock and no
    /// table to change. The switch is exhaustive, so a new rule set cannot miss its line.
    private static func found(on ruleSet: RuleSet) -> [Goal: String?] {
        switch ruleSet {
        case .iOS10: iOS10
        case .iOS12: iOS12
        case .iOS13_0: iOS13_0
        case .iOS13_4: iOS13_4
        case .iOS14: iOS14
        case .iOS15: iOS15
        case .iOS16: iOS16
        case .iOS17: iOS17
        case .iOS18: iOS18
        case .iOS26: iOS26
        }
    }

    private static let iOS10 = search(on: .iOS10)
    private static let iOS12 = search(on: .iOS12)
    private static let iOS13_0 = search(on: .iOS13_0)
    private static let iOS13_4 = search(on: .iOS13_4)
    private static let iOS14 = search(on: .iOS14)
    private static let iOS15 = search(on: .iOS15)
    private static let iOS16 = search(on: .iOS16)
    private static let iOS17 = search(on: .iOS17)
    private static let iOS18 = search(on: .iOS18)
    private static let iOS26 = search(on: .iOS26)

    private static func search(on ruleSet: RuleSet) -> [Goal: String?] {
        Dictionary(uniqueKeysWithValues: Goal.allCases.map { ($0, search($0, on: ruleSet)) })
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
