import Foundation
import LocflowCore
import Testing
@testable import LocflowFiles
@testable import LocflowScenario
@testable import LocflowSessions

/// `--resume` reads the journal it takes once, from the catalog's reading
/// (`SessionCatalog.resuming`): the same catalog, and the same journal or the same error, as
/// reading the catalog and then the chosen journal again.
@Suite struct JournalResumeTests {
    private static let setup = Setup(ruleSet: .iOS17)

    /// Newest first: c (running, so never taken without its id), b (finished), a; d unreadable.
    private func directory() throws -> (path: String, running: JournalWriter) {
        let path = NSTemporaryDirectory() + "locflow-resume-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let a = Date(timeIntervalSince1970: 1_700_000_000), b = a + 60, c = a + 120
        try JournalWriter(path: path + "/a.journal", header: JournalHeader(started: a, pid: 1, setup: Self.setup))
            .append(["action requestWhenInUseAuthorization"])
        try JournalWriter(path: path + "/b.journal", header: JournalHeader(started: b, pid: 2, setup: Self.setup, record: "/r.yaml"))
            .append(["action background", JournalEntry.finished(at: b).line])
        let running = try JournalWriter(path: path + "/c.journal", header: JournalHeader(started: c, pid: 3, setup: Self.setup))
        try AtomicFile.write("not a journal\n", to: path + "/d.journal")
        return (path, running)
    }

    @Test(arguments: [nil, "a", "b", "c", "d", "missing"] as [String?])
    func resumingReadsWhatTwoReadsRead(_ id: String?) throws {
        let (path, running) = try directory()
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = running
        let catalog = SessionCatalog(directory: path)
        let expected: Result<JournalContents, FileError> = catalog.resumable(id).flatMap { item in
            do throws(FileError) { return .success(try JournalContents.read(item.path)) } catch { return .failure(error) }
        }
        let (found, journal) = SessionCatalog.resuming(id, directory: path, legacy: nil)
        #expect(found.items == catalog.items)
        #expect(found.unreadable == catalog.unreadable)
        switch (journal, expected) {
        case (.success(let got), .success(let want)): #expect(got == want)
        case (.failure(let got), .failure(let want)): #expect(got.description == want.description)
        default: Issue.record("\(String(describing: id)): \(journal) against \(expected)")
        }
        // Without an id, the newest unfinished one with steps no running explorer holds: a (b is
        // finished, c running).
        if id == nil { #expect(try journal.get().id == "a") }
    }
}
