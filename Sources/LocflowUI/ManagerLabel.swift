/// How the explorer names a `CLLocationManager`: `#n` counted within the running app (its
/// first manager is #1 again after a relaunch, as the relaunched app has one manager), and in
/// the log only while the app has more than one. The core's own numbers run on across launches
/// (D17's order of creation); the transcript and the lens keep those.
enum ManagerLabel {
    /// `#2`: the manager's place among the live ones, or the core's number if it is gone.
    static func number(_ manager: Int, live: [Int]) -> String {
        "#\((place(of: manager, in: live).map { $0 + 1 }) ?? manager)"
    }

    /// `#2 ` before a callback when the app has more than one manager, else nothing.
    static func prefix(_ manager: Int, live: [Int]) -> String {
        live.count > 1 || place(of: manager, in: live) == nil ? number(manager, live: live) + " " : ""
    }

    /// The index of `manager` among the live ones, by binary search: the core keeps them oldest
    /// first and numbers them in order of creation (D17), so the list is ascending. A scan cost
    /// every callback the number of live managers, and a flow that creates thousands of them
    /// (each step told one callback) its steps times its managers.
    static func place(of manager: Int, in live: [Int]) -> Int? {
        var low = 0, high = live.count
        while low < high {
            let middle = (low + high) / 2
            if live[middle] < manager { low = middle + 1 } else { high = middle }
        }
        return low < live.count && live[low] == manager ? low : nil
    }
}
