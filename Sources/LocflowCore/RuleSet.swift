/// One of the iOS rule sets the simulator models; each covers its release up to the next one.
///
/// `15`, `17` and `26` are the modern rule sets of D37 (modern-apis.md §2): for every action of the
/// contract they behave as `14`, `16` and `18`; they differ only in the modern vocabulary.
///
/// Every capability below cites the row of `corelocation-behavior.md` (T…, §…), the modelling
/// decision (D…) or the seed it comes from, so that a rule can be traced to its evidence.
public enum RuleSet: String, CaseIterable, Sendable, Comparable, Codable {
    case iOS10 = "10"
    case iOS12 = "12"
    case iOS13_0 = "13.0"
    case iOS13_4 = "13.4"
    case iOS14 = "14"
    case iOS15 = "15"
    case iOS16 = "16"
    case iOS17 = "17"
    case iOS18 = "18"
    case iOS26 = "26"

    /// The rule sets of the delegate API (all but the modern 15, 17 and 26, which behave as 14,
    /// 16 and 18 for it, D37): what the graph, the behaviour tables and the stress tool enumerate.
    public static let delegate: [RuleSet] = allCases.filter { $0.behavesAs == $0 }

    /// The newest supported profile: the default of a scenario without `ios:` (contract).
    public static let newest: RuleSet = .iOS18

    /// This rule set's row of `rows`: everything about it that is data, not a rule. The
    /// properties below read their field in place (`rows[order].field`): the reducer reads some
    /// every step, and a copy of the whole row retains and releases each of its strings.
    public var row: RuleSetRow { Self.rows[order] }

    /// One row per rule set, in release order (a test checks the order): its releases, the
    /// rule set it behaves as for the delegate API (D37), where Settings keeps what the person
    /// changes (T45, T47), the Settings label of `notDetermined` (D7, M57) and the version it
    /// starts at (`IOSVersion.table`, D37). Adding a rule set is a case above, its `order` and a row here.
    static let rows: [RuleSetRow] = {
        let resetBefore15 = "Settings › General › Reset › Reset Location & Privacy"
        let resetFrom15 = "Settings › General › Transfer or Reset iPhone › Reset › Reset Location & Privacy"
        let privacy = "Settings › Privacy › Location Services", privacyAndSecurity = "Settings › Privacy & Security › Location Services"
        let ask = "Ask Next Time", askOrShare = "Ask Next Time Or When I Share"
        return [
            RuleSetRow(.iOS10, starts: (10, 0), releases: "iOS 10", reset: resetBefore15, pane: privacy, askNextTime: nil),
            RuleSetRow(.iOS12, starts: (11, 0), releases: "iOS 11–12", reset: resetBefore15, pane: privacy, askNextTime: nil),
            RuleSetRow(.iOS13_0, starts: (13, 0), releases: "iOS 13.0–13.3", reset: resetBefore15, pane: privacy, askNextTime: ask),
            RuleSetRow(.iOS13_4, starts: (13, 4), releases: "iOS 13.4–13.7", reset: resetBefore15, pane: privacy, askNextTime: ask),
            // iOS 15 moved Reset under General › Transfer or Reset iPhone; 14 covers 15 unless the modern 15 is named.
            RuleSetRow(.iOS14, starts: (14, 0), releases: "iOS 14–15", modernReleases: "iOS 14",
                       reset: "Settings › General › Reset (iOS 15: › Transfer or Reset iPhone › Reset) › Reset Location & Privacy",
                       pane: privacy, askNextTime: ask),
            RuleSetRow(.iOS15, starts: (15, 0), releases: "iOS 15", behavesAs: .iOS14, reset: resetFrom15, pane: privacy, askNextTime: ask),
            // Privacy became Privacy & Security in iOS 16, and the label gained "Or When I Share".
            RuleSetRow(.iOS16, starts: (16, 0), releases: "iOS 16–17", modernReleases: "iOS 16", reset: resetFrom15, pane: privacyAndSecurity, askNextTime: askOrShare),
            RuleSetRow(.iOS17, starts: (17, 0), releases: "iOS 17", behavesAs: .iOS16, reset: resetFrom15, pane: privacyAndSecurity, askNextTime: askOrShare),
            RuleSetRow(.iOS18, starts: (18, 0), releases: "iOS 18+", modernReleases: "iOS 18", reset: resetFrom15, pane: privacyAndSecurity, askNextTime: askOrShare),
            // M57 shows the iOS 16 label still in 26.
            RuleSetRow(.iOS26, starts: (26, 0), releases: "iOS 26+", behavesAs: .iOS18, reset: resetFrom15, pane: privacyAndSecurity, askNextTime: askOrShare),
        ]
    }()

    /// The releases this rule set stands for, for people ("iOS 13.4–13.7").
    public var releases: String { Self.rows[order].releases }

    /// Where a person finds Reset Location & Privacy on this rule set's releases (T47).
    public var resetLocationAndPrivacyPath: String { Self.rows[order].resetPath }

    /// The Settings pane that holds the Location Services switch (T45) and the apps' rows.
    public var locationServicesPane: String { Self.rows[order].locationServicesPane }

    /// The releases under D37's ranges, for the header of an extended file (D38): `14` is iOS 14
    /// alone once `15` exists; a file that is not extended keeps `releases` (C1).
    public var modernReleases: String { Self.rows[order].modernReleases }

    /// The rule set of the delegate API this one behaves as (D37, modern-apis.md §2: 15 as 14, 17
    /// as 16, 26 as 18): where the graph, coverage and the explorer's menus stand for a modern one.
    public var behavesAs: RuleSet { Self.rows[order].behavesAs }

    /// The place in `allCases`, as a switch: the reducer compares rule sets several times a
    /// step, and a search of the list was a visible share of a long run.
    var order: Int {
        switch self {
        case .iOS10: 0
        case .iOS12: 1
        case .iOS13_0: 2
        case .iOS13_4: 3
        case .iOS14: 4
        case .iOS15: 5
        case .iOS16: 6
        case .iOS17: 7
        case .iOS18: 8
        case .iOS26: 9
        }
    }
    public static func < (lhs: RuleSet, rhs: RuleSet) -> Bool { lhs.order < rhs.order }

    /// Allow Once and provisional Always arrive with iOS 13 (§3.3).
    public var hasAllowOnce: Bool { self >= .iOS13_0 }
    /// Provisional Always: requestAlways from notDetermined + Allow While Using (T21, §3.3).
    public var hasProvisionalAlways: Bool { self >= .iOS13_0 }
    /// From When-In-Use, requestAlways prompts at once from 13.4 (T27, §3.4); 13.0–13.3 goes
    /// provisional without a prompt (§3.3); iOS 10–12 show the Cancel/Allow upgrade (D11).
    public var upgradePromptIsImmediate: Bool { self >= .iOS13_4 }
    /// Precise/approximate location and temporary full accuracy (§3.5).
    public var hasAccuracy: Bool { self >= .iOS14 }
    /// The Settings row offers "Ask Next Time" from iOS 13 (D7, D25).
    public var hasAskNextTime: Bool { self >= .iOS13_0 }
    /// `locationManagerDidChangeAuthorization(_:)` replaces the deprecated method on iOS 14 (§3.5, D10).
    public var usesNewAuthorizationCallback: Bool { self >= .iOS14 }
    /// Apple's table for iOS 12 and earlier: When-In-Use cannot use significant-change, visits or
    /// region monitoring (seed 001 table 1, §6.3).
    public var whenInUseLacksBackgroundServices: Bool { self <= .iOS12 }
    /// Apple's services table for this rule set (seed 001, table 1): whether a service is
    /// supported under When-In-Use (`whenInUse: true`) or Always.
    public func tableSupports(_ service: Service, whenInUse: Bool) -> Bool {
        !whenInUse || !whenInUseLacksBackgroundServices || service.supportedWithWhenInUseOnIOS12
    }

    /// `locationManager(_:didRange:satisfying:)` replaced `didRangeBeacons:in:` in iOS 13.
    public var usesBeaconConstraintCallback: Bool { self >= .iOS13_0 }

    /// The Settings label for `notDetermined`, or nil before iOS 13 (D7).
    public var askNextTimeLabel: String? { Self.rows[order].askNextTimeLabel }

    /// The Info.plist keys `requestAlwaysAuthorization` needs (D1, §5.1): the legacy key on
    /// iOS 10, both the When-In-Use and the Always-and-When-In-Use keys from iOS 11.
    public var alwaysRequestKeys: [InfoPlistKey] {
        self == .iOS10 ? [.alwaysUsage] : [.whenInUseUsage, .alwaysAndWhenInUseUsage]
    }

    /// The key whose string the Always and upgrade prompts show (D1).
    public var alwaysPromptKey: InfoPlistKey { self == .iOS10 ? .alwaysUsage : .alwaysAndWhenInUseUsage }
}

/// What a rule set is, as data: one row of `RuleSet.rows`.
public struct RuleSetRow: Sendable {
    /// The rule set.
    public let ruleSet: RuleSet
    /// The first version it models (major, minor); a version runs as the last rule set starting
    /// at or before it (D37; iOS 11 runs as 12, 19–25 as 18, 27 and later as 26).
    public let starts: (major: Int, minor: Int)
    /// The releases it stands for, for people ("iOS 13.4–13.7").
    public let releases: String
    /// The releases under D37's ranges, where a modern rule set splits this one's (D38).
    public let modernReleases: String
    /// The delegate API's rule set it behaves as (itself, or 14, 16, 18 for 15, 17, 26; D37).
    public let behavesAs: RuleSet
    /// Where Reset Location & Privacy is (T47).
    public let resetPath: String
    /// The Settings pane of the Location Services switch and the apps' rows (T45).
    public let locationServicesPane: String
    /// The app row's label for `notDetermined`; nil before iOS 13 (D7).
    public let askNextTimeLabel: String?

    init(
        _ ruleSet: RuleSet, starts: (major: Int, minor: Int), releases: String, modernReleases: String? = nil, behavesAs: RuleSet? = nil, reset: String, pane: String,
        askNextTime: String?
    ) {
        self.ruleSet = ruleSet
        self.starts = starts
        self.releases = releases
        self.modernReleases = modernReleases ?? releases
        self.behavesAs = behavesAs ?? ruleSet
        self.resetPath = reset
        self.locationServicesPane = pane
        self.askNextTimeLabel = askNextTime
    }
}
