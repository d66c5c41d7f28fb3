import Foundation
import LocflowCore
import Testing
@testable import LocflowUI

/// docs/explorer.md stays in step with the command table and the golden 100×30 picture.
@Suite struct DocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var docs: String? { try? String(contentsOf: Self.root.appendingPathComponent("docs/explorer.md"), encoding: .utf8) }
    private var readme: String? { try? String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8) }

    /// With UPDATE_DOCS=1, rewrites the key table (the block of lines that starts with its
    /// header row) in a document, so nobody edits the generated table by hand.
    private static func refreshKeyTable(in file: String) throws {
        guard ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" else { return }
        let url = root.appendingPathComponent(file)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "| Group | Keys | Does |") else { return }
        var end = start
        while end < lines.count && lines[end].hasPrefix("|") { end += 1 }
        lines.replaceSubrange(start..<end, with: Command.markdownKeyTable().components(separatedBy: "\n"))
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func readmeCarriesTheSameCaptureAndKeyTable() throws {
        try Self.refreshKeyTable(in: "README.md")
        let text = try #require(readme, "README.md is missing")
        #expect(text.contains(Command.markdownKeyTable()), "update the key table in README.md from docs/explorer.md")
        #expect(text.contains(picture(explorer(keys: "w"))), "update the capture in README.md from docs/explorer.md")
    }

    @Test("README's opening counts the rule sets RuleSet has, first to last")
    func readmeCountsTheRuleSets() throws {
        let text = try #require(readme, "README.md is missing")
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen"]
        let count = RuleSet.allCases.count
        let word = count < words.count ? words[count] : String(count)
        let first = try #require(RuleSet.allCases.first), last = try #require(RuleSet.allCases.last)
        // The opening paragraph, its line breaks read as spaces.
        let opening = text.components(separatedBy: "\n\n").dropFirst().first?.replacingOccurrences(of: "\n", with: " ") ?? ""
        #expect(opening.contains("for \(word) iOS rule sets from iOS \(first.rawValue) to iOS \(last.rawValue)"), "\(opening)")
    }

    @Test func keyTableMatchesTheCommandTable() throws {
        try Self.refreshKeyTable(in: "docs/explorer.md")
        let text = try #require(docs, "docs/explorer.md is missing")
        #expect(text.contains(Command.markdownKeyTable()), "regenerate the key table in docs/explorer.md:\n\(Command.markdownKeyTable())")
    }

    @Test func screenCaptureMatchesTheGoldenPicture() throws {
        let text = try #require(docs, "docs/explorer.md is missing")
        #expect(text.contains(picture(explorer(keys: "w"))), "paste __Snapshots__/whenInUse-ios18.txt into docs/explorer.md")
    }
}
