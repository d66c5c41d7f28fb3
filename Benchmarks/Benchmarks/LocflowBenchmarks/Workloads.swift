import CellGrid
import LocflowCore
import LocflowUI

/// Inputs the benchmarks share: a fixed action cycle and explorer states worth drawing.
enum Workloads {
    /// A fixed cycle of actions that visits prompts, answers, Settings, services, time and
    /// lifecycle, so the reducer's every branch family runs (no randomness in the timed loop).
    static let actionCycle: [Action] = [
        .requestWhenInUseAuthorization, .tap("Allow Once"), .start(.standard), .background, .wait(seconds: 600),
        .foreground, .requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization,
        .tap("Change to Always Allow"), .event(.regionEntry), .setApp(.askNextTime), .requestAlwaysAuthorization,
        .tap("Allow While Using App"), .start(.region), .background, .event(.regionEntry), .foreground,
        .setLocationServices(false), .setLocationServices(true), .setPrecise(false), .setPrecise(true),
        .setRestricted(true), .setRestricted(false), .createManager, .stop(.standard), .terminate, .launch,
        .wait(seconds: 86_400), .showReminder, .tap("Allow"), .resetLocationAndPrivacy, .launch,
    ]

    /// The explorer on iOS 18 with the When-In-Use prompt up and a short log: a typical frame.
    static func promptState(appName: String? = nil) -> ExplorerState {
        var config = Setup(ruleSet: .iOS18)  // the explorer's setup (was `ExplorerConfig` before session-core)
        if let appName { config.app.name = appName }
        var state = ExplorerState(config: config)
        let size = ScreenSize(rows: 30, cols: 100)
        for key in "ru,w".map(Key.char) { state.handle(key, size: size) }
        return state
    }

    /// The keys of a short session at 100×30, each one step of what a tester does.
    static let sessionKeys: [Key] = "w2a2rbRfSSK,.w1".map(Key.char)

    /// The explorer after each of `sessionKeys` at `size`, from a fresh iOS 18 explorer.
    static func sessionStates(size: ScreenSize) -> [ExplorerState] {
        var state = ExplorerState(config: Setup(ruleSet: .iOS18))
        return sessionKeys.map { key in
            state.handle(key, size: size)
            return state
        }
    }
}
