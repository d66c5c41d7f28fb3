import LocflowCore
import LocflowScenario
import LocflowTestSupport
import Testing
@testable import LocflowDesigner

/// Every page format costs time linear in the flow's text: a name or an app name with no space
/// to break at is cut into lines of the alert's width, piece by piece, without recounting the
/// rest at every piece (a 2 MB name took 32 s as SVG, a 1 MB app name 12 s as Markdown, and the
/// explorer froze saving them).
@Suite struct BoardCostTests {
    /// A one-prompt flow whose app name and purpose string are `count` letters with no space:
    /// both are wrapped into the alert (the flow's name only where the SVG's title wraps).
    private func scenario(_ count: Int) throws -> Scenario {
        var scenario = try ScenarioParser.parse("steps:\n  - requestWhenInUseAuthorization\n", file: "t.yaml")
        let word = String(repeating: "n", count: count)
        scenario.setup.app.name = word
        scenario.setup.app.infoPlist.whenInUseUsage = word
        return scenario
    }

    @Test(arguments: BoardFormat.allCases) func aLongWordCostsLinearTime(format: BoardFormat) throws {
        let small = try scenario(100_000), large = try scenario(200_000)
        let ratio = LinearCost.doublingRatio(size: 1) { n in _ = format.page(of: n == 1 ? small : large) }
        #expect(ratio < 3.0, "\(format): twice the text took \(ratio) times as long")
    }

    @Test func aLongWordIsCutIntoLinesOfTheWidth() {
        #expect(Wrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(Wrap.lines("ab abcdefghij cd ef", width: 4) == ["ab", "abcd", "efgh", "ij", "cd", "ef"])
        #expect(Wrap.lines("ab cd ef", width: 5) == ["ab cd", "ef"])
        #expect(Wrap.lines("éé́x 👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", width: 2) == ["éé́", "x", "👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
        #expect(Wrap.lines("", width: 3).isEmpty && Wrap.lines("   ", width: 3).isEmpty)
    }
}
