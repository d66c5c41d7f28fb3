import LocflowChecks
@testable import LocflowCore
import LocflowScenario
import Testing

/// Each preset reaches the state its description promises, through the core's stepper.
@Suite struct PresetTests {
    private func played(_ name: String, on current: RuleSet = .iOS18) throws -> Simulation {
        let preset = try #require(Preset.named(name))
        return try preset.play(current: current).get().0
    }

    @Test func namesAreUniqueAndSummariesFitTheMenu() {
        #expect(Set(Preset.all.map(\.name)).count == Preset.all.count)
        #expect(Preset.all.map(\.name) == ["fresh-install", "upgraded-from-ios12", "location-services-off", "restricted", "denied-then-fixed", "allow-once-relaunched", "suspended-with-change", "app-clip-next-morning", "forgot-background-updates", "background-updates-without-mode"])
        for preset in Preset.all { #expect(preset.summary.count <= 43, "\(preset.name)") }
        #expect(Preset.named("nope") == nil)
        #expect(Preset.unknownNameMessage("nope").contains("fresh-install, upgraded-from-ios12"))
    }

    /// A preset is resolved once: the frames its resolution took are its session's replay, so a
    /// consumer (the explorer, `play`) reads them instead of playing the session again.
    @Test(arguments: [RuleSet.iOS13_0, .iOS18])
    func theResolutionsFramesAreTheSessionsReplay(current: RuleSet) throws {
        for preset in Preset.all {
            let (session, frames) = try preset.resolved(current: current).get()
            let replayed = Array(Simulation.replay(from: session.setup, session.steps))
            #expect(frames.map(\.step) == replayed.map(\.step), "\(preset.name)")
            #expect(frames.map(\.outcome) == replayed.map(\.outcome), "\(preset.name)")
            #expect(frames.map(\.after) == replayed.map(\.after), "\(preset.name)")
        }
    }

    @Test(arguments: RuleSet.delegate)
    func everyPresetPlaysWithoutBreakingAnInvariant(current: RuleSet) throws {
        for preset in Preset.all {
            let sim = try preset.play(current: current).get().0
            #expect(sim.brokenInvariants.isEmpty, "\(preset.name) on \(current)")
            #expect(sim.ruleSet == preset.ruleSet(for: current))
            // Every preset ends in the foreground but the ones about suspension (D22, D56) and
            // the crash at launch (D56).
            let lifecycle: LifecycleReading = switch preset.name {
            case "suspended-with-change", "forgot-background-updates": .suspended
            case "background-updates-without-mode": .terminated
            default: .foreground
            }
            #expect(sim.lifecycleReading == lifecycle && sim.prompt == nil, "\(preset.name)")
        }
    }

    @Test func freshInstall() throws {
        let sim = try played("fresh-install")
        #expect(sim.authorizationStatus == .notDetermined && !sim.alwaysRequestSpent)
    }

    @Test(arguments: [RuleSet.iOS10, .iOS12, .iOS13_0, .iOS14, .iOS18])
    func upgradedFromIOS12(current: RuleSet) throws {
        let sim = try played("upgraded-from-ios12", on: current)
        #expect(sim.ruleSet == (current >= .iOS13_0 ? current : .newest), "a newer iOS than 12")
        #expect(sim.authorizationStatus == .authorizedAlways && sim.settingsLabel == "Always")
        #expect(!sim.provisional && sim.alwaysRequestSpent)
    }

    @Test(arguments: RuleSet.delegate)
    func locationServicesOff(current: RuleSet) throws {
        let sim = try played("location-services-off", on: current)
        #expect(sim.authorizationStatus == .denied && !sim.locationServicesEnabled)
        #expect(sim.settingsLabel == "While Using the App", "the stored grant is kept (T45)")
    }

    @Test func restricted() throws {
        var sim = try played("restricted")
        #expect(sim.authorizationStatus == .restricted)
        let outcome = sim.apply(.requestWhenInUseAuthorization)
        #expect(sim.prompt == nil && outcome.callbacks.isEmpty, "requests do nothing (T48)")
    }

    @Test(arguments: RuleSet.delegate)
    func deniedThenFixed(current: RuleSet) throws {
        let sim = try played("denied-then-fixed", on: current)
        #expect(sim.authorizationStatus == .authorizedWhenInUse && sim.settingsLabel == "While Using the App")
        #expect(!sim.temporary && !sim.alwaysRequestSpent)
    }

    @Test(arguments: [RuleSet.iOS13_0, .iOS14, .iOS16, .iOS18, .iOS10])
    func allowOnceRelaunched(current: RuleSet) throws {
        let sim = try played("allow-once-relaunched", on: current)
        #expect(sim.ruleSet >= .iOS13_0)
        #expect(sim.authorizationStatus == .notDetermined && !sim.temporary)
        #expect(sim.settingsLabel == sim.ruleSet.askNextTimeLabel)
        #expect(sim.managers == [2], "the relaunch created a new manager")
    }

    @Test func aBuildWithoutThePurposeStringStopsWithAReason() throws {
        let preset = try #require(Preset.named("denied-then-fixed"))
        let failure = try #require(throws: PresetFailure.self) { try preset.play(app: AppConfig(infoPlist: InfoPlist())).get() }
        #expect(failure.step == 2 && failure.description.contains("denied-then-fixed"))
    }

    @Test("suspended-with-change ends suspended with a held change on every rule set; foreground delivers it (D22)",
          arguments: RuleSet.delegate)
    func suspendedWithChange(ruleSet: RuleSet) throws {
        var (sim, _) = try Preset.named("suspended-with-change")!.play(current: ruleSet).get()
        #expect(sim.lifecycleReading == .suspended && sim.hasHeldChange && sim.authorizationStatus == .denied)
        let outcome = sim.apply(.foreground)
        #expect(outcome.callbacks.map(\.canonical) == ["didChangeAuthorization(denied)"])
    }
}

/// A preset compiles to a session (an install and actions): saved with `ScenarioWriter` and run
/// with `Runner`, it reaches the state the preset reached.
@Suite struct PresetSessionTests {
    @Test("preset → save → run → the same observable state", arguments: Preset.all.map(\.name))
    func presetSavesWhatHappened(name: String) throws {
        let preset = try #require(Preset.named(name))
        for current in [RuleSet.iOS10, .iOS14, .iOS18] {
            let session = try preset.session(current: current).get()
            let final = session.play().0
            let file = try ScenarioParser.parse(ScenarioWriter.yaml(session), file: "\(name).yaml")
            #expect(file.session == session, "\(name): the file holds the session")
            let run = Runner.run(file)
            #expect(run.failureCount == 0, "\(name) on \(current): \(run.records.flatMap(\.failures))")
            #expect(run.records.last?.snapshot == Snapshot(final), "\(name) on \(current)")
            #expect(run.records.last.map { _ in file.session.play().0.ruleSet } == final.ruleSet)
        }
    }

    @Test func theIOS12UpgradeIsAnInstallOnIOS12AndASystemUpdate() throws {
        let session = try #require(Preset.named("upgraded-from-ios12")).session().get()
        #expect(session.setup.ruleSet == .iOS12)
        #expect(session.steps == [
            .action(.requestAlwaysAuthorization), .action(.tap("Always Allow")), .action(.updateSystem(to: IOSVersion(.iOS18))),
            .action(.launch),
        ])
        let yaml = ScenarioWriter.yaml(session)
        #expect(yaml.contains("ios: \"12\"") && yaml.contains("  - systemUpdate 18\n"))
    }
}
