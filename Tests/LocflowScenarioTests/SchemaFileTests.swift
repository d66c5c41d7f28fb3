import Foundation
import Testing
@testable import LocflowScenario

/// The schema the binary carries and the copy it keeps for editors (issue 24, point 11).
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
}
