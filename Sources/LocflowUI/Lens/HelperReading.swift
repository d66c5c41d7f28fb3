import LocflowCore

/// The blog's two-step permission helper (seed 003), read as functions of what it can see:
/// the status the app reads and its own REQUESTED_LOCATION_ALWAYS flag.
public enum HelperReading {
    /// The helper's `LocationPermissionStatus`.
    public enum Status: String, Equatable, Sendable {
        case notDetermined, granted, restricted, permanentlyDenied
    }

    /// `checkLocationPermissionStatus(permission:)`, verbatim in logic.
    public static func status(of group: PermissionGroup, reading status: AuthorizationStatus, flag: Bool) -> Status {
        switch status {
        case .notDetermined: return .notDetermined
        case .restricted: return .restricted
        case .denied: return .permanentlyDenied
        case .authorizedAlways: return .granted
        case .authorizedWhenInUse:
            // For Always, When-In-Use means "asked and refused" only if the flag says it asked.
            guard group == .always else { return .granted }
            return flag ? .permanentlyDenied : .notDetermined
        }
    }

    /// What `enableLocationUpdates()` does now.
    public enum Move: Equatable, Sendable {
        /// Always granted: location updates with Always.
        case updatesWithAlways
        /// When-In-Use permanently denied: explain, then open the app's Settings.
        case openAppSettings
        /// Restricted: stop; no Settings link, the person cannot change it.
        case stopRestricted
        /// Request this permission (`requestLocationPermission`).
        case request(PermissionGroup)
        /// When-In-Use granted, Always denied or restricted: updates while in use, stop asking.
        case updatesWhileInUse

        /// A few words for the lens.
        public var text: String {
            switch self {
            case .updatesWithAlways: "enableLocationUpdates() with Always"
            case .openAppSettings: "explain, open the app's Settings"
            case .stopRestricted: "stop: restricted, no Settings link"
            case .request(let group): HelperReading.call(group)
            case .updatesWhileInUse: "updates while in use; stops asking"
            }
        }
    }

    /// `enableLocationUpdates()`: Always first, then When In Use, then Always again.
    public static func nextMove(reading status: AuthorizationStatus, flag: Bool) -> Move {
        if Self.status(of: .always, reading: status, flag: flag) == .granted { return .updatesWithAlways }
        switch Self.status(of: .whenInUse, reading: status, flag: flag) {
        case .permanentlyDenied: return .openAppSettings
        case .restricted: return .stopRestricted
        case .notDetermined: return .request(.whenInUse)
        case .granted: break
        }
        switch Self.status(of: .always, reading: status, flag: flag) {
        case .notDetermined: return .request(.always)
        default: return .updatesWhileInUse
        }
    }

    /// The Core Location call behind a request.
    public static func call(_ group: PermissionGroup) -> String {
        group == .always ? "requestAlwaysAuthorization()" : "requestWhenInUseAuthorization()"
    }

    /// The core action behind a request.
    static func action(_ group: PermissionGroup) -> Action {
        group == .always ? .requestAlwaysAuthorization : .requestWhenInUseAuthorization
    }
}
