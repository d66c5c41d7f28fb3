import LocflowCore

/// What the seeds' sample code has seen and stored in this session, built only from the app's
/// own calls and the delegate callbacks the core delivered to it — never from the hidden truth,
/// which no app can read (reference §1.3, DEV D12).
public struct AppCodeMemory: Equatable, Sendable {
    /// The blog helper's `REQUESTED_LOCATION_ALWAYS_KEY` in UserDefaults (seed 003): set when the
    /// app requests Always, removed on a notDetermined callback. It survives relaunches and
    /// system updates; a fresh install starts without it.
    public internal(set) var requestedAlwaysFlag = false
    /// The helper's in-memory `requestedPermission` (seed 003); nil in a new process.
    public internal(set) var requestedPermission: PermissionGroup?
    /// The manager whose delegate the sample code is: the one the app created at launch.
    public internal(set) var manager: Int?
    /// What Listing 3 (seed 000) last enabled from a callback in this process.
    public internal(set) var listing3: FeatureLevel = .nothingYet
    /// The step after which the helper removed its flag on a notDetermined callback, if it did
    /// since it last set the flag.
    public internal(set) var flagClearedAfter: String?
    /// The step after which the latest notDetermined callback arrived (Listing 3 ignores it).
    public internal(set) var notDeterminedAfter: Cause?
    /// The step that left `requestedPermission` waiting with no prompt on screen and no callback.
    public internal(set) var unanswered: Cause?
    /// The lines of the SwiftUI/async sample that the latest step ran (`ModernSample`).
    public internal(set) var modernTrace = ModernSampleTrace()

    /// A step, and the sources of the notes the core gave for it.
    public struct Cause: Equatable, Sendable {
        public var action: Action
        public var sources: String
    }

    /// An empty memory: a fresh install.
    public init() {}

    /// Folds one step into the memory: the action the explorer applied, what the core returned,
    /// and the app's lifecycle before and after (which the app knows about itself).
    mutating func observe(_ action: Action, _ outcome: StepOutcome, before: Simulation, after: Simulation) {
        modernTrace = ModernSampleTrace(action, yields: outcome.yields, before: before, after: after)
        let wasRunning = before.lifecycle != .terminated, isRunning = after.lifecycle != .terminated
        if !wasRunning && isRunning { startProcess(manager: after.managers.first) }
        if wasRunning && !isRunning { startProcess(manager: nil) }
        let sources = outcome.notes.map(\.source).joined(separator: "; ")
        // A suspended app runs no code (D22): what the person pressed for it was never called.
        let called = wasRunning && !before.suspended
        if called {
            switch action {
            case .requestWhenInUseAuthorization: requestedPermission = .whenInUse
            case .requestAlwaysAuthorization:
                // requestLocationPermission(.locationAlways) sets the flag whatever iOS does with the call.
                requestedPermission = .always
                requestedAlwaysFlag = true
                flagClearedAfter = nil
            default: break
            }
        }
        for callback in outcome.callbacks where callback.manager == manager {
            switch callback.event {
            case .didChangeAuthorization, .deprecatedDidChangeAuthorization:
                authorizationChanged(to: callback.status, after: Cause(action: action, sources: sources))
            default: break
            }
        }
        let waitsForAnswer = after.prompt?.origin == .app
        // A request that raised no prompt and got no callback, or a tap that closed its prompt
        // without one, leaves the helper waiting for an answer that will not come.
        let silent = requestedPermission != nil && !waitsForAnswer && called
        switch action {
        case .requestWhenInUseAuthorization, .requestAlwaysAuthorization:
            unanswered = silent ? Cause(action: action, sources: sources) : nil
        case .tap:
            if silent { unanswered = unanswered ?? Cause(action: action, sources: sources) }
        default: break
        }
        if requestedPermission == nil { unanswered = nil }
    }

    /// A new process of the app (or none): in-memory state starts over, UserDefaults stay.
    mutating func startProcess(manager: Int?) {
        self.manager = manager
        requestedPermission = nil
        listing3 = .nothingYet
        unanswered = nil
    }

    /// The helper's `onAuthorizationStatusChange` and Listing 3's switch, for one callback.
    private mutating func authorizationChanged(to status: AuthorizationStatus, after cause: Cause) {
        if status == .notDetermined {
            // The blog: "When the user changes to 'Ask Next Time' via the Settings app."
            if requestedAlwaysFlag { flagClearedAfter = cause.action.text }
            requestedAlwaysFlag = false
            notDeterminedAfter = cause
        }
        // The helper clears its pending request on any callback (a Settings change when none is pending).
        requestedPermission = nil
        if let level = ListingReading.listing3Level(for: status) { listing3 = level }
    }
}

/// The blog helper's `LocationPermissionGroup` (seed 003).
public enum PermissionGroup: String, Equatable, Sendable {
    case whenInUse = "locationWhenInUse"
    case always = "locationAlways"
}

/// Which of the app's location features Apple's listings enable (seed 000).
public enum FeatureLevel: Equatable, Sendable {
    /// No callback handled yet in this process.
    case nothingYet
    /// `disableMyLocationBasedFeatures()`.
    case disabled
    /// `enableMyWhenInUseFeatures()`.
    case whenInUse
    /// `enableMyAlwaysFeatures()`.
    case always

    /// The listing's own call.
    public var call: String {
        switch self {
        case .nothingYet: "nothing yet"
        case .disabled: "disableMyLocationBasedFeatures()"
        case .whenInUse: "enableMyWhenInUseFeatures()"
        case .always: "enableMyAlwaysFeatures()"
        }
    }
}
