import Dispatch
import Foundation
import LocflowCore
import Testing
@testable import LocflowFiles
@testable import LocflowScenario
@testable import LocflowSessions

/// `sessions --prune` (and each start's pruning) against a `--resume` of the same journal: the
/// journal is removed only under its own lock while its name still names it, and a resumer checks
/// the same after locking, so no session is ever written into a removed file. Each test puts the
/// other party in the window a real race hits (`beforeRemoving`, `beforeLocking`).
@Suite struct PruneResumeRaceTests {
    private let setup = Setup(ruleSet: .iOS18, app: AppConfig(name: "Tracker"))

    /// A finished journal of two steps in a new directory; its path.
    private func finishedJournal() throws -> String {
        let directory = NSTemporaryDirectory() + "locflow-race-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/20270001.journal"
        let started = Date(timeIntervalSince1970: 1_800_000_000)
        try JournalWriter(path: path, header: JournalHeader(started: started, pid: 1, setup: setup))
            .append(["action background", "action foreground", JournalEntry.finished(at: started).line])
        return path
    }

    /// Whether `writer`'s file still has a name (a write into it is kept).
    private func isNamed(_ writer: JournalWriter) -> Bool {
        var info = stat()
        return lstat(writer.path, &info) == 0 && (try? JournalContents.read(writer.path)) != nil
    }

    @Test func aResumeInPrunesWindowFindsTheJournalLocked() throws {
        let path = try finishedJournal()
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: path)) }
        let contents = try JournalContents.read(path)
        var resumer: Result<JournalWriter, FileError>?
        let removed = SessionCatalog.prune(PathText.directory(of: path), keep: 0) { _ in
            resumer = Result { () throws(FileError) in try JournalWriter(path: path, header: nil, resuming: contents) }
        }
        switch try #require(resumer) {
        case .success(let writer):
            // Had the resumer locked it, prune must have left it: the session lives on in the file.
            #expect(removed.isEmpty)
            #expect(isNamed(writer), "the resumed session is written into a file with no name")
        case .failure(let error):
            #expect(error.reason.contains("another running locflow"), "\(error)")
            #expect(removed == ["20270001"])
        }
    }

    @Test func aResumerThatLocksARemovedJournalRefusesIt() throws {
        let path = try finishedJournal()
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: path)) }
        let contents = try JournalContents.read(path)
        // Prune removed the journal between the resumer's open and its lock.
        #expect(throws: FileError.self) {
            _ = try JournalWriter(path: path, header: nil, resuming: contents, beforeLocking: { unlink(path) })
        }
        // A new file put at the name meanwhile is not the one read either.
        let other = try finishedJournal()
        defer { try? FileManager.default.removeItem(atPath: PathText.directory(of: other)) }
        let again = try JournalContents.read(other)
        #expect(throws: FileError.self) {
            _ = try JournalWriter(path: other, header: nil, resuming: again, beforeLocking: {
                unlink(other)
                _ = try? JournalWriter(path: other, header: JournalHeader(pid: 2, setup: setup))
            })
        }
    }

    /// A resume that finds the journal locked by a prune waits for the prune's judgement: once
    /// the journal is gone, the session goes on in a new one instead of with no journal at all.
    @Test func aResumeThatMeetsAPrunesLockWaitsForItsOutcome() throws {
        let path = try finishedJournal()
        let directory = PathText.directory(of: path)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let contents = try JournalContents.read(path)
        // The prune: the journal's lock held while it is read, then the journal removed.
        let pruner = open(path, O_RDONLY | O_CLOEXEC)
        #expect(flock(pruner, LOCK_EX | LOCK_NB) == 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            unlink(path)
            close(pruner)
        }
        let fresh = directory + "/20270002.journal"
        let writer = try JournalWriter.resume(contents, orNewAt: fresh)
        #expect(writer.path == fresh)
        #expect(try JournalContents.read(fresh).entries == contents.entries)
    }

    @Test func aResumedJournalRemovedMeanwhileGoesOnInANewOne() throws {
        let path = try finishedJournal()
        let directory = PathText.directory(of: path)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let contents = try JournalContents.read(path)
        let fresh = directory + "/20270002.journal"
        let writer = try JournalWriter.resume(contents, orNewAt: fresh, beforeLocking: { unlink(path) })
        try writer.append([JournalEntry.step(.action(.requestWhenInUseAuthorization)).line])
        #expect(writer.path == fresh)
        let kept = try JournalContents.read(fresh)
        #expect(kept.header == contents.header)
        #expect(kept.entries == contents.entries + [.step(.action(.requestWhenInUseAuthorization))], "every step read is kept")
    }
}
