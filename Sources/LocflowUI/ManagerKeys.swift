import LocflowCore

/// The app's manager keys (D56, D57, D59) as rows of the Info.plist menu: what the app's code
/// sets on its managers. Each cycles unset (Apple's default) → false → true → unset, and each
/// change is a fresh install, as an Info.plist key is.
enum ManagerKey: String, CaseIterable, Sendable {
    case allowsBackgroundLocationUpdates, showsBackgroundLocationIndicator, pausesLocationUpdatesAutomatically

    /// The Info.plist menu's rows of these keys come after the App Clip row.
    static func row(_ index: Int) -> ManagerKey? {
        let first = Menu.appClipRow + 1
        return index >= first && index < first + allCases.count ? allCases[index - first] : nil
    }

    /// The value the app config gives, nil when unset.
    func value(in app: AppConfig) -> Bool? {
        switch self {
        case .allowsBackgroundLocationUpdates: app.allowsBackgroundLocationUpdates
        case .showsBackgroundLocationIndicator: app.showsBackgroundLocationIndicator
        case .pausesLocationUpdatesAutomatically: app.pausesLocationUpdatesAutomatically
        }
    }

    /// unset → false → true → unset.
    func cycle(_ app: inout AppConfig) {
        let next: Bool? = switch value(in: app) { case nil: false; case false?: true; case true?: nil }
        switch self {
        case .allowsBackgroundLocationUpdates: app.allowsBackgroundLocationUpdates = next
        case .showsBackgroundLocationIndicator: app.showsBackgroundLocationIndicator = next
        case .pausesLocationUpdatesAutomatically: app.pausesLocationUpdatesAutomatically = next
        }
    }

    /// The row's value: what the setting does to this app, in a few words.
    func valueText(in app: AppConfig) -> String {
        let given = value(in: app)
        switch self {
        case .allowsBackgroundLocationUpdates:
            // What the row says the key does comes from the core's reading of it (D56).
            if app.crashesAtLaunch { return "true without the location mode: crashes at launch (D56)" }
            let mode = app.infoPlist.hasLocationBackgroundMode
            switch given {
            case nil: return "unset: \(app.backgroundUpdatesAllowed ? "true, the location mode is declared" : "false, no location mode") (D56)"
            case false?: return mode ? "false: suspended in the background (the classic bug, D56)" : "false"
            case true?: return "true: updates keep running in the background"
            }
        case .showsBackgroundLocationIndicator:
            return given == true ? "true: the blue indicator with Always (D57)" : given == false ? "false" : "unset: false, Apple's default (D57)"
        case .pausesLocationUpdatesAutomatically:
            return given == false ? "false: updates never pause (D59)" : given == true ? "true" : "unset: true, Apple's default (D59)"
        }
    }
}
