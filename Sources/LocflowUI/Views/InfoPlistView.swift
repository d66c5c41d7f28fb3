import LocflowCore

/// How Info.plist keys read in the menu and the log.
enum InfoPlistView {
    /// `absent`, a quoted purpose string, `true`/`false`, or the array's items.
    static func valueText(_ key: InfoPlistKey, in plist: InfoPlist) -> String {
        switch key {
        case .whenInUseUsage, .alwaysAndWhenInUseUsage, .alwaysUsage:
            plist.purpose(key).map { "\u{201C}\($0)\u{201D}" } ?? "absent"
        case .defaultAccuracyReduced:
            plist.defaultAccuracyReduced.map { $0 ? "true" : "false" } ?? "absent"
        case .temporaryUsageDictionary:
            plist.temporaryUsage.map { "{" + $0.map(\.key).joined(separator: ", ") + "}" } ?? "absent"
        case .backgroundModes:
            plist.backgroundModes.map { "[" + $0.joined(separator: ", ") + "]" } ?? "absent"
        }
    }
}
