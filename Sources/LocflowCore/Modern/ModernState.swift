/// The modern Core Location objects an app holds (modern-apis.md §3, reference M1–M49): service
/// sessions, the live-updates stream, the monitor, the background activity session and the
/// location button's approval. Kept apart from the delegate API's state so that a file that
/// never uses them keeps its exact transcript (C1).
public struct ModernState: Equatable, Hashable, Sendable, Codable {
    /// `CLServiceSession`s by number, in creation order (§3: numbered 1, 2, …, never reused).
    public internal(set) var sessions: [ServiceSession] = []
    public internal(set) var nextSession = 1
    /// The one `CLLocationUpdate.liveUpdates()` loop, or nil (§3).
    public internal(set) var updates: LiveUpdatesStream?
    /// The conditions of the app's one `CLMonitor`, in add order (D47).
    public internal(set) var conditions: [MonitorCondition] = []
    /// The app awaits the monitor's `events` (the first add starts it; a launch re-creates it, D45).
    public internal(set) var awaitingEvents = false
    /// The one `CLBackgroundActivitySession`, or nil (§3, D46).
    public internal(set) var backgroundActivity: BackgroundActivitySession?
    /// The person confirmed the location button once (D48, M46); survives launches, not a reset.
    public internal(set) var locationButtonApproved = false
    /// A button grant over a denial lasts: the row keeps Never, expiry restores denied (§8.2).
    public internal(set) var buttonGrantOverDenial = false
    /// The session whose full-accuracy prompt is on screen (D39 d).
    public internal(set) var fullAccuracyAsker: Int?
    /// Rule set 26: a force-quit app is not relaunched by location events until `launch` (D45, M56).
    public internal(set) var relaunchBlockedByForceQuit = false

    // Within one step only (cleared at its end, so states compare equal across steps).
    /// The action was an ask point (D39).
    var stepAskPoint = false
    /// The location button's action ran (D48): `locationButton` is yielded last (D44).
    var stepButtonYield = false
    /// The app was woken or relaunched by a delivery: held changes first, then deliveries (D44).
    var stepWoke = false

    /// The file uses the modern vocabulary (C2): yields are reported and the transcript shows the
    /// modern objects. Suspension (D22) is the core's, for every file (`Simulation.suspended`).
    public internal(set) var extended = false

    public init() {}

    /// Whether the app holds nothing of the modern family (used for "none" in views).
    public var isEmpty: Bool {
        sessions.isEmpty && updates == nil && conditions.isEmpty && backgroundActivity == nil
    }
}

/// The authorization goal of a `CLServiceSession` (M23), ordered none < whenInUse < always (D39).
public enum ServiceGoal: String, CaseIterable, Sendable, Codable, Comparable {
    case none, whenInUse, always
    /// The place in `allCases`, as a switch (no search per comparison).
    var rank: Int {
        switch self {
        case .none: 0
        case .whenInUse: 1
        case .always: 2
        }
    }
    public static func < (a: ServiceGoal, b: ServiceGoal) -> Bool { a.rank < b.rank }
}

/// The state of a session-like object in transcripts (§4).
public enum ObjectState: String, Sendable, Codable {
    /// In effect.
    case active
    /// Held but not in effect until the app is in the foreground (D41, D46).
    case inactive
    /// The app was terminated holding it; the next launch re-creates or ends it (D45, M33).
    case outstanding
}

/// A diagnostic flag (M3, M13, M21, M35), in the transcript order of §4.
public enum Diagnostic: String, CaseIterable, Sendable, Codable {
    case authorizationDenied, authorizationDeniedGlobally, authorizationRestricted,
        authorizationRequestInProgress, insufficientlyInUse, serviceSessionRequired,
        alwaysAuthorizationDenied, fullAccuracyDenied, accuracyLimited, conditionLimitExceeded
}

/// Diagnostic sets, compared as sets and printed in §4's order.
public typealias Diagnostics = Set<Diagnostic>

extension Set where Element == Diagnostic {
    /// The flags in §4's order.
    public var ordered: [Diagnostic] { Diagnostic.allCases.filter(contains) }
    /// `authorizationDenied, serviceSessionRequired`.
    public var text: String { ordered.map(\.rawValue).joined(separator: ", ") }
}

/// What a session's full-accuracy purpose key has led to (D39 d, D43).
public enum FullAccuracyAsk: String, Sendable, Codable {
    case notAsked, shown, granted, declined, missingKey
}

/// One `CLServiceSession` (M23–M36).
public struct ServiceSession: Equatable, Hashable, Sendable, Codable {
    public var id: Int
    public var goal: ServiceGoal
    /// `fullAccuracyPurposeKey` (M26), or nil.
    public var fullAccuracy: String?
    public var state: ObjectState
    /// Active when the app was terminated: what a relaunch (D45) looks at.
    public var wasActive = false
    public var fullAccuracyAsk: FullAccuracyAsk = .notAsked
    /// The flags of the last yield; nil before the first (D44: a start counts as a change).
    public var lastYield: Diagnostics?
}

/// The live-updates loop (M1–M8).
public struct LiveUpdatesStream: Equatable, Hashable, Sendable, Codable {
    /// `active` means running; `outstanding` after termination (§4 prints `running`).
    public var state: ObjectState = .active
    public var lastYield: Diagnostics?
    /// §4's word for the state.
    public var stateWord: String { state == .outstanding ? "outstanding" : "running" }
}

/// The kind of a monitor condition (M9).
public enum ConditionType: String, CaseIterable, Sendable, Codable { case region, beacon }

/// A condition's state as the app last saw it in an event (M10).
public enum ConditionState: String, CaseIterable, Sendable, Codable { case unknown, satisfied, unsatisfied }

/// One condition of the monitor (M9–M14, D47).
public struct MonitorCondition: Equatable, Hashable, Sendable, Codable {
    public var id: String
    public var type: ConditionType
    /// The state of the last event delivered (M10); `unknown` until one is.
    public var state: ConditionState = .unknown
    /// The world's state of the condition; differs from `state` while a change is pending (D44).
    public var world: ConditionState = .unknown
    public var lastYield: Diagnostics?
}

/// The `CLBackgroundActivitySession` (M17–M22, D46).
public struct BackgroundActivitySession: Equatable, Hashable, Sendable, Codable {
    public var state: ObjectState
    /// The state before termination: a relaunch looks at it, re-creation keeps it (D45, §8.6).
    public var formerState: ObjectState = .inactive
    public var lastYield: Diagnostics?
}
