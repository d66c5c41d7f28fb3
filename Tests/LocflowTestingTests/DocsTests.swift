import Foundation
import Testing

/// docs/testing-your-app.md shows the worked example's first test verbatim: the test that runs.
@Suite("LocflowTesting docs")
struct DocsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the first test in the docs is FirstTest.swift's, and it is ten lines")
    func firstTest() throws {
        let doc = try String(contentsOf: Self.repository.appendingPathComponent("docs/testing-your-app.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.repository.appendingPathComponent("Examples/LocationFeature/Tests/FirstTest.swift"), encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## The first test").last)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(source.hasSuffix(block), "docs/testing-your-app.md's first test differs from Examples/LocationFeature/Tests/FirstTest.swift")
        #expect(block.split(separator: "\n").count == 10)
    }
}
