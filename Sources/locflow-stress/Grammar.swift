import LocflowCore

/// Scenario files from the format's grammar, mostly valid, with random mistakes mixed in.
enum Grammar {
    /// Every action as a scenario line.
    static let validActions: [String] = {
        var lines = ["createManager", "requestWhenInUseAuthorization", "requestAlwaysAuthorization",
                     "requestTemporaryFullAccuracyAuthorization Delivery", "background", "foreground", "terminate",
                     "launch", "togglePrecise", "tap Allow Once", "tap Allow While Using App", "tap Don't Allow",
                     "tap Keep Only While Using", "tap Change to Always Allow", "tap OK", "tap Settings",
                     "settings locationServices off", "settings locationServices on", "settings restricted on",
                     "settings restricted off", "settings app never", "settings app askNextTime", "settings app whileUsing",
                     "settings app always", "settings precise off", "settings precise on", "settings reset", "wait 10m",
                     "wait 1d", "wait 0s", "event regionEntry", "event visit", "event significantChange",
                     "event locationUpdate", "event heading", "event beacon", "showReminder"]
        for service in Service.startable { lines += [service.startAction, service.stopAction] }
        return lines
    }()

    /// Lines that look like actions but are not.
    static let nearMisses = ["requestTemporaryFullAccuracyAuthorization", "tap", "settings app sometimes", "wait 3",
                             "wait -1m", "wait 9999999999999999d", "event earthquake", "requestAlways", "startUpdatingLocation now"]

    /// Both.
    static let actions = validActions + nearMisses

    /// One step: an action line (from `valid`: a known one), or an expectation.
    static func step(rng: inout SplitMix, valid: Bool) -> String {
        if valid { return validActions[rng.below(validActions.count)] }
        if rng.oneIn(2) { return actions[rng.below(actions.count)] }
        let keys = ["status: denied", "status: authorized", "prompt: none", "prompt: whenInUse", "buttons: [Allow Once]",
                    "callbacks: []", "provisional: true", "temporary: maybe", "services: {standard: available}",
                    "services: {warp: available}", "settings: null", "accuracy: fullAccuracy", "locationServicesEnabled: 1"]
        let picked = (0..<(1 + rng.below(3))).map { _ in keys[rng.below(keys.count)] }
        return "expect: {" + picked.joined(separator: ", ") + "}"
    }

    /// A YAML scenario; half of them have no deliberate mistake in their steps.
    static func yaml(rng: inout SplitMix) -> String {
        let sloppy = rng.oneIn(2)
        var lines: [String] = []
        if rng.oneIn(2) { lines.append("name: \"generated \(rng.below(1000))\"") }
        if rng.oneIn(2) { lines.append("ios: \"\(["10", "12", "13.0", "13.4", "14", "16", "18", "15", "13"][rng.below(9)])\"") }
        if rng.oneIn(3) {
            lines.append("app:")
            lines.append("  name: " + ["Tracker", "\"\\e[2J\"", "地図", "''", "[a]"][rng.below(5)])
            if rng.oneIn(2) {
                lines.append("  infoPlist:")
                for key in InfoPlistKey.allCases where rng.oneIn(2) {
                    switch key {
                    case .defaultAccuracyReduced: lines.append("    \(key.rawValue): \(rng.oneIn(2))")
                    case .temporaryUsageDictionary: lines.append("    \(key.rawValue): {Delivery: \"why\"}")
                    case .backgroundModes: lines.append("    \(key.rawValue): [location]")
                    default: lines.append("    \(key.rawValue): \"purpose\"")
                    }
                }
            }
        }
        if rng.oneIn(3) { lines.append("device: {locationServices: \(rng.oneIn(2)), restricted: \(rng.oneIn(4))}") }
        if rng.oneIn(4) { lines.append("model: {allowOnceExpiry: \(["10m", "0s", "1d", "x"][rng.below(4)]), alsoCallDeprecatedDelegate: \(rng.oneIn(2))}") }
        lines.append("steps:")
        for _ in 0..<rng.below(60) { lines.append("  - " + step(rng: &rng, valid: !sloppy || !rng.oneIn(8))) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON scenario.
    static func json(rng: inout SplitMix) -> String {
        let steps = (0..<rng.below(40)).map { _ -> String in
            let step = step(rng: &rng, valid: !rng.oneIn(8))
            return step.hasPrefix("expect") ? "{\"expect\": {\"status\": \"denied\"}}" : "\"\(step.replacingOccurrences(of: "\"", with: "\\\""))\""
        }
        let ios = rng.oneIn(2) ? "\"ios\": \"\(["12", "14", "18", "15"][rng.below(4)])\", " : ""
        return "{\(ios)\"steps\": [\(steps.joined(separator: ", "))]}"
    }
}
