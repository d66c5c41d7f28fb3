/// Simulated time: expiry of Allow Once and temporary full accuracy, and the reminder.
extension Simulation {
    /// `wait DURATION`: time passes; expiries fire at their moment, in order (D2, D12); the
    /// reminder is checked at the end (D26).
    mutating func wait(_ seconds: Int, _ out: inout StepOutcome) {
        let end = now.saturatingSum(max(0, seconds))
        while let (moment, expiry) = nextExpiry(before: end) {
            now = moment
            switch expiry {
            case .allowOnce:
                // D24: back at notDetermined, the one-time Always request is given back; after the
                // location button's grant over a denial the grant is denied again (D48, §8.2).
                let back = grantAfterTemporary
                changing(&out) {
                    $0.grant = back
                    $0.temporary = false
                    $0.modern.buttonGrantOverDenial = false
                    if back == .notDetermined { $0.alwaysRequestSpent = false }
                }
                let outOfUse = "Allow Once expired: the app was out of use for \(Duration.text(seconds: options.allowOnceExpiry))"
                if back == .denied {
                    // The location button's grant over a denial lapses to the denial: a request is
                    // ignored again (T14), only the button grants once more.
                    out.note("\(outOfUse); the app is denied again (the row still says Never): a request is ignored, only the location button grants again", "T40, D2, D48")
                } else {
                    out.note("\(outOfUse); the next request prompts again", "T40, D2, D24")
                }
            case .temporaryAccuracy:
                changing(&out) { $0.temporaryFullAccuracy = false }
                out.note("temporary full accuracy ended after \(Duration.text(seconds: options.temporaryAccuracyExpiry)) out of use", "T64, D12")
            case .clipReset:
                endClipGrant(&out)
            }
            updateClocks()
        }
        now = end
        checkReminder(&out)
    }

    private enum Expiry { case allowOnce, temporaryAccuracy, clipReset }

    /// The earliest expiry due no later than `end`, if any.
    private func nextExpiry(before end: Int) -> (Int, Expiry)? {
        var candidates: [(Int, Expiry)] = []
        if let since = outOfUseSince {
            if temporary { candidates.append((since.saturatingSum(options.allowOnceExpiry), .allowOnce)) }
            if temporaryFullAccuracy { candidates.append((since.saturatingSum(options.temporaryAccuracyExpiry), .temporaryAccuracy)) }
        }
        if let ends = clipGrantEnds { candidates.append((ends, .clipReset)) }
        return candidates.filter { $0.0 <= end }.min { $0.0 < $1.0 }
    }

    /// D26: on every rule set (iOS 10–12 with the older alert), an app reading permanent Always with a background-capable service on and
    /// nothing on screen gets the reminder once 3 days have passed on its clock.
    private mutating func checkReminder(_ out: inout StepOutcome) {
        guard authorizationStatus == .authorizedAlways, !provisional, prompt == nil,
            let start = reminderClockStart, now - start >= ModelOptions.reminderInterval,
            hasBackgroundService
        else { return }
        raiseReminder()
        out.note("three days of Always with background location: iOS shows its reminder", "D5, D26")
    }

    /// Region, visits, significant change, or standard location with the `location` background
    /// mode (D26), running in the background for the app (D55, D56).
    var hasBackgroundService: Bool {
        running.keys.contains { $0.survivesTermination }
            || (running[.standard] != nil && backgroundUpdatesRun)
    }
}

extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` instead of trapping: the clock stops at the
    /// end of time rather than crash (parsers already cap durations at `Duration.maximum`,
    /// this guards values built in code).
    func saturatingSum(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
