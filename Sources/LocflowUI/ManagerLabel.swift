/// How the explorer names a `CLLocationManager`: `#n` counted within the running app (its
/// first manager is #1 again after a relaunch, as the relaunched app has one manager), and in
/// the log only while the app has more than one. The core's own numbers run on across launches
/// (D17's order of creation); the transcript and the lens keep those.
enum ManagerLabel {
    /// `#2`: the manager's place among the live ones, or the core's number if it is gone.
    static func number(_ manager: Int, live: [Int]) -> String {
        "#\((live.firstIndex(of: manager).map { $0 + 1 }) ?? manager)"
    }

    /// `#2 ` before a callback when the app has more than one manager, else nothing.
    static func prefix(_ manager: Int, live: [Int]) -> String {
        live.count > 1 || !live.contains(manager) ? number(manager, live: live) + " " : ""
    }
}
