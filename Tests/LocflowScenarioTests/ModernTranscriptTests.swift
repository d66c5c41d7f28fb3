import Foundation
import LocflowCore
import Testing
@testable import LocflowScenario

/// The extended transcript (modern-apis.md §4, C1, C2, D37, D38).
@Suite("Modern transcripts")
struct ModernTranscriptTests {
    /// The keys of §4; every file has `lifecycle` (D36) just before them.
    static let modernKeys = ["sessions", "updates", "monitor", "backgroundActivity", "locationButtonApproved", "yields"]

    static var specFiles: [String] { ScenarioLibraryTests.files.filter { $0.hasPrefix("modern/spec/") } }

    private func run(_ text: String, file: String = "m.yaml") throws -> RunResult {
        Runner.run(try ScenarioParser.parse(text, file: file))
    }

    @Test("the modern registry's orders are §4's and §5's, each listing every key once")
    func registryOrders() {
        #expect(ModernField.transcriptOrder.map(\.key) == Self.modernKeys)
        #expect(ModernField.allCases.map(\.key) == ["yields", "sessions", "updates", "monitor", "backgroundActivity", "locationButtonApproved"])
        #expect(ModernSnapshot.failureOrder.count == ModernField.allCases.count && Set(ModernSnapshot.failureOrder) == Set(ModernField.allCases))
    }

    @Test("the twelve examples of the extension are in the library")
    func twelve() { #expect(Self.specFiles.count == 12) }

    @Test("every JSONL line of an extended file parses, with the §4 keys after lifecycle and before ok", arguments: specFiles)
    func jsonl(file: String) throws {
        let text = try String(contentsOf: ScenarioLibraryTests.root.appendingPathComponent(file), encoding: .utf8)
        let result = try run(text, file: file)
        #expect(result.failureCount == 0)
        for line in JSONTranscript.lines(result) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in Self.modernKeys { #expect(object[key] != nil, "\(key) missing in \(line)") }
            // Order: console, lifecycle, then the modern keys, then ok/failures.
            let positions = (["console", "lifecycle"] + Self.modernKeys).map { line.range(of: "\"\($0)\":")!.lowerBound }
            #expect(positions == positions.sorted(), "\(line)")
            if let ok = line.range(of: "\"ok\":") { #expect(positions.last! < ok.lowerBound) }
        }
    }

    @Test("C1: a file without the new vocabulary has none of the new keys and the old header")
    func notExtended() throws {
        let result = try run("ios: \"14\"\nsteps:\n  - requestWhenInUseAuthorization\n  - expect: { prompt: whenInUse }\n")
        for line in JSONTranscript.lines(result) {
            for key in Self.modernKeys { #expect(!line.contains("\"\(key)\":")) }
        }
        #expect(TextTranscript.render(result).hasPrefix("m.yaml  [iOS 14–15, rule set 14]"))
    }

    @Test("D38: an extended file's header shows the new range")
    func extendedHeader() throws {
        let result = try run("ios: \"14\"\nsteps:\n  - forceQuit\n")
        #expect(TextTranscript.render(result).hasPrefix("m.yaml  [iOS 14, rule set 14]"))
    }

    @Test("D37: a mapped version is noted at step 0; a rule-set name is not")
    func versionNote() throws {
        let mapped = try run("ios: \"17.4\"\nsteps: []\n")
        #expect(mapped.ruleSet == .iOS17)
        #expect(mapped.records[0].note?.hasPrefix("iOS 17.4 runs as rule set 17, iOS 17, approximate (D37)") == true)
        let exact = try run("ios: \"17\"\nsteps: []\n")
        #expect(exact.records[0].note == nil)
    }

    @Test("M28, §8.4: the CL… key is noted at step 0 only in an extended file, and does not extend it")
    func clKey() throws {
        let plist = "app:\n  infoPlist:\n    NSLocationWhenInUseUsageDescription: x\n    CLRequireExplicitServiceSession: true\n"
        let plain = try run(plist + "steps: []\n")
        #expect(plain.records[0].note == nil)
        #expect(!plain.scenario.setup.extended)
        let extended = try run(plist + "steps:\n  - liveUpdates start\n")
        #expect(extended.records[0].note?.contains("(M28)") == true)
    }

    @Test("C2: each kind of new vocabulary makes a file extended")
    func extendedBy() throws {
        for body in [
            "steps:\n  - session start none\n", "steps:\n  - event satisfied home\n", "steps:\n  - expect: { yields: [] }\n",
            "app:\n  recreateOnLaunch: false\n", "app:\n  infoPlist:\n    NSLocationRequireExplicitServiceSession: false\n",
            "steps:\n  - tap LocationButton\n", "steps:\n  - install: { app: { recreateOnLaunch: false } }\n",
            "steps:\n  - expect: { prompt: locationButton }\n",
        ] {
            #expect(try ScenarioParser.parse(body, file: "m.yaml").setup.extended, "\(body)")
        }
        // `lifecycle` is D36's and `systemUpdate` the core's: neither extends a file.
        for body in ["steps:\n  - expect: { lifecycle: foreground }\n", "steps:\n  - systemUpdate 26\n"] {
            #expect(!(try ScenarioParser.parse(body, file: "m.yaml").setup.extended), "\(body)")
        }
    }

    @Test("C2: an install step inside an extended file keeps it extended (the new install plays extended too)")
    func installKeepsExtended() throws {
        let result = try run("steps:\n  - liveUpdates start\n  - install: { ios: \"17\" }\n  - liveUpdates start\n  - expect: { updates: running, yields: [] }\n")
        guard case .install(let setup) = result.scenario.steps[1].kind else { Issue.record("no install step"); return }
        #expect(setup.extended && setup.ruleSet == .iOS17)
        #expect(result.records[2].snapshot.modern != nil, "the fresh install still reports the modern objects")
        #expect(result.records[2].snapshot.modern?.updates == nil, "nothing of the first install survives")
        #expect(result.failureCount == 0)
    }

    @Test("bad modern input is a clear error with line and column", arguments: [
        ("steps:\n  - session start sometimes\n", "`session` takes"),
        ("steps:\n  - liveUpdates go\n", "`liveUpdates` takes start or stop"),
        ("steps:\n  - monitor add circle home\n", "region or beacon"),
        ("steps:\n  - systemUpdate 9\n", "unsupported iOS version"),
        ("steps:\n  - expect: { sessions: [{ goal: sometimes }] }\n", "unknown value"),
        ("steps:\n  - expect: { updates: { state: paused } }\n", "unknown value"),
        ("steps:\n  - expect: { monitor: { home: { state: maybe } } }\n", "unknown value"),
        ("steps:\n  - expect: { yields: { a: b } }\n", "must be a list"),
    ])
    func badInput(text: String, message: String) {
        do {
            _ = try ScenarioParser.parse(text, file: "m.yaml")
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.line != nil && error.column != nil)
        }
    }

    @Test("expectation failures name the modern key")
    func failures() throws {
        let result = try run("steps:\n  - liveUpdates start\n  - expect: { yields: [], updates: none, sessions: [{}], lifecycle: background }\n")
        let failures = result.records.last!.failures
        #expect(failures.contains { $0.hasPrefix("yields: expected [], got [\"update(authorizationRequestInProgress)\"]") })
        #expect(failures.contains { $0.hasPrefix("updates: expected none, got running") })
        #expect(failures.contains { $0.hasPrefix("sessions: expected 1, got 0") })
        #expect(failures.contains { $0.hasPrefix("lifecycle: expected background, got foreground") })
    }
}

@Suite("Modern: ios values")
struct ModernIOSValueTests {
    @Test("§8.14: an unquoted 13.10 is the number 13.1 (rule set 13.0); quoted it is iOS 13.10 (13.4)")
    func yamlNumber() throws {
        #expect(try ScenarioParser.parse("ios: 13.10\n", file: "m.yaml").setup.ruleSet == .iOS13_0)
        #expect(try ScenarioParser.parse("ios: \"13.10\"\n", file: "m.yaml").setup.ruleSet == .iOS13_4)
        #expect(try ScenarioParser.parse("ios: 13.0\n", file: "m.yaml").setup.ruleSet == .iOS13_0)
        #expect(try ScenarioParser.parse("ios: 18\n", file: "m.yaml").setup.ios.mappingNote == nil)
        #expect(try ScenarioParser.parse("ios: 18.0\n", file: "m.yaml").setup.ios.mappingNote == "iOS 18.0 runs as rule set 18, iOS 18+, approximate")
    }
}
