import Foundation
import LocflowChecks
import LocflowCore
import LocflowFormats
import LocflowScenario
import Testing

/// schema/locflow-scenario.schema.json (JSON Schema Draft 2020-12) accepts every scenario the
/// project has and every file the explorer writes, and rejects what the parser rejects.
@Suite("The scenario JSON Schema")
struct SchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let schemaText = (try? String(contentsOf: repository.appendingPathComponent("schema/locflow-scenario.schema.json"), encoding: .utf8)) ?? ""
    static let validator = try? SchemaValidator(schema: schemaText)

    /// The project's spec folder (../shared/spec, beside the package or two up for a worktree);
    /// nil in a clone with nothing beside it.
    static let sharedSpec: URL? = [repository.deletingLastPathComponent(), repository.deletingLastPathComponent().deletingLastPathComponent()]
        .map { $0.appendingPathComponent("shared/spec") }
        .first { FileManager.default.fileExists(atPath: $0.path) }

    /// The contract's examples beside the clone (../shared/spec/examples*), when present.
    static var sharedExamples: [String] {
        guard let spec = sharedSpec else { return [] }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: spec.path))?.filter { $0.hasPrefix("examples") } ?? []
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: spec.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
                .map { spec.appendingPathComponent(folder).appendingPathComponent($0).path }
        }.sorted()
    }

    private func problems(_ text: String, file: String) throws -> [String] {
        let validator = try #require(Self.validator, "the schema does not load")
        return validator.errors(try SchemaValue(document: text, file: file))
    }

    @Test("the schema is Draft 2020-12 and uses only keywords the validator checks")
    func subset() throws {
        let validator = try #require(Self.validator, "the schema does not load")
        #expect(validator.root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(validator.unsupportedKeywords() == [])
    }

    @Test("every library scenario is valid", arguments: ScenarioLibraryTests.files)
    func library(file: String) throws {
        let text = try String(contentsOf: ScenarioLibraryTests.root.appendingPathComponent(file), encoding: .utf8)
        #expect(try problems(text, file: file) == [])
    }

    @Test("every example of the contract and the modern extension is valid",
          .enabled(if: sharedSpec != nil, "../shared is not beside this clone: the contract's examples are not checked"))
    func examples() throws {
        #expect(Self.sharedExamples.count >= 15, "\(Self.sharedExamples.count) examples")
        for path in Self.sharedExamples {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(try problems(text, file: path) == [], "\(path)")
        }
    }

    @Test("files the explorer writes are valid and name the schema in a modeline")
    func written() throws {
        var sessions = [Session(), Session(setup: Setup(app: AppConfig(name: "Bare", infoPlist: InfoPlist()), options: ModelOptions(allowOnceExpiry: 90)))]
        for ruleSet in RuleSet.delegate {
            let setup = Setup(ruleSet: ruleSet, app: AppConfig(name: "Tracker"), device: DeviceConfig(locationServices: true, restricted: false))
            // Every action the core has, and a fresh install in the middle.
            let steps = Action.monkeyVocabulary.map(Step.action) + [.install(Setup(ruleSet: ruleSet))] + [.action(.launch)]
            sessions.append(Session(setup: setup, steps: steps))
        }
        for session in sessions {
            let text = ScenarioWriter.yaml(session)
            #expect(text.hasPrefix("# yaml-language-server: $schema=locflow-scenario.schema.json\n"))
            #expect(try problems(text, file: "written.yaml") == [], "\(text)")
        }
    }

    @Test("the modern vocabulary and the install step are in the schema")
    func modern() throws {
        let text = """
            ios: "17.4"
            app: {name: Tracker, recreateOnLaunch: false, infoPlist: {NSLocationRequireExplicitServiceSession: true, UIBackgroundModes: [location]}}
            model: {forceQuitRelaunches: true, updateResetsAlways: false}
            steps:
              - session start always fullAccuracy Delivery
              - session end 1
              - liveUpdates start
              - monitor add beacon lobby
              - monitor remove lobby
              - event satisfied home
              - backgroundActivity start
              - tap LocationButton
              - forceQuit
              - systemUpdate 26
              - install: { ios: "16", app: {name: Other, infoPlist: {}}, device: {locationServices: false}, model: {allowOnceExpiry: 10m} }
              - expect: { lifecycle: suspended, yields: [], sessions: [{goal: always, state: active, diagnostics: [accuracyLimited]}],
                          updates: none, monitor: {home: satisfied, lobby: {state: unknown}}, backgroundActivity: inactive,
                          locationButtonApproved: true, prompt: locationButton }
            """
        #expect(try problems(text, file: "modern.yaml") == [])
    }

    /// The parser lists the keys it knows when it meets an unknown one; each must be in the
    /// schema, so a key added to the parser without the schema fails here.
    @Test("every key the parser knows is in the schema", arguments: [
        ("zzz: 1", "properties"), ("app: {zzz: 1}", "$defs/app/properties"), ("device: {zzz: 1}", "$defs/device/properties"),
        ("model: {zzz: 1}", "$defs/model/properties"), ("steps: [{expect: {zzz: 1}}]", "$defs/expect/properties"),
        ("app: {infoPlist: {zzz: 1}}", "$defs/infoPlist/properties"),
    ])
    func parserKeys(_ text: String, _ path: String) throws {
        let validator = try #require(Self.validator)
        var properties: SchemaValue? = validator.root
        for part in path.split(separator: "/") { properties = properties?[String(part)] }
        let inSchema = Set((try #require(properties, "no \(path) in the schema")).entries.map(\.0))
        var message = ""
        do { _ = try ScenarioParser.parse(text, file: "keys.yaml") } catch { message = error.message }
        let known = try #require(message.firstMatch(of: /\(known: ([^)]*)\)/), "\(message)").1
        let missing = known.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !inSchema.contains($0) }
        #expect(missing.isEmpty, "keys the parser reads but the schema lacks at \(path): \(missing)")
    }

    @Test("every action name the parser knows is in the schema")
    func parserActions() {
        let missing = ActionParser.names.filter { !Self.schemaText.contains("\"\($0)") && !Self.schemaText.contains("^\($0) ") }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test("what the parser rejects, the schema rejects", arguments: [
        "stepz: []",  // unknown top-level key
        "steps: [requestAlways]",  // unknown action
        "steps: [wait 3]",  // a duration without a unit
        "steps: [settings app sometimes]",
        "steps: [{expect: {status: allowed}}]",
        "steps: [{expect: {services: {warp: available}}}]",
        "steps: [{expect: {lifecycle: asleep}}]",
        "steps: [{expect: {status: denied}, extra: 1}]",
        "ios: \"9\"\nsteps: []",
        "app: {name: X, infoPlist: {NSLocationUsage: x}}\nsteps: []",
        "device: {locationServices: maybe}\nsteps: []",
        "steps: [{install: {ios: \"16\", steps: []}}]",
        "steps: [systemUpdate soon]",
        "steps: [session start sometimes]",
    ])
    func rejects(_ text: String) throws {
        #expect(try problems(text, file: "bad.yaml") != [])
        #expect(throws: ScenarioError.self) { try ScenarioParser.parse(text, file: "bad.yaml") }
    }
}
