/// The whole simulated world at one moment: the device, the app, and the hidden truth of Core
/// Location (reference §1.3). `apply(_:)` is the one reducer that changes it.
public struct Simulation: Equatable, Sendable, Codable {
    /// What the phone and the app were installed with; a system update changes its iOS version.
    public internal(set) var setup: Setup
    /// The rule set the iOS version runs as.
    public var ruleSet: RuleSet { setup.ruleSet }
    /// The app's name and Info.plist.
    public var app: AppConfig { setup.app }
    /// The phone's device-wide settings (the person changes them through `settings` actions).
    public internal(set) var device: DeviceConfig {
        get { setup.device }
        set { setup.device = newValue }
    }
    /// The switchable modelling decisions.
    public var options: ModelOptions { setup.options }

    // The stored authorization and its hidden flags (§1.3).
    public internal(set) var grant: Grant = .notDetermined
    /// Provisional Always: the app reads Always, Settings shows While Using (T21).
    public internal(set) var provisional = false
    /// Allow Once: the app reads When-In-Use until it has been out of use long enough (T12, D2).
    public internal(set) var temporary = false
    /// The one-time Always request has been spent (T31, D3, D24).
    public internal(set) var alwaysRequestSpent = false
    /// The provisional second prompt has been answered; it never shows again (T24).
    public internal(set) var secondPromptAnswered = false
    /// The app's Precise Location switch (T60, T61); meaningful from iOS 14.
    public internal(set) var precise: Bool
    /// Temporary full accuracy granted by the prompt of T62.
    public internal(set) var temporaryFullAccuracy = false

    // The app.
    public internal(set) var lifecycle: Lifecycle = .terminated
    /// Live managers, oldest first (D17); the number is the order of creation.
    public internal(set) var managers: [Int] = []
    public internal(set) var nextManager = 1
    /// The app is suspended (D22): in the background, not in use (D15), from the end of the step
    /// that left it so until `foreground` or a delivered event wakes it, even if D15 holds again.
    public internal(set) var suspended = false
    /// What the app was last told in an authorization callback (creation or change): on wake it
    /// is told again only if what it reads differs from this (D22, DOC A4: only changes are reported).
    var lastTold: Observed?
    /// Managers whose temporary-accuracy completion was answered while the app was suspended;
    /// delivered on wake after the authorization callback and the error (D22, D21).
    public internal(set) var heldCompletions: [Int] = []
    /// Services registered with the system and the manager that started each (nil until the next
    /// launch for monitoring kept across `terminate`, D16).
    public internal(set) var running: [Service: Registration] = [:]

    // The system.
    public internal(set) var prompt: Prompt?
    /// Events held for a provisional app until the second prompt is answered (D4, D14, D27).
    public internal(set) var held: [WorldEvent] = []
    /// The Location Services alert appears at most once per launch (D6).
    public internal(set) var locationServicesAlertShown = false

    // Time (the injected clock: only `wait` moves it).
    /// Simulated seconds since the simulation began.
    public internal(set) var now = 0
    /// When the app last stopped being in use, while something expires with disuse (D2, D12).
    public internal(set) var outOfUseSince: Int?
    /// When permanent Always was granted or the reminder last shown: the reminder's clock (D26).
    public internal(set) var reminderClockStart: Int?
    /// Events delivered in the background since the last reminder, for its wording (P-REM-13).
    public internal(set) var backgroundUses = 0

    /// Sessions, live updates, the monitor, background activity, the location button (M1–M49).
    public internal(set) var modern = ModernState()

    /// A fresh install of `setup`: the app is not running yet; `Simulation.play(setup)` (or
    /// `play(.install(setup))`) launches it for the contract's step 0. The only initializer.
    /// An extended setup (modern-apis.md C2) marks the simulation extended before the launch.
    public init(_ setup: Setup) {
        self.setup = setup
        // NSLocationDefaultAccuracyReduced sets the initial Precise switch (T61).
        self.precise = !(setup.app.infoPlist.defaultAccuracyReduced ?? false)
        modern.extended = setup.extended
    }
}

extension Simulation {
    /// What the app was last told in an authorization callback (D22); nil before any manager.
    public var lastToldAuthorization: (status: AuthorizationStatus, accuracy: AccuracyAuthorization)? {
        lastTold.map { ($0.status, $0.accuracy) }
    }

    /// A suspended app with something it has not been told yet: an authorization change or a
    /// temporary-accuracy completion held until it runs again (D22).
    public var hasHeldChange: Bool {
        suspended && (lastTold != observed || !heldCompletions.isEmpty)
    }
}

/// A service registered with the system, and the manager that receives its events.
public struct Registration: Equatable, Hashable, Sendable, Codable {
    /// nil while monitoring kept across `terminate` waits for the next launch's manager (D16, D19).
    public var manager: Int?
}
