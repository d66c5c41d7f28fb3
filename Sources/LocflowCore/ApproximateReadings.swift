/// The readings locflow makes where Apple is silent or its sources disagree: one table, keyed by
/// the code a note cites. `Note.line` marks every note citing one of these "≈ approximate: CODE",
/// so a transcript tells Apple's documented behaviour from locflow's reading without the docs
/// (model-decisions.md: "Each of them must be visible to the person using the tool").
public struct ApproximateReading: Equatable, Sendable {
    /// The code as notes cite it: a decision (`D6`), a part of one (`D22 resume`), an open question
    /// (`U-M6`) or an evidence tag (`INF`).
    public let code: String
    /// What locflow does.
    public let reading: String
    /// The evidence the reading follows.
    public let evidence: String
    /// Why it stays a reading: the silence or the disagreement.
    public let against: String
    /// The note's own words already say "approximate", as the spec words them (D37's "iOS 17.4
    /// runs as rule set 17, approximate"): no mark is added.
    public var saidInText = false
}

public enum ApproximateReadings {
    /// Every approximate reading, in code order. docs/behavior.md's table is generated from it.
    public static let all: [ApproximateReading] = [
        .init(code: "D1", reading: "iOS 11+ Always prompts need both the When-In-Use and the Always-and-When-In-Use keys and show the latter",
              evidence: "SDK headers, Info.plist docs, seed 000 (HDR H2, H3; DOC A16)", against: "Apple's requestAlwaysAuthorization page names NSLocationAlwaysUsageDescription (seed 002, DOC A2; U-1)"),
        .init(code: "D2", reading: "Allow Once ends after 10 simulated minutes out of use (switchable)",
              evidence: "\"when the app is no longer in use\" (DOC A1); a longer inactivity in developer reports (DEV D8, D9)", against: "no documented duration (U-4)"),
        .init(code: "D3", reading: "the requestAlwaysAuthorization ignored under Allow Once does not spend the one-time request",
              evidence: "it \"silently fails\" (DEV D6)", against: "undocumented (U-5)"),
        .init(code: "D4", reading: "the provisional second prompt comes with an Always event while the app is not in the foreground",
              evidence: "\"typically … when your app isn't running\" (DOC A2)", against: "exact trigger and timing unknown (U-7)"),
        .init(code: "D5", reading: "the background-use reminder after 3 days of Always with a background service",
              evidence: "the reminder's \"past 3 days\" string (STR S1)", against: "timing undocumented (U-7)"),
        .init(code: "D6", reading: "a request or start with Location Services off shows the Turn On Location Services alert, once per launch",
              evidence: "the alert's strings (P-LSOFF)", against: "no source for when and how often (U-17)"),
        .init(code: "D9", reading: "button order of the first prompt: iOS 13 While Using first, iOS 14+ Allow Once first",
              evidence: "screenshots, strings", against: "Apple's tables list While Using first; RE suggests flags (DOC A1, R1; U-9)"),
        .init(code: "D10", reading: "on iOS 14+ only locationManagerDidChangeAuthorization(_:) is called (switchable)",
              evidence: "the deprecation (DOC A7)", against: "undocumented when both exist (U-10)"),
        .init(code: "D11", reading: "iOS 10–12 When-In-Use → Always upgrade: \"also access … even when you are not using the app?\", Cancel / Allow",
              evidence: "iOS 10 strings (STR S2)", against: "iOS 11–12 titles never captured (U-2, U-3)"),
        .init(code: "D12", reading: "the temporary full-accuracy prompt's title and buttons; it ends 10 minutes out of use",
              evidence: "the purpose-key message (DOC A14)", against: "title and buttons not in any source (U-8)"),
        .init(code: "D13", reading: "Location Services off and a restriction: the app reads restricted",
              evidence: "inferred [INF]", against: "undocumented"),
        .init(code: "D22 resume", reading: "a change of what a suspended app reads is told once per live manager when it runs again, even a change undone meanwhile",
              evidence: "\"the location manager also calls the method when a suspended iOS app starts running again\" (DOC A4)", against: "the delegate reference's \"only reports changes\" (said of a request's outcome)"),
        .init(code: "D52 Always", reading: "an App Clip's Always request, or Settings' Always row, asks and changes nothing",
              evidence: "\"App Clips can't request continuous location access\"; App Store processing rejects a clip that references the request (ITMS-90842)", against: "what iOS does at run time is undocumented"),
        .init(code: "D26", reading: "the iOS 10–12 reminder: \"… has been using your location in the background …\", Don't Allow / Continue",
              evidence: "the reminder exists since iOS 8 (developer reports)", against: "no source for its wording and buttons"),
        .init(code: "D30", reading: "iOS 11–12 prompt titles reuse iOS 10's",
              evidence: "iOS 11.0 button labels (STR S3)", against: "titles not captured (U-3)"),
        .init(code: "D31", reading: "tapping the Settings row already checked changes nothing",
              evidence: "developer reports on provisional Always", against: "undocumented"),
        .init(code: "D37", reading: "any iOS version runs as the rule set of modern-apis.md §2",
              evidence: "the releases' documented changes", against: "Apple documents no per-point-release behaviour", saidInText: true),
        .init(code: "D41", reading: "a session started in the background is active only while another is in effect (§8.16)",
              evidence: "WWDC24: \"started in the foreground, or while another one was in effect\"", against: "not in the API reference (U-M3)"),
        .init(code: "D46", reading: "an inactive background activity session activates at the end of a foreground step with authorization and the location mode (§8.7)",
              evidence: "M17, M18", against: "when it activates is undocumented"),
        .init(code: "D48", reading: "the location button's alert and its grants (over a denial, with Location Services off: §8.2, §8.8)",
              evidence: "CLLocationButton docs (DOC A30; M45–M48)", against: "the alert's text, a grant over a denial and approval reset are undocumented (U-M7)"),
        .init(code: "D52", reading: "an App Clip's Always request changes nothing at run time",
              evidence: "\"App Clips can't request continuous location access\"; ITMS-90842", against: "run-time behaviour undocumented"),
        .init(code: "D53", reading: "region monitoring while denied or restricted answers monitoringDidFail(regionMonitoringDenied); on a revocation it comes after the manager's didFailWithError(denied) for its other services",
              evidence: "startMonitoring(for:): \"the location manager calls the locationManager(_:monitoringDidFailFor:withError:) method\"; CLError.Code.regionMonitoringDenied", against: "Apple names the method, not the order; the code is the one region code that means denied"),
        .init(code: "D53 restricted", reading: "a restricted app's service start, and a restriction set while services run, answer didFailWithError(denied)",
              evidence: "kCLErrorDenied answers a start without authorization (DOC A17)", against: "Apple documents the error for a denial and for Location Services off, not for a restriction"),
        .init(code: "D55", reading: "an App Clip's location background mode is ignored: it is suspended when it leaves the foreground, and its background activity session never becomes active",
              evidence: "\"App Clips can't perform background activity … Functionality enabled by the Background Modes capability\" (Choosing the right functionality for your App Clip)", against: "what iOS does at run time with a clip that declares the mode is undocumented"),
        .init(code: "D56 crash", reading: "allowsBackgroundLocationUpdates set to true without the location mode: the app crashes at each launch, with an assertion naming the property",
              evidence: "CLLocationManager.h: \"Setting this property to YES when UIBackgroundModes does not include 'location' is a fatal error\"", against: "the console line's wording is locflow's"),
        .init(code: "D58 notDetermined", reading: "requestLocation() at notDetermined waits silently and is answered by the first fix after a grant (a denial fails it)",
              evidence: "requestLocation() delivers one fix or an error", against: "Apple is silent on a request made before authorization"),
        .init(code: "D58 reduced", reading: "requestLocation() under reduced accuracy is answered with one approximate fix",
              evidence: "approximate location for the standard service (DOC A11)", against: "Apple does not say it for the one-shot request"),
        .init(code: "D59 resume", reading: "event resumeUpdates resumes the paused updates of an app that reads Always, with didResumeLocationUpdates, waking it if suspended",
              evidence: "locationManagerDidResumeLocationUpdates(_:)", against: "Apple names the callback, not when it comes"),
        .init(code: "INF", reading: "a consequence inferred from other evidence",
              evidence: "the rules it is inferred from", against: "no source states it"),
        .init(code: "U-M1", reading: "an always goal at notDetermined asks as requestAlwaysAuthorization (provisional, the one-time request spent)",
              evidence: "M36", against: "Apple does not say which prompt"),
        .init(code: "U-M2", reading: "iOS 17: liveUpdates and CLMonitor do not prompt; they deliver once authorized",
              evidence: "M6", against: "undocumented"),
        .init(code: "U-M3", reading: "when a whenInUse session reports insufficientlyInUse in the background",
              evidence: "M29, M30", against: "undocumented"),
        .init(code: "U-M4", reading: "20 CLMonitor conditions per type; beyond, conditionLimitExceeded",
              evidence: "the 20-region limit (DOC A31; M14)", against: "the CLMonitor limit is undocumented"),
        .init(code: "U-M5", reading: "serviceSessionRequired only with NSLocationRequireExplicitServiceSession",
              evidence: "M27, M40", against: "a forum symptom without the key (F2)"),
        .init(code: "U-M6", reading: "a full-accuracy session asks once; a decline or a missing purpose key gives fullAccuracyDenied, also without When-In-Use or Always (§8.13)",
              evidence: "M26, M35", against: "re-asking and a missing key are undocumented"),
        .init(code: "U-M7", reading: "the location button's alert: \"Allow “NAME” to use your current location?\", Allow Once / Don't Allow",
              evidence: "M46", against: "the alert text is not captured"),
        .init(code: "U-M9", reading: "iOS 26: a force-quit app is not relaunched by location events; the update keeps Always (switchable)",
              evidence: "one report each (M56, M57)", against: "unconfirmed"),
        .init(code: "U-M10", reading: "the Location Services alert for the new APIs' starts, once per launch (D49)",
              evidence: "the legacy alert (D6)", against: "undocumented (U-17 for the legacy case)"),
        .init(code: "§6.1 listing", reading: "an app is listed under Privacy › Location Services only once it has asked; `settings app …` before that is a setup shortcut",
              evidence: "field knowledge", against: "undocumented"),
    ]

    private static let byCode: [String: ApproximateReading] = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// The reading a code names, if it is approximate.
    public static func reading(_ code: String) -> ApproximateReading? { byCode[code] }

    /// The approximate codes a note's source cites, in its order ("D22 resume, DOC A4" → ["D22 resume"];
    /// "[INF]" → ["INF"]).
    public static func codes(in source: String) -> [String] {
        var found: [String] = []
        for piece in source.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let code = String(piece).trimming(" []")
            if let reading = byCode[code], !reading.saidInText, !found.contains(code) { found.append(code) }
        }
        return found
    }
}
