import Foundation
import LocflowCore
@testable import LocflowFiles
@testable import LocflowScenario
import Testing

/// The observable-field registry owns the transcript's fields: the JSONL line's keys come from
/// it, in its order, and no writer names a field's key itself.
@Suite("Field registry")
struct FieldRegistryTests {
    /// The top-level keys of one JSON object, in the order the line writes them.
    static func topLevelKeys(_ line: String) -> [String] {
        var keys: [String] = [], depth = 0, inString = false, escaped = false, current = "", expectKey = false
        for c in line {
            if inString {
                if escaped { escaped = false; if depth == 1 && expectKey { current.append(c) }; continue }
                if c == "\\" { escaped = true; continue }
                if c == "\"" {
                    inString = false
                    if depth == 1 && expectKey { keys.append(current); expectKey = false }
                } else if depth == 1 && expectKey {
                    current.append(c)
                }
                continue
            }
            switch c {
            case "\"":
                inString = true
                current = ""
            case "{", "[":
                depth += 1
                if depth == 1 { expectKey = true }
            case "}", "]": depth -= 1
            case ",": if depth == 1 { expectKey = true }
            case ":": if depth == 1 { expectKey = false }
            default: break
            }
        }
        return keys
    }

    /// The keys of an ordinary line as the contract lists them (contract "JSONL transcript").
    static let contractKeys = [
        "step", "action", "status", "accuracy", "locationServicesEnabled", "settings", "provisional", "temporary",
        "prompt", "callbacks", "services", "note", "console", "lifecycle",
    ]

    /// The keys an ordinary line must have, from the registry: the writer's own keys and, in
    /// their places, the registry's runs. `backgroundIndicator` (D57) is carried only by files
    /// that use the app's manager additions, right after `lifecycle`.
    static func registryKeys(manager: Bool = false) -> [String] {
        ["step", "action"] + ObservableField.jsonlRun(.state, of: ObservableField.all).map(\.key)
            + [ObservableField.prompt.key, ObservableField.callbacks.key, "services", "note", "console"]
            + ObservableField.jsonlRun(.afterConsole, of: ObservableField.all).map(\.key)
                .filter { manager || $0 != ObservableField.backgroundIndicator.key }
    }
    static var registryKeys: [String] { registryKeys() }

    @Test("the registry's JSONL places give the contract's key order")
    func registryGivesTheContractsOrder() {
        #expect(Self.registryKeys == Self.contractKeys)
        // Every field has one place, and a field the line writes as a key of its own is one of
        // the keys the writer knows.
        let own = ObservableField.all.filter { $0.jsonl == .ownWriter }.map(\.key)
        #expect(own == ["prompt", "callbacks"])
        #expect(ObservableField.all.filter { $0.jsonl == .insidePrompt }.map(\.key) == ["buttons"])
    }

    @Test("the keys of every JSONL line are the registry's, in order: an ordinary and an extended file", arguments: [
        "contract/01-when-in-use-then-upgrade.yaml", "modern/09-ios17-no-diagnostics.yaml", "manager/d57-indicator-when-in-use.yaml",
    ])
    func linesFollowTheRegistry(file: String) throws {
        let path = ScenarioLibraryTests.root.appendingPathComponent(file).path
        let result = Runner.run(try ScenarioParser.parse(try InputText.read(path), file: path))
        #expect(result.records.count > 2)
        let extended = result.scenario.setup.extended, manager = result.scenario.setup.configuresManager
        #expect(extended == file.hasPrefix("modern/"))
        #expect(manager == file.hasPrefix("manager/"))
        let registryKeys = Self.registryKeys(manager: manager)
        for record in result.records {
            let line = JSONTranscript.line(record)
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
            var keys = Self.topLevelKeys(line)
            if record.isExpectation {
                #expect(keys.suffix(2) == ["ok", "failures"])
                keys.removeLast(2)
            }
            #expect(Array(keys.prefix(registryKeys.count)) == registryKeys, "\(line)")
            // An extended file's modern keys come after the registry's last run.
            #expect((keys.count > registryKeys.count) == extended, "\(line)")
        }
    }

    /// A field that is not in the registry, for the tests below.
    static func extra(_ key: String, _ jsonl: ObservableField.JSONL) -> ObservableField {
        ObservableField(
            key: key, kind: .flag, jsonl: jsonl, read: { s, _ in .flag(s.status == .notDetermined) }, saved: { _, _ in false },
            stateWords: { _ in nil }, panel: .notShown(because: "a test's field"))
    }

    @Test("a field's JSONL entry moves the line: a field added to a run is written in its place")
    func anAddedFieldMovesTheLine() throws {
        let result = Runner.run(try ScenarioParser.parse("ios: \"14\"\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow Once\n", file: "f.yaml"))
        let fields = ObservableField.all + [
            Self.extra("first", .scalar(.state, position: -1)), Self.extra("last", .scalar(.state, position: 99)),
            Self.extra("tail", .scalar(.afterConsole, position: 1)), Self.extra("inside", .insidePrompt),
        ]
        var pieces = JSONTranscript.Pieces(fields: fields)
        for record in result.records {
            var out: [UInt8] = []
            JSONTranscript.write(record, pieces: &pieces, into: &out)
            let line = String(decoding: out, as: UTF8.self)
            let keys = Self.topLevelKeys(line)
            var expected = Self.contractKeys
            expected.insert("first", at: 2)
            expected.insert("last", at: expected.firstIndex(of: "prompt")!)
            expected.append("tail")
            #expect(keys == expected, "\(line)")
            let fresh = record.snapshot.status == .notDetermined
            #expect(line.contains("\"action\":\(JSONText.quoted(record.action)),\"first\":\(fresh),\"status\":"))
            #expect(line.contains(",\"temporary\":\(record.snapshot.temporary),\"last\":\(fresh),\"prompt\":"))
            #expect(line.hasSuffix(",\"lifecycle\":\"foreground\",\"tail\":\(fresh)}"))
            if let prompt = record.snapshot.prompt {
                let buttons = prompt.labels.map(JSONText.quoted).joined(separator: ",")
                #expect(line.contains(",\"buttons\":[\(buttons)],\"inside\":\(fresh)},\"callbacks\":"))
            }
        }
        #expect(result.records.contains { $0.snapshot.prompt != nil })
    }

    /// The JSONL writer reuses a state's runs by `TextTranscript.StateLineKey`: states with the
    /// same key must write the same runs, on every state the library reaches.
    @Test func theStateLineKeyDecidesTheJSONLRuns() throws {
        func runs(_ s: Snapshot) -> [UInt8] {
            var out: [UInt8] = []
            for run in [ObservableField.Run.state, .afterConsole] {
                for field in ObservableField.jsonlRun(run, of: ObservableField.all) { field.writeJSONL(s, into: &out) }
            }
            return out
        }
        var seen: [(key: TextTranscript.StateLineKey, runs: [UInt8])] = []
        for path in ScenarioSourceTests.library {
            let scenario = try ScenarioParser.parse(try InputText.read(path), file: path)
            for record in Runner.run(scenario).records {
                let key = TextTranscript.StateLineKey(record.snapshot), bytes = runs(record.snapshot)
                if let known = seen.first(where: { $0.key == key }) {
                    #expect(known.runs == bytes, "\(path)")
                } else {
                    seen.append((key, bytes))
                }
            }
        }
        #expect(seen.count > 20)
    }

    // MARK: - Source scans

    /// The package's `Sources/` folder, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The files that write a transcript, a saved scenario or the graph's JSON, check or describe
    /// an expectation, or read fields for the graph and the designer: none of them names a
    /// field's key, flat or modern. (A scan: the compiler cannot tell a key in a string literal,
    /// `"\"status\":"` included, from any other text.)
    static let writers = [
        "LocflowScenario/JSONTranscript.swift", "LocflowScenario/JSONPieces.swift", "LocflowScenario/TextTranscript.swift",
        "LocflowScenario/TranscriptBytes.swift", "LocflowScenario/ModernTranscript.swift", "LocflowScenario/ModernSnapshot.swift",
        "LocflowScenario/ScenarioWriter.swift", "LocflowScenario/ScenarioParser+Modern.swift", "LocflowGraph/GraphRenderer.swift",
        "LocflowGraph/TargetPredicate.swift", "LocflowGraph/PathScenario.swift", "LocflowDesigner/PlainWords.swift",
    ]

    /// The registry's keys written as string literals (`"status"`, or `\"status\"` inside one)
    /// in the code of `text`, comments left out.
    static func namedKeys(in text: String) -> [String] {
        let code = text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }.map { line in
            // A trailing comment is not code either.
            line.range(of: "  // ").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }
        return (ObservableField.all.map(\.key) + ModernField.allCases.map(\.key)).filter { key in
            code.contains { $0.contains("\"\(key)\"") || $0.contains("\\\"\(key)\\\"") }
        }
    }

    /// Code that picks a field by a literal key instead of by the registry's value: a comparison
    /// with `key`, a lookup in an expectation's `values` or a reading, a `case` of a switch over
    /// keys. The compiler cannot see that `"temporary"` is a field's key (it is only a string), so
    /// this stays a scan; naming the field (`field == .temporary`, `values[ObservableField.prompt.key]`)
    /// passes it.
    static func literalAddressing(in text: String) -> [String] {
        let keys = ObservableField.all.map(\.key) + ModernField.allCases.map(\.key)
        let code = text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }
        return keys.filter { key in
            let forms = ["key == \"\(key)\"", "key != \"\(key)\"", "values[\"\(key)\"]", "readings[\"\(key)\"]", "case (\"\(key)\"", "case \"\(key)\":"]
            return code.contains { line in forms.contains { line.contains($0) } }
        }
    }

    @Test("no source picks a field by a literal key: it names the registry's value")
    func noSourceAddressesAFieldByALiteralKey() throws {
        let enumerator = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var scanned = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            // The registries themselves, and the generated schema text, spell the keys.
            guard !["ObservableField.swift", "ModernField.swift", "SchemaText+Generated.swift"].contains(url.lastPathComponent) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            scanned += 1
            #expect(Self.literalAddressing(in: text).isEmpty, "\(url.path): \(Self.literalAddressing(in: text))")
        }
        #expect(scanned > 200, "the scan sees the sources")
        // The scan finds the forms it forbids, and passes their replacements.
        #expect(Self.literalAddressing(in: "            if field.key == \"temporary\" {") == ["temporary"])
        #expect(Self.literalAddressing(in: "        guard case .word(let kind)? = e?.values[\"prompt\"] else { return nil }") == ["prompt"])
        #expect(Self.literalAddressing(in: "            case (\"status\", .word(let word?)): parts.append(word)") == ["status"])
        #expect(Self.literalAddressing(in: "        case \"locationButtonApproved\": e.locationButtonApproved = try bool(value, path)") == ["locationButtonApproved"])
        #expect(Self.literalAddressing(in: "            if field == .temporary {").isEmpty)
        #expect(Self.literalAddressing(in: "        guard case .word(let kind)? = e?.values[ObservableField.prompt.key] else { return nil }").isEmpty)
    }

    @Test("a field is its key: keys are unique, so comparing fields compares keys")
    func keysAreUnique() {
        #expect(Set(ObservableField.all.map(\.key)).count == ObservableField.all.count)
        #expect(ObservableField.all.allSatisfy { field in ObservableField.all.filter { $0 == field }.count == 1 })
        #expect(ObservableField.named(ObservableField.temporary.key) == .temporary && ObservableField.temporary != .provisional)
        // The flat registry and the modern one share no key (`expect` reads both).
        #expect(Set(ObservableField.all.map(\.key)).isDisjoint(with: ModernField.allCases.map(\.key)))
    }

    @Test("no transcript writer names a field's key: the registry gives it")
    func writersNameNoFieldKey() throws {
        for file in Self.writers {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.namedKeys(in: text).isEmpty, "\(file): \(Self.namedKeys(in: text))")
        }
        // The scan finds a key where one is named: in the registry, and in the writer's old form.
        let registry = try String(contentsOf: Self.sources.appendingPathComponent("LocflowScenario/ObservableField.swift"), encoding: .utf8)
        #expect(Set(Self.namedKeys(in: registry)).isSuperset(of: ObservableField.all.map(\.key)))
        #expect(Self.namedKeys(in: "        w.field(\"locationButtonApproved\", m.locationButtonApproved, into: &out)") == ["locationButtonApproved"])
        #expect(Self.namedKeys(in: "        w.field(\"accuracy\", word: s.accuracy.rawValue, into: &out)") == ["accuracy"])
        #expect(Self.namedKeys(in: "            out += \",\\\"provisional\\\":\\(s.provisional)\"") == ["provisional"])
        #expect(Self.namedKeys(in: "        // w.field(\"accuracy\", …)").isEmpty)
    }
}
