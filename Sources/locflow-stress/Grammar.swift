import LocflowChecks
import LocflowCore

/// Scenario files from the format's grammar, mostly valid, with random mistakes mixed in.
enum Grammar {
    /// Every action as a scenario line: each whole line and each example of the action table,
    /// then the prompts' buttons and the edges of time, which the table's examples do not reach.
    static let validActions: [String] = {
        var lines = ActionTable.rows.flatMap { $0.lines + ($0.lines.isEmpty ? [$0.exampleLine] : []) }
        lines += ["tap Allow While Using App", "tap Don't Allow", "tap Keep Only While Using", "tap Change to Always Allow",
                  "tap OK", "tap Settings", "wait 1d", "wait 0s"]
        return lines
    }()

    /// Lines that look like actions but are not, extreme numbers among them (a wait of
    /// `Int.max` seconds crashed the clock; the limit is `Duration.maximum`).
    static let nearMisses = ["requestTemporaryFullAccuracyAuthorization", "tap", "settings app sometimes", "wait 3",
                             "wait -1m", "wait 9999999999999999d", "event earthquake", "requestAlways", "startUpdatingLocation now",
                             "wait 9223372036854775807s", "wait 9223372036854775808s", "wait 106751991167300d", "wait 36501d",
                             "wait 99999999999999999999999999s", "wait 0000000000000000000001s"]

    /// Waits at the edge of what is allowed, valid each, that add up far beyond it.
    static let longWaits = ["wait 36500d", "wait 876000h", "wait 52560000m", "wait 3153600000s"]

    /// Texts that stress width, wrapping and sanitising: huge, ZWJ families, flags, combining
    /// stacks, C1 and bidi controls (as YAML escapes: raw ones are refused at parse time).
    static func hostileText(rng: inout SplitMix) -> String {
        let pieces = [#"👨\u200D👩\u200D👧\u200D👦"#, #"🏳️\u200D🌈"#, "🇯🇵", #"e\u0301\u0301\u0301"#, #"\u202Eevil\u202C"#,
                      #"\u0085nel"#, #"\u009B2J"#, #"\e[2J"#, "地図", #"\u2028"#, "x"]
        let piece = pieces[rng.below(pieces.count)]
        let count = [1, 3, 100, 10_000, 50_000][rng.below(5)]
        return "\"" + String(repeating: piece, count: count) + "\""
    }

    /// Both.
    static let actions = validActions + nearMisses

    /// One step: an action line (from `valid`: a known one), or an expectation.
    static func step(rng: inout SplitMix, valid: Bool) -> String {
        if valid, rng.oneIn(20) { return longWaits[rng.below(longWaits.count)] }
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
            lines.append("  name: " + (rng.oneIn(3) ? hostileText(rng: &rng) : ["Tracker", "\"\\e[2J\"", "地図", "''", "[a]"][rng.below(5)]))
            if rng.oneIn(2) {
                lines.append("  infoPlist:")
                for key in InfoPlistKey.allCases where rng.oneIn(2) {
                    switch key {
                    case .defaultAccuracyReduced: lines.append("    \(key.rawValue): \(rng.oneIn(2))")
                    case .temporaryUsageDictionary: lines.append("    \(key.rawValue): {Delivery: \"why\"}")
                    case .backgroundModes: lines.append("    \(key.rawValue): [location]")
                    default: lines.append("    \(key.rawValue): " + (rng.oneIn(4) ? hostileText(rng: &rng) : "\"purpose\""))
                    }
                }
            }
        }
        if rng.oneIn(3) { lines.append("device: {locationServices: \(rng.oneIn(2)), restricted: \(rng.oneIn(4))}") }
        if rng.oneIn(4) { lines.append("model: {allowOnceExpiry: \(["10m", "0s", "1d", "x", "36500d", "36501d", "9223372036854775807s"][rng.below(7)]), alsoCallDeprecatedDelegate: \(rng.oneIn(2))}") }
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
        // Strict JSON: now and then a trailing comma or a key given twice, to be refused.
        let trailing = rng.oneIn(10) ? "," : ""
        let twice = rng.oneIn(10) ? "\"steps\": [], " : ""
        return "{\(ios)\(twice)\"steps\": [\(steps.joined(separator: ", "))\(trailing)]}"
    }
}
