import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// The Info.plist menu's text field: a purpose string edited in place.
@Suite struct TextEditTests {
    @Test func editsTheHighlightedPurposeString() {
        var state = explorer()
        press(.char("e"), .tab, .ctrl("u"), into: &state)
        #expect(state.view.textEdit?.target == .purpose(.whenInUseUsage))
        type("Finds cafes; quits nothing", into: &state)
        let effects = press(.backspace, .enter, into: &state)
        #expect(state.view.textEdit == nil)
        #expect(effects.isEmpty)  // `q` was typed, not obeyed
        #expect(state.config.app.infoPlist.whenInUseUsage == "Finds cafes; quits nothin")
        #expect(state.view.menu?.kind == .infoPlist)  // the menu stays open, like a toggle
        press(.escape, .char("w"), into: &state)
        #expect(state.sim.prompt?.message == "Finds cafes; quits nothin")
        #expect(state.log.contains { $0.text.hasPrefix("Info.plist NSLocationWhenInUseUsageDescription → “Finds cafes") })
    }

    @Test func escapeCancelsAndOtherRowsCannotBeEdited() {
        var state = explorer()
        press(.char("e"), .tab, into: &state)
        type("xyz", into: &state)
        press(.escape, into: &state)
        #expect(state.view.textEdit == nil)
        #expect(state.config.app.infoPlist.whenInUseUsage == InfoPlist.contractDefault.whenInUseUsage)
        press(.char("4"), .tab, into: &state)  // NSLocationDefaultAccuracyReduced: a flag, not text
        #expect(state.view.textEdit == nil)
    }

    @Test func anAbsentKeyIsCreatedByEditingIt() {
        var state = explorer()
        press(.char("e"), .char("3"), into: &state)  // toggles NSLocationAlwaysUsageDescription off
        #expect(state.config.app.infoPlist.alwaysUsage == nil)
        press(.tab, into: &state)
        #expect(state.view.textEdit?.text == "")
        type("Legacy", into: &state)
        press(.enter, into: &state)
        #expect(state.config.app.infoPlist.alwaysUsage == "Legacy")
    }

    @Test func theSaveNameIsTheSameField() {
        // One line editor: the save's name types, deletes and clears as a purpose string does.
        var state = explorer(keys: "w2s1")
        #expect(state.view.textEdit == TextEdit(.saveName(.scenario), text: "Recorded in the locflow explorer", selected: true))
        press(.ctrl("u"), .char("A"), .char("\u{1B}"), .char("\u{7F}"), .char("\n"), .tab, .up, .down, into: &state)
        type(" b c", into: &state)
        press(.backspace, into: &state)
        #expect(state.view.textEdit?.text == "A b ", "control characters, Tab and ↑/↓ are not typed")
        #expect(state.view.menu == nil)
        let save = press(.enter, into: &state).saved
        #expect(state.view.textEdit == nil && save != nil)
        #expect(save?.session.name == "A b", "spaces around the name are dropped")
    }

    @Test func theFieldIsDrawnOverTheMenu() {  // the cursor at the end of the text
        var state = explorer()
        press(.char("e"), .tab, into: &state)
        let text = picture(state, compact)
        #expect(text.contains("Edit NSLocationWhenInUseUsageDescription"))
        #expect(text.contains("Shows nearby offers while you use the app.▏"))
    }
}

/// The editing keys every field shares (the purpose string, the version, the save's name and the
/// `/` search line): a cursor that ←/→, Home/End and Ctrl-A/Ctrl-E move, typing at it, Backspace
/// before it, Delete after it, Ctrl-U clearing.
@Suite struct TextEditCursorTests {
    /// `keys` into a field holding `text` (the cursor at its end, where every field opens).
    private func edited(_ text: String, _ keys: Key...) -> TextEdit {
        var edit = TextEdit(.purpose(.whenInUseUsage), text: text)
        for key in keys { _ = edit.type(key) }
        return edit
    }

    @Test func typingGoesInAtTheCursor() {
        #expect(edited("cafes", .left, .left, .left, .char("X")).text == "caXfes")
        #expect(edited("cafes", .home, .char(">"), .end, .char("<")).text == ">cafes<")
        #expect(edited("cafes", .ctrl("a"), .char("["), .ctrl("e"), .char("]")).text == "[cafes]")
        #expect(edited("né", .left, .char("i")).text == "nié", "the cursor moves by characters, not bytes")
    }

    @Test func backspaceAndDeleteTakeTheCharacterOnEitherSide() {
        let back = edited("cafes", .left, .left, .backspace)
        #expect(back.text == "caes" && back.shown() == "ca▏es")
        let forward = edited("cafes", .left, .left, .delete)
        #expect(forward.text == "cafs" && forward.shown() == "caf▏s")
        #expect(edited("cafes", .home, .backspace).text == "cafes", "nothing before the start")
        #expect(edited("cafes", .delete).text == "cafes", "nothing after the end")
    }

    @Test func theCursorStaysInsideTheText() {
        #expect(edited("ab", .left, .left, .left, .left, .char("0")).text == "0ab")
        #expect(edited("ab", .right, .right, .char("c")).text == "abc")
        let cleared = edited("cafes", .home, .ctrl("u"))
        #expect(cleared.text == "" && cleared.shown() == "▏")
        #expect(edited("cafes", .home, .ctrl("u"), .char("x")).text == "x")
    }

    @Test func theFieldShowsTheCursorWhereItIs() {
        var state = explorer()
        press(.char("e"), .tab, .home, into: &state)
        type("Now: ", into: &state)
        let text = picture(state, compact)
        #expect(text.contains("Now: ▏Shows nearby offers while you use the app."))
    }
}

/// The `/` search line is a `TextEdit` (`.search`): the same editing keys as every field; Enter
/// applies it, Esc leaves no search.
@Suite struct SearchLineTests {
    @Test func theSearchLineIsATextEdit() {
        var state = explorer(keys: "w2a1,b")
        type("j/requst", into: &state)
        press(.left, .left, into: &state)
        type("e", into: &state)
        #expect(state.view.textEdit == TextEdit(.search, text: "request").with(afterCursor: 2))
        #expect(picture(state).contains("/reque▏st  Enter applies · Esc clears"))
        press(.enter, into: &state)
        #expect(state.view.textEdit == nil && state.view.search == LogSearch(applied: "request"))
        #expect(picture(state).contains("Timeline /request: 1 of 2 · step 3"))
    }

    @Test func ctrlUAndDeleteEditTheSearchAsTheyEditAName() {
        // The search line once knew only characters and Backspace: ^U and Delete were ignored,
        // and an Escape character typed as text went into the search.
        var state = explorer(keys: "w2")
        type("/zzz", into: &state)
        press(.ctrl("u"), into: &state)
        type("didChange", into: &state)
        press(.char("\u{1B}"), .home, .delete, .delete, .delete, into: &state)
        #expect(state.view.textEdit?.text == "Change")
        press(.enter, into: &state)
        #expect(state.view.search?.applied == "Change" && state.searchMatchCount >= 1)
    }

    @Test func escapeAndAnEmptyTextLeaveNoSearch() {
        var state = explorer(keys: "w2")
        type("/did", into: &state)
        press(.enter, into: &state)
        #expect(state.view.search != nil)
        type("/x", into: &state)
        #expect(state.view.search == nil, "/ clears the search applied before")
        press(.escape, into: &state)
        #expect(state.view.textEdit == nil && state.view.search == nil)
        type("/", into: &state)
        press(.enter, into: &state)
        #expect(state.view.textEdit == nil && state.view.search == nil)
    }

    @Test func aClickWhileTypingTapsNoButton() throws {
        // The save's name field took no clicks; the search line did, so a click on the alert
        // while typing a search answered the prompt.
        var state = explorer(keys: "w")
        let button = try #require(PromptView.buttonRects(state.sim.prompt!, in: Layout(roomy).prompt).first)
        type("/allow", into: &state)
        press(.mouse(row: button.row, col: button.col + 1, kind: .press), into: &state)
        #expect(state.sim.prompt?.kind == .whenInUse)
        #expect(state.view.textEdit?.text == "allow")
    }

    @Test func theSearchLineShowsOverTheDesignerView() {
        // The designer view drew no search line: what was typed could not be seen.
        var state = explorer(keys: "wD")
        type("/did", into: &state)
        #expect(picture(state).contains("/did▏  Enter applies · Esc clears"))
        #expect(picture(state, compact).contains("/did▏"))
    }
}

/// The `o` menu's last row: any iOS version, typed, installed as the rule set it maps to (D37).
@Suite struct TypedVersionTests {
    /// Opens the `o` menu and its "Type a version…" row.
    private func typing() -> ExplorerState {
        var state = explorer()
        type("o", into: &state)
        state.view.menu?.selection = Menu.typedVersionRow  // the last row, however many rule sets there are
        press(.enter, into: &state)
        return state
    }

    @Test func theMenuListsEveryRuleSetThenTheTypedRow() {
        let rows = MenuOverlay.rows(Menu(kind: .iOSVersion), config: Setup())
        // All ten rule sets, the modern 15, 17 and 26 included (the menu once listed only seven).
        #expect(rows.count == 11)
        #expect(rows.dropLast().map(\.value) == RuleSet.allCases.map { "rule set \($0.rawValue)" })
        #expect(rows.map(\.name).contains("iOS 26+"))
        #expect(rows.last?.name == "Type a version…")
    }

    @Test func theModernRuleSetsArePickedFromTheMenu() {
        // Row 10 (↑ from the typed row) is rule set 26; the old menu had only seven rows.
        var state = explorer()
        type("o", into: &state)
        state.view.menu?.selection = Menu.typedVersionRow - 1
        press(.enter, into: &state)
        #expect(state.config.ruleSet == .iOS26)
        #expect(state.sim.ruleSet == .iOS26)
        type("o", into: &state)
        #expect(state.view.menu?.selection == 9)  // the menu opens on the rule set in use
        press(.up, .up, .up, .enter, into: &state)  // 26 → 18 → 17 → 16
        #expect(state.config.ruleSet == .iOS16)
    }

    @Test func aTypedVersionInstallsItsRuleSetAndLogsTheMapping() {
        var state = typing()
        #expect(state.view.textEdit == TextEdit(.iOSVersion))
        #expect(state.view.menu?.kind == .iOSVersion)
        type("17x.4", into: &state)  // `x` is not a digit or a dot: not typed
        #expect(state.view.textEdit?.text == "17.4")
        press(.enter, into: &state)
        #expect(state.view.textEdit == nil)
        #expect(state.view.menu == nil)
        #expect(state.config.ios == IOSVersion("17.4"))
        #expect(state.config.ruleSet == .iOS17)
        #expect(state.sim.ruleSet == .iOS17)
        #expect(state.log.contains { $0.text == "iOS version iOS 18+ → iOS 17.4: fresh install with the same build" })
        #expect(state.log.contains { $0.kind == .note && $0.text.hasPrefix("iOS 17.4 runs as rule set 17, \(RuleSet.iOS17.releases), approximate") && $0.text.contains("D37") })
        // The menu now says what the typed version runs as.
        type("o", into: &state)
        #expect(picture(state).contains("now: iOS 17.4 runs as rule set 17"))
    }

    @Test func anInvalidVersionShowsTheAcceptedListAndStaysOpen() {
        var state = typing()
        type("9.1", into: &state)
        press(.enter, into: &state)
        #expect(state.view.textEdit?.text == "9.1")
        #expect(state.view.textEdit?.error == "unsupported iOS version “9.1”; \(IOSVersion.accepted)")
        #expect(state.config.ruleSet == .iOS18)
        let text = picture(state)
        #expect(text.contains("unsupported iOS version “9.1”"))
        #expect(text.contains("Type an iOS version"))
        press(.backspace, into: &state)  // the next key clears the message
        #expect(state.view.textEdit?.error == nil)
        press(.ctrl("u"), into: &state)
        type("13.4", into: &state)
        press(.enter, into: &state)
        #expect(state.config.ios == IOSVersion(.iOS13_4))
        #expect(!state.log.contains { $0.kind == .note && $0.text.contains("runs as rule set") })  // a rule set's own name: exact
    }

    @Test func escapeCancelsBackToTheMenu() {
        var state = typing()
        type("17", into: &state)
        press(.escape, into: &state)
        #expect(state.view.textEdit == nil)
        #expect(state.view.menu?.kind == .iOSVersion)
        #expect(state.config.ruleSet == .iOS18)
        press(.escape, into: &state)
        #expect(state.view.menu == nil)
    }

    @Test func theFieldPicture() {
        var state = typing()
        type("17.4", into: &state)
        assertSnapshot(picture(state, compact), named: "menu-ios-version-typed-80x24")
    }
}

/// Every observable field is in the status panel or says where the explorer shows it instead.
@Suite struct StatusPanelRegistryTests {
    @Test func everyFieldIsShownOrMarkedNotShown() {
        // A state where every shown field has something to say: provisional Always, held event.
        let state = explorer(keys: Flow.secondPrompt(.iOS18))
        let labels = StatusRows.rows(state.sim).map(\.label)
        for field in ObservableField.all {
            switch field.panel {
            case .row(let row): #expect(labels.contains(row.label), "\(field.key) has no status row")
            case .notShown(let reason): #expect(!reason.isEmpty, "\(field.key) is hidden without a reason")
            }
        }
        let shown = ObservableField.all.filter { if case .row = $0.panel { true } else { false } }.map(\.key)
        #expect(shown == ["status", "accuracy", "locationServicesEnabled", "settings", "provisional", "temporary", "lifecycle"])
    }

    @Test func thePanelsOwnRowsAreTheOnlyOnesNotFromTheRegistry() {
        let rows = StatusRows.rows(explorer().sim).map(\.label)
        let fromRegistry = ObservableField.all.compactMap { if case .row(let row) = $0.panel { row.label } else { nil } }
        #expect(rows.filter { !fromRegistry.contains($0) } == ["Always asked", "Held events"])
    }
}

extension TextEdit {
    /// This field with `afterCursor` characters after its cursor.
    func with(afterCursor: Int) -> TextEdit {
        var edit = self
        edit.afterCursor = afterCursor
        return edit
    }
}
