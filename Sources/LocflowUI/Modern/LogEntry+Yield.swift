import LocflowCore

extension LogEntry {
    /// A log line for one async yield (D44), marked by where the app receives it: an `async`
    /// sequence (`for try await … in`) or, for the location button, its action handler. The
    /// yield itself is in the transcript's words (`Yield.text`), so the log and `locflow run` read alike.
    static func yield(_ element: Yield, time: Int) -> LogEntry {
        LogEntry(time: time, kind: .yield, text: yieldSource(element) + " \u{2192} " + element.text)
    }

    /// Where a yield arrives in the app's code: a session's from that session's `diagnostics`
    /// (M35), an update from `liveUpdates()` (M1), an event from the monitor's `events` (M10).
    static func yieldSource(_ element: Yield) -> String {
        switch element {
        case .locationButton: "handler LocationButton action"
        case .update: "async liveUpdates()"
        case .event: "async CLMonitor events"
        case .backgroundActivity: "async CLBackgroundActivitySession diagnostics"
        case .session(let number, _): "async CLServiceSession #\(number) diagnostics"
        }
    }
}
