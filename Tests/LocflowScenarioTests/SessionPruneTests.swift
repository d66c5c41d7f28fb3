import Foundation
import LocflowCore
import Testing
@testable import LocflowFiles
@testable import LocflowScenario
@testable import LocflowSessions

/// The journal directory stays bounded and `--resume` with no id takes the newest unfinished
/// session with steps.
@Suite struct SessionPruneTests {
    private let setup = Setup(ruleSet: .iOS18, app: AppConfig(name: "Tracker"))

    /// Writes journal `id`: `steps` steps, finished or not, started `id`'s number of seconds in.
    private func journal(_ id: Int, in directory: String, steps: Int, finished: Bool) throws {
        let started = Date(timeIntervalSince1970: 1_800_000_000 + Double(id))
        var lines = Array(repeating: "action background", count: steps)
        if finished { lines.append(JournalEntry.finished(at: started).line) }
        let name = "2027\(String(format: "%04d", id))"
        try JournalWriter(path: directory + "/\(name).journal", header: JournalHeader(started: started, pid: Int32(id), setup: setup)).append(lines)
    }

    private func directory() throws -> String {
        let path = NSTemporaryDirectory() + "locflow-prune-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func finishedAndEmptySessionsBeyondTheLimitGoOldestFirst() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 1…6 finished, 7…9 killed at start (empty), 10 and 11 unfinished with steps.
        for id in 1...6 { try journal(id, in: dir, steps: 2, finished: true) }
        for id in 7...9 { try journal(id, in: dir, steps: 0, finished: false) }
        for id in 10...11 { try journal(id, in: dir, steps: 3, finished: false) }
        let removed = SessionCatalog.prune(dir, keep: 4)
        #expect(removed == ["20270001", "20270002", "20270003", "20270004", "20270005"])
        let left = SessionCatalog(directory: dir).items.map(\.id).sorted()
        #expect(left == ["20270006", "20270007", "20270008", "20270009", "20270010", "20270011"])
        // Every unfinished session with steps is kept, even at a limit of none.
        SessionCatalog.prune(dir, keep: 0)
        #expect(SessionCatalog(directory: dir).items.map(\.id).sorted() == ["20270010", "20270011"])
    }

    @Test func aSmallDirectoryIsLeftAlone() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for id in 1...3 { try journal(id, in: dir, steps: 0, finished: true) }
        #expect(SessionCatalog.prune(dir).isEmpty)
        #expect(SessionCatalog(directory: dir).items.count == 3)
    }

    /// README: a bare `--resume` brings back the newest unfinished session with steps; a start
    /// opened and quit (or killed) after a crash must not hide the crashed session.
    @Test func resumeWithNoIDTakesTheNewestUnfinishedSessionWithSteps() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try journal(1, in: dir, steps: 2, finished: false)  // the crashed session
        try journal(2, in: dir, steps: 3, finished: true)   // quit with q
        try journal(3, in: dir, steps: 0, finished: true)   // opened and quit after the crash
        try journal(4, in: dir, steps: 0, finished: false)  // opened and killed
        let catalog = SessionCatalog(directory: dir)
        #expect(try catalog.resumable(nil).get().id == "20270001")
        #expect(try catalog.resumable("20270002").get().id == "20270002")  // named: finished too
        #expect(catalog.notice(except: nil).first?.contains("--resume 20270001 ") == true)
        // With nothing unfinished to bring back, a bare --resume says so.
        try FileManager.default.removeItem(atPath: catalog.items.first { $0.id == "20270001" }!.path)
        #expect(throws: FileError.self) { try SessionCatalog(directory: dir).resumable(nil).get() }
    }

    /// Point 7: a session started with `--designer` says so in its header, for `--resume`.
    @Test func theHeaderKeepsTheDesignerView() throws {
        let designer = JournalHeader(started: Date(timeIntervalSince1970: 1_800_000_000), pid: 1, setup: setup, designer: true)
        #expect(designer.line.contains("\"designer\":true"))
        #expect(try JournalHeader(line: designer.line).designer)
        let plain = JournalHeader(started: Date(timeIntervalSince1970: 1_800_000_000), pid: 1, setup: setup)
        #expect(!plain.line.contains("designer"))
        #expect(try !JournalHeader(line: plain.line).designer)
    }
}
