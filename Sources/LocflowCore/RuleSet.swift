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

    /// The seven rule sets of the delegate API, which the graph, the explorer's menus and the
    /// behaviour tables enumerate. The modern rule sets (`every`) are reached by name or by
    /// version mapping (D37); they add no state the graph explores yet.
    public static let allCases: [RuleSet] = [.iOS10, .iOS12, .iOS13_0, .iOS13_4, .iOS14, .iOS16, .iOS18]
    /// Every rule set, in release order, modern ones included (D37).
    public static let every: [RuleSet] = [.iOS10, .iOS12, .iOS13_0, .iOS13_4, .iOS14, .iOS15, .iOS16, .iOS17, .iOS18, .iOS26]

    /// The newest supported profile: the default of a scenario without `ios:` (contract).
    public static let newest: RuleSet = .iOS18

    /// The releases this rule set stands for, for people ("iOS 13.4–13.7").
    public var releases: String {
        switch self {
        case .iOS10: "iOS 10"
        case .iOS12: "iOS 11–12"
        case .iOS13_0: "iOS 13.0–13.3"
        case .iOS13_4: "iOS 13.4–13.7"
        case .iOS14: "iOS 14–15"
        case .iOS15: "iOS 15"
        case .iOS16: "iOS 16–17"
        case .iOS17: "iOS 17"
        case .iOS18: "iOS 18+"
        case .iOS26: "iOS 26+"
        }
    }

    /// Where a person finds Reset Location & Privacy on this rule set's releases (T47). iOS 15
    /// moved Reset under General › Transfer or Reset iPhone; the switch is exhaustive so that a
    /// new rule set cannot fall back to another release's path unseen.
    public var resetLocationAndPrivacyPath: String {
        switch self {
        case .iOS10, .iOS12, .iOS13_0, .iOS13_4: "Settings › General › Reset › Reset Location & Privacy"
        case .iOS14: "Settings › General › Reset (iOS 15: › Transfer or Reset iPhone › Reset) › Reset Location & Privacy"
        case .iOS15, .iOS16, .iOS17, .iOS18, .iOS26: "Settings › General › Transfer or Reset iPhone › Reset › Reset Location & Privacy"
        }
    }

    /// The Settings pane that holds the Location Services switch (T45) and the apps' rows: Privacy
    /// became Privacy & Security in iOS 16. Exhaustive for the same reason.
    public var locationServicesPane: String {
        switch self {
        case .iOS10, .iOS12, .iOS13_0, .iOS13_4, .iOS14, .iOS15: "Settings › Privacy › Location Services"
        case .iOS16, .iOS17, .iOS18, .iOS26: "Settings › Privacy & Security › Location Services"
        }
    }

    /// The releases under D37's ranges, for the header of an extended file (D38): `14` is iOS 14
    /// alone once `15` exists; a file that is not extended keeps `releases` (C1).
    public var modernReleases: String {
        switch self {
        case .iOS14: "iOS 14"
        case .iOS16: "iOS 16"
        case .iOS18: "iOS 18"
        default: releases
        }
    }

    /// The place in `every` (a test checks the two agree), as a switch: the reducer compares rule
    /// sets several times a step, and a search of `every` was a visible share of a long run.
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
    public var askNextTimeLabel: String? {
        switch self {
        case .iOS10, .iOS12: nil
        case .iOS13_0, .iOS13_4, .iOS14, .iOS15: "Ask Next Time"
        // M57 shows the iOS 16 label still in 26.
        case .iOS16, .iOS17, .iOS18, .iOS26: "Ask Next Time Or When I Share"
        }
    }

    /// The Info.plist keys `requestAlwaysAuthorization` needs (D1, §5.1): the legacy key on
    /// iOS 10, both the When-In-Use and the Always-and-When-In-Use keys from iOS 11.
    public var alwaysRequestKeys: [InfoPlistKey] {
        self == .iOS10 ? [.alwaysUsage] : [.whenInUseUsage, .alwaysAndWhenInUseUsage]
    }

    /// The key whose string the Always and upgrade prompts show (D1).
    public var alwaysPromptKey: InfoPlistKey { self == .iOS10 ? .alwaysUsage : .alwaysAndWhenInUseUsage }
}
