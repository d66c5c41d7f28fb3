import Foundation
import LocflowCore
import Testing
@testable import LocflowFiles
@testable import LocflowScenario
@testable import LocflowSessions

/// Where the journal lives, reading it back, and the atomic writes behind it.
@Suite struct JournalTests {
    @Test func xdgStateHomeWins() {
        #expect(Journal.directory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/locflow/sessions")
        #expect(Journal.directory(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"]) == "/s/locflow/sessions")
    }

    @Test func homeWhenXDGIsUnsetEmptyOrRelative() {
        for xdg in [nil, "", "relative/state"] {
            var environment = ["HOME": "/home/qa"]
            environment["XDG_STATE_HOME"] = xdg
            #expect(Journal.directory(environment: environment) == "/home/qa/.local/state/locflow/sessions", "XDG_STATE_HOME=\(xdg ?? "unset")")
        }
    }

    /// The explorer's start reads the two variables with getenv; it finds the place
    /// the whole environment gives, and a reader agrees with the dictionary on every case above.
    @Test func aVariableReaderFindsTheSamePlace() {
        let fromGetenv = Journal.directory { getenv($0).map { String(cString: $0) } }
        #expect(fromGetenv == Journal.directory(environment: ProcessInfo.processInfo.environment))
        for environment in [["XDG_STATE_HOME": "/s/", "HOME": "/h"], ["HOME": "/home/qa", "XDG_STATE_HOME": "rel"], [:], ["HOME": ""]] {
            #expect(Journal.directory { environment[$0] } == Journal.directory(environment: environment))
            #expect(Journal.stateDirectory { environment[$0] } == Journal.stateDirectory(environment: environment))
        }
    }

    @Test func noPlaceWithoutAnAbsoluteDirectory() {
        #expect(Journal.directory(environment: [:]) == nil)
        #expect(Journal.directory(environment: ["HOME": "", "XDG_STATE_HOME": "x"]) == nil)
    }

    @Test func idsSortByTimeAndCarryThePid() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let id = Journal.newID(now: date, pid: 4242)
        #expect(id.hasSuffix("-4242"))
        #expect(id.count == "20270115-080000-4242".count)
        #expect(Journal.newID(now: date.addingTimeInterval(1), pid: 1) > Journal.newID(now: date, pid: 99999))
    }

    static let setup = Setup(ruleSet: .iOS16, app: AppConfig(name: "Tracker"))
    static let entries: [JournalEntry] = [
        .step(.action(.requestAlwaysAuthorization)), .step(.action(.tap("Allow While Using App"))), .undo, .redo,
        .step(.install(Setup(ios: IOSVersion("17.4")!, app: AppConfig(name: "Tracker: \"2\"")))),
        .step(.action(.wait(seconds: 600))), .undo, .resumed(pid: 7, at: Date(timeIntervalSince1970: 1_800_000_000)),
        .step(.action(.setApp(.never))), .finished(at: Date(timeIntervalSince1970: 1_800_000_100)),
    ]

    @Test func aWrittenJournalReadsBackEntryForEntry() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = Journal.path(id: "20261123-130211-4242", in: directory + "/sessions")
        let header = JournalHeader(pid: 4242, setup: Self.setup, record: "/tmp/r.yaml")
        let writer = try JournalWriter(path: path, header: header)
        try writer.append(Self.entries.map(\.line))
        let read = try JournalContents.read(path)
        #expect(read.id == "20261123-130211-4242")
        #expect(read.header == header)
        #expect(read.entries == Self.entries)
        #expect(read.losses.isEmpty)
        #expect(read.isFinished)
        // Three steps then an install: the setting is on the iOS 17.4 install; undo took the wait.
        let summary = read.summary()
        #expect(summary.steps == 4)
        #expect(summary.ios.text == "17.4")
    }

    @Test func aSecondWriterOfTheSameSessionIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/a.journal"
        let writer = try JournalWriter(path: path, header: JournalHeader(setup: Self.setup))
        // flock belongs to the open file, so even this process sees the lock from another open.
        #expect(JournalWriter.isHeld(path))
        #expect(throws: FileError.self) { try JournalWriter(path: path, header: nil, resuming: try JournalContents.read(path)) }
        withExtendedLifetime(writer) {}
    }

    @Test func aCutOffLastLineIsLostAndSaidSo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/s.journal"
        let text = JournalHeader(setup: Self.setup).line + "\naction requestWhenInUseAuthorization\naction tap Allow Whi"
        try AtomicFile.write(text, to: path)
        let read = try JournalContents.read(path)
        #expect(read.entries == [.step(.action(.requestWhenInUseAuthorization))])
        #expect(read.losses == ["line 3 was cut off mid-write (\u{201C}action tap Allow Whi\u{201D}) and was not applied"])
        #expect(read.validText == JournalHeader(setup: Self.setup).line + "\naction requestWhenInUseAuthorization\n")
    }

    /// Resuming a journal with lost lines cuts it back to its readable part in place: the same
    /// file (inode) and mode, under the lock, then appends after it.
    @Test func resumingCutsTheLostLinesInPlace() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/s.journal"
        let valid = JournalHeader(setup: Self.setup).line + "\naction requestWhenInUseAuthorization\n"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        _ = Array((valid + "action tap Allow Whi").utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        var before = stat()
        stat(path, &before)
        let read = try JournalContents.read(path)
        #expect(read.losses.count == 1)
        let writer = try JournalWriter(path: path, header: nil, resuming: read)
        try writer.append([JournalEntry.step(.action(.background)).line])
        var after = stat()
        stat(path, &after)
        #expect(after.st_ino == before.st_ino, "the journal was replaced, not cut")
        #expect(after.st_mode & 0o777 == 0o600)
        #expect(try AtomicFile.read(path) == valid + JournalEntry.step(.action(.background)).line + "\n")
        #expect(JournalWriter.isHeld(path))
        withExtendedLifetime(writer) {}
    }

    /// A second explorer resuming a lossy journal that a running one holds is refused and changes
    /// nothing (before, the file was replaced first, and the lock then taken on the new file).
    @Test func resumingAHeldLossyJournalChangesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/s.journal"
        let text = JournalHeader(setup: Self.setup).line + "\naction background\naction requestAlways\n"
        try AtomicFile.write(text, to: path)
        let holder = open(path, O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let read = try JournalContents.read(path)
        #expect(!read.losses.isEmpty)
        #expect(throws: FileError.self) { try JournalWriter(path: path, header: nil, resuming: read) }
        #expect(try AtomicFile.read(path) == text)
    }

    @Test func aCorruptLineEndsTheReadablePartAndSaysWhatWasLost() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/s.journal"
        let lines = [JournalHeader(setup: Self.setup).line, "action background", "action requestAlways", "undo", "action foreground"]
        try AtomicFile.write(lines.joined(separator: "\n") + "\n", to: path)
        let read = try JournalContents.read(path)
        #expect(read.entries == [.step(.action(.background))])
        #expect(read.losses.count == 1)
        #expect(read.losses[0].hasPrefix("line 3 cannot be read (unknown action"))
        #expect(read.losses[0].hasSuffix("it and the 2 lines after it were not applied"))
        #expect(!read.isFinished)
    }

    @Test func aBadHeaderIsUnreadable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/s.journal"
        try AtomicFile.write("{\"locflowJournal\":9}\naction background\n", to: path)
        let error = try #require(throws: FileError.self) { try JournalContents.read(path) }
        #expect(error.reason.hasPrefix("line 1: "))
        try AtomicFile.write("", to: path)
        #expect(throws: FileError(path: path, reason: "empty journal")) { try JournalContents.read(path) }
    }

    @Test func theCatalogListsNewestFirstAndMigratesTheOldJournal() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let directory = state + "/sessions"
        let old = Date(timeIntervalSince1970: 1_700_000_000), new = Date(timeIntervalSince1970: 1_800_000_000)
        try JournalWriter(path: directory + "/a.journal", header: JournalHeader(started: old, pid: 1, setup: Self.setup))
            .append(["action background", JournalEntry.finished(at: old).line])
        // Cut off by a crash: the last line has no newline.
        let header = JournalHeader(started: new, pid: 2, setup: Self.setup, record: "/r.yaml").line
        try AtomicFile.write(header + "\naction background\naction foreground\naction tap Allow Whi", to: directory + "/b.journal")
        try AtomicFile.write("not a journal\n", to: directory + "/c.journal")
        let legacy = state + "/journal.yaml"
        let session = Session(setup: Self.setup, steps: [.action(.requestWhenInUseAuthorization), .install(Setup(ruleSet: .iOS14))])
        try AtomicFile.write(ScenarioWriter.yaml(session), to: legacy)
        let catalog = SessionCatalog(directory: directory, legacy: legacy)
        // The migrated one is dated by the old file's modification time: now, between the two.
        #expect(catalog.items.map(\.id) == ["b", Journal.newID(now: catalog.items[1].started, pid: 0), "a"])
        #expect(catalog.items[0].steps == 2 && !catalog.items[0].finished && catalog.items[0].record == "/r.yaml")
        #expect(catalog.items[0].losses.count == 1)
        #expect(catalog.items[2].finished && catalog.items[2].steps == 1)
        #expect(catalog.items[1].steps == 2 && catalog.items[1].ios == "14" && catalog.items[1].resumable)
        // A session that crossed iOS versions lists where it started and where it is.
        #expect(catalog.items[1].firstIOS == Self.setup.ios.text && catalog.items[1].iosSpan == "\(Self.setup.ios.text) \u{2192} 14")
        #expect(catalog.items[2].iosSpan == catalog.items[2].ios)
        #expect(catalog.unreadable.count == 1 && catalog.unreadable[0].contains("c.journal"))
        #expect(FileManager.default.fileExists(atPath: legacy + ".migrated") && !FileManager.default.fileExists(atPath: legacy))
        #expect(try catalog.resumable(nil).get().id == "b")
        #expect(throws: FileError.self) { try catalog.resumable("a-missing").get() }
        // The migrated journal replays to the old file's session.
        let migrated = try JournalContents.read(catalog.items[1].path)
        #expect(migrated.header.setup == session.setup)
        #expect(migrated.entries == session.steps.map(JournalEntry.step))
    }

    @Test func anOldJournalThatCannotBeReadIsReportedAndLeftInPlace() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        try AtomicFile.write("ios: \"18\"\nsteps:\n  - requestAlways\n", to: state + "/journal.yaml")
        let catalog = SessionCatalog(directory: state + "/sessions", legacy: state + "/journal.yaml")
        #expect(catalog.items.isEmpty)
        #expect(catalog.unreadable.count == 1 && catalog.unreadable[0].contains("left in place"))
        #expect(FileManager.default.fileExists(atPath: state + "/journal.yaml"))
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
