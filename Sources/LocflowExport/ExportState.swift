import LocflowCore
import LocflowScenario

/// What an export reads of one state of the flow: the alert, the stored authorization and its
/// hidden flags (Allow Once, provisional, the spent Always request), the app's lifecycle, the
/// device and the reading an `expect` checks, taken from the `Simulation` as the replay passes
/// and nothing more.
///
/// A flow keeps two of these a step. It kept two whole simulations, whose list of live managers
/// (and any other list that grows with the flow) each step copied, so memory grew with the
/// steps times the managers: 20,000 `createManager` lines took 1.7 GB. This is the same size
/// whatever came before, so a flow's memory is linear in its steps.
public struct ExportState: Sendable {
    /// The phone and app as installed, with the device's switches and iOS version as they are now.
    public let setup: Setup
    public let grant: Grant
    /// Provisional Always (T21).
    public let provisional: Bool
    /// Allow Once (T12).
    public let temporary: Bool
    /// The one-time Always request has been spent (T31, D24).
    public let alwaysRequestSpent: Bool
    /// The app's Precise Location switch (T60, T61).
    public let precise: Bool
    /// Temporary full accuracy (T62).
    public let temporaryFullAccuracy: Bool
    public let lifecycle: Lifecycle
    /// The alert on screen, if any.
    public let prompt: Prompt?
    /// What Settings shows for the app, if it is listed.
    public let settingsLabel: String?
    /// What the app reads, as an `expect` checks it.
    public let snapshot: Snapshot

    /// The parts of `sim` an export reads.
    public init(_ sim: borrowing Simulation) {
        setup = sim.setup
        grant = sim.grant
        provisional = sim.provisional
        temporary = sim.temporary
        alwaysRequestSpent = sim.alwaysRequestSpent
        precise = sim.precise
        temporaryFullAccuracy = sim.temporaryFullAccuracy
        lifecycle = sim.lifecycle
        prompt = sim.prompt
        settingsLabel = sim.settingsLabel
        snapshot = Snapshot(sim)
    }

    /// The rule set the iOS version runs as.
    public var ruleSet: RuleSet { setup.ios.ruleSet }
    /// The app's name and Info.plist.
    public var app: AppConfig { setup.app }
    /// The phone's device-wide settings.
    public var device: DeviceConfig { setup.device }
    /// The status the app reads.
    public var authorizationStatus: AuthorizationStatus { snapshot.status }
}
