import Foundation
import LocflowCore
import LocflowExport
import Testing

/// Every Core Location call an export or a note names is Apple's real selector: each is looked up
/// in the declarations of this target's CoreLocation stub (written from Apple's documentation).
/// The calls are read from the action table, row by row, so a new app action is checked too.
@Suite("Core Location calls named in exports and notes")
struct APINamesTests {
    /// The stub's declarations: `Type.name(label:_:)`, `Type.init(label:)` and the type names.
    struct Declarations {
        /// Selectors with their owner: `CLLocationManager.startMonitoring(for:)`; a parameter
        /// with a default value may be left out, so `liveUpdates(_:)` is also `liveUpdates()`.
        var members: Set<String> = []
        /// Declared types, nested ones qualified: `CLMonitor.CircularGeographicCondition`.
        var types: Set<String> = []
        /// Types that inherit `init()` from NSObject.
        var objects: Set<String> = []

        /// Whether `name(labels)` is declared: on `owner` when given, else on any type.
        func has(_ owner: String?, _ name: String, _ labels: [String]) -> Bool {
            let selector = "\(name)(\(labels.map { $0 + ":" }.joined()))"
            if let owner { return members.contains("\(owner).\(selector)") }
            return members.contains { $0.hasSuffix(".\(selector)") }
        }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Reads `func`, `init` and type declarations from the stub files, tracking the enclosing
    /// type by brace depth.
    static let declarations: Declarations = {
        var found = Declarations()
        for file in ["CoreLocationStub.swift", "CoreLocationModernStub.swift"] {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            var stack: [(name: String, depth: Int)] = []
            var depth = 0
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("//") { continue }
                let words = line.split(whereSeparator: { " :{(<".contains($0) }).map(String.init)
                if let kind = words.firstIndex(where: { ["class", "struct", "enum", "actor", "protocol", "extension"].contains($0) }),
                    kind + 1 < words.count, !line.contains("func ") {
                    let name = (stack.last.map { $0.name + "." } ?? "") + words[kind + 1]
                    let qualified = words[kind] == "extension" ? words[kind + 1] : name
                    if words[kind] != "extension" { found.types.insert(qualified) }
                    if line.contains(": NSObject") || line.contains(": CLRegion") || line.contains(": CLLocation ") { found.objects.insert(qualified) }
                    stack.append((qualified, depth))
                } else if let owner = stack.last?.name, let (name, labels, optional) = signature(line) {
                    // Every selector the declaration answers to: all labels, then without each trailing defaulted one.
                    var all = labels, defaulted = optional
                    found.members.insert("\(owner).\(name)(\(all.map { $0 + ":" }.joined()))")
                    while defaulted.last == true {
                        all.removeLast()
                        defaulted.removeLast()
                        found.members.insert("\(owner).\(name)(\(all.map { $0 + ":" }.joined()))")
                    }
                }
                for c in line {
                    if c == "{" { depth += 1 }
                    if c == "}" {
                        depth -= 1
                        if let top = stack.last, top.depth == depth { stack.removeLast() }
                    }
                }
            }
        }
        return found
    }()

    /// `func name(_ a: A, for b: B = x)` → ("name", ["_", "for"], [false, true]); `init(…)` → "init".
    static func signature(_ line: String) -> (String, [String], [Bool])? {
        let name: Substring
        if let range = line.range(of: "func ") {
            name = line[range.upperBound...].prefix { $0 != "(" && $0 != "<" }
        } else if line.hasPrefix("init(") || line.contains(" init(") {
            name = "init"
        } else {
            return nil
        }
        guard let open = line.firstIndex(of: "(") else { return nil }
        let parameters = topLevel(arguments: String(line[line.index(after: open)...]))
        var labels: [String] = [], optional: [Bool] = []
        for parameter in parameters where !parameter.isEmpty {
            let head = parameter.prefix { $0 != ":" }.split(separator: " ")
            guard let first = head.first else { continue }
            labels.append(String(first))
            optional.append(parameter.contains("="))
        }
        return (String(name), labels, optional)
    }

    /// The comma-separated pieces of `text` up to the parenthesis that closes it, nested
    /// parentheses and brackets kept whole.
    static func topLevel(arguments text: String) -> [String] {
        var pieces: [String] = [], current = "", depth = 0
        var previous: Character = " "
        for c in text {
            defer { previous = c }
            if "([<{".contains(c) { depth += 1 }
            if ")]>}".contains(c), !(c == ">" && previous == "-") {  // `->` closes nothing
                if depth == 0 { break }
                depth -= 1
            }
            if c == ",", depth == 0 {
                pieces.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        pieces.append(current.trimmingCharacters(in: .whitespaces))
        return pieces.filter { !$0.isEmpty }
    }

    /// The calls a text names: `startMonitoring(for:)`, `CLServiceSession(authorization: .always)`,
    /// `await monitor.add(CLMonitor.CircularGeographicCondition(…), identifier: "x")` — each as
    /// (receiver, name, argument labels; nil labels for `(…)`, arguments left out).
    static func calls(in text: String) -> [(receiver: String?, name: String, labels: [String]?)] {
        var out: [(String?, String, [String]?)] = []
        let scalars = Array(text)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "(" else { i += 1; continue }
            // The dotted name before the parenthesis.
            var start = i
            while start > 0, scalars[start - 1].isLetter || scalars[start - 1].isNumber || scalars[start - 1] == "." || scalars[start - 1] == "_" { start -= 1 }
            let path = String(scalars[start..<i]).split(separator: ".").map(String.init)
            if let name = path.last, let initial = name.first, initial.isLetter {
                let arguments = topLevel(arguments: String(scalars[(i + 1)...]))
                // A selector (`startMonitoring(for:)`, `geocodeAddressString(_:completionHandler:)`) is labels alone.
                let selector = !arguments.isEmpty && arguments.count == 1 && arguments[0].hasSuffix(":")
                    && arguments[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }
                let labels: [String]? = arguments == ["…"] ? nil : selector ? arguments[0].split(separator: ":").map(String.init) : arguments.map { argument in
                    // `for:` (a selector) or `for: region` (a call) is labelled; anything else is not.
                    let head = argument.prefix { $0 != ":" }
                    return head.count < argument.count && head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(head) : "_"
                }
                out.append((path.count > 1 ? path.dropLast().joined(separator: ".") : nil, name, labels))
            }
            i += 1
        }
        return out
    }

    /// Whether a call names a declared API: a type's initialiser (`CLBackgroundActivitySession()`),
    /// a nested type (`CLMonitor.CircularGeographicCondition(…)`) or a member of a declared type,
    /// or of any type when the receiver is a variable (`monitor.add`).
    static func declared(_ call: (receiver: String?, name: String, labels: [String]?)) -> Bool {
        let d = declarations
        let qualified = (call.receiver.map { $0 + "." } ?? "") + call.name
        if d.types.contains(qualified) {
            guard let labels = call.labels else { return true }
            return d.has(qualified, "init", labels) || (labels.isEmpty && d.objects.contains(qualified))
        }
        guard let labels = call.labels else { return false }
        let owner = call.receiver.flatMap { $0.first?.isUppercase == true ? $0 : nil }
        return d.has(owner ?? (call.receiver == nil ? "CLLocationManager" : nil), call.name, labels)
            || (call.receiver == nil && d.has(nil, call.name, labels))
    }

    /// Every app action of the action table, made from its example line.
    static let appActions: [(row: String, action: Action)] = ActionTable.rows.filter { $0.actor == .app }.compactMap { row in
        (try? ActionParser.parse(row.exampleLine).get()).map { (row.name, $0) }
    }

    @Test("the stub's declarations are read: the manager's calls and the modern types")
    func stubIsRead() {
        let d = Self.declarations
        #expect(d.has("CLLocationManager", "startMonitoring", ["for"]))
        #expect(d.has("CLLocationManager", "requestTemporaryFullAccuracyAuthorization", ["withPurposeKey"]))
        #expect(d.has("CLLocationManager", "requestTemporaryFullAccuracyAuthorization", ["withPurposeKey", "completion"]))
        #expect(d.has("CLServiceSession", "init", ["authorization", "fullAccuracyPurposeKey"]))
        #expect(d.has("CLMonitor", "add", ["_", "identifier"]))
        #expect(d.types.contains("CLMonitor.CircularGeographicCondition"))
        #expect(!d.has("CLLocationManager", "startMonitoringRegion", []))
    }

    @Test("the reader finds the calls a text names, with their labels")
    func callsAreRead() {
        let found = Self.calls(in: "await monitor.add(CLMonitor.CircularGeographicCondition(…), identifier: \"x\")")
        #expect(found.map(\.name) == ["add", "CircularGeographicCondition"])
        #expect(found.first?.labels == ["_", "identifier"] && found.first?.receiver == "monitor")
        #expect(Self.calls(in: "TODO: trigger startMonitoring(for:)").first?.labels == ["for"])
        #expect(!Self.declared(Self.calls(in: "startMonitoringRegion()")[0]))
    }

    @Test("every app action's call in an export is a declared Core Location API")
    func exportsNameRealCalls() throws {
        #expect(Self.appActions.count >= 15)
        var named = 0
        for (row, action) in Self.appActions {
            guard let text = ExportText.appCall(action) else { continue }
            let calls = Self.calls(in: text)
            #expect(!calls.isEmpty, "\(row): “\(text)” names no call")
            for call in calls {
                named += 1
                #expect(Self.declared(call), "\(row): the export names \(call.receiver.map { $0 + "." } ?? "")\(call.name)(\((call.labels ?? ["…"]).map { $0 + ":" }.joined())), which Core Location does not declare: “\(text)”")
            }
        }
        #expect(named >= 15)
    }

    @Test("every API a note or the action table names for a modern action is declared")
    func notesNameRealAPIs() throws {
        // The modern notes name the row's API (`CLServiceSession`, `CLLocationUpdate.liveUpdates()`).
        for row in ActionTable.rows where row.since != nil {
            guard let api = row.api else { continue }
            let calls = Self.calls(in: api)
            if calls.isEmpty {
                #expect(Self.declarations.types.contains(api), "\(row.name): \(api) is not a declared type")
            } else {
                for call in calls { #expect(Self.declared(call), "\(row.name): \(api)") }
            }
        }
    }
}
