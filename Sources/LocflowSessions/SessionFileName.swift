/// The name the save key gives a session when no `--record` file was named.
public enum SessionFileName {
    /// `locflow-session-YYYYMMDD-HHMMSS.yaml` for a local date and time.
    public static func timestamped(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "locflow-session-\(year)\(two(month))\(two(day))-\(two(hour))\(two(minute))\(two(second)).yaml"
    }

    /// The first of `name`, `name-2.yaml`, `name-3.yaml` … for which `exists` is false, so two
    /// saves in the same second never overwrite each other.
    public static func unused(_ name: String, exists: (String) -> Bool) -> String {
        guard exists(name) else { return name }
        let stem = name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
        var n = 2
        while exists("\(stem)-\(n).yaml") { n += 1 }
        return "\(stem)-\(n).yaml"
    }
}
