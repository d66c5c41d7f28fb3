import CellGrid
import LocflowCore
@testable import LocflowUI
@testable import locflow

/// The two sizes the issue pins.
let roomy = ScreenSize(rows: 30, cols: 100)
let compact = ScreenSize(rows: 24, cols: 80)

/// A fresh explorer on `ruleSet`, after `keys` typed on a 100×30 screen.
func explorer(_ ruleSet: RuleSet = .iOS18, app: AppConfig = AppConfig(), keys: String = "") -> ExplorerState {
    var state = ExplorerState(config: Setup(ruleSet: ruleSet, app: app))
    state.support = .standard  // coverage and the designer's words, as the binary draws them
    type(keys, into: &state)
    return state
}

/// Types each character as a key (no mouse, no special keys); returns the effects they asked for.
@discardableResult
func type(_ keys: String, into state: inout ExplorerState, size: ScreenSize = roomy) -> [ExplorerEffect] {
    keys.flatMap { state.handle(.char($0), size: size) }
}

/// Sends special keys; returns the effects they asked for.
@discardableResult
func press(_ keys: Key..., into state: inout ExplorerState, size: ScreenSize = roomy) -> [ExplorerEffect] {
    keys.flatMap { state.handle($0, size: size) }
}

extension [ExplorerEffect] {
    /// The quit asked for, if any: whether Ctrl-C confirmed it.
    var quit: Bool? {
        for case .quit(let interrupted) in self { return interrupted }
        return nil
    }

    /// The save asked for, if any.
    var saved: SaveRequest? {
        for case .save(let request) in self { return request }
        return nil
    }
}

/// The rendered text of a state.
func picture(_ state: ExplorerState, _ size: ScreenSize = roomy) -> String {
    Explorer.render(state, size: size).text
}

/// Key sequences that bring each prompt up (see the key table in docs/explorer.md).
enum Flow {
    /// requestWhenInUseAuthorization.
    static let whenInUse = "w"
    /// requestAlwaysAuthorization from notDetermined.
    static let always = "a"
    /// When-In-Use granted with the While Using button (its position differs by version), then
    /// requestAlwaysAuthorization.
    static func upgrade(_ ruleSet: RuleSet) -> String { "w" + whileUsingButton(ruleSet) + "a" }
    /// Provisional Always, then a region entry in the background raises the second prompt.
    static func secondPrompt(_ ruleSet: RuleSet) -> String { "a" + whileUsingButton(ruleSet) + "rbR" }
    /// Permanent Always, then the reminder on demand.
    static func reminder(_ ruleSet: RuleSet) -> String { upgrade(ruleSet) + "2!" }
    /// Approximate location granted, then a temporary full-accuracy request.
    static func temporaryFullAccuracy(_ ruleSet: RuleSet) -> String { "wp" + whileUsingButton(ruleSet) + "t" }
    /// Location Services off, then the app asks.
    static let locationServicesOff = "Sw"

    /// The digit of "Allow While Using App" (iOS 14+ lists Allow Once first, D9) or "Allow".
    static func whileUsingButton(_ ruleSet: RuleSet) -> String {
        switch ruleSet {
        case .iOS10, .iOS12: "2"
        case .iOS13_0, .iOS13_4: "1"
        default: "2"
        }
    }
}

/// A scenario with three actions and three expectations, one of which fails (status: denied).
let askNextTimeScenario = """
    name: ask next time
    ios: "16"
    app: { name: Tracker }
    steps:
      - requestWhenInUseAuthorization
      - expect: { prompt: whenInUse }
      - tap Allow While Using App
      - settings app askNextTime
      - expect: { status: notDetermined, settings: "Ask Next Time Or When I Share" }
      - expect: { status: denied }
    """

extension ExplorerState {
    /// As if the loop had written the save the menu is set up for (the session up to now, in
    /// the format chosen last) to `path`: for tests of what the explorer says afterwards.
    mutating func sessionSaved(to path: String) {
        sessionSaved(SaveRequest(session: sessionToSave, format: view.save.format, currentBranch: true), to: path)
    }
}
