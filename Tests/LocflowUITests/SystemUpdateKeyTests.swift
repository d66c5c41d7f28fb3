import CellGrid
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// `O` updates the phone's iOS in the explorer, as a scenario's `systemUpdate` does (D50): the
/// app is terminated and keeps its grant, the step is recorded, undoable and saved. Before it,
/// the explorer could only install another iOS fresh (`o`): the one action of the table no key
/// or menu played.
@Suite struct SystemUpdateKeyTests {
    @Test func updatingKeepsTheGrantAndIsAStep() throws {
        var state = explorer(.iOS17, keys: "w2")
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse)
        type("O", into: &state)
        #expect(state.view.menu?.kind == .systemUpdate(from: .iOS17))
        #expect(MenuOverlay.rows(try #require(state.view.menu), config: state.config).map(\.name) == ["iOS 18", "iOS 26+"])
        type("1", into: &state)
        #expect(state.view.menu == nil)
        #expect(state.sim.ruleSet == .iOS18 && state.config.ruleSet == .iOS18)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse, "the grant survives the update (D50)")
        #expect(state.sim.lifecycleReading == .terminated, "the update terminates the app (D50)")
        #expect(state.log.contains { $0.text == "systemUpdate 18" })
        #expect(state.sessionToSave.steps.last == .action(.updateSystem(to: IOSVersion(.iOS18))))
        type("z", into: &state)
        #expect(state.sim.ruleSet == .iOS17 && state.sim.lifecycleReading == .foreground)
    }

    @Test func theNewestVersionHasNoUpdate() {
        var state = explorer(.iOS26)
        #expect(!Command.chooseSystemUpdate.isAvailable(in: state))
        type("O", into: &state)
        #expect(state.view.menu == nil)
        type("o", into: &state)
        let hint = MenuOverlay.hint(state.view.menu!, config: state.config, width: 200).joined()
        #expect(!hint.contains("O: update"), "no update to offer from the newest rule set")
    }

    @Test func theVersionMenuOffersTheUpdateInstead() {
        var state = explorer(.iOS14, keys: "o")
        #expect(MenuOverlay.hint(state.view.menu!, config: state.config, width: 200).joined().contains("O: update instead, keeping the app"))
        type("O", into: &state)
        #expect(state.view.menu?.kind == .systemUpdate(from: .iOS14))
        #expect(state.view.menu?.count == RuleSet.iOS14.updateTargets.count)
        press(.escape, into: &state)
        #expect(state.sim.ruleSet == .iOS14, "Esc changes nothing")
    }

    @Test func theUpdateMenuPicture() {
        assertSnapshot(picture(explorer(.iOS16, keys: "w2O"), compact), named: "system-update-menu-80x24")
    }

    /// Every action of the table can be played from the explorer: by a step key, a prompt's
    /// button, the modern menu or the update menu.
    @Test func everyActionOfTheTableIsPlayableInTheExplorer() throws {
        var reached = Set<String>()
        func note(_ action: Action) { reached.insert(ActionTable.row(of: action).name) }
        // Step keys, before and after everything is started (a toggle reads the state).
        var running = explorer(.iOS18, keys: "w2")
        for service in Service.startable { type(String(Command.serviceKey(service)), into: &running) }
        for state in [explorer(.iOS18), running] {
            for command in Command.allCases { command.action(in: state.sim).map(note) }
        }
        // A prompt's digit taps its button by label, and the update menu plays `systemUpdate`:
        // the steps those keys recorded.
        for keys in ["w1", "O1"] {
            if case .action(let action)? = explorer(.iOS17, keys: keys).sessionToSave.steps.last { note(action) }
        }
        // The modern menu, with a session and a condition to end and remove.
        var modern = explorer(.iOS18, keys: "w2M2M7")
        #expect(modern.modernModel.conditions.count == 1)
        for row in ModernMenu.rows(modern.modernModel, panelShown: false) {
            if let line = row.line { note(try Action(parsing: line)) }
        }
        type("M1", into: &modern)  // live updates now run: the row stops them
        for row in ModernMenu.rows(modern.modernModel, panelShown: false) {
            if let line = row.line { note(try Action(parsing: line)) }
        }
        // CLGeocoder needs no authorization (contract): the core plays its start and stop as
        // nothing, so the explorer gives them no key (`Command.serviceKey`: never bound).
        let noKey: Set = [Service.geocoding.startAction, Service.geocoding.stopAction]
        let unplayable = Set(ActionTable.rows.map(\.name)).subtracting(reached).subtracting(noKey)
        #expect(unplayable.isEmpty, "no way to play: \(unplayable.sorted())")
    }
}
