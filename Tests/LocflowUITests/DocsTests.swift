import Foundation
import Testing
@testable import LocflowUI

/// docs/explorer.md stays in step with the command table and the golden 100×30 picture.
@Suite struct DocsTests {
    private var docs: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try? String(contentsOf: root.appendingPathComponent("docs/explorer.md"), encoding: .utf8)
    }

    @Test func keyTableMatchesTheCommandTable() throws {
        let text = try #require(docs, "docs/explorer.md is missing")
        #expect(text.contains(Command.markdownKeyTable()), "regenerate the key table in docs/explorer.md:\n\(Command.markdownKeyTable())")
    }

    @Test func screenCaptureMatchesTheGoldenPicture() throws {
        let text = try #require(docs, "docs/explorer.md is missing")
        #expect(text.contains(picture(explorer(keys: "w"))), "paste __Snapshots__/whenInUse-ios18.txt into docs/explorer.md")
    }
}
