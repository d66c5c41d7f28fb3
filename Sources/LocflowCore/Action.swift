/// Something that happened, named for who did it: the app, the person, or the world.
///
/// `text` is the action's line in a scenario file (contract "Actions"), so that a recorded
/// session can be written back as a scenario.
public enum Action: Equatable, Hashable, Sendable, Codable {
    // The app
    case createManager
    case requestWhenInUseAuthorization
    case requestAlwaysAuthorization
    case requestTemporaryFullAccuracy(purposeKey: String)
    /// `requestLocation()`: one fix, once (D58).
    case requestLocation
    case start(Service)
    case stop(Service)
    case background, foreground, terminate, launch
    // The person
    case tap(String)
    case togglePrecise
    case setLocationServices(Bool)
    case setRestricted(Bool)
    case setApp(AppSetting)
    case setPrecise(Bool)
    case resetLocationAndPrivacy
    // The world
    case wait(seconds: Int)
    case event(WorldEvent)
    /// The system shows the background-use reminder now (D5: "also on demand from the UI").
    case showReminder
    /// The phone updates to a newer iOS, keeping the app and its grant (D50, §3.3).
    case updateSystem(to: IOSVersion)
    /// The modern Core Location vocabulary (modern-apis.md §3).
    case modern(ModernAction)

    /// Reads a scenario line back into an action: the inverse of `text` (`ActionParser`).
    public init(parsing line: String) throws(ActionParseError) {
        self = try ActionParser.parse(line).get()
    }

    /// Something the app itself calls (requests, starts, stops, `createManager`, temporary full
    /// accuracy): a suspended app runs no code, so these are ignored while it sleeps (D22).
    ///
    /// A rule, not the actor column: `background`, `foreground`, `terminate` and `launch` are the
    /// app's in the table (its lifecycle) but the system moves it, suspended or not; the modern
    /// app calls are the app's too but check D22 themselves, with their own notes
    /// (`applyModern`). So it stays written out here rather than read as `actor == .app`.
    public var isTheAppsOwn: Bool {
        switch self {
        case .createManager, .requestWhenInUseAuthorization, .requestAlwaysAuthorization,
            .requestTemporaryFullAccuracy, .requestLocation, .start, .stop:
            true
        default: false
        }
    }

    /// The action as a scenario line: `tap Allow Once`, `wait 10m`, `settings app never`, as its
    /// row of the action table prints it (`ActionTable.line(of:)`).
    public var text: String { ActionTable.line(of: self) }
}

/// Simulated durations as scenario text: `30s`, `10m`, `2h`, `3d`.
public enum Duration {
    /// The longest duration a file may give: 36500 days (a century, longer than any device
    /// lives). Longer ones are refused where they are parsed, so the simulated clock, which adds
    /// them up, stays far from overflow (`wait 9223372036854775807s` crashed).
    public static let maximum = 36_500 * 86_400

    /// Parses `30s`, `10m`, `2h`, `3d` (a whole number and one unit); nil if malformed. A number
    /// too large for the clock gives `Int.max`, so callers can say "too long" (see `maximum`).
    public static func seconds(from text: String) -> Int? {
        let digits = text.dropLast()
        guard let unit = text.last, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        guard let value = Int(digits) else { return Int.max }  // more digits than an Int holds
        let scale: Int
        switch unit {
        case "s": scale = 1
        case "m": scale = 60
        case "h": scale = 3_600
        case "d": scale = 86_400
        default: return nil
        }
        let (product, overflow) = value.multipliedReportingOverflow(by: scale)
        return overflow ? Int.max : product
    }

    /// The shortest exact text for a number of seconds (`90s`, `10m`, `3d`).
    public static func text(seconds: Int) -> String {
        if seconds > 0 && seconds % 86_400 == 0 { return "\(seconds / 86_400)d" }
        if seconds > 0 && seconds % 3_600 == 0 { return "\(seconds / 3_600)h" }
        if seconds > 0 && seconds % 60 == 0 { return "\(seconds / 60)m" }
        return "\(seconds)s"
    }

    /// A clock reading for people: `00:00`, `12:05`, `day 3 01:00`. Days count from day 0, the
    /// day the simulation starts (D52), as an App Clip's header does, so the log's times and the
    /// header's agree.
    public static func clock(_ seconds: Int) -> String {
        let days = seconds / 86_400, rest = seconds % 86_400
        let h = rest / 3_600, m = (rest % 3_600) / 60, s = rest % 60
        let hm = "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)" + (s == 0 ? "" : ":\(s < 10 ? "0" : "")\(s)")
        return days > 0 ? "day \(days) \(hm)" : hm
    }
}
