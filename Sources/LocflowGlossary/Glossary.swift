import LocflowCore

/// Every code and term the explorer's screen shows, defined: what `locflow explain CODE` prints
/// and what docs/glossary.md lists.
///
/// Two kinds of entries: the spec's and reference's coded rows (T10, D22, P-WIU-13, U-3, M6,
/// A17, §4 …), generated from ../shared into `ExplainTable+Generated.swift`, and the terms and
/// code families written here (evidence tags, "Hidden truth", "≈ approximate" …).
public enum Glossary {
    /// One definition.
    public struct Entry: Equatable, Sendable {
        /// The code or term as looked up ("D22", "Hidden truth").
        public var code: String
        /// What it means.
        public var text: String
        /// Where the user reads more, in what they have: Apple's page (named and linked), another
        /// public page's link, or a section of docs/ (`docs/behavior.md, “Callbacks”`); never the
        /// project's spec or reference, which a checkout does not carry.
        public var source: String
    }

    /// The terms and code families the screen uses, defined here (docs/glossary.md repeats them).
    public static let terms: [Entry] = [
        Entry(code: "T", text: "T-codes (T1–T65) are the rows of the reference's transition table: a state, an action and what iOS does (the prompt, the new status, the callbacks). The prompt's corner and the log's notes cite them. `locflow explain T10` prints one.", source: "docs/glossary.md, “Code families”"),
        Entry(code: "P", text: "P-codes (P-WIU-13, P-UPG-13, P-LSOFF …) name the system prompts of the reference's prompt catalog: when each appears, its title, message and buttons. The number is the first iOS version with that wording.", source: "docs/behavior.md, “Prompts”"),
        Entry(code: "D", text: "D-codes (D1–D59) are the simulator's modelling decisions: where Apple is silent or sources conflict, the default locflow follows. A line marked ≈ approximate names the decision behind it. (DEV D-numbers in evidence brackets are developer reports, a different list: `locflow explain \"DEV D14\"`.)", source: "docs/glossary.md, “Code families”"),
        Entry(code: "U", text: "U-codes (U-1–U-18) are the reference's open questions: points where sources conflict or are silent, and what the simulator does about them; U-M1–U-M10 are the modern APIs' unknowns (`locflow explain U-M6`).", source: "docs/behavior.md, “Open questions and how locflow resolves them”"),
        Entry(code: "M", text: "M-codes (M1 …) are the rows of the modern-API reference: CLLocationUpdate, CLMonitor, CLServiceSession, CLBackgroundActivitySession and the location button (iOS 15–27).", source: "docs/behavior.md, “Modern APIs”"),
        Entry(code: "§", text: "§n is a section of the behaviour reference (§4 the prompt catalog, §5 Info.plist keys, §11 open questions, §12 sources). `locflow explain §4` prints its title. §8.1–§8.16 are the settled readings of the modern APIs (`locflow explain §8.8`).", source: "docs/glossary.md, “Code families”"),
        Entry(code: "DOC", text: "Evidence tag [DOC]: Apple developer documentation, current or archived; normative. The ID after it (DOC A17) is a source: `locflow explain A17`.", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "HDR", text: "Evidence tag [HDR]: a comment in Apple's CLLocationManager.h SDK header; normative for that SDK era (H1–H7).", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "WWDC", text: "Evidence tag [WWDC]: an Apple WWDC session (W1–W8), through transcripts or community notes; paraphrase risk.", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "STR", text: "Evidence tag [STR]: system UI strings extracted from the iOS CoreLocation bundle by third parties (S1–S3): the prompts' wording.", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "RE", text: "Evidence tag [RE]: reverse-engineered locationd code (R1–R3); hints only, not contract.", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "DEV", text: "Evidence tag [DEV]: reported by developers (issues, blogs, Q&A; D1–D43 of the sources list); observed behaviour that may vary.", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "FORUM", text: "Evidence tag [FORUM]: an Apple Developer Forums thread (F1–F7).", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "INF", text: "Evidence tag [INF]: inferred from the other evidence; treat it as a modelling decision, not a fact.", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "UNC", text: "Evidence tag [UNC]: uncertain, sources silent or conflicting; the simulator follows a D-decision and may offer the other reading. “§4 [UNC]” marks wording of the prompt catalog that no source confirms.", source: "docs/glossary.md, “Evidence tags”"),
        Entry(code: "Hidden truth", text: "The status panel's last rows: what iOS knows but the app cannot read through the API — provisional Always, Allow Once, whether the one-time Always request is spent, events held back, the app's lifecycle.", source: "docs/explorer.md, “Status (top right)”"),
        Entry(code: "approximate", text: "“≈ approximate: …” under a prompt, after a note or a rule: the wording, order or timing is the simulator's best reading (a D-decision, an open question U-…, an inference), not Apple's confirmed word. A note ends “≈ approximate: CODE” with the code of the reading it rests on (docs/behavior.md lists them all with the evidence on each side). The designer view keeps the alert clean and says so in plain words beside it.", source: "docs/behavior.md, “Approximations (marked in the UI and in transcripts)”"),
        Entry(code: "D22 resume", text: "D22's resume rule (revised 2026-11-28, approximate): a suspended app that runs again is told its current state once per live manager when anything it reads changed while it was suspended, even a change undone before it ran again (Apple: “the location manager also calls the method when a suspended iOS app starts running again”); `model: { resumeReportsUnchanged: true }` also tells it on a resume with nothing changed at all.", source: "docs/behavior.md, “Suspension (D22, D23, D36)”"),
        Entry(code: "D52 Always", text: "An App Clip never gets Always (D52, approximate): requestAlwaysAuthorization and Settings' Always row ask and change nothing. Apple: “App Clips can't request continuous location access”, and App Store processing rejects a clip that references the request (ITMS-90842); what iOS does at run time is undocumented.", source: "docs/behavior.md, “App Clips (D52)”"),
        Entry(code: "D53 restricted", text: "A restricted app's service start, and a restriction set while services run, answer didFailWithError(denied) (D19, D53; approximate): Apple documents that error for a denial and for Location Services off, not for a restriction. Region monitoring answers monitoringDidFail(regionMonitoringDenied) instead (D53).", source: "docs/behavior.md, “The app's manager as apps configure it (D53–D59)”"),
        Entry(code: "D56 crash", text: "allowsBackgroundLocationUpdates set to true without `location` in UIBackgroundModes is a fatal error (CLLocationManager.h): the app crashes at every launch when its code sets the property. locflow shows the launch ending with the app terminated and an assertion line in the console; the line's wording is locflow's (approximate).", source: "docs/behavior.md, “The app's manager as apps configure it (D53–D59)”"),
        Entry(code: "D58 notDetermined", text: "requestLocation() made at notDetermined (D58, approximate): it waits silently, with no prompt, and the first location fix after a grant answers it; a denial fails it with didFailWithError(denied). Apple is silent on a one-shot request made before authorization.", source: "docs/behavior.md, “The app's manager as apps configure it (D53–D59)”"),
        Entry(code: "D58 reduced", text: "requestLocation() under reduced accuracy (D58, approximate): the one fix is delivered, approximate, as for the standard location service.", source: "docs/behavior.md, “The app's manager as apps configure it (D53–D59)”"),
        Entry(code: "D59 resume", text: "event resumeUpdates (D59, approximate): the system resumes the paused updates of an app that reads Always and calls locationManagerDidResumeLocationUpdates(_:), waking a suspended app; Apple names the callback, not when it comes. A When-In-Use app is resumed only by its own startUpdatingLocation in the foreground.", source: "docs/behavior.md, “The app's manager as apps configure it (D53–D59)”"),
        Entry(code: "§6.1 listing", text: "iOS lists an app under Privacy › Location Services only once it has asked for location (approximate: field knowledge, not documented). Before its first request the explorer's Settings panel says the app is not listed yet; `locflow run` still accepts `settings app …` at any time as a setup shortcut, with a note.", source: "docs/explorer.md, “Settings (right)”"),
        Entry(code: "seed", text: "seed 000–004: the documents the project started from (Apple's articles and method page, two developer write-ups); `locflow explain \"seed 001\"` names one.", source: "docs/glossary.md, “Code families”"),
        Entry(code: "provisional", text: "Provisional Always: after “Allow While Using App” on a requestAlwaysAuthorization prompt (iOS 13+), the app reads .authorizedAlways while Settings shows While Using, until iOS asks again with the second prompt (T21, D4).", source: "docs/behavior.md, “The three views of the truth”"),
        Entry(code: "in use", text: "The app is in use in the foreground, or in the background with the standard location service running, the location background mode and When-In-Use or Always (D15). Allow Once and temporary full accuracy end after 10 minutes out of use (D2, D12).", source: "docs/behavior.md, “Time”"),
        Entry(code: "manager #n", text: "“#2” before a callback: which CLLocationManager got it, numbered in order of creation within the running app (after a relaunch its first manager is #1 again); shown when the app has more than one (D17). Transcripts keep the core's numbers, which run on across launches.", source: "docs/behavior.md, “Callbacks”"),
        Entry(code: "suspended", text: "An app in the background that is not in use runs no code: callbacks wait until it runs again (D22, D36).", source: "docs/behavior.md, “Suspension (D22, D23, D36)”"),
        Entry(code: "held events", text: "World events kept back from the app: under provisional Always until the second prompt is answered (D4, D14, D27).", source: "docs/behavior.md, “Callbacks”"),
    ]

    /// Looks a code or term up: exact first, then case-insensitive, then with an evidence tag
    /// or brackets stripped ("[DOC A17]" → A17, "DEV D14" stays a developer report).
    public static func lookup(_ query: String) -> Entry? {
        let trimmed = query.trimming(" []").replacing("  ", with: " ")
        let candidates = [trimmed, trimmed.uppercased(), stripTag(trimmed), stripTag(trimmed.uppercased())]
        for candidate in candidates {
            if let row = generated[candidate] { return Entry(code: candidate, text: row.text, source: row.source) }
            if let term = terms.first(where: { $0.code == candidate || $0.code.lowercased() == candidate.lowercased() }) {
                return term
            }
        }
        // A scenario action ("requestLocation", "event pauseUpdates"): its row of the action table.
        if let entry = action(trimmed) { return entry }
        // "T-" or "P-" alone: the family.
        let family = trimmed.trimming("- ")
        return terms.first { $0.code.lowercased() == family.lowercased() }
    }

    /// A scenario action's entry, from its row of the action table: who acts, what it does and
    /// Apple's API the app calls.
    static func action(_ name: String) -> Entry? {
        if name.hasPrefix("event "), let event = WorldEvent(rawValue: String(name.dropFirst(6))) {
            return Entry(code: name, text: "A scenario action (world): \(event.summary).", source: "docs/scenarios.md, Actions")
        }
        guard let row = ActionTable.rows.first(where: { $0.name == name || $0.exampleLine == name || $0.lines.contains(name) }) else { return nil }
        let api = row.api.map { " Apple's API: \($0)." } ?? ""
        let since = row.since.map { " From rule set \($0.rawValue)." } ?? ""
        return Entry(code: row.name, text: "A scenario action (\(row.actor.rawValue)): \(row.summary)\(api)\(since)", source: "docs/scenarios.md, Actions")
    }

    /// Every entry a piece of screen text names: one code ("D22"), or several as the screen writes
    /// them together ("T10, P-WIU-13", "§4 [UNC]", "[DOC A2][DEV D6]"); empty when none is known.
    public static func lookupAll(_ query: String) -> [Entry] {
        if let entry = lookup(query) { return [entry] }
        let pieces = query.unicodeScalars.split(omittingEmptySubsequences: false) { ",;[]()".unicodeScalars.contains($0) }
            .map { String(Substring($0)).trimmingBlanks() }.filter { !$0.isEmpty }
        var found: [Entry] = []
        for piece in pieces {
            if let entry = lookup(piece) {
                found.append(entry)
            } else {
                // "§4 UNC": words one at a time.
                found += piece.split(separator: " ").compactMap { lookup(String($0)) }
            }
        }
        return found
    }

    /// Codes that start like `query`, for a "did you mean" line.
    public static func suggestions(_ query: String, limit: Int = 5) -> [String] {
        let wanted = stripTag(query.trimming(" []")).uppercased()
        guard !wanted.isEmpty else { return [] }
        let all = generated.keys.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
        return Array(all.filter { $0.uppercased().hasPrefix(wanted) }.prefix(limit))
    }

    /// Every code the embedded table knows, sorted.
    public static var codes: [String] { generated.keys.sorted() }

    /// "DOC A17" → "A17"; "STR S1" → "S1"; "DEV D14" is kept (the developer reports' own key).
    private static func stripTag(_ code: String) -> String {
        for tag in ["DOC ", "HDR ", "WWDC ", "STR ", "RE ", "INF ", "UNC ", "FORUM "] where code.uppercased().hasPrefix(tag) {
            return String(code.dropFirst(tag.count))
        }
        return code
    }
}

