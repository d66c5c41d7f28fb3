import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// The one command table: every command reachable by a key, no key bound twice.
@Suite struct CommandTableTests {
    @Test func noKeyIsBoundTwiceExceptToAModalCommand() {
        // A key may run a modal command (help open, a search applied) and an everyday one; two
        // everyday commands never share one, and neither do two modal ones.
        for modal in [true, false] {
            var seen: [Key: Command] = [:]
            for command in Command.allCases where command.isModal == modal {
                for key in command.keys {
                    #expect(seen[key] == nil, "\(key.name) is bound to both \(seen[key].map { "\($0)" } ?? "") and \(command)")
                    seen[key] = command
                }
            }
        }
    }

    @Test func everyCommandIsReachableByItsKeys() {
        for command in Command.allCases where !command.isModal {
            #expect(!command.keys.isEmpty, "\(command) has no key")
            for key in command.keys { #expect(Command.bound(to: key) == command) }
        }
    }

    @Test func modalCommandsTakeTheirKeysOnlyInTheirMode() {
        var state = explorer(keys: "w")
        #expect(Command.bound(to: .enter, in: state) == .activate)
        #expect(Command.bound(to: .down, in: state) == .selectNext)
        type("?", into: &state)
        #expect(Command.bound(to: .down, in: state) == .scrollHelpDown(page: false))
        #expect(Command.bound(to: .pageDown, in: state) == .scrollHelpDown(page: true))
        press(.escape, into: &state)
        type("/Allow", into: &state)
        press(.enter, into: &state)
        #expect(Command.bound(to: .char("n"), in: state) == .searchNext)
        #expect(Command.bound(to: .char("N"), in: state) == .searchPrevious)
        #expect(Command.bound(to: .enter, in: state) == .searchNext)
        #expect(Command.bound(to: .escape, in: state) == .clearSearch)
        press(.escape, into: &state)
        #expect(Command.bound(to: .char("N"), in: state) == .setApp(.never))
    }

    @Test("allCases keeps the order of the table it was joined from")
    func tableOrder() {
        let joined: [Command] =
            (1...9).map { .choose($0) } + [.selectPrevious, .selectNext, .activate, .togglePromptPrecise]
            + [.requestWhenInUse, .requestAlways, .requestTemporaryFullAccuracy, .requestLocation, .createManager]
            + Service.startable.map { .toggleService($0) } + [.background, .foreground, .terminate, .launch]
            + [.toggleLocationServices] + AppSetting.allCases.map { .setApp($0) }
            + [.toggleSettingsPrecise, .toggleRestriction, .resetLocationAndPrivacy]
            + Command.waitSteps.map { .wait(seconds: $0) } + [.waitUntilMorning] + WorldEvent.allCases.map { .event($0) } + [.showReminder, .chooseSystemUpdate]
            + [.help, .close, .quit, .quitNow, .chooseIOSVersion, .editInfoPlist, .resetSimulation, .nextScenarioStep]
            + [.rewindScenario, .choosePreset, .toggleLens, .switchLensSample, .toggleCoverage]
            + [.scrollLogUp, .scrollLogDown]
            + [.undo, .redo, .toggleTimeline, .saveSession, .toggleDesigner, .editPurposeString]
            + [.search, .searchNext, .searchPrevious, .clearSearch]
            + [.scrollHelpUp(page: false), .scrollHelpDown(page: false), .scrollHelpUp(page: true), .scrollHelpDown(page: true)]
            + [.modernMenu]
        #expect(Command.allCases == joined)
    }

    @Test("whether a command runs from its keys, worked out without the key table, is what the table says")
    func runsFromItsKeysAgreesWithTheTable() {
        var states = [explorer(), explorer(keys: "w"), explorer(keys: "?"), explorer(keys: "o"), explorer(keys: "e"), explorer(keys: "wM")]
        var search = explorer(keys: "w1/Allow")
        press(.enter, into: &search)
        states.append(search)
        var helpInSearch = search
        type("?", into: &helpInSearch)
        states.append(helpInSearch)
        for (index, state) in states.enumerated() {
            for command in Command.allCases {
                let table = command.keys.contains { Command.bound(to: $0, in: state) == command }
                #expect(command.runsFromItsKeys(in: state) == table, "state \(index): \(command)")
            }
        }
    }

    @Test func everyCommandHasALabelAndHelp() {
        for command in Command.allCases {
            #expect(!command.label.isEmpty && !command.help.isEmpty, "\(command)")
        }
    }

    /// Each command's row is found by its place in `allCases`; one outside it (a wait of
    /// another length) is described by the same row as written.
    @Test func everyCommandFindsItsOwnRow() {
        for (index, command) in Command.allCases.enumerated() {
            #expect(command.ordinal == index, "\(command)")
            #expect(command.row.keys == command.definition.keys && command.row.help == command.definition.help, "\(command)")
        }
        let twoMinutes = Command.wait(seconds: 120)
        #expect(twoMinutes.ordinal == nil)
        #expect(twoMinutes.keys == [.char("=")] && twoMinutes.label == "+2m" && twoMinutes.group == .world)
        #expect(Command.toggleService(.geocoding).ordinal == nil)
    }

    @Test func everyStartableServiceAndEventHasACommand() {
        for service in Service.startable { #expect(Command.allCases.contains(.toggleService(service))) }
        for event in WorldEvent.allCases { #expect(Command.allCases.contains(.event(event))) }
        for choice in AppSetting.allCases { #expect(Command.allCases.contains(.setApp(choice))) }
    }

    @Test func footerShowsPromptKeysOnlyWhileAPromptIsUp() {
        let idle = FooterView.items(explorer()).map(\.group)
        #expect(!idle.contains(.prompt))
        let asking = FooterView.items(explorer(keys: "w"))
        let promptKeys = asking.first { $0.group == .prompt }?.entries.map(\.keys)
        #expect(promptKeys == ["1-3", "←/→", "Enter", "p"])
    }

    @Test func helpListsEveryCommandOnce() {
        let lines = CommandGroup.allCases.flatMap { HelpOverlay.lines(for: $0) }.filter { !$0.heading }
        let families = Set(Command.allCases.compactMap(\.family))
        let lone = Command.allCases.filter { $0.family == nil }.count
        #expect(lines.count == families.count + lone)
    }

    @Test func overlaysSwallowSimulationKeys() {
        var state = explorer(keys: "?")
        let before = state.sim
        type("wa", into: &state)
        #expect(state.sim == before)
        press(.escape, into: &state)
        #expect(!state.view.helpOpen)
    }
}

/// The explorer's keys play the action table's steps: each key's step reads back from its own
/// scenario line, and its group is who acts in it.
@Suite struct CommandActionTests {
    @Test func everyStepKeyPlaysALineOfTheTable() throws {
        let state = explorer(keys: "w2")
        for command in Command.allCases {
            guard let action = command.action(in: state.sim) else { continue }
            #expect(try Action(parsing: action.text) == action, "\(command)")
            let actor = ActionTable.row(of: action).actor
            if command != .togglePromptPrecise {
                #expect(command.group.rawValue == ["app": "App", "person": "Settings (the person)", "world": "World"][actor.rawValue], "\(command)")
            }
        }
    }

    @Test func togglesReadTheState() {
        var state = explorer(keys: "w2")
        #expect(Command.toggleService(.standard).action(in: state.sim) == .start(.standard))
        type("u", into: &state)
        #expect(Command.toggleService(.standard).action(in: state.sim) == .stop(.standard))
        #expect(Command.toggleLocationServices.action(in: state.sim) == .setLocationServices(false))
        #expect(Command.help.action(in: state.sim) == nil && Command.choose(1).action(in: state.sim) == nil)
    }
}
