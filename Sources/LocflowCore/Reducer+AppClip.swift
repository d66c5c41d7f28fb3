/// App Clips (D52, modern-apis.md): no Always, and a When-In-Use grant that ends the next
/// morning. Apple: "App Clips can't request continuous location access", and the When In Use
/// authorization "resets automatically the next day at 4:00 a.m." ("Choosing the right
/// functionality for your App Clip").
extension Simulation {
    /// Seconds in a simulated day; the clock starts at 00:00 of day 0 (D52).
    public static let secondsPerDay = 86_400
    /// 04:00, when a clip's When-In-Use grant of the day before ends (D52).
    public static let clipResetHour = 4 * 3_600

    /// Whether the app can ever hold Always: an App Clip cannot (D52). What the panels show of
    /// Always (the services table's column, the Settings row) reads this, not the UI's own rule.
    public var canHoldAlways: Bool { !app.appClip }

    /// In a clip, whatever would grant Always asks and changes nothing, with a note. What iOS
    /// does at run time is undocumented (App Store processing rejects a clip that references the
    /// Always request, ITMS-90842): approximate.
    mutating func refusesAlwaysAsClip(_ what: String, _ out: inout StepOutcome) -> Bool {
        guard !canHoldAlways else { return false }
        out.note("\(what) changes nothing: App Clips can't request continuous location access, so an App Clip never gets Always", "D52 Always")
        return true
    }

    /// Keeps the clip's reset moment: set when the app first reads When-In-Use (While Using or
    /// Allow Once) to 04:00 of the next day, cleared when it reads anything else.
    mutating func updateClipClock() {
        guard app.appClip, grant == .whenInUse else {
            clipGrantEnds = nil
            return
        }
        if clipGrantEnds == nil {
            // The start of the grant's day, then a day and four hours on (held at the end of time).
            clipGrantEnds = (now - now % Self.secondsPerDay).saturatingSum(Self.secondsPerDay + Self.clipResetHour)
        }
    }

    /// 04:00 the day after the grant: the clip reads notDetermined again, is told (held while it
    /// is suspended, D22) and may ask again (D24 gives the one-time request back).
    mutating func endClipGrant(_ out: inout StepOutcome) {
        changing(&out) {
            $0.grant = .notDetermined
            $0.temporary = false
            $0.provisional = false
            $0.alwaysRequestSpent = false
            $0.clipGrantEnds = nil
        }
        out.note("04:00 the day after the grant: an App Clip's When-In-Use authorization resets; the next request prompts again", "D52")
    }

    /// The simulated clock as a person reads it, the day always shown: "day 1 04:00" (the time
    /// of day is `Duration.clock`'s; D52 counts days from day 0, as the note of the reset does).
    public var clockText: String { Self.clockText(at: now) }

    /// Seconds from now to "tomorrow morning": to the moment a clip's When-In-Use grant ends
    /// when one runs (04:00 the day after the grant), else to the next 04:00 (a whole day when it
    /// is 04:00 now).
    public var secondsToMorning: Int {
        if let ends = clipGrantEnds, ends > now { return ends - now }
        let intoDay = now % Self.secondsPerDay
        return intoDay < Self.clipResetHour ? Self.clipResetHour - intoDay : Self.secondsPerDay - intoDay + Self.clipResetHour
    }

    /// A moment of the simulated clock as "day 1 04:00".
    public static func clockText(at seconds: Int) -> String {
        "day \(seconds / secondsPerDay) " + Duration.clock(seconds % secondsPerDay)
    }
}

extension AppConfig {
    /// Step 0's notes for an App Clip that declares what it cannot use (D55, Apple: "App Clips
    /// can't perform background activity … Functionality enabled by the Background Modes
    /// capability"): its `location` mode is ignored, and so is `allowsBackgroundLocationUpdates`.
    var clipBackgroundNotes: [Note] {
        guard appClip else { return [] }
        var notes: [Note] = []
        if infoPlist.hasLocationBackgroundMode {
            notes.append(Note("UIBackgroundModes location is ignored: an App Clip can't run in the background, so it is suspended when it leaves the foreground", "D55"))
        }
        if allowsBackgroundLocationUpdates == true && infoPlist.hasLocationBackgroundMode {
            notes.append(Note("allowsBackgroundLocationUpdates has no effect in an App Clip", "D55"))
        }
        return notes
    }
}
