/// Mapping keys: which keys Yams counts as the same (for the duplicate-key error).
///
/// Yams compares keys by text and resolved tag: `a` and `"a"` are the same key, `1` and `"1"` are
/// not (an integer and a string). Only whether a plain text resolves to something other than a
/// string matters here, so one class stands for null, bool, number, timestamp, merge and value.
enum YAMLKeys {
    /// The tag class of a plain scalar's text: the string tag, or a stand-in for "typed".
    static func plainTag(of text: String) -> String {
        isTyped(text) ? "typed" : YAMLProperties.stringTag
    }

    /// An approximation of Yams' default resolver (null, bool, int, float, timestamp, `<<`, `=`):
    /// it may only err on odd number-like keys, where it then misses or adds a duplicate error.
    static func isTyped(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL", "<<", "=",
            "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
            "on", "On", "ON", "off", "Off", "OFF",
            ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            return true
        default:
            break
        }
        guard let first = text.utf8.first, (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return text.utf8.allSatisfy { b in
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F")) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: ":") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: "-") || b == UInt8(ascii: "x") || b == UInt8(ascii: "o") || b == UInt8(ascii: "T") || b == UInt8(ascii: "t") || b == UInt8(ascii: "Z") || b == UInt8(ascii: " ")
        }
    }
}

extension YAMLParser {
    /// Refuses a mapping whose keys repeat, naming them (sorted) and pointing at the first
    /// occurrence of the first, as Yams did.
    func checkDuplicates(_ keys: [YAMLNode]) throws(YAMLError) {
        guard keys.count > 1 else { return }
        // Pairwise: mappings are small (a step's `expect`), and texts differ before tags are needed.
        var repeated: [Int] = []
        for i in 1..<keys.count {
            guard let text = keys[i].located.scalar else { continue }
            for j in 0..<i where keys[j].located.scalar == text && Self.keyTag(keys[j]) == Self.keyTag(keys[i]) {
                if !repeated.contains(j) { repeated.append(j) }
                break
            }
            if keys.count > 64 && i == 64 { return try checkDuplicatesHashed(keys) }
        }
        try report(repeated, keys)
    }

    /// The same check for large mappings, with a dictionary.
    private func checkDuplicatesHashed(_ keys: [YAMLNode]) throws(YAMLError) {
        var seen: [String: Int] = [:]
        var repeated: [Int] = []
        seen.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated() {
            guard let text = key.located.scalar else { continue }
            let identity = Self.keyTag(key) + "\u{0}" + text
            if let first = seen[identity] {
                if !repeated.contains(first) { repeated.append(first) }
            } else {
                seen[identity] = i
            }
        }
        try report(repeated, keys)
    }

    /// The tag Yams resolves a key to: its explicit tag, the string tag for quoted text, or what
    /// the plain text resolves to.
    private static func keyTag(_ key: YAMLNode) -> String {
        if let tag = key.tag { return tag }
        guard case .scalar(let text, let plain) = key.located.value, plain else { return YAMLProperties.stringTag }
        return YAMLKeys.plainTag(of: text)
    }

    /// The error naming the repeated keys (sorted) at the first occurrence of the first, as Yams did.
    private func report(_ repeated: [Int], _ keys: [YAMLNode]) throws(YAMLError) {
        guard !repeated.isEmpty else { return }
        let names = repeated.map { keys[$0].located.scalar ?? "" }
        let order = repeated.indices.sorted { names[$0] < names[$1] }
        let firstKey = keys[repeated[order[0]]].located
        let message = "duplicate key\(names.count > 1 ? "s" : "") \(order.map { names[$0] }.joined(separator: ", ")) in one mapping"
        throw YAMLError.limit(message, at: YAMLMark(line: firstKey.line ?? 0, column: firstKey.column ?? 0))
    }
}
