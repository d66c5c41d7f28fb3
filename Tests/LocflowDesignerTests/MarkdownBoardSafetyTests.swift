import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowDesigner

/// The Markdown storyboard shows a flow's text as text: no heading, link, image, script, table
/// cell or code-block end of the text's own, and no control character (docs/reliability.md).
@Suite struct MarkdownBoardSafetyTests {
    static let hostile = "<script>alert(1)</script> <img src=x onerror=alert(2)> [x](javascript:alert(3)) ![i](http://e/x.png) `code` *em* a|b\n# Heading\u{1B}]52;c;cHdu\u{07}\u{85}end"

    @Test func hostileTextStaysText() throws {
        var scenario = try ScenarioParser.parse("steps:\n  - requestWhenInUseAuthorization\n", file: "t.yaml")
        scenario.name = Self.hostile
        scenario.setup.app.name = "# App\n## Also"
        scenario.setup.app.infoPlist.whenInUseUsage = "```\n# out of the block\n" + Self.hostile
        let md = MarkdownBoard.render(Storyboard(scenario))
        // Outside the alert's code block, every character that would make markup is escaped.
        var inFence = false, headings = 0
        for line in md.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            if line.hasPrefix("#") { headings += 1 }
            let characters = Array(line)
            for (i, c) in characters.enumerated() where "<[`*".contains(c) {
                #expect(i > 0 && characters[i - 1] == "\\", "unescaped \(c) in: \(line)")
            }
        }
        #expect(md.unicodeScalars.allSatisfy { !Markup.isDropped($0) || $0 == "\n" || $0 == "\t" }, "a control character reached the page")
        // Only the board's own headings start a line with #: the title and one per prompt.
        #expect(headings == 2)
        // The code block of the alert is closed by its own fence, whatever the purpose string holds.
        let fences = md.split(separator: "\n").filter { $0.hasPrefix("```") }
        #expect(fences.count == 2 && fences[0].hasPrefix("````") && fences[1] == fences[0].prefix(fences[1].count), "\(fences)")
    }

    @Test func ordinaryWordsStayReadable() {
        #expect(MarkdownText.inline("Allow While Using App (this flow).") == "Allow While Using App (this flow).")
        #expect(MarkdownText.inline("1. first") == "1\\. first")
        #expect(MarkdownText.inline("- item") == "\\- item")
    }
}
