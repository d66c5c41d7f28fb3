import Foundation
import LocflowCore
import Testing
@testable import LocflowFiles
@testable import LocflowScenario
@testable import LocflowSessions

#if canImport(Glibc)
import Glibc
#endif

/// Journals locflow does not trust are refused with the reason, and one damaged byte loses only
/// the lines from it on (docs/reliability.md, "What locflow promises about files").
@Suite struct JournalTrustTests {
    static let steps: [JournalEntry] = [
        .step(.action(.requestWhenInUseAuthorization)), .step(.action(.tap("Allow Once"))), .step(.action(.setApp(.never))),
    ]

    /// A directory with one journal of three steps; returns the directory and the journal.
    private func journal() throws -> (String, String) {
        let directory = NSTemporaryDirectory() + "locflow-trust-\(UUID().uuidString)"
        try StateDirectory.create(directory + "/sessions")
        let path = directory + "/sessions/20261128-070000-1.journal"
        let writer = try JournalWriter(path: path, header: JournalHeader(setup: Setup(app: AppConfig(name: "Café"))))
        try writer.append(Self.steps.map(\.line))
        return (directory, path)
    }

    private func append(_ bytes: [UInt8], to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
    }

    // That state directories are created 0700 whatever the umask is checked in a child process
    // (UmaskE2ETests): a test that changes this process's umask races every test creating files.

    @Test func aCrashInsideACharacterKeepsEveryStepBeforeIt() throws {
        let (directory, path) = try journal()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The last line cut inside the é of "Café": its second byte never reached the disk.
        try append(Array("{\"step\":\"settings app never\",\"note\":\"Caf".utf8) + [0xC3], to: path)
        let read = try JournalContents.read(path)
        #expect(read.entries == Self.steps)
        #expect(read.losses == ["line 5 was cut off mid-write, inside a character, and was not applied"])
    }

    @Test func aBadByteMidFileKeepsTheLinesBeforeIt() throws {
        let (directory, path) = try journal()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try append([0xFF, 0x0A] + Array((Self.steps[0].line + "\n").utf8), to: path)
        let read = try JournalContents.read(path)
        #expect(read.entries == Self.steps)
        #expect(read.losses == ["line 5 is not UTF-8 text; it and the 1 line after it were not applied"])
    }

    @Test func aFIFOAtAJournalsNameIsReportedNotWaitedFor() throws {
        let (directory, _) = try journal()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(mkfifo(directory + "/sessions/20261128-080000-2.journal", 0o600) == 0)
        #expect(mkfifo(directory + "/sessions/.catalog", 0o600) == 0)
        let catalog = SessionCatalog(directory: directory + "/sessions")
        #expect(catalog.items.count == 1)
        #expect(catalog.unreadable.count == 1 && catalog.unreadable[0].contains("is a FIFO, not a journal"), "\(catalog.unreadable)")
    }

    @Test func aLinkToADeviceIsNotAJournal() throws {
        let (directory, _) = try journal()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        symlink("/dev/zero", directory + "/sessions/20261128-080000-3.journal")
        #expect(throws: FileError.self) { try JournalContents.read(directory + "/sessions/20261128-080000-3.journal") }
        #expect(SessionCatalog(directory: directory + "/sessions").unreadable.first?.contains("symbolic link") == true)
    }

    @Test func aJournalInADirectoryOthersCanWriteIsNotResumed() throws {
        let (directory, path) = try journal()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory + "/sessions", 0o777)
        #expect(throws: FileError.self) { try JournalContents.read(path) }
        let catalog = SessionCatalog(directory: directory + "/sessions")
        #expect(catalog.items.isEmpty && catalog.unreadable.first?.contains("others can write (mode 777)") == true, "\(catalog.unreadable)")
    }

    @Test("a journal owned by another user is refused, whoever runs the test")
    func anotherUsersJournalIsRefusedByItsOwner() throws {
        // The status of the user's own journal, with another owner: the check that read refuses it by.
        let (directory, path) = try journal()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var info = stat()
        try #require(lstat(path, &info) == 0)
        #expect(JournalFileCheck.problem(info) == nil)
        info.st_uid = getuid() &+ 4321
        let problem = try #require(JournalFileCheck.problem(info), "another user's journal was trusted")
        #expect(problem.contains("belongs to another user (uid \(info.st_uid))"))
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a file away: the refusal by owner is checked by the test above"))
    func aJournalOfAnotherUserIsNotResumed() throws {
        let (directory, path) = try journal()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(chown(path, 4321, 4321) == 0)
        do {
            _ = try JournalContents.read(path)
            Issue.record("another user's journal was read")
        } catch {
            #expect(error.reason.contains("belongs to another user (uid 4321)"))
        }
    }
}
