import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowDesigner

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every seed scenario, parsed.
func seeds() throws -> [Scenario] {
    let folder = packageRoot.appendingPathComponent("Scenarios/seeds")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    return try files.map { name in
        let path = folder.appendingPathComponent(name).path
        return try ScenarioParser.parse(String(contentsOfFile: path, encoding: .utf8), file: "Scenarios/seeds/" + name)
    }
}

@Suite struct StoryboardTests {
    @Test func upgradeFlowHasBothPromptsWithTheCoresValues() throws {
        let scenario = try ScenarioParser.parse("""
            ios: "18"
            steps:
              - requestWhenInUseAuthorization
              - tap Allow While Using App
              - requestAlwaysAuthorization
              - tap Keep Only While Using
            """, file: "t.yaml")
        let board = Storyboard(scenario)
        #expect(board.frames.map(\.prompt.kind) == [.whenInUse, .upgrade])
        #expect(board.frames.map(\.step) == [1, 3])
        // The words are the core's, with iOS's apostrophe.
        #expect(board.frames[0].answers.map(\.label) == ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
        #expect(board.frames[0].answers.map(\.chosen) == [false, true, false])
        // Keep Only While Using: iOS stays silent (T28), and the storyboard says so.
        let keep = try #require(board.frames[1].answers.first { $0.label == "Keep Only While Using" })
        #expect(keep.callbacks.isEmpty)
        #expect(keep.after.status == .authorizedWhenInUse)
        #expect(PlainWords.callbacks(keep.callbacks) == ["The app is not told anything."])
    }

    /// A flow that installs another iOS version midway titles each frame with the version that
    /// drew it, and the page with every version, not the first one's alone.
    @Test func aFlowAcrossVersionsTitlesEachFrameWithItsOwn() throws {
        let scenario = try ScenarioParser.parse("""
            ios: "14"
            steps:
              - requestWhenInUseAuthorization
              - install: { ios: "18" }
              - requestWhenInUseAuthorization
            """, file: "t.yaml")
        let board = Storyboard(scenario)
        #expect(board.frames.map(\.ruleSet) == [.iOS14, .iOS18])
        // In plain words (the default page) and with the codes alike.
        #expect(board.caption(board.frames[0]).hasSuffix("\u{00B7} iOS 14\u{2013}15"))
        #expect(board.caption(board.frames[1]).hasSuffix("\u{00B7} iOS 18+"))
        var codes = board
        codes.showsCodes = true
        #expect(codes.caption(codes.frames[1]).hasPrefix("Step 3") && codes.caption(codes.frames[1]).hasSuffix("\u{00B7} iOS 18+"))
        #expect(board.subtitle.hasPrefix("iOS 14\u{2013}15 \u{2192} iOS 18+ \u{00B7}"))
        // One version: captions as before.
        let single = Storyboard(try ScenarioParser.parse("steps:\n  - requestWhenInUseAuthorization\n", file: "u.yaml"))
        #expect(!single.caption(single.frames[0]).contains("iOS"))
        #expect(single.subtitle.hasPrefix("iOS 18+ \u{00B7}"))
    }

    @Test func htmlHasOneAlertPerPromptAndEscapesTheCopy() throws {
        var app = AppConfig(name: "A<b>&")
        app.infoPlist.whenInUseUsage = "<script>x</script> nearby"
        let scenario = Scenario(file: "t.yaml", setup: Setup(app: app), steps: [ScenarioStep(.action(.requestWhenInUseAuthorization))])
        let html = HTMLBoard.render(Storyboard(scenario))
        #expect(html.components(separatedBy: "class=\"alert\"").count - 1 == 1)
        #expect(html.contains("&lt;script&gt;x&lt;/script&gt; nearby"))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("http://") && !html.contains("https://"))  // self-contained
    }

    @Test("the reminder's map shows its collected locations in HTML as in SVG (P-REM-13)")
    func reminderMapHasItsPinsInEveryPicture() throws {
        let path = packageRoot.appendingPathComponent("Scenarios/qa/30-reminder.yaml").path
        let board = Storyboard(try ScenarioParser.parse(String(contentsOfFile: path, encoding: .utf8), file: "30-reminder.yaml"))
        let reminder = try #require(board.frames.first { $0.prompt.kind == .reminder }?.prompt)
        try #require(reminder.showsLocationsMap)
        let html = HTMLBoard.render(board), svg = SVGBoard.render(board)
        // The HTML map was an empty striped box while the SVG drew a pin per collected location.
        #expect(html.components(separatedBy: "class=\"pin\"").count - 1 == IOSText.collectedLocations.count, "\(html)")
        #expect(svg.components(separatedBy: "r=\"5\" fill=\"#007aff\"").count - 1 == IOSText.collectedLocations.count)
    }

    @Test func aModernFlowMakesAPageInEachFormat() throws {
        // The location button's confirmation is a prompt like any other (D48); the modern actions
        // between prompts are steps, not frames.
        let path = packageRoot.appendingPathComponent("Tests/LocflowExportTests/Fixtures/every-modern-action.yaml").path
        let scenario = try ScenarioParser.parse(String(contentsOfFile: path, encoding: .utf8), file: "every-modern-action.yaml")
        let board = Storyboard(scenario)
        #expect(board.frames.map(\.prompt.kind) == [.locationButton, .whenInUse])
        let sees = PlainWords.sees(board.frames[0].prompt, app: "Demo")
        #expect(sees.first?.contains("location button") == true)
        #expect(!sees.contains { $0.contains("declared no words") }, "the button's confirmation has no purpose string to miss")
        let html = HTMLBoard.render(board), svg = SVGBoard.render(board), md = MarkdownBoard.render(board)
        #expect(html.components(separatedBy: "class=\"alert\"").count - 1 == board.frames.count)
        #expect(svg.components(separatedBy: "class=\"alert\"").count - 1 == board.frames.count)
        #expect(md.components(separatedBy: "```text").count - 1 == board.frames.count)
    }

    @Test func everySeedMakesAPageInEachFormat() throws {
        for scenario in try seeds() {
            let board = Storyboard(scenario)
            let html = HTMLBoard.render(board), svg = SVGBoard.render(board), md = MarkdownBoard.render(board)
            #expect(html.components(separatedBy: "class=\"alert\"").count - 1 == board.frames.count, "\(scenario.file)")
            #expect(svg.components(separatedBy: "class=\"alert\"").count - 1 == board.frames.count, "\(scenario.file)")
            #expect(md.components(separatedBy: "```text").count - 1 == board.frames.count, "\(scenario.file)")
            for frame in board.frames {
                if let message = frame.prompt.message { #expect(md.contains(message.split(separator: " ").prefix(3).joined(separator: " "))) }
            }
        }
    }

    @Test func textAlertHasNoKeysCodesOrDigits() throws {
        let scenario = Scenario(file: "t.yaml", setup: Setup(ruleSet: .iOS18), steps: [ScenarioStep(.action(.requestWhenInUseAuthorization))])
        let prompt = try #require(Storyboard(scenario).frames.first?.prompt)
        let picture = TextAlert.lines(prompt).joined(separator: "\n")
        #expect(picture.contains("Allow “Demo” to use your"))
        #expect(picture.contains("Don\u{2019}t Allow"))
        #expect(picture.allSatisfy { !$0.isNumber })
        #expect(!picture.contains("NSLocation") && !picture.contains("P-WIU") && !picture.contains("≈"))
    }
}

/// The designer guide's pictures come from the storyboard as it is drawn today.
@Suite struct GuidePictureTests {
    static let flow = "Scenarios/contract/01-when-in-use-then-upgrade.yaml"

    private func board() throws -> Storyboard {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(Self.flow), encoding: .utf8)
        return Storyboard(try ScenarioParser.parse(text, file: Self.flow))
    }

    @Test func guideCarriesTheTextAlerts() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/designer-guide.md"), encoding: .utf8)
        for frame in try board().frames {
            let picture = TextAlert.lines(frame.prompt).joined(separator: "\n")
            #expect(guide.contains(picture), "paste into docs/designer-guide.md:\n\(picture)")
        }
    }

    @Test func committedSVGIsCurrent() throws {
        let path = "docs/images/storyboard-when-in-use-then-upgrade.svg"
        let committed = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(committed == SVGBoard.render(try board()), "regenerate: locflow storyboard \(Self.flow) -o \(path)")
    }
}
