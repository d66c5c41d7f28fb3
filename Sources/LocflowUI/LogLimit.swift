/// The delegate log is bounded, so a session of any length stays small in memory
/// (under 30 MB resident after 100,000 entries; docs/performance.md).
extension ExplorerState {
    /// The number of newest log entries always kept: far more than anyone pages back through.
    public static let logLimit = 10_000

    /// Every log entry ever written, kept or dropped: grows by one per line, never shrinks.
    public var logTotal: Int { logDropped + log.count }

    /// Drops the oldest entries once the log is a tenth over `logLimit`, in one batch, so the
    /// cost per entry stays constant.
    mutating func trimLog() {
        let excess = log.count - Self.logLimit
        guard excess >= Self.logLimit / 10 else { return }
        log.removeFirst(excess)
        logDropped += excess
    }
}
