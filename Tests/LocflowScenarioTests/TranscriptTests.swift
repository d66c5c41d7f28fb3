import Foundation
@testable import LocflowCore
@testable import LocflowFormats
@testable import LocflowScenario
import Testing

@Suite("Transcripts and expectations (contract, D29)")
struct TranscriptTests {
    let failing = """
        name: wrong on purpose
        ios: "14"
        steps:
          - requestWhenInUseAuthorization
          - expect: { prompt: upgrade, callbacks: ["didChangeAuthorization(notDetermined)"] }
          - tap Allow Once
          - expect: { status: authorizedWhenInUse, temporary: true }
          - expect: { services: { region: available, geocoding: available } }
        """

    @Test("a failed expectation names each mismatch, expected vs actual; the run goes on")
    func failures() throws {
        let result = Runner.run(try ScenarioParser.parse(failing, file: "f.yaml"))
        #expect(result.expectationCount == 3 && result.failureCount == 2)
        let first = result.records[2]
        #expect(first.line == 5)
        #expect(first.failures == [
            "prompt: expected upgrade, got whenInUse",
            "callbacks: expected [\"didChangeAuthorization(notDetermined)\"], got []",
        ])
        #expect(result.records[5].failures == ["services.region: expected available, got whileInUse"])
    }

    @Test("JSONL: one valid JSON object per step, step 0 the launch, keys in the contract's order")
    func jsonl() throws {
        let result = Runner.run(try ScenarioParser.parse(failing, file: "f.yaml"))
        let lines = JSONTranscript.lines(result)
        #expect(lines.count == 6)
        for (index, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["step"] as? Int == index)
            #expect(!line.contains("\n"))
        }
        #expect(lines[0].hasPrefix("{\"step\":0,\"action\":\"launch\",\"status\":\"notDetermined\",\"accuracy\":\"fullAccuracy\",\"locationServicesEnabled\":true,\"settings\":\"Ask Next Time\",\"provisional\":false,\"temporary\":false,\"prompt\":null,\"callbacks\":[\"didChangeAuthorization(notDetermined)\"],\"services\":{\"standard\":\"unavailable\""))
        let expect = try #require(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
        #expect(expect["action"] as? String == "expect" && expect["ok"] as? Bool == false)
        #expect((expect["failures"] as? [String])?.count == 2)
        let prompt = try #require(expect["prompt"] as? [String: Any])
        #expect(prompt["kind"] as? String == "whenInUse")
        #expect(prompt["buttons"] as? [String] == ["Allow Once", "Allow While Using App", "Don't Allow"])
    }

    @Test("D36: every JSONL step carries lifecycle after console; expect checks it; the text shows it when not foreground")
    func lifecycle() throws {
        let text = """
            ios: "14"
            steps:
              - expect: { lifecycle: foreground }
              - requestWhenInUseAuthorization
              - tap Allow While Using App
              - background
              - expect: { lifecycle: suspended }
              - foreground
              - terminate
              - expect: { lifecycle: terminated }
              - expect: { lifecycle: background }
            """
        let result = Runner.run(try ScenarioParser.parse(text, file: "l.yaml"))
        let readings = try JSONTranscript.lines(result).map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(line.contains(",\"console\":[],\"lifecycle\":") || line.contains("\"lifecycle\""))
            return try #require(object["lifecycle"] as? String)
        }
        #expect(readings == ["foreground", "foreground", "foreground", "foreground", "suspended", "suspended", "foreground", "terminated", "terminated", "terminated"])
        #expect(result.failureCount == 1)
        #expect(result.records.last?.failures == ["lifecycle: expected background, got terminated"])
        let transcript = TextTranscript.render(result)
        #expect(transcript.contains("authorizedWhenInUse · fullAccuracy · Location Services on · Settings: “While Using the App” · suspended\n"))
        #expect(transcript.contains(" · terminated\n"))
        #expect(!transcript.contains(" · foreground"))
    }

    @Test("JSONL escapes control characters and quotes from app names and purpose strings")
    func escaping() throws {
        let text = "app:\n  name: \"Evil\\u001b[2J \\\"Q\\\"\"\n  infoPlist:\n    NSLocationWhenInUseUsageDescription: \"a\\tb\\nc\"\nsteps:\n  - requestWhenInUseAuthorization\n"
        let result = Runner.run(try ScenarioParser.parse(text, file: "e.yaml"))
        let line = JSONTranscript.lines(result)[1]
        #expect(!line.contains("\u{1B}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let prompt = try #require(object["prompt"] as? [String: Any])
        #expect(prompt["title"] as? String == "Allow \u{201C}Evil\u{1B}[2J \"Q\"\u{201D} to use your location?")
        #expect(prompt["message"] as? String == "a\tb\nc")
    }

    @Test("text: the state line, prompt and callbacks of each step, and a verdict")
    func text() throws {
        let result = Runner.run(try ScenarioParser.parse(failing, file: "f.yaml"))
        let text = TextTranscript.render(result)
        #expect(text.contains("  1  requestWhenInUseAuthorization\n       prompt whenInUse: Allow “Demo” to use your location?"))
        #expect(text.contains("[Allow Once] [Allow While Using App] [Don't Allow]   Precise: On"))
        #expect(text.contains("  2  ✗ expect prompt: upgrade"))
        #expect(text.contains("→ didChangeAuthorization(authorizedWhenInUse)   manager #1"))
        #expect(text.hasSuffix("✗ 2 of 3 expectations failed\n"))
    }

    @Test("--ios overrides the file's rule set")
    func override() throws {
        let s = try ScenarioParser.parse("ios: \"18\"\nsteps: [requestWhenInUseAuthorization]\n", file: "o.yaml")
        #expect(Runner.run(s, ios: IOSVersion(.iOS12)).records[1].snapshot.prompt?.labels == ["Don't Allow", "Allow"])
    }
}

@Suite("Hostile text in transcripts")
struct HostileTextTests {
    @Test("no control character from a scenario reaches the text transcript")
    func textIsSanitised() throws {
        let text = "name: \"x\\u001b]0;pwned\\u0007\"\napp:\n  name: \"Evil\\u001b[2J\\u009b31m\"\nsteps:\n  - requestWhenInUseAuthorization\n  - tap \"\\u001b[1mAllow\"\n"
        let rendered = TextTranscript.render(Runner.run(try ScenarioParser.parse(text, file: "h.yaml")))
        #expect(!rendered.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(rendered.contains("Evil␛[2J"))
    }

    @Test("D36: lifecycle in JSONL (last key), in the text state line when not foreground, and checked by expect")
    func lifecycle() throws {
        let text = """
            ios: "18"
            steps:
              - requestWhenInUseAuthorization
              - tap Allow While Using App
              - background
              - expect: { lifecycle: suspended }
              - expect: { lifecycle: foreground }
              - terminate
              - expect: { lifecycle: terminated }
            """
        let result = Runner.run(try ScenarioParser.parse(text, file: "l.yaml"))
        #expect(result.expectationCount == 3 && result.failureCount == 1)
        #expect(result.records[5].failures == ["lifecycle: expected foreground, got suspended"])
        let lines = JSONTranscript.lines(result)
        #expect(lines[0].hasSuffix(",\"lifecycle\":\"foreground\"}"))
        #expect(lines[3].hasSuffix(",\"console\":[],\"lifecycle\":\"suspended\"}"))
        #expect(lines[4].hasSuffix(",\"lifecycle\":\"suspended\",\"ok\":true,\"failures\":[]}"))
        let rendered = TextTranscript.render(result)
        #expect(rendered.contains("Settings: “While Using the App” · suspended\n"))
        #expect(!rendered.contains("· foreground"))
        #expect(rendered.contains("✓ expect lifecycle: suspended"))
    }

    @Test("D36: an unknown lifecycle value is a positioned error")
    func lifecycleValue() {
        #expect(throws: ScenarioError.self) {
            try ScenarioParser.parse("steps:\n  - expect: { lifecycle: asleep }\n", file: "x.yaml")
        }
        do {
            _ = try ScenarioParser.parse("steps:\n  - expect: { lifecycle: asleep }\n", file: "x.yaml")
        } catch {
            #expect("\(error)".contains("x.yaml:2:") && "\(error)".contains("suspended"))
        }
    }
}

/// The observable-field registry is the one list: the parser, the checker, the writer and the
/// text transcript all follow it.
@Suite struct ObservableFieldTests {
    @Test func everyFieldIsAnExpectKeyAndEverySavedKeyIsAField() throws {
        let keys = ObservableField.all.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(keys == ["status", "accuracy", "locationServicesEnabled", "prompt", "buttons", "settings", "callbacks", "provisional", "temporary", "lifecycle", "backgroundIndicator"])
        var sim = Simulation.play(Setup(ruleSet: .iOS14)).0
        _ = sim.apply(.requestWhenInUseAuthorization)
        var lines: [String] = []
        ScenarioWriter.expect(sim, StepOutcome(), after: nil, into: &lines)
        let saved = try ScenarioParser.parse("steps:\n" + lines.joined(separator: "\n") + "\n", file: "s.yaml")
        guard case .expect(let e) = saved.steps[0].kind else { Issue.record("not an expect"); return }
        #expect(Set(e.values.keys) == Set(keys).subtracting(["locationServicesEnabled", "backgroundIndicator"]), "LSE is saved only when off, the indicator only by a flow that configures the manager (D57)")
        #expect(Snapshot(sim).failures(of: e, callbacks: []).isEmpty)
        for field in ObservableField.all {
            #expect(TextTranscript.describe(e).contains("\(field.key):") == (e.values[field.key] != nil))
        }
    }

    @Test func aMismatchOfEachFieldIsReported() throws {
        let sim = Simulation.play(Setup(ruleSet: .iOS18)).0
        for field in ObservableField.all {
            var e = Expectation()
            switch field.kind {
            case .choice(let values, _): e.values[field.key] = .word(values.last { .word($0) != field.reading(Snapshot(sim)) })
            case .flag: e.values[field.key] = field.reading(Snapshot(sim)) == .flag(true) ? .flag(false) : .flag(true)
            case .label: e.values[field.key] = .word("nothing like it")
            case .list: e.values[field.key] = .list(["x"])
            }
            let failures = Snapshot(sim).failures(of: e, callbacks: [])
            #expect(failures.count == 1 && failures[0].hasPrefix("\(field.key): expected "), "\(field.key): \(failures)")
        }
    }
}
