import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowDesigner
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Control characters in a scenario or an Info.plist never reach a page: no terminal escape, no
/// byte XML forbids, no reordering control; the SVG stays well-formed XML.
@Suite struct StoryboardControlsTests {
    static func board() throws -> Storyboard {
        var app = AppConfig(name: "Evil\u{1B}]52;c;cHdu\u{07}\u{0}App\u{202E}")
        app.infoPlist.whenInUseUsage = "Near\u{1B}[2J\u{9B}you\u{0}"
        var scenario = try ScenarioParser.parse("steps:\n  - requestWhenInUseAuthorization\n", file: "t.yaml")
        scenario.setup.app = app
        return Storyboard(scenario)
    }

    @Test func htmlAndSVGCarryNoControlBytes() throws {
        let board = try Self.board()
        for page in [HTMLBoard.render(board), SVGBoard.render(board)] {
            let bad = page.unicodeScalars.filter { Markup.isDropped($0) && $0 != "\n" && $0 != "\t" }
            #expect(bad.isEmpty, "\(bad.map { String($0.value, radix: 16) })")
            #expect(page.contains("EvilApp") || page.contains("Evil]52;c;cHduApp"))
        }
    }

    @Test func theSVGIsWellFormedXML() throws {
        let svg = SVGBoard.render(try Self.board())
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func aClipsBoardSaysItIsAClip() throws {
        var scenario = try ScenarioParser.parse("app: { appClip: true }\nsteps:\n  - requestWhenInUseAuthorization\n", file: "t.yaml")
        #expect(Storyboard(scenario).subtitle.contains("an App Clip: While Using ends at 4:00 the next morning"))
        scenario.setup.app.appClip = false
        #expect(!Storyboard(scenario).subtitle.contains("App Clip"))
    }
}
