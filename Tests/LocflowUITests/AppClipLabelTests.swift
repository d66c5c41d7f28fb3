import CellGrid
import LocflowCore
import LocflowDesigner
import LocflowScenario
import Testing
@testable import LocflowUI

/// An App Clip stays visible in what a designer takes away (D52): every card of a storyboard
/// saved from the explorer says so, the designer view labels the clip's prompt, `a` says that a
/// clip never gets Always, and the header keeps "App Clip" whole at 80×24, a scenario's hint
/// and all.
@Suite struct AppClipLabelTests {
    private var clip: AppConfig {
        var app = AppConfig()
        app.appClip = true
        return app
    }

    @Test(arguments: BoardFormat.allCases) func everyCardOfASavedClipStoryboardSaysSo(format: BoardFormat) throws {
        var state = explorer(app: clip, keys: "w")
        type("2", into: &state)
        type(";w", into: &state)  // the next morning: the grant ended, the clip asks again
        let scenario = try ScenarioParser.parse(ScenarioWriter.yaml(state.session), file: "s")
        let board = Storyboard(scenario)
        #expect(board.frames.count == 2)
        let cards = try BoardFormat.md.page(of: state.session, file: "s").components(separatedBy: "\n").filter { $0.hasPrefix("## ") }
        #expect(cards.count == 2 && cards.allSatisfy { $0.contains("App Clip") }, "\(cards)")
        let page = try format.page(of: state.session, file: "the explorer's session")
        #expect(page.components(separatedBy: "App Clip").count - 1 >= board.frames.count + 1, "\(page)")
    }

    @Test func theDesignerViewLabelsAClipsPrompt() {
        let screen = picture(explorer(app: clip, keys: "Dw"), compact)
        #expect(screen.contains("An App Clip\u{2019}s prompt: a clip never"), "\(screen)")
        let ordinary = picture(explorer(keys: "Dw"), compact)
        #expect(!ordinary.contains("App Clip"))
    }

    /// `a` on a clip changes nothing: the designer view says why, the log has the core's note.
    @Test func alwaysOnAClipSaysItCannotHaveAlways() throws {
        let state = explorer(app: clip, keys: "Da")
        let status = try #require(state.designerStatus)
        #expect(status.hasPrefix("Nothing happened:") && status.contains("never gets Always"), "\(status)")
        #expect(picture(state, compact).contains("never gets Always"))
        #expect(state.log.contains { $0.kind == .note && $0.text.contains("App Clip never gets Always") })
    }

    @Test(arguments: [false, true]) func theHeaderKeepsAppClipAt80x24(designer: Bool) throws {
        let text = """
            name: clip demo
            ios: "18"
            app: { name: Demo, appClip: true }
            steps:
              - requestWhenInUseAuthorization
              - tap Allow While Using App
            """
        let scenario = try ScenarioParser.parse(text, file: "c.yaml")
        var state = ExplorerState(config: scenario.setup, scenario: ScenarioProgress(scenario))
        if designer { type("D", into: &state, size: compact) }
        let header = picture(state, compact).prefix { $0 != "\n" }
        #expect(header.contains("App Clip") && header.contains("n: requestWhenInUseAuthorization"), "\(header)")
    }
}
