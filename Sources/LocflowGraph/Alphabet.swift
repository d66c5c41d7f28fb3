import LocflowCore

/// The finite set of actions the graph is explored with, in a fixed order (the order of edges).
///
/// Services are a subset: standard location (in use from the background, D15; the reminder's
/// `location` background mode, D26) and region monitoring (kept across terminate, D16; raises the
/// provisional second prompt, D4; needs full accuracy; refused to When-In-Use on iOS ≤ 12). The
/// other four add states without adding a rule these two do not already exercise, and every
/// service multiplies the space by two. The person uses Settings only while no prompt is on
/// screen: an alert is modal, and Settings behind every prompt would multiply the space by four
/// with nothing new to learn. Actions a rule set does not have (Precise before iOS 14, Ask Next
/// Time before 13, the reminder before 13) are left out rather than counted as no-ops.
public struct Alphabet: Sendable {
    /// The rule set whose actions these are.
    public let ruleSet: RuleSet

    /// The services the alphabet starts and stops.
    public static let services: [Service] = [.standard, .region]
    /// The purpose key of the default Info.plist, for the temporary full-accuracy request.
    public static let purposeKey = "Delivery"
    /// The two waits: one past the expiries (D2, D12), one past the reminder (D26).
    public static let waits = [600, 3 * 86_400]

    /// The modern graph's alphabet (`modern`): the stream, one `.always` session, the lifecycle,
    /// the requests, the app's Settings row, waits and `event locationUpdate` — small enough to
    /// enumerate, rich enough for M30 (Always reaches the new APIs only while the session is held).
    /// Each rule set adds what it brings (D37): `tap LocationButton` from 15 (D48), the stream
    /// from 17, the session from 18 and, on 26, `forceQuit`, which no longer relaunches (D45, M56;
    /// before 26 it is `terminate`, so the graph would only repeat that edge).
    public let modern: Bool

    /// The alphabet of a rule set: actions it does not have are left out.
    public init(ruleSet: RuleSet, modern: Bool = false) {
        self.ruleSet = ruleSet
        self.modern = modern
        // What the rule set has, as the action table says (its `since`).
        let has = { (action: Action) in ActionTable.row(of: action).since.map { ruleSet >= $0 } ?? true }
        if modern {
            var app: [Action] = [.requestWhenInUseAuthorization, .requestAlwaysAuthorization]
            app += [.modern(.liveUpdates(start: true)), .modern(.liveUpdates(start: false))].filter(has)
            app += [.background, .foreground, .terminate, .launch]
            if ruleSet >= .iOS26 { app.append(.modern(.forceQuit)) }  // before 26 it is `terminate` (D45): a repeated edge
            app += [.modern(.tapLocationButton)].filter(has)
            self.app = app
            self.settings = AppSetting.allCases.filter { $0 != .askNextTime || ruleSet.hasAskNextTime }.map(Action.setApp)
            self.world = [.wait(seconds: Self.waits[0]), .event(.locationUpdate)]
            self.withoutPrompt = self.app + self.settings + self.world
            return
        }
        var app: [Action] = [.requestWhenInUseAuthorization, .requestAlwaysAuthorization]
        app += [.requestTemporaryFullAccuracy(purposeKey: Self.purposeKey)].filter(has)
        app.append(.createManager)
        for service in Self.services { app += [.start(service), .stop(service)] }
        app += [.background, .foreground, .terminate, .launch]
        self.app = app

        var settings: [Action] = [.setLocationServices(false), .setLocationServices(true), .setRestricted(true), .setRestricted(false)]
        settings += AppSetting.allCases.filter { $0 != .askNextTime || ruleSet.hasAskNextTime }.map(Action.setApp)
        settings += [.setPrecise(false), .setPrecise(true)].filter(has)
        settings.append(.resetLocationAndPrivacy)
        self.settings = settings

        var world: [Action] = Self.waits.map { .wait(seconds: $0) }
        // Deliveries only: the app's manager additions (requestLocation, D59's pause and resume)
        // are not in the alphabet yet, so the graph's totals stay those of the contract's
        // vocabulary (docs/graph.md says so).
        world += WorldEvent.deliveries.filter { Self.services.contains($0.service) }.map(Action.event)
        world.append(.showReminder)  // every rule set has the reminder (D26)
        self.world = world
        self.withoutPrompt = app + settings + world
    }

    /// The app's actions.
    public let app: [Action]
    /// The person's actions in the Settings app (only while no prompt is on screen).
    public let settings: [Action]
    /// The world's actions: time and events.
    public let world: [Action]
    /// `app + settings + world`, built once: what every state without a prompt tries.
    private let withoutPrompt: [Action]

    /// The actions to try in a state: the app's, then the person's (with a prompt on screen:
    /// a tap of each button and its Precise switch; without one: Settings), then the world's.
    public func actions(for sim: Simulation) -> [Action] {
        if !(modern && ruleSet >= .iOS18), sim.prompt == nil { return withoutPrompt }
        var app = self.app
        if modern && ruleSet >= .iOS18 {
            // One `.always` session at a time: start it, or end the one held (numbers grow).
            if let held = sim.modern.sessions.last {
                app.append(.modern(.sessionEnd(held.id)))
            } else {
                app.append(.modern(.sessionStart(.always, fullAccuracy: nil)))
            }
        }
        guard let prompt = sim.prompt else { return app + settings + world }
        let precise: [Action] = prompt.precise != nil ? [.togglePrecise] : []
        return app + prompt.labels.map(Action.tap) + precise + world
    }
}
