extension LogEntry {
    /// A log line for one async yield (D44), marked by where the app receives it: an `async`
    /// sequence (`for try await … in`) or, for the location button, its action handler. The
    /// yield itself stays in the transcript's words, so the log and `locflow run` read alike.
    static func yield(_ yield: String, time: Int) -> LogEntry {
        LogEntry(time: time, kind: .yield, text: yieldSource(yield) + " \u{2192} " + yield)
    }

    /// Where a yield arrives in the app's code: `session1(…)` comes from session 1's
    /// `diagnostics`, `update(…)` from `liveUpdates()`, `event(…)` from the monitor's `events`.
    static func yieldSource(_ yield: String) -> String {
        let name = String(yield.prefix { $0 != "(" })
        if name == "locationButton" { return "handler LocationButton action" }
        if name == "update" { return "async liveUpdates()" }
        if name == "event" { return "async CLMonitor events" }
        if name == "backgroundActivity" { return "async CLBackgroundActivitySession diagnostics" }
        if name.hasPrefix("session"), let number = Int(name.dropFirst("session".count)) {
            return "async CLServiceSession #\(number) diagnostics"
        }
        return "async"
    }
}
