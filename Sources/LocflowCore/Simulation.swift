/// The whole simulated world at one moment: the device, the app, and the hidden truth of Core
/// Location (reference §1.3). `apply(_:)` is the one reducer that changes it.
public struct Simulation: Equatable, Sendable, Codable {
    /// What the phone and the app were installed with; a system update changes its iOS version.
    public internal(set) var setup: Setup {
        get { installed.value }
        set { installed = Shared(newValue) }
    }
    /// `setup`, held by reference: the graph copies the simulation for every action it tries
    /// (800,000), and a setup inline is a third of the struct and a retain of each of its
    /// strings and arrays; it changes only with a device switch (`settings locationServices`,
    /// `settings restricted`) or a system update, which then make a new one.
    private var installed: Shared<Setup>
    /// The rule set the iOS version runs as.
    public var ruleSet: RuleSet { installed.value.ios.ruleSet }
    /// The app's name and Info.plist.
    public var app: AppConfig { installed.value.app }
    /// The phone's device-wide settings (the person changes them through `settings` actions).
    public internal(set) var device: DeviceConfig {
        get { installed.value.device }
        set { setup.device = newValue }
    }
    /// The switchable modelling decisions.
    public var options: ModelOptions { installed.value.options }
    /// The flow uses the app's manager additions, or the app says one of the manager's keys: its
    /// snapshots carry the indicator (D57).
    public var configuresManager: Bool { installed.value.configuresManager || installed.value.app.saysManagerKeys }

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
    package internal(set) var lastTold: Observed?
    /// What the app reads (status or accuracy) changed while it was suspended, even if the change
    /// was undone before it ran again: it is told once on resume all the same (D22, revised
    /// 2026-11-28: "the location manager also calls the method when a suspended iOS app starts
    /// running again", DOC A4; approximate).
    public internal(set) var changedWhileSuspended = false
    /// Managers whose temporary-accuracy completion was answered while the app was suspended;
    /// delivered on wake after the authorization callback and the error (D22, D21).
    public internal(set) var heldCompletions: [Int] = []
    /// Services registered with the system and the manager that started each (nil until the next
    /// launch for monitoring kept across `terminate`, D16).
    public internal(set) var running: [Service: Registration] = [:]
    /// The one-shot `requestLocation()` waiting for its fix (D58); nil when none does.
    public internal(set) var oneShotRequest: OneShotRequest?
    /// The system paused the standard location updates (D59): they deliver nothing and do not
    /// keep the app in use until the app starts them again in the foreground or, for Always, the
    /// system resumes them.
    public internal(set) var standardPaused = false

    // The system.
    public internal(set) var prompt: Prompt?
    /// Events held for a provisional app until the second prompt is answered (D4, D14, D27).
    public internal(set) var held: [WorldEvent] = []
    /// The app has a row under Privacy › Location Services: iOS lists it once it has asked (a
    /// prompt it raised) or holds a choice (§6.1 listing, approximate: field knowledge).
    public internal(set) var listedInSettings = false
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
    /// An App Clip's When-In-Use grant ends at this moment: 04:00 the day after it was given (D52).
    public internal(set) var clipGrantEnds: Int?

    /// Sessions, live updates, the monitor, background activity, the location button (M1–M49).
    public internal(set) var modern = ModernState()

    /// The coding keys of the stored properties: `installed` is coded as `setup`, as it was
    /// before it was held by reference, so the encoding is unchanged.
    enum CodingKeys: String, CodingKey {
        case installed = "setup"
        case grant, provisional, temporary, alwaysRequestSpent, secondPromptAnswered, precise, temporaryFullAccuracy
        case lifecycle, managers, nextManager, suspended, lastTold, changedWhileSuspended, heldCompletions, running
        case oneShotRequest, standardPaused
        case prompt, held, listedInSettings, locationServicesAlertShown
        case now, outOfUseSince, reminderClockStart, backgroundUses, clipGrantEnds
        case modern
    }

    /// A fresh install of `setup`: the app is not running yet; `Simulation.play(setup)` (or
    /// `play(.install(setup))`) launches it for the contract's step 0. The only initializer.
    /// An extended setup (modern-apis.md C2) marks the simulation extended before the launch.
    public init(_ setup: Setup) {
        self.installed = Shared(setup)
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

    /// A suspended app with something it has not been told yet: an authorization change (even
    /// one undone since) or a temporary-accuracy completion held until it runs again (D22).
    public var hasHeldChange: Bool {
        suspended && (lastTold != observed || changedWhileSuspended || !heldCompletions.isEmpty)
    }
}

/// A one-shot `requestLocation()` waiting for its fix (D58).
public struct OneShotRequest: Equatable, Hashable, Sendable, Codable {
    /// The manager that asked, and gets the fix or the error (D17).
    public var manager: Int
    /// It was made at notDetermined: its answer rests on an approximate reading (D58).
    public var beforeGrant: Bool
}

/// A service registered with the system, and the manager that receives its events.
public struct Registration: Equatable, Hashable, Sendable, Codable {
    /// nil while monitoring kept across `terminate` waits for the next launch's manager (D16, D19).
    public var manager: Int?
}

/// An immutable value held by reference: copying it is one retain, whatever its size. A change
/// makes a new box (copy-on-write by replacement). Equal when the boxes are the same or hold
/// equal values; coded as the value itself.
struct Shared<Value: Equatable & Sendable & Codable>: Equatable, Sendable, Codable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    init(_ value: Value) { box = Box(value) }

    /// The value held.
    var value: Value { box.value }

    static func == (a: Shared, b: Shared) -> Bool { a.box === b.box || a.box.value == b.box.value }

    init(from decoder: any Decoder) throws { box = Box(try Value(from: decoder)) }

    func encode(to encoder: any Encoder) throws { try box.value.encode(to: encoder) }
}
