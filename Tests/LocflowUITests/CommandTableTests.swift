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

    @Test func everyCommandHasALabelAndHelp() {
        for command in Command.allCases {
            #expect(!command.label.isEmpty && !command.help.isEmpty, "\(command)")
        }
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
        #expect(!state.helpOpen)
    }
}
