import Foundation
import Testing
@testable import LocflowUI

/// docs/explorer.md stays in step with the command table and the golden 100×30 picture.
@Suite struct DocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var docs: String? { try? String(contentsOf: Self.root.appendingPathComponent("docs/explorer.md"), encoding: .utf8) }
    private var readme: String? { try? String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8) }

    @Test func readmeCarriesTheSameCaptureAndKeyTable() throws {
        let text = try #require(readme, "README.md is missing")
        #expect(text.contains(Command.markdownKeyTable()), "update the key table in README.md from docs/explorer.md")
        #expect(text.contains(picture(explorer(keys: "w"))), "update the capture in README.md from docs/explorer.md")
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
