import Foundation
@testable import LocflowCore
@testable import LocflowFiles
@testable import LocflowFormats
@testable import LocflowScenario
import Testing

/// `locflow run` streams: a file's steps are read as they play. The streamed run must
/// print exactly what the whole-file parser and the collecting runner print, and fall back to
/// the whole-file parser (its errors, its positions) for anything it does not read the same.
@Suite("Streamed scenarios")
struct ScenarioSourceTests {
    /// Writes `text` to a fresh temporary file named `name`.
    static func file(_ name: String, _ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The text and JSONL transcripts of a streamed source, as `locflow run` writes them.
    static func transcripts(_ source: ScenarioSource, ios: IOSVersion? = nil) throws -> (String, String, RunSummary) {
        let s = source.scenario
        var text = TextTranscript.Writer(extended: s.setup.extended), json = JSONTranscript.Writer()
        var a: [UInt8] = [], b: [UInt8] = []
        text.begin(file: s.file, name: s.name, ruleSet: Runner.ruleSet(s.setup, ios: ios), into: &a)
        let summary = try source.play(ios: ios) { record in
            text.write(record, into: &a)
            json.write(record, into: &b)
        }
        text.end(summary, into: &a)
        return (String(decoding: a, as: UTF8.self), String(decoding: b, as: UTF8.self), summary)
    }

    /// The same through the whole-file parser and `Runner.run`.
    static func collected(_ path: String, ios: IOSVersion? = nil) throws -> (String, String, RunResult) {
        let result = Runner.run(try ScenarioParser.parse(try InputText.read(path), file: path), ios: ios)
        return (TextTranscript.render(result), JSONTranscript.lines(result).map { $0 + "\n" }.joined(), result)
    }

    static var library: [String] {
        let root = ScenarioLibraryTests.root
        return ScenarioLibraryTests.files.map { root.appendingPathComponent($0).path }
    }

    @Test("every library scenario streams to the same transcripts as the collecting runner", arguments: library)
    func libraryAgrees(path: String) throws {
        let source = try ScenarioSource.open(path)
        // JSON and files that use the modern vocabulary (C2 depends on every step) or the app's
        // manager additions are read whole.
        let whole = path.hasSuffix(".json") || source.scenario.setup.extended || source.scenario.setup.configuresManager
        #expect(source.isStreamed == !whole, "\(path) was read whole")
        for ios in [nil, IOSVersion(.iOS12), IOSVersion(.iOS18)] {
            let (text, json, summary) = try Self.transcripts(source, ios: ios)
            let (wholeText, wholeJSON, result) = try Self.collected(path, ios: ios)
            #expect(text == wholeText)
            #expect(json == wholeJSON)
            #expect(summary.expectationCount == result.expectationCount)
            #expect(summary.failures.map(\.step) == result.records.filter { !$0.failures.isEmpty }.map(\.step))
        }
    }

    /// Files the streaming reader must read the same, or hand to the whole-file parser.
    static let tricky: [(name: String, text: String, streamed: Bool)] = [
        ("plain.yaml", "name: x\nios: \"18\"\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow Once\n  - expect: { status: authorizedWhenInUse }\n", true),
        ("margin.yaml", "steps:\n- requestWhenInUseAuthorization   \n\n  # a comment\n- tap Allow\n  While Using App\n- expect:\n    status: authorizedWhenInUse\n- \"wait 10m\"\n- background # c\n", true),
        ("apostrophe.yaml", "steps:\n  - requestWhenInUseAuthorization\n  - tap Don't Allow\n  - expect: {status: denied}\n", true),
        ("install.yaml", "steps:\n  - install: {ios: \"17\", app: {name: \"Café\"}}\n  - requestWhenInUseAuthorization\n  - expect: {prompt: whenInUse}\n", true),
        ("no-newline.yaml", "steps:\n  - launch\n  - foreground", true),
        ("empty.yaml", "name: nothing\nsteps:\n", true),
        ("crlf.yaml", "steps:\r\n  - requestWhenInUseAuthorization\r\n  - tap Allow Once\r\n", false),
        ("key-after.yaml", "steps:\n  - requestWhenInUseAuthorization\nname: later\n", false),
        ("alias.yaml", "ios: 12\nsteps:\n  - &a requestAlwaysAuthorization\n  - tap Allow\n  - *a\n", false),
        ("flow.yaml", "steps: [requestWhenInUseAuthorization]\n", false),
        ("no-steps.yaml", "name: x\n", false),
        ("modern-step.yaml", "steps:\n  - requestWhenInUseAuthorization\n  - tap Allow Once\n  - liveUpdates start\n  - expect: {yields: []}\n", false),
        ("modern-header.yaml", "app:\n  recreateOnLaunch: false\nsteps:\n  - launch\n", false),
    ]

    @Test("tricky files stream only where they read the same", arguments: tricky.indices)
    func trickyFile(index: Int) throws {
        let (name, text, streamed) = Self.tricky[index]
        let path = try Self.file(name, text)
        let source = try ScenarioSource.open(path)
        #expect(source.isStreamed == streamed, "\(name)")
        let (streamedText, streamedJSON, _) = try Self.transcripts(source)
        let (wholeText, wholeJSON, _) = try Self.collected(path)
        #expect(streamedText == wholeText, "\(name)")
        #expect(streamedJSON == wholeJSON, "\(name)")
    }

    @Test("an error anywhere, even in the last step, is the whole-file parser's, before anything plays")
    func errors() throws {
        let cases = [
            "steps:\n  - requestWhenInUseAuthorization\n  - tap Allow Once\n  - bogusAction\n",
            "steps:\n  - requestWhenInUseAuthorization\n  - expect: {status: nope}\n",
            "name: [\nsteps:\n  - launch\n",
            "steps:\n  - launch\n  - tap\n",
        ]
        for text in cases {
            let path = try Self.file("bad.yaml", text)
            var whole: ScenarioError?
            do { _ = try ScenarioParser.parse(text, file: path) } catch { whole = error }
            #expect(throws: ScenarioError.self) { _ = try ScenarioSource.open(path) }
            do { _ = try ScenarioSource.open(path) } catch {
                #expect(whole != nil)
                #expect("\(error)" == whole.map { "\($0)" })
            }
        }
    }

    /// The checking pass only looks a line read before up in the action cache: a bad
    /// or modern step after many repeated ones must still be found there.
    @Test("the checking pass still finds a bad or modern step after repeated lines")
    func repeatedThenBad() throws {
        let repeated = String(repeating: "  - requestWhenInUseAuthorization\n  - tap Allow Once\n", count: 200)
        for last in ["  - bogusAction\n", "  - tap\n", "  - tap Allow Once:\n"] {
            let text = "steps:\n" + repeated + last
            let path = try Self.file("bad.yaml", text)
            var whole: ScenarioError?
            do { _ = try ScenarioParser.parse(text, file: path) } catch { whole = error }
            #expect(whole != nil)
            do {
                _ = try ScenarioSource.open(path)
                Issue.record("\(last) was not refused")
            } catch {
                #expect("\(error)" == whole.map { "\($0)" })
            }
        }
        // A modern step makes the file extended (C2): read whole, even after repeated lines.
        let modern = try Self.file("modern.yaml", "steps:\n" + repeated + "  - liveUpdates start\n")
        let source = try ScenarioSource.open(modern)
        #expect(try ScenarioParser.parse(try InputText.read(modern), file: modern).setup.extended)
        #expect(!source.isStreamed)
        let (text, json, _) = try Self.transcripts(source)
        let (wholeText, wholeJSON, _) = try Self.collected(modern)
        #expect(text == wholeText)
        #expect(json == wholeJSON)
    }

    /// The reader's plain-byte masks are the byte-by-byte rule, for every byte value.
    @Test func plainByteMasksMatchTheRule() {
        for byte in UInt8.min...UInt8.max {
            #expect(StepIterator.isPlainByMask(byte) == StepIterator.isPlain(byte), "byte \(byte)")
        }
    }

    /// Callback lines skip the transcript's safety check: every name must be safe.
    @Test func callbackNamesNeedNoSanitising() {
        var events: [CallbackEvent] = [.didChangeAuthorization, .deprecatedDidChangeAuthorization, .didFailWithError, .didUpdateLocations,
            .didEnterRegion, .didVisit, .didUpdateHeading, .didRangeBeacons, .monitoringDidFail]
        events += [.temporaryFullAccuracyCompletion(declined: true), .temporaryFullAccuracyCompletion(declined: false)]
        for event in events {
            for status in AuthorizationStatus.allCases {
                let name = Callback(manager: 1, event: event, status: status, accuracy: .fullAccuracy).canonical
                #expect(name.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "\(name)")
            }
        }
    }

    @Test("step lines are the file's lines, as failure messages name them")
    func lines() throws {
        let text = "name: x\n\nsteps:\n  - requestWhenInUseAuthorization\n\n  - expect:\n      status: denied\n  - tap Allow Once\n  - expect: {status: notDetermined}\n"
        let source = try ScenarioSource.open(try Self.file("lines.yaml", text))
        #expect(source.isStreamed)
        var lines: [Int?] = []
        let summary = try source.play { lines.append($0.line) }
        #expect(lines == [nil, 4, 6, 8, 9])
        #expect(summary.failures.map(\.line) == [6, 9])
        #expect(summary.failures.map(\.step) == [2, 4])
    }

    @Test("a long generated file streams with a step count of its own length")
    func long() throws {
        var text = "name: long\nsteps:\n"
        for i in 0..<5_000 { text += i % 100 == 99 ? "  - expect: { locationServicesEnabled: true }\n" : "  - wait 1m\n" }
        let source = try ScenarioSource.open(try Self.file("long.yaml", text))
        #expect(source.isStreamed)
        var count = 0
        let summary = try source.play { _ in count += 1 }
        #expect(count == 5_001)
        #expect(summary.expectationCount == 50)
        #expect(summary.failures.isEmpty)
    }

    /// The text writer prints a state line only when its key changes (`StateLineKey`): snapshots
    /// with the same key must have the same state line. Checked on every state every library
    /// scenario reaches, on three rule sets, and the key must tell every state line apart.
    @Test func theStateLineKeyDecidesTheStateLine() throws {
        var lines: [(key: TextTranscript.StateLineKey, line: String)] = []
        for path in Self.library {
            let scenario = try ScenarioParser.parse(try InputText.read(path), file: path)
            for ios in [nil, IOSVersion(.iOS12), IOSVersion(.iOS18)] {
                for record in Runner.run(scenario, ios: ios).records {
                    let key = TextTranscript.StateLineKey(record.snapshot), line = TextTranscript.statusLine(record.snapshot)
                    // `matches` (the writer's in-place comparison) is the key's equality.
                    #expect(key.matches(record.snapshot))
                    for other in lines { #expect(other.key.matches(record.snapshot) == (other.key == key)) }
                    if let known = lines.first(where: { $0.key == key }) {
                        #expect(known.line == line, "\(path)")
                    } else {
                        lines.append((key, line))
                    }
                }
            }
        }
        #expect(lines.count > 20)
    }

    /// `Snapshot.services`, packed in one integer, reads as the array of pairs it replaced, on
    /// every rule set and through grants, Allow Once, Location Services off and Always.
    @Test func servicesReadAsEachServicesAvailability() throws {
        #expect(Availability.allCases.enumerated().allSatisfy { ServiceAvailabilities.code($0.element) == UInt32($0.offset) })
        let actions = ["requestWhenInUseAuthorization", "tap Allow Once", "settings precise off", "settings locationServices off",
                       "settings locationServices on", "requestAlwaysAuthorization", "settings app always", "settings precise on"]
        var seen = Set<String>()
        for ruleSet in RuleSet.delegate {
            var sim = Simulation(Setup(ruleSet: ruleSet))
            _ = sim.play(.install(Setup(ruleSet: ruleSet)))
            for text in actions {
                if case .success(let action) = ActionParser.parse(text) { _ = sim.play(.action(action)) }
                let services = Snapshot(sim).services
                #expect(services.map(\.service) == Service.allCases)
                #expect(services.map(\.availability) == Service.allCases.map { sim.availability(of: $0) })
                for service in Service.allCases { #expect(services[service] == sim.availability(of: service)) }
                seen.formUnion(services.map(\.availability.rawValue))
            }
        }
        #expect(seen == Set(Availability.allCases.map(\.rawValue)))
    }
}
