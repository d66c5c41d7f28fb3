import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowDesigner

/// The designer's storyboard speaks plain words: no action names, line
/// numbers, callback signatures or rule codes unless `--codes`; Precise off draws another map;
/// the SVG wraps a long title.
@Suite struct PlainBoardTests {
    private let flow = """
        name: A very long storyboard title that a designer typed for the review of the onboarding flow of the app
        ios: "18"
        steps:
          - requestWhenInUseAuthorization
          - togglePrecise
          - tap Allow While Using App
          - startMonitoringRegion
          - event regionEntry
          - requestAlwaysAuthorization
          - tap Keep Only While Using
        """

    private func board(codes: Bool = false) throws -> Storyboard {
        var board = Storyboard(try ScenarioParser.parse(flow, file: "t.yaml"))
        board.showsCodes = codes
        return board
    }

    private static let engineerWords = ["requestWhenInUseAuthorization", "requestAlwaysAuthorization", "togglePrecise", "(line ",
                                        "Delegate callbacks", "Rule:", "locationManagerDidChangeAuthorization", "codes view", "P-WIU", "T28"]

    @Test(arguments: BoardFormat.allCases) func thePageSpeaksPlainWords(format: BoardFormat) throws {
        let page = format.render(try board())
        for word in Self.engineerWords {
            #expect(!page.contains(word), "\(format): \u{201C}\(word)\u{201D} in the designer's page")
        }
        // The SVG's words, wrapped on lines of their own, read as one text.
        let words = page.replacing(/<[^>]*>/, with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("asks to use location while it is in use"))
        if format != .svg { #expect(page.contains("What the app is told")) }
    }

    @Test(arguments: BoardFormat.allCases) func codesBringTheEngineersSideBack(format: BoardFormat) throws {
        let page = format.render(try board(codes: true))
        #expect(page.contains("requestWhenInUseAuthorization") && page.contains("(line 4)"))
        #expect(page.contains("Rule:"))
        if format != .svg { #expect(page.contains("Delegate callbacks")) }
    }

    @Test func stepsAreToldAsAPersonWouldTellThem() {
        #expect(PlainWords.step(.event(.regionEntry), app: "Demo") == "The person walks into a monitored area.")
        #expect(PlainWords.step(.togglePrecise, app: "Demo") == "The person turns Precise on or off on the alert\u{2019}s map.".replacingOccurrences(of: "\u{2019}", with: "'"))
        #expect(PlainWords.step(.wait(seconds: 5_400), app: "Demo") == "Time passes: 1 hour 30 minutes.")
    }

    @Test func preciseOffDrawsAnotherMap() throws {
        let board = try board()
        let off = try #require(board.frames.first { $0.prompt.precise == false })
        var on = off
        on.prompt.precise = true
        for format in BoardFormat.allCases {
            var a = board, b = board
            a.frames = [off]
            b.frames = [on]
            let offPage = format.render(a), onPage = format.render(b)
            // Not only the words "Precise: Off": the map itself is drawn another way.
            let strip: (String) -> String = { $0.replacingOccurrences(of: "Precise: Off", with: "").replacingOccurrences(of: "Precise: On", with: "") }
            #expect(strip(offPage) != strip(onPage), "\(format): the two maps look the same")
        }
        #expect(TextAlert.lines(off.prompt).contains { $0.contains("map: an area") })
        #expect(TextAlert.lines(on.prompt).contains { $0.contains("map: a point") })
    }

    @Test func theSVGWrapsALongTitle() throws {
        let svg = SVGBoard.render(try board())
        let width = try #require(Double(svg.firstMatch(of: /width="(\d+)"/)?.1 ?? ""))
        let lines = svg.components(separatedBy: "\n").filter { $0.contains("font-size=\"20\"") }
        #expect(lines.count >= 2, "the title is one line: \(lines)")
        for line in lines {
            let text = line.replacing(/<[^>]*>/, with: "")
            #expect(30 + Double(text.count) * 11 <= width, "cut at \(width) px: \(text)")
        }
    }
}
