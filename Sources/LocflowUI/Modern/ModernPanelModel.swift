/// What the "Sessions & updates" panel shows: the app's modern Core Location objects as plain
/// words (modern-apis.md §3–§4, D43–D48). A value of its own so the panel is a pure view over
/// it, tested without a simulation; `ModernPanelModel(sim)` (ModernPanelModel+Simulation.swift)
/// is the one adapter from the core.
public struct ModernPanelModel: Equatable, Sendable {
    /// One object the app holds: a session, the stream, a condition or the background activity session.
    public struct Object: Equatable, Sendable {
        /// What a scenario line calls it: the session's number, the condition's ID; empty otherwise.
        public var key: String
        /// "session 1", "liveUpdates()", "region home", "background activity".
        public var name: String
        /// What it is for or what it last saw: "goal always", "satisfied"; empty when nothing.
        public var detail: String
        /// `active`, `inactive`, `outstanding`, `running` (§4's words).
        public var state: String
        /// The live diagnostics, in §4's order (D43); empty when none apply.
        public var diagnostics: [String]

        /// Creates an object row.
        public init(key: String = "", name: String, detail: String = "", state: String, diagnostics: [String] = []) {
            self.key = key
            self.name = name
            self.detail = detail
            self.state = state
            self.diagnostics = diagnostics
        }
    }

    /// The iOS releases the rule set covers, for the panel's title ("iOS 18").
    public var releases: String
    /// The rule set has any modern API (15+); before it the panel says so (D51).
    public var available = true
    /// The rule set reports diagnostics (18+, D43); before it each object says "no diagnostics before iOS 18".
    public var reportsDiagnostics = true
    /// The `CLServiceSession`s, by number (M23).
    public var sessions: [Object] = []
    /// The `CLLocationUpdate.liveUpdates()` loop, if the app runs one (M1).
    public var updates: Object?
    /// The monitor's conditions, in add order (M9, D47).
    public var conditions: [Object] = []
    /// The `CLBackgroundActivitySession`, if any (M17, D46).
    public var backgroundActivity: Object?
    /// The person confirmed the location button once (D48).
    public var buttonApproved = false
    /// The app shows a location button (rule set 15+): drawn in the prompt area, tappable.
    public var hasLocationButton = false
    /// Implicit sessions are off (`NSLocationRequireExplicitServiceSession`, M27).
    public var requiresExplicitSession = false

    /// Creates a model; the defaults are an app that holds nothing.
    public init(releases: String) {
        self.releases = releases
    }

    /// Whether the app holds nothing of the modern family: the panel then opens only on request.
    public var isEmpty: Bool {
        sessions.isEmpty && updates == nil && conditions.isEmpty && backgroundActivity == nil && !buttonApproved
    }
}
