import Foundation
import LocflowCore
import Testing
@testable import LocflowScenario

/// Where the journal lives, reading it back, and the atomic writes behind it.
@Suite struct JournalTests {
    @Test func xdgStateHomeWins() {
        #expect(Journal.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/locflow/journal.yaml")
        #expect(Journal.path(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"]) == "/s/locflow/journal.yaml")
    }

    @Test func homeWhenXDGIsUnsetEmptyOrRelative() {
        for xdg in [nil, "", "relative/state"] {
            var environment = ["HOME": "/home/qa"]
            environment["XDG_STATE_HOME"] = xdg
            #expect(Journal.path(environment: environment) == "/home/qa/.local/state/locflow/journal.yaml", "XDG_STATE_HOME=\(xdg ?? "unset")")
        }
    }

    @Test func noPlaceWithoutAnAbsoluteDirectory() {
        #expect(Journal.path(environment: [:]) == nil)
        #expect(Journal.path(environment: ["HOME": "", "XDG_STATE_HOME": "x"]) == nil)
    }

    @Test func aWrittenJournalLoadsAsTheSameSession() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = Journal.path(environment: ["XDG_STATE_HOME": directory])!
        let session = Session(setup: Setup(ruleSet: .iOS16, app: AppConfig(name: "Tracker")), steps: [.action(.requestAlwaysAuthorization), .action(.tap("Allow While Using App")), .action(.background), .install(Setup(ios: IOSVersion("17.4")!)), .action(.requestWhenInUseAuthorization)])
        try AtomicFile.write(ScenarioWriter.yaml(session), to: path, createDirectories: true)
        #expect(try Journal.load(path) == session)
    }

    @Test func missingAndCorruptJournalsSayWhatIsWrong() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.yaml"
        #expect(throws: ScenarioError(file: path, message: "no session to resume: the journal: no such file or directory")) { try Journal.load(path) }
        try AtomicFile.write("ios: \"18\"\nsteps:\n  - requestAlways\n", to: path)
        let error = try #require(throws: ScenarioError.self) { try Journal.load(path) }
        #expect(error.description.hasPrefix("\(path):3:5: error: unknown action `requestAlways`"))
        #expect(!error.description.contains("\n"))
    }

    @Test func atomicWriteReplacesTheWholeFileAndLeavesNoTemporary() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/s.yaml"
        try AtomicFile.write(String(repeating: "long line\n", count: 1_000), to: path)
        try AtomicFile.write("short\n", to: path)
        #expect(try AtomicFile.read(path) == "short\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["s.yaml"])
        #expect(throws: FileError.self) { try AtomicFile.write("x", to: directory + "/missing/dir/s.yaml") }
    }

    @Test func timestampedNamesAreUnique() {
        let name = SessionFileName.timestamped(year: 2025, month: 3, day: 7, hour: 9, minute: 5, second: 0)
        #expect(name == "locflow-session-20250307-090500.yaml")
        let taken: Set = [name, "locflow-session-20250307-090500-2.yaml"]
        #expect(SessionFileName.unused(name) { taken.contains($0) } == "locflow-session-20250307-090500-3.yaml")
        #expect(SessionFileName.unused(name) { _ in false } == name)
    }

    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "locflow-journal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
