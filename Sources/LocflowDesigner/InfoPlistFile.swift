#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCore
import LocflowFiles
import LocflowFormats
import LocflowScenario

/// The app's own copy, read from the file a designer already has: a real `Info.plist` (XML or
/// binary property list, as Xcode writes it) or a YAML/JSON map of the same keys.
///
/// Only the location keys of `InfoPlistKey` are read; the many other keys of a real Info.plist
/// are ignored, except that a misspelt `NSLocation…` key is an error (a typo would otherwise
/// silently show "no purpose string" prompts). A key the file does not have is absent, as in
/// the app: the file describes the whole build (contract "File", §5).
public enum InfoPlistFile {
    /// What a file gives: the location keys, and the app's display name when it has one.
    public struct Contents: Equatable, Sendable {
        public var infoPlist: InfoPlist
        /// `CFBundleDisplayName`, else `CFBundleName`, unless it is an Xcode variable (`$(…)`).
        public var appName: String?
    }

    /// Reads `path`; errors name the file and what is wrong (`file: error: …`, `file:line:col:` for YAML).
    public static func load(_ path: String) throws(ScenarioError) -> Contents {
        guard path != InputText.standardInputName else {
            throw ScenarioError(file: path, message: "standard input is not read for an Info.plist; give its file (a FIFO or <(…) works)")
        }
        // Read as scenarios are: FIFOs and <(…) work, a directory or an endless device is named
        // as such, and the real reason is given for the rest.
        let bytes: [UInt8]
        do {
            bytes = try InputText.bytes(path, limit: 8 << 20)
        } catch {
            throw ScenarioError(file: path, message: "cannot read: \(error.reason)")
        }
        return try parse(Data(bytes), file: path)
    }

    /// Parses the bytes of a property list (XML or binary) or a YAML/JSON map. An XML list in the
    /// plain shape Xcode writes is read by hand (`PropertyListXML`, unless `byHand` is false, as
    /// its tests ask), to the same values the decoder gives.
    public static func parse(_ data: Data, file: String) throws(ScenarioError) -> Contents {
        try parse(data, file: file, byHand: true)
    }

    static func parse(_ data: Data, file: String, byHand: Bool) throws(ScenarioError) -> Contents {
        if byHand, !data.starts(with: Array("bplist".utf8)), looksLikeXML(data), let dictionary = PropertyListXML.dictionary([UInt8](data)) {
            let entries = dictionary.keys.sorted().map { Entry(key: $0, value: dictionary[$0]!) }
            return try contents(entries, file: file)
        }
        if data.starts(with: Array("bplist".utf8)) || looksLikeXML(data) {
            if let problem = PropertyListShape.problem(data) {
                throw ScenarioError(file: file, message: "not a readable property list: \(problem)")
            }
            let object: Any
            do {
                object = try PropertyListDecoder().decode(PropertyListValue.self, from: data).plain
            } catch {
                throw ScenarioError(file: file, message: "not a readable property list: \(describe(error))")
            }
            guard let dictionary = object as? [String: Any] else {
                throw ScenarioError(file: file, message: "the property list's top level is not a dictionary")
            }
            let entries = dictionary.keys.sorted().map { Entry(key: $0, value: dictionary[$0]!) }
            return try contents(entries, file: file)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ScenarioError(file: file, message: "neither a property list nor UTF-8 text") }
        guard !text.allSatisfy(\.isWhitespace) else { throw ScenarioError(file: file, line: 1, column: 1, message: "the file is empty; expected a map of Info.plist keys") }
        // The scenario files' loader: the same YAML/JSON reading, positions and size limits.
        let document = try DocumentLoader.load(text, file: file)
        guard case .map(let mapping) = document.value else {
            throw ScenarioError(file: file, line: document.line, column: document.column,
                                message: "expected a map of Info.plist keys (NSLocationWhenInUseUsageDescription: …)")
        }
        var entries: [Entry] = []
        for (key, value) in mapping {
            guard case .scalar(let name, _) = key.value else {
                throw ScenarioError(file: file, line: key.line, column: key.column, message: "a key is not text")
            }
            entries.append(Entry(key: name, value: plain(value), line: value.line, column: value.column, keyLine: key.line, keyColumn: key.column))
        }
        return try contents(entries, file: file)
    }

    /// Applies one `--purpose KEY=TEXT` to `plist`; KEY is an Info.plist purpose key, its short
    /// name (`whenInUse`, `alwaysAndWhenInUse`, `always`) or `temporary.PURPOSEKEY`.
    public static func applyPurpose(_ assignment: String, to plist: inout InfoPlist) throws(ScenarioError) {
        guard let equals = assignment.firstIndex(of: "=") else {
            throw ScenarioError(file: "--purpose", message: "\u{201C}\(assignment)\u{201D} is not KEY=TEXT (e.g. whenInUse=Shows nearby offers.)")
        }
        let key = String(assignment[..<equals]).trimmingBlanks()
        let text = String(assignment[assignment.index(after: equals)...])
        for prefix in ["temporary.", InfoPlistKey.temporaryUsageDictionary.rawValue + "."] where key.hasPrefix(prefix) {
            let purposeKey = String(key.dropFirst(prefix.count))
            guard !purposeKey.isEmpty else { throw ScenarioError(file: "--purpose", message: "\(key): no purpose key after the dot") }
            var entries = plist.temporaryUsage ?? []
            if let index = entries.firstIndex(where: { $0.key == purposeKey }) {
                entries[index].description = text
            } else {
                entries.append(TemporaryPurpose(key: purposeKey, description: text))
            }
            plist.temporaryUsage = entries
            return
        }
        guard let target = purposeKey(named: key) else {
            throw ScenarioError(file: "--purpose", message: "unknown key \u{201C}\(key)\u{201D}; use whenInUse, alwaysAndWhenInUse, always, temporary.PURPOSEKEY or the Info.plist key names")
        }
        plist.setPurpose(target, to: text)
    }

    /// The purpose-string key a name or short name stands for.
    static func purposeKey(named name: String) -> InfoPlistKey? {
        switch name {
        case "whenInUse", InfoPlistKey.whenInUseUsage.rawValue: .whenInUseUsage
        case "alwaysAndWhenInUse", InfoPlistKey.alwaysAndWhenInUseUsage.rawValue: .alwaysAndWhenInUseUsage
        case "always", InfoPlistKey.alwaysUsage.rawValue: .alwaysUsage
        default: nil
        }
    }

    // MARK: - Values

    /// One top-level key of the file, with where its value is written (YAML/JSON only).
    private struct Entry {
        var key: String
        var value: Any
        var line: Int?
        var column: Int?
        var keyLine: Int?
        var keyColumn: Int?
    }

    private static func contents(_ entries: [Entry], file: String) throws(ScenarioError) -> Contents {
        var plist = InfoPlist()
        var name: String?
        var displayName: String?
        for entry in entries {
            let key = entry.key, value = entry.value
            func fail(_ expected: String) -> ScenarioError {
                ScenarioError(file: file, line: entry.line, column: entry.column, message: "\(key) must be \(expected), found \(kind(of: value))")
            }
            switch key {
            case "CFBundleDisplayName", "CFBundleName":
                guard let text = value as? String else { throw fail("text") }
                if !text.contains("$(") { if key == "CFBundleName" { name = text } else { displayName = text } }
                continue
            default: break
            }
            guard let known = InfoPlistKey(rawValue: key) else {
                if key.hasPrefix("NSLocation") {
                    let hint = closest(key).map { "; did you mean \($0)?" } ?? ""
                    throw ScenarioError(file: file, line: entry.keyLine, column: entry.keyColumn, message: "unknown location key \(key)\(hint)")
                }
                continue
            }
            switch known {
            case .whenInUseUsage, .alwaysAndWhenInUseUsage, .alwaysUsage:
                guard let text = value as? String else { throw fail("text (the purpose string)") }
                plist.setPurpose(known, to: text)
            case .defaultAccuracyReduced:
                guard let flag = value as? Bool else { throw fail("true or false") }
                plist.defaultAccuracyReduced = flag
            case .temporaryUsageDictionary:
                guard let map = value as? [(String, Any)] ?? (value as? [String: Any]).map({ d in d.keys.sorted().map { ($0, d[$0]!) } }) else {
                    throw fail("a dictionary of purpose keys to text")
                }
                plist.temporaryUsage = try map.map { (purpose, text) throws(ScenarioError) in
                    guard let text = text as? String else { throw fail("a dictionary of purpose keys to text (\(purpose) is not text)") }
                    return TemporaryPurpose(key: purpose, description: text)
                }
            case .backgroundModes:
                guard let modes = value as? [Any], let texts = modes as? [String] else { throw fail("a list of text") }
                plist.backgroundModes = texts
            }
        }
        return Contents(infoPlist: plist, appName: displayName ?? name)
    }

    /// A YAML/JSON value as plain values; maps keep their order as `[(String, Any)]`.
    private static func plain(_ node: Located) -> Any {
        switch node.value {
        case .scalar(let text, let isPlain):
            guard isPlain else { return text }
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            case "", "~", "null", "Null", "NULL": return Null()
            default: return Int(text) ?? Double(text).map { $0 as Any } ?? text
            }
        case .map(let entries):
            return entries.map { (key, value) -> (String, Any) in
                if case .scalar(let name, _) = key.value { return (name, plain(value)) }
                return ("", plain(value))
            }
        case .list(let items):
            return items.map(plain)
        }
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case is String: "text"
        case is Bool: "true/false"
        case is Int, is Double: "a number"
        case is [Any]: "a list"
        case is [(String, Any)], is [String: Any]: "a dictionary"
        case is Null: "null"
        default: "\(type(of: value))"
        }
    }

    private static func closest(_ key: String) -> String? {
        InfoPlistKey.allCases.map(\.rawValue).min { distance($0, key) < distance($1, key) }
            .flatMap { distance($0, key) <= 4 ? $0 : nil }
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return row[b.count]
    }

    private static func looksLikeXML(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(64), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist")
    }

    /// The property list reader's own words ("Value missing for key inside <dict> at line 1").
    private static func describe(_ error: Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
        return (context.underlyingError as? CocoaError)?.userInfo["NSDebugDescription"] as? String ?? context.debugDescription
    }

    /// A YAML null (`~`, `null`, nothing).
    private struct Null {}
}
