import Foundation
import LocflowTestSupport
import Testing

/// The data directory (`$XDG_DATA_HOME/locflow`, the schema copy's home) follows the state
/// directory's rules: created 0700 without following a link, refused when it is a link or others
/// can write it, and its copy replaces a link at its name instead of writing through it, so in
/// a shared data home another user's link never makes locflow overwrite a file of yours.
@Suite("Data directory: private, never through a link")
struct DataDirectoryTests {
    private static let copy = "locflow/locflow-scenario.schema.json"

    private func home() throws -> String { try makeTemporaryDirectory("lf-data") }

    @Test func aNewDataDirectoryIsPrivate() throws {
        let data = try home()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let result = try runLocflow(["schema", "--path"], environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 0, "\(result)")
        #expect(result.out == data + "/" + Self.copy + "\n")
        let mode = try FileManager.default.attributesOfItem(atPath: data + "/locflow")[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }

    /// `locflow/` a link to a directory of the victim's: refused, nothing written there.
    @Test(arguments: [["schema", "--path"], ["paths", "--ios", "12", "--to", "status=denied", "--out", "OUT"]])
    func aLinkedDataDirectoryIsRefused(arguments: [String]) throws {
        let data = try home()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: data + "/victim", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: data + "/locflow", withDestinationPath: data + "/victim")
        let result = try runLocflow(arguments.map { $0 == "OUT" ? data + "/out" : $0 }, environment: ["XDG_DATA_HOME": data])
        #expect(try FileManager.default.contentsOfDirectory(atPath: data + "/victim").isEmpty, "nothing written through the link")
        if arguments.first == "schema" {
            #expect(result.status == 2, "\(result)")
            #expect(result.err.contains("symbolic link"), "\(result.err)")
        }
    }

    /// The copy's name a link to a file of the victim's: the link is replaced, the file kept.
    @Test(arguments: [["schema", "--path"], ["paths", "--ios", "12", "--to", "status=denied", "--out", "OUT"]])
    func aLinkAtTheCopysNameIsReplacedNotFollowed(arguments: [String]) throws {
        let data = try home()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: data + "/locflow", withIntermediateDirectories: true)
        chmod(data + "/locflow", 0o700)
        try "mine\n".write(toFile: data + "/victim.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: data + "/" + Self.copy, withDestinationPath: data + "/victim.txt")
        let result = try runLocflow(arguments.map { $0 == "OUT" ? data + "/out" : $0 }, environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 0, "\(result)")
        #expect(try String(contentsOfFile: data + "/victim.txt", encoding: .utf8) == "mine\n")
        let kind = try FileManager.default.attributesOfItem(atPath: data + "/" + Self.copy)[.type] as? FileAttributeType
        #expect(kind == .typeRegular, "the copy is a file of its own")
    }

    @Test func aDataDirectoryOthersCanWriteIsRefused() throws {
        let data = try home()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: data + "/locflow", withIntermediateDirectories: true)
        chmod(data + "/locflow", 0o777)
        let result = try runLocflow(["schema", "--path"], environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 2, "\(result)")
        #expect(result.err.contains("others can write it"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: data + "/" + Self.copy))
    }
}
