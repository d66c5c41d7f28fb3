/// The Info.plist keys the simulator reads (contract "File", §5).
public enum InfoPlistKey: String, CaseIterable, Sendable, Codable {
    case whenInUseUsage = "NSLocationWhenInUseUsageDescription"
    case alwaysAndWhenInUseUsage = "NSLocationAlwaysAndWhenInUseUsageDescription"
    case alwaysUsage = "NSLocationAlwaysUsageDescription"
    case defaultAccuracyReduced = "NSLocationDefaultAccuracyReduced"
    case temporaryUsageDictionary = "NSLocationTemporaryUsageDescriptionDictionary"
    case backgroundModes = "UIBackgroundModes"
}

/// One entry of `NSLocationTemporaryUsageDescriptionDictionary`: purpose key and purpose string.
public struct TemporaryPurpose: Equatable, Hashable, Sendable, Codable {
    public var key: String
    public var description: String
    public init(key: String, description: String) {
        self.key = key
        self.description = description
    }
}

/// The app's Info.plist as far as location is concerned: a key that is nil is absent.
public struct InfoPlist: Equatable, Hashable, Sendable, Codable {
    public var whenInUseUsage: String?
    public var alwaysAndWhenInUseUsage: String?
    public var alwaysUsage: String?
    public var defaultAccuracyReduced: Bool?
    /// Purpose key → purpose string, in file order (D12, §5.1).
    public var temporaryUsage: [TemporaryPurpose]?
    public var backgroundModes: [String]?
    /// `NSLocationRequireExplicitServiceSession` (M27, modern-apis.md §3); absent = false.
    public var requireExplicitServiceSessionKey: Bool?
    /// `CLRequireExplicitServiceSession`, the spelling of A20 and the headers: no effect (M28).
    public var clRequireExplicitServiceSessionKey: Bool?

    /// Implicit sessions are off: only explicit sessions make Core Location ask (M27, D40).
    public var requireExplicitServiceSession: Bool { requireExplicitServiceSessionKey ?? false }

    public init(
        whenInUseUsage: String? = nil, alwaysAndWhenInUseUsage: String? = nil, alwaysUsage: String? = nil,
        defaultAccuracyReduced: Bool? = nil, temporaryUsage: [TemporaryPurpose]? = nil,
        backgroundModes: [String]? = nil
    ) {
        self.whenInUseUsage = whenInUseUsage
        self.alwaysAndWhenInUseUsage = alwaysAndWhenInUseUsage
        self.alwaysUsage = alwaysUsage
        self.defaultAccuracyReduced = defaultAccuracyReduced
        self.temporaryUsage = temporaryUsage
        self.backgroundModes = backgroundModes
    }

    /// The contract's default Info.plist: every key present.
    public static let contractDefault = InfoPlist(
        whenInUseUsage: "Shows nearby offers while you use the app.",
        alwaysAndWhenInUseUsage: "Alerts you when you arrive at a store.",
        alwaysUsage: "Alerts you when you arrive at a store.",
        defaultAccuracyReduced: false,
        temporaryUsage: [TemporaryPurpose(key: "Delivery", description: "Precise location helps the courier find you.")],
        backgroundModes: ["location"]
    )

    /// True when the key is present.
    public func has(_ key: InfoPlistKey) -> Bool {
        switch key {
        case .whenInUseUsage: whenInUseUsage != nil
        case .alwaysAndWhenInUseUsage: alwaysAndWhenInUseUsage != nil
        case .alwaysUsage: alwaysUsage != nil
        case .defaultAccuracyReduced: defaultAccuracyReduced != nil
        case .temporaryUsageDictionary: temporaryUsage != nil
        case .backgroundModes: backgroundModes != nil
        }
    }

    /// The string value of a purpose-string key, if present.
    public func purpose(_ key: InfoPlistKey) -> String? {
        switch key {
        case .whenInUseUsage: whenInUseUsage
        case .alwaysAndWhenInUseUsage: alwaysAndWhenInUseUsage
        case .alwaysUsage: alwaysUsage
        default: nil
        }
    }

    /// Sets one purpose string (present, with this text): `--purpose`, an Info.plist file's key,
    /// the explorer's `e` menu. Keys that hold no purpose string are left as they are.
    public mutating func setPurpose(_ key: InfoPlistKey, to text: String) {
        switch key {
        case .whenInUseUsage: whenInUseUsage = text
        case .alwaysAndWhenInUseUsage: alwaysAndWhenInUseUsage = text
        case .alwaysUsage: alwaysUsage = text
        default: break
        }
    }

    /// `UIBackgroundModes` contains `location` (§5.1, D15).
    public var hasLocationBackgroundMode: Bool { backgroundModes?.contains("location") ?? false }

    /// The purpose string for a temporary-accuracy purpose key (T62).
    public func temporaryDescription(for purposeKey: String) -> String? {
        temporaryUsage?.first(where: { $0.key == purposeKey })?.description
    }

    /// Removes a key, or puts it back with the contract default's value: the explorer's toggle.
    public mutating func toggle(_ key: InfoPlistKey) {
        let d = InfoPlist.contractDefault
        switch key {
        case .whenInUseUsage: whenInUseUsage = whenInUseUsage == nil ? d.whenInUseUsage : nil
        case .alwaysAndWhenInUseUsage:
            alwaysAndWhenInUseUsage = alwaysAndWhenInUseUsage == nil ? d.alwaysAndWhenInUseUsage : nil
        case .alwaysUsage: alwaysUsage = alwaysUsage == nil ? d.alwaysUsage : nil
        case .defaultAccuracyReduced:
            // Cycles absent → false → true → absent, the three states the key can be in.
            defaultAccuracyReduced = switch defaultAccuracyReduced { case nil: false; case false?: true; case true?: nil }
        case .temporaryUsageDictionary: temporaryUsage = temporaryUsage == nil ? d.temporaryUsage : nil
        case .backgroundModes: backgroundModes = backgroundModes == nil ? d.backgroundModes : nil
        }
    }

}

/// The simulated app: the name prompts show and its Info.plist.
public struct AppConfig: Equatable, Hashable, Sendable, Codable {
    public var name: String
    public var infoPlist: InfoPlist
    /// `app.recreateOnLaunch` (modern-apis.md §3, D45): the app re-creates its sessions, stream,
    /// background activity session and monitor at every launch (M19, M33); default true.
    public var recreateOnLaunch = true
    /// `app.appClip` (D52): the app is an App Clip: it never gets Always, and a When-In-Use grant
    /// ends at 04:00 the day after it was given. Default false.
    public var appClip = false
    /// `app.allowsBackgroundLocationUpdates` (D56): the value the app's code sets on its
    /// managers; nil when the file does not say, which reads as true exactly when the Info.plist
    /// declares the `location` background mode (what files assumed before D56).
    public var allowsBackgroundLocationUpdates: Bool?
    /// `app.showsBackgroundLocationIndicator` (D57): nil when not given, Apple's default false.
    public var showsBackgroundLocationIndicator: Bool?
    /// `app.pausesLocationUpdatesAutomatically` (D59): nil when not given, Apple's default true.
    public var pausesLocationUpdatesAutomatically: Bool?

    public init(name: String = "Demo", infoPlist: InfoPlist = .contractDefault) {
        self.name = name
        self.infoPlist = infoPlist
    }

    /// What `allowsBackgroundLocationUpdates` reads: the value given, else true exactly when the
    /// `location` background mode is declared (D56's default).
    public var backgroundUpdatesAllowed: Bool { allowsBackgroundLocationUpdates ?? infoPlist.hasLocationBackgroundMode }

    /// The app's code sets `allowsBackgroundLocationUpdates` to true without the `location`
    /// background mode: a fatal error at each launch (D56, CLLocationManager.h).
    public var crashesAtLaunch: Bool { allowsBackgroundLocationUpdates == true && !infoPlist.hasLocationBackgroundMode }

    /// The app says one of the manager's keys (D56, D57, D59), whatever its value.
    public var saysManagerKeys: Bool {
        allowsBackgroundLocationUpdates != nil || showsBackgroundLocationIndicator != nil || pausesLocationUpdatesAutomatically != nil
    }

    /// The manager pauses updates when the system decides the person stopped moving (D59).
    public var pausesAutomatically: Bool { pausesLocationUpdatesAutomatically ?? true }

    /// The app asks for the indicator with Always (D57); Apple's default is false.
    public var showsIndicatorWithAlways: Bool { showsBackgroundLocationIndicator ?? false }

    private enum CodingKeys: String, CodingKey {
        case name, infoPlist, recreateOnLaunch, appClip
        case allowsBackgroundLocationUpdates, showsBackgroundLocationIndicator, pausesLocationUpdatesAutomatically
    }

    /// Journals written before `appClip` and the manager's keys existed have no such keys: absent
    /// is the default.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        name = try keyed.decode(String.self, forKey: .name)
        infoPlist = try keyed.decode(InfoPlist.self, forKey: .infoPlist)
        recreateOnLaunch = try keyed.decode(Bool.self, forKey: .recreateOnLaunch)
        appClip = try keyed.decodeIfPresent(Bool.self, forKey: .appClip) ?? false
        allowsBackgroundLocationUpdates = try keyed.decodeIfPresent(Bool.self, forKey: .allowsBackgroundLocationUpdates)
        showsBackgroundLocationIndicator = try keyed.decodeIfPresent(Bool.self, forKey: .showsBackgroundLocationIndicator)
        pausesLocationUpdatesAutomatically = try keyed.decodeIfPresent(Bool.self, forKey: .pausesLocationUpdatesAutomatically)
    }

    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(name, forKey: .name)
        try keyed.encode(infoPlist, forKey: .infoPlist)
        try keyed.encode(recreateOnLaunch, forKey: .recreateOnLaunch)
        // Written only when set, so the journal lines of an ordinary app are as before.
        if appClip { try keyed.encode(appClip, forKey: .appClip) }
        try keyed.encodeIfPresent(allowsBackgroundLocationUpdates, forKey: .allowsBackgroundLocationUpdates)
        try keyed.encodeIfPresent(showsBackgroundLocationIndicator, forKey: .showsBackgroundLocationIndicator)
        try keyed.encodeIfPresent(pausesLocationUpdatesAutomatically, forKey: .pausesLocationUpdatesAutomatically)
    }
}

/// The device-wide settings the app cannot change.
public struct DeviceConfig: Equatable, Hashable, Sendable, Codable {
    /// Settings › Privacy › Location Services (T45, T46).
    public var locationServices: Bool
    /// A parental-control or management restriction on location (T48, D13).
    public var restricted: Bool
    public init(locationServices: Bool = true, restricted: Bool = false) {
        self.locationServices = locationServices
        self.restricted = restricted
    }
}

/// The decisions the simulator lets a person switch (model-decisions: D2, D10, D12, D22, D24).
public struct ModelOptions: Equatable, Hashable, Sendable, Codable {
    /// Seconds out of use after which Allow Once ends (D2); 10 minutes by default.
    public var allowOnceExpiry: Int
    /// Seconds out of use after which temporary full accuracy ends (D12); 10 minutes by default.
    public var temporaryAccuracyExpiry: Int
    /// Also call the deprecated `locationManager(_:didChangeAuthorization:)` on iOS 14+ (D10).
    public var alsoCallDeprecatedDelegate: Bool
    /// "Ask Next Time" in Settings gives the one-time Always request back (D24, revised
    /// 2026-11-23: on by default; `false` keeps it spent across Ask Next Time, the earlier reading).
    public var askNextTimeRestoresAlwaysRequest: Bool
    /// D45 switch: on rule set 26 a force-quit app is still relaunched by location events (M56
    /// is one report, so the blocking is the default but can be switched off).
    public var forceQuitRelaunches = false
    /// D50 switch: an update to iOS 26 resets Always to Ask Next Time (M57, weak; off by default).
    public var updateResetsAlways = false
    /// A suspended app that runs again is called back even when nothing changed (D22, switchable:
    /// Apple's article says "when a suspended iOS app starts running again"; off by default
    /// because the delegate reference says only changes are reported).
    public var resumeReportsUnchanged: Bool

    public init(
        allowOnceExpiry: Int = 600, temporaryAccuracyExpiry: Int = 600,
        alsoCallDeprecatedDelegate: Bool = false, askNextTimeRestoresAlwaysRequest: Bool = true,
        resumeReportsUnchanged: Bool = false
    ) {
        self.allowOnceExpiry = allowOnceExpiry
        self.temporaryAccuracyExpiry = temporaryAccuracyExpiry
        self.alsoCallDeprecatedDelegate = alsoCallDeprecatedDelegate
        self.askNextTimeRestoresAlwaysRequest = askNextTimeRestoresAlwaysRequest
        self.resumeReportsUnchanged = resumeReportsUnchanged
    }

    /// Interval of the background-use reminder (D5, D26): three simulated days.
    public static let reminderInterval = 3 * 86_400
}
