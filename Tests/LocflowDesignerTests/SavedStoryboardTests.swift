import CellGrid
import Foundation
import LocflowCore
import LocflowDesigner
import LocflowScenario
import LocflowTestSupport
import LocflowUI
import Testing
@testable import locflow

/// The explorer's `s` → Storyboard writes the page `locflow storyboard` makes of the same
/// session saved as a scenario: one way to make a board (`BoardFormat.page`), whichever asks.
@Suite(.enabled(if: locflowBinary != nil, "the locflow binary was not found next to the test bundle"))
struct SavedStoryboardTests {
    /// An explorer with the app's own When-In-Use copy (`--purpose`) and a new Always string
    /// typed in the `e` menu, through both prompts, with the save's name field filled in.
    private func explorer(saving format: SaveFormat) -> (state: ExplorerState, save: SaveRequest?) {
        let size = ScreenSize(rows: 30, cols: 100)
        var setup = Setup()
        setup.app.name = "Cafés"
        setup.app.infoPlist.setPurpose(.whenInUseUsage, to: "Finds the café nearest to you.")
        var state = ExplorerState(config: setup)
        let digit = Character(String(SaveFormat.allCases.firstIndex(of: format)! + 1))
        var keys: [Key] = [.char("e"), .char("2"), .tab, .ctrl("u")]  // NSLocationAlwaysAndWhenInUseUsageDescription
        keys += "Tells you when a café nearby opens.".map { .char($0) } + [.enter, .escape]
        keys += "w2a2s".map { .char($0) } + [.char(digit), .ctrl("u")]
        keys += "Cafés: the upgrade".map { .char($0) } + [.enter]
        let effects = keys.flatMap { state.handle($0, size: size) }
        return (state, effects.lazy.compactMap { if case .save(let request) = $0 { request } else { nil } }.first)
    }

    @Test(arguments: [SaveFormat.storyboard, .storyboardSVG, .storyboardMarkdown])
    func theSavedPageIsTheCommandsPageOfTheSavedScenario(_ format: SaveFormat) throws {
        let save = explorer(saving: format).save
        #expect(save?.format == format)
        let session = try #require(save).session
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lf-board-\(getpid())-\(format.rawValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("saved.yaml").path
        try ScenarioWriter.yaml(session).write(toFile: file, atomically: true, encoding: .utf8)
        let board = try #require(format.board)
        // The explorer names the file after the page it holds (LocflowUI spells the ending itself).
        #expect(format.fileSuffix == "-storyboard." + board.rawValue)
        let saved = try board.page(of: session, file: file)
        let command = try runLocflow(["storyboard", file, "--format", board.rawValue])
        #expect(command.status == 0, "\(command.err)")
        #expect(saved == command.out)
        #expect(saved.contains("Cafés: the upgrade"))
        // The app's own copy (the Markdown and SVG alerts wrap it, as the phone does).
        #expect(saved.contains("Finds the café nearest to you."))
        #expect(saved.contains("Tells you when a café nearby"))
    }
}
