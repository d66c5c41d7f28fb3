import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// The save key opens a small menu: the scenario, or one of `locflow export`'s formats.
@Suite struct SaveMenuTests {
    @Test func saveKeyOpensTheMenuAndRequestsNothingYet() {
        let state = explorer(keys: "w2s")
        #expect(state.menu?.kind == .save)
        #expect(!state.saveRequested)
    }

    @Test func eachRowRequestsItsFormat() {
        for (index, format) in SaveFormat.allCases.enumerated() {
            var state = explorer(keys: "w2s\(index + 1)")
            #expect(state.menu == nil)
            #expect(!state.saveRequested, "the name is asked for first")
            press(.enter, into: &state)
            #expect(state.saveRequested)
            #expect(state.saveFormat == format)
        }
    }

    @Test func escapeCancelsTheSave() {
        var state = explorer(keys: "w2s")
        press(.escape, into: &state)
        #expect(state.menu == nil && !state.saveRequested)
    }

    @Test func savedExportSaysWhatItIs() {
        var state = explorer(keys: "w2s2")
        state.sessionSaved(to: "/tmp/x-xcuitest.swift")
        #expect(!state.saveRequested)
        #expect(state.log.contains { $0.text.contains("saved 2 steps as an XCUITest: /tmp/x-xcuitest.swift") })
    }

    @Test func picture() {
        assertSnapshot(LocflowUITests.picture(explorer(keys: "w2s")), named: "menu-save")
    }
}
