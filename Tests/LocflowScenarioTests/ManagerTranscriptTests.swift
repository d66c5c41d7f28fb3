import Foundation
import LocflowCore
import LocflowScenario
import Testing

/// Contract "The app's manager": transcripts carry `backgroundIndicator` (D57) only for files that
/// use one of the additions, on every line from the first install on, right after `lifecycle`.
@Suite struct ManagerTranscriptTests {
    static func lines(_ yaml: String) throws -> [String] {
        JSONTranscript.lines(Runner.run(try ScenarioParser.parse(yaml, file: "m.yaml")))
    }

    @Test func anOrdinaryFileCarriesNoIndicator() throws {
        let yaml = "steps:\n  - requestWhenInUseAuthorization\n  - tap Allow While Using App\n  - startUpdatingLocation\n  - background\n"
        let lines = try Self.lines(yaml)
        #expect(lines.count == 5 && lines.allSatisfy { !$0.contains("backgroundIndicator") })
        #expect(!TextTranscript.render(Runner.run(try ScenarioParser.parse(yaml, file: "m.yaml"))).contains("indicator"))
    }

    @Test("a manager key in the header marks every line, also after an install that says none")
    func everyLineOfAFileThatUsesIt() throws {
        let yaml = """
            app: { allowsBackgroundLocationUpdates: true }
            steps:
              - requestWhenInUseAuthorization
              - tap Allow While Using App
              - startUpdatingLocation
              - background
              - install: { ios: "17" }
            """
        let lines = try Self.lines(yaml + "\n")
        #expect(lines.count == 6)
        for line in lines { #expect(line.contains(#""lifecycle":"#) && line.contains(#","backgroundIndicator":"#), "\(line)") }
        #expect(lines[4].contains(#""lifecycle":"background","backgroundIndicator":true"#))
        #expect(lines[5].contains(#""backgroundIndicator":false"#))
    }

    @Test("an action alone marks the file; the text transcript names a shown indicator on the state line")
    func anActionMarksTheFile() throws {
        let yaml = "steps:\n  - requestWhenInUseAuthorization\n  - tap Allow While Using App\n  - startUpdatingLocation\n  - background\n  - event pauseUpdates\n"
        let scenario = try ScenarioParser.parse(yaml, file: "m.yaml")
        #expect(scenario.setup.configuresManager)
        let text = TextTranscript.render(Runner.run(scenario))
        #expect(text.contains("background · location indicator shown"))
        #expect(text.contains("→ didPauseLocationUpdates   manager #1"))
    }

    @Test("misspellings of the manager's keys, action, events and expectation get a did-you-mean with file:line:col", arguments: [
        ("app:\n  allowBackgroundLocationUpdates: true\n", "m.yaml:2:3", "did you mean `allowsBackgroundLocationUpdates`?"),
        ("app:\n  showBackgroundLocationIndicator: true\n", "m.yaml:2:3", "did you mean `showsBackgroundLocationIndicator`?"),
        ("app:\n  pauseLocationUpdatesAutomatically: true\n", "m.yaml:2:3", "did you mean `pausesLocationUpdatesAutomatically`?"),
        ("steps:\n  - requestLocations\n", "m.yaml:2:5", "did you mean `requestLocation`?"),
        ("steps:\n  - event pauseUpdate\n", "m.yaml:2:5", "did you mean `pauseUpdates`?"),
        ("steps:\n  - event resumeUpdate\n", "m.yaml:2:5", "did you mean `resumeUpdates`?"),
        ("steps:\n  - expect: { backgroundIndicater: true }\n", "m.yaml:2:15", "did you mean `backgroundIndicator`?"),
        ("app:\n  allowsBackgroundLocationUpdates: maybe\n", "m.yaml:2:36", "must be true or false"),
    ])
    func misspellings(yaml: String, place: String, message: String) {
        do {
            _ = try ScenarioParser.parse(yaml, file: "m.yaml")
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect("\(error)".contains(place) && "\(error)".contains(message), "\(error)")
        }
    }

    @Test("the mark is how a transcript prints, not what the phone does: setups equal without it")
    func equalityLeavesTheMarkOut() {
        var marked = Setup()
        marked.configuresManager = true
        #expect(marked == Setup() && marked.hashValue == Setup().hashValue)
    }

    @Test("a journal written before the manager's keys reads as before, and the keys round-trip")
    func codingKeepsOldJournals() throws {
        let old = try JSONEncoder().encode(Setup())
        #expect(!String(decoding: old, as: UTF8.self).contains("configuresManager"))
        #expect(!String(decoding: old, as: UTF8.self).contains("allowsBackgroundLocationUpdates"))
        var app = AppConfig()
        app.allowsBackgroundLocationUpdates = false
        app.pausesLocationUpdatesAutomatically = true
        var setup = Setup(app: app)
        setup.configuresManager = true
        let back = try JSONDecoder().decode(Setup.self, from: try JSONEncoder().encode(setup))
        #expect(back.app.allowsBackgroundLocationUpdates == false && back.app.pausesLocationUpdatesAutomatically == true)
        #expect(back.app.showsBackgroundLocationIndicator == nil && back.configuresManager)
    }
}
