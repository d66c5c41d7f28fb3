import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// Presets chosen from the menu (j, then a digit) through `Explorer.update`.
@Suite struct PresetUITests {
    /// The explorer after choosing preset `n` from the menu, on `ruleSet`.
    private func chosen(_ n: Int, on ruleSet: RuleSet = .iOS18) -> ExplorerState {
        explorer(ruleSet, keys: "g\(n)")
    }

    @Test func theMenuListsEveryPresetAndClosesOnChoice() {
        var state = explorer(keys: "g")
        #expect(state.view.menu?.kind == .presets && state.view.menu?.count == Preset.all.count)
        type("1", into: &state)
        #expect(state.view.menu == nil)
        #expect(state.log.contains { $0.text.hasPrefix("preset fresh-install") })
    }

    @Test func eachPresetReachesItsPromisedState() {
        let fresh = chosen(1)
        #expect(fresh.sim.authorizationStatus == .notDetermined && fresh.sim.lifecycle == .foreground)

        let upgraded = chosen(2)
        #expect(upgraded.sim.ruleSet == .iOS18 && upgraded.config.ruleSet == .iOS18)
        #expect(upgraded.sim.authorizationStatus == .authorizedAlways && upgraded.sim.settingsLabel == "Always")
        #expect(!upgraded.sim.provisional && upgraded.sim.alwaysRequestSpent)
        #expect(upgraded.log.contains { $0.text.contains("(§3.3, DEV D9, D50)") })
        #expect(upgraded.lensMemory.requestedAlwaysFlag, "UserDefaults survive the update")

        let off = chosen(3)
        #expect(off.sim.authorizationStatus == .denied && !off.sim.locationServicesEnabled)
        #expect(off.sim.settingsLabel == "While Using the App")

        let restricted = chosen(4)
        #expect(restricted.sim.authorizationStatus == .restricted && restricted.sim.device.restricted)

        let fixed = chosen(5)
        #expect(fixed.sim.authorizationStatus == .authorizedWhenInUse && fixed.sim.settingsLabel == "While Using the App")
        #expect(fixed.lastCallbacks == ["didChangeAuthorization(authorizedWhenInUse)"])

        let relaunched = chosen(6)
        #expect(relaunched.sim.authorizationStatus == .notDetermined && !relaunched.sim.temporary)
        #expect(relaunched.sim.settingsLabel == "Ask Next Time Or When I Share" && relaunched.sim.managers == [2])
    }

    @Test func aPresetNeedingANewerIOSSaysSo() {
        let state = chosen(6, on: .iOS12)
        #expect(state.sim.ruleSet == .iOS18 && state.config.ruleSet == .iOS18)
        #expect(state.log.contains { $0.text.contains("needs iOS 13.0–13.3 or newer") })
    }

    @Test func aPresetInstallsTheDefaultBuildUnderTheSameName() {
        var state = ExplorerState(config: Setup(app: AppConfig(name: "Maps", infoPlist: InfoPlist())))
        type("g5", into: &state)
        #expect(state.config.app.name == "Maps" && state.config.app.infoPlist == .contractDefault)
        #expect(state.sim.authorizationStatus == .authorizedWhenInUse)
    }

    @Test func theCommandLineOpensOnAPreset() throws {
        let preset = try #require(Preset.named("denied-then-fixed"))
        let state = ExplorerState(config: Setup(ruleSet: .iOS12), preset: preset)
        #expect(state.sim.ruleSet == .iOS12 && state.sim.authorizationStatus == .authorizedWhenInUse)
        #expect(state.log.first?.text.hasPrefix("preset denied-then-fixed") == true)
        #expect(state.log.contains { $0.text == "tap Don't Allow" })
    }

    @Test func menuPictures() {
        assertSnapshot(picture(explorer(keys: "g")), named: "menu-presets")
        assertSnapshot(picture(explorer(keys: "g"), compact), named: "menu-presets-80x24")
    }
}
