import CellGrid
import LocflowCore
import LocflowDesigner
import LocflowScenario
import Testing
@testable import LocflowUI

/// `--purpose` sets some keys; the keys it did not give keep the demo app's strings. Those are
/// locflow's samples and say so wherever they show (the codes view's prompt, the designer view,
/// storyboards), never captioned as the app's own words.
@Suite struct SampleCopyTests {
    /// The designer's When-In-Use copy; the Always keys are still the demo's.
    private var mixed: AppConfig {
        var app = AppConfig(name: "Cafés")
        app.infoPlist.whenInUseUsage = "Finds the café nearest to you."
        return app
    }

    @Test func theCodesViewLabelsASamplePromptWhenTheCopyIsMixed() {
        let always = picture(explorer(app: mixed, keys: "w2a"))  // the upgrade prompt: the demo's Always copy
        #expect(always.contains("locflow's sample words"), "\(always)")
        let own = picture(explorer(app: mixed, keys: "w"))
        #expect(own.contains("Finds the café nearest to you.") && !own.contains("sample words"), "\(own)")
        // The demo app's own start, all of it sample as its name says, keeps the key alone.
        #expect(!picture(explorer(keys: "w2a")).contains("sample words"))
    }

    @Test func theDesignerViewNeverCallsASampleTheAppsOwnWords() {
        let always = picture(explorer(app: mixed, keys: "Dw2a"))
        #expect(always.contains("sample words") && !always.contains("the app's own words"), "\(always)")
        let own = picture(explorer(app: mixed, keys: "Dw"))
        #expect(own.contains("the app's own words") && !own.contains("sample words"), "\(own)")
    }

    @Test(arguments: BoardFormat.allCases) func storyboardsLabelEachSampleCard(format: BoardFormat) throws {
        var state = explorer(app: mixed, keys: "w")
        type("2a", into: &state)  // the designer's copy, then the upgrade prompt in the demo's
        let page = try format.page(of: state.session, file: "the explorer's session")
        #expect(page.components(separatedBy: "sample words").count == 2, "one sample card: \(page)")
        #expect(!page.contains("Finds the café nearest to you.\u{201D} (locflow"), "the designer's copy is not labelled")
        if format != .svg { #expect(page.components(separatedBy: "own words").count == 2, "only the designer's card is the app's own words") }
    }
}
