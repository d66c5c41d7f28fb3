import Foundation
import Testing
@testable import LocflowScenario

/// The schema the binary carries and the copy it keeps for editors.
@Suite struct SchemaFileTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theBuiltInSchemaIsTheRepositorysSchema() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("schema/locflow-scenario.schema.json"), encoding: .utf8)
        #expect(SchemaFile.text + "\n" == file, "run scripts/schema-text.sh")
    }

    @Test func theDataDirectoryFollowsXDG() {
        #expect(SchemaFile.path { ["XDG_DATA_HOME": "/d", "HOME": "/h"][$0] } == "/d/locflow/locflow-scenario.schema.json")
        #expect(SchemaFile.path { ["XDG_DATA_HOME": "rel", "HOME": "/h/"][$0] } == "/h/.local/share/locflow/locflow-scenario.schema.json")
        #expect(SchemaFile.path { _ in nil } == nil)
    }

    @Test func installWritesOnceAndReplacesAnOlderSchema() throws {
        let dir = NSTemporaryDirectory() + "locflow-schema-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/locflow/locflow-scenario.schema.json"
        #expect(SchemaFile.install(at: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SchemaFile.text + "\n")
        try "{}".write(toFile: path, atomically: true, encoding: .utf8)  // an older locflow's
        #expect(SchemaFile.install(at: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SchemaFile.text + "\n")
    }

    /// The byte comparison the start uses (`SchemaFile.holds`) says what the text comparison said.
    @Test func holdsComparesTheBytes() throws {
        let dir = NSTemporaryDirectory() + "locflow-schema-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/s.json"
        let wanted = SchemaFile.text + "\n"
        #expect(!SchemaFile.holds(wanted, at: path))
        try wanted.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(SchemaFile.holds(wanted, at: path))
        // The same size, one byte different; one byte more; one less.
        var bytes = Array(wanted.utf8)
        bytes[bytes.count / 2] = bytes[bytes.count / 2] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(!SchemaFile.holds(wanted, at: path))
        try (wanted + " ").write(toFile: path, atomically: false, encoding: .utf8)
        #expect(!SchemaFile.holds(wanted, at: path))
        try String(wanted.dropLast()).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(!SchemaFile.holds(wanted, at: path))
        // Non-ASCII text compares by its UTF-8 bytes.
        try "café\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(SchemaFile.holds("café\n", at: path))
        #expect(!SchemaFile.holds("cafe\u{301}\n", at: path))
        #expect(!SchemaFile.holds(wanted, at: dir))
    }

    /// A schema already in place is left alone (not rewritten: the same file, not a new one).
    @Test func installLeavesAnEqualSchemaInPlace() throws {
        let dir = NSTemporaryDirectory() + "locflow-schema-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/locflow/locflow-scenario.schema.json"
        #expect(SchemaFile.install(at: path))
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(SchemaFile.install(at: path))
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(before != nil && before == after)
    }
}
