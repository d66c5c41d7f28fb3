import Foundation
import LocflowCore
import LocflowFiles
import LocflowScenario
import LocflowUI
import Testing
@testable import locflow

/// `--record FILE --force` writes its file before the screen (a refused path is exit 2 before
/// curses) but frees the file it replaced only once the first frame is on screen (`HeldFile`).
@Suite("Record start: the replaced file is freed after the first frame")
struct RecordStartTests {
    private static func directory() throws -> String {
        let dir = NSTemporaryDirectory() + "locflow-record-start-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Whether `held` is a file that no longer has a name (the replace put the new one in its
    /// place): what `release` frees.
    private static func hasNoName(_ held: HeldFile) -> Bool {
        var status = stat()
        return held.descriptor >= 0 && fstat(held.descriptor, &status) == 0 && status.st_nlink == 0
    }

    @Test func theReplacedFileIsHeldUntilReleased() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/x.yaml"
        try "old: file\n".write(toFile: path, atomically: false, encoding: .utf8)
        var files = SessionFiles(record: path, force: true, others: [])
        var state = ExplorerState(config: Setup())
        try files.start(&state, journalIn: nil, resuming: nil)
        // The new scenario is in place before the screen; the old file has no name but is held.
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("steps:"))
        #expect(Self.hasNoName(files.replaced))
        files.releaseReplaced()
        #expect(files.replaced.descriptor == -1)
        #expect(!Self.hasNoName(files.replaced))
    }

    @Test func aNewFileHoldsNothing() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var files = SessionFiles(record: dir + "/new.yaml", force: false, others: [])
        var state = ExplorerState(config: Setup())
        try files.start(&state, journalIn: nil, resuming: nil)
        #expect(FileManager.default.fileExists(atPath: dir + "/new.yaml"))
        #expect(files.replaced.descriptor == -1)
    }

    @Test func aRefusedPathIsStillAnErrorBeforeTheScreenAndLeavesTheFile() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/x.yaml"
        try "mine\n".write(toFile: path, atomically: false, encoding: .utf8)
        var files = SessionFiles(record: path, force: false, others: [])
        var state = ExplorerState(config: Setup())
        #expect(throws: FileError.self) { try files.start(&state, journalIn: nil, resuming: nil) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
        #expect(files.replaced.descriptor == -1)
    }

    @Test func heldFileHoldsOnlyRegularFiles() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(HeldFile(dir).descriptor == -1)
        #expect(HeldFile(dir + "/absent").descriptor == -1)
        var held = HeldFile("/dev/null")
        #expect(held.descriptor == -1)
        held.release()
    }
}
