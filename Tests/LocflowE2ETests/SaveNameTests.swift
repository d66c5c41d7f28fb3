import Foundation
import LocflowFiles
import LocflowScenario
import Testing
@testable import locflow

/// The save key's new file names: a name with anything at it, a dangling link included, is
/// taken, so the save goes to the next free name instead of being refused with advice to pass
/// `--force`, which no key can.
@Suite("Save key: the next free name")
struct SaveNameTests {
    @Test(arguments: [".yaml", ".swift"])
    func aDanglingLinkAtTheNextNameIsSkipped(suffix: String) throws {
        let dir = NSTemporaryDirectory() + "locflow-save-name-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let first = SessionFiles.newSessionPath(now: now, suffix: suffix, in: dir)
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: dir + "/nowhere/target")
        let next = SessionFiles.newSessionPath(now: now, suffix: suffix, in: dir)
        #expect(next != first, "the dangling link's name is taken")
        try UserFile(next, replacing: false).replace("steps: []\n")
        #expect(try String(contentsOfFile: next, encoding: .utf8) == "steps: []\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere"), "nothing written through the link")
    }
}
