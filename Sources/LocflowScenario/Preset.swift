import LocflowCore

/// A named starting point: a setup and the steps that reach it through the core's own rules.
///
/// Presets live here, beside scenarios, because they are the same kind of thing — a setup plus
/// steps taken by the core (`Preset.resolved` steps a `Simulation.Stepper`) — and both the command line (`locflow presets`,
/// `--preset`) and the explorer's menu reach this module. No preset sets a flag by hand: every
/// state is the result of actions (the iOS 12 upgrade's update is the `systemUpdate` action). A
/// preset compiles to a `Session` (an install step plus actions), so the explorer, `s` and
/// `locflow run` of the saved file all replay the same steps.
public struct Preset: Equatable, Sendable {
    /// The name `--preset` takes: lower case with hyphens.
    public let name: String
    /// One line for `locflow presets` and the menu (43 columns at most, to fit it at 80×24).
    public let summary: String
    /// The oldest rule set the preset makes sense on; an older current choice uses the newest.
    public let minimum: RuleSet
    /// The rule set it installs on, when that is not the chosen one (the iOS 12 upgrade).
    public let installOn: RuleSet?
    /// The device at install time.
    public let device: DeviceConfig
    /// What happens after the launch (step 0), in order.
    public let steps: [PresetStep]
    /// The app is an App Clip (D52), whatever the explorer's app was.
    public var appClip = false
    /// What the app's code sets as `allowsBackgroundLocationUpdates` (D56), when the preset says.
    public var allowsBackgroundLocationUpdates: Bool?
    /// The app's Info.plist loses the `location` background mode (D56's crash).
    public var withoutLocationMode = false

    /// The rule set the preset ends on, given the one currently chosen: that one, unless the
    /// preset needs a newer one (then the newest).
    public func ruleSet(for current: RuleSet) -> RuleSet {
        current >= minimum ? current : .newest
    }

    /// The preset called `name`, if any.
    public static func named(_ name: String) -> Preset? {
        all.first { $0.name == name }
    }

    /// The error for an unknown name, listing the known ones.
    public static func unknownNameMessage(_ name: String) -> String {
        let guess = Suggest.closest(to: name, among: all.map(\.name)).map { "did you mean \u{201C}\($0)\u{201D}? " } ?? ""
        return "unknown preset \u{201C}\(name)\u{201D}; \(guess)presets: \(all.map(\.name).joined(separator: ", "))"
    }
}

/// One step of a preset.
public enum PresetStep: Equatable, Sendable {
    /// An action, as a scenario would apply it.
    case action(Action)
    /// Tap the button of the prompt on screen that has this outcome: its label differs by rule
    /// set ("Allow" on iOS 10–12, "Allow While Using App" from iOS 13).
    case tap(PromptOutcome)
    /// The phone updates to the preset's final rule set, keeping the app and its grant (§3.3):
    /// compiles to `systemUpdate` (D50).
    case updateSystem
}

extension Preset {
    /// Every preset, in the order the presets menu lists them.
    public static let all: [Preset] = [
        Preset(
            name: "fresh-install",
            summary: "nothing asked yet: notDetermined",
            minimum: .iOS10, installOn: nil, device: DeviceConfig(), steps: []),
        Preset(
            name: "upgraded-from-ios12",
            summary: "Always on iOS 12, then updated (§3.3)",
            minimum: .iOS13_0, installOn: .iOS12, device: DeviceConfig(),
            steps: [.action(.requestAlwaysAuthorization), .tap(.allowAlways), .updateSystem, .action(.launch)]),
        Preset(
            name: "location-services-off",
            summary: "While Using, then the switch off (T45)",
            minimum: .iOS10, installOn: nil, device: DeviceConfig(),
            steps: [.action(.requestWhenInUseAuthorization), .tap(.allowWhileUsing), .action(.setLocationServices(false))]),
        Preset(
            name: "restricted",
            summary: "parental controls: restricted (T48)",
            minimum: .iOS10, installOn: nil, device: DeviceConfig(),
            steps: [.action(.setRestricted(true))]),
        Preset(
            name: "denied-then-fixed",
            summary: "Don't Allow, then While Using in Settings",
            minimum: .iOS10, installOn: nil, device: DeviceConfig(),
            steps: [.action(.requestWhenInUseAuthorization), .tap(.deny), .action(.setApp(.whileUsing))]),
        Preset(
            name: "allow-once-relaunched",
            summary: "Allow Once, then relaunched (T40, T41)",
            minimum: .iOS13_0, installOn: nil, device: DeviceConfig(),
            steps: [.action(.requestWhenInUseAuthorization), .tap(.allowOnce), .action(.terminate), .action(.launch)]),
        Preset(
            // D22: the app sleeps through a Settings change; `foreground` (f) delivers it.
            name: "suspended-with-change",
            summary: "While Using, suspended, then Never (D22)",
            minimum: .iOS10, installOn: nil, device: DeviceConfig(),
            steps: [.action(.requestWhenInUseAuthorization), .tap(.allowWhileUsing), .action(.background), .action(.setApp(.never))]),
        Preset(
            // D52: a clip's While Using ends at 04:00 the next day; `w` asks again.
            name: "app-clip-next-morning",
            summary: "App Clip: While Using until 4 a.m. (D52)",
            minimum: .iOS14, installOn: nil, device: DeviceConfig(),
            steps: [.action(.requestWhenInUseAuthorization), .tap(.allowWhileUsing), .action(.wait(seconds: 28 * 3_600))],
            appClip: true),
        Preset(
            // D56, the field's commonest background bug: the mode declared, the property never
            // set (Apple's default is false): updates stop when the app leaves the screen.
            name: "forgot-background-updates",
            summary: "location mode, property unset: stops (D56)",
            minimum: .iOS10, installOn: nil, device: DeviceConfig(),
            steps: [
                .action(.requestWhenInUseAuthorization), .tap(.allowWhileUsing), .action(.start(.standard)), .action(.background),
                .action(.event(.locationUpdate)),
            ],
            allowsBackgroundLocationUpdates: false),
        Preset(
            // D56: the property set to true without the mode is a fatal error at every launch.
            name: "background-updates-without-mode",
            summary: "property set, no location mode: crash (D56)",
            minimum: .iOS10, installOn: nil, device: DeviceConfig(),
            steps: [.action(.launch)],
            allowsBackgroundLocationUpdates: true, withoutLocationMode: true),
    ]
}

extension Preset {
    /// The preset as a session: a fresh install of `app` (on the rule set it installs on) and the
    /// actions that follow, each tap resolved to the label of the button on screen with the wanted
    /// outcome, the update to `systemUpdate` of the final rule set. Fails when a step cannot be
    /// resolved (an Info.plist without the keys its requests need).
    public func session(app: AppConfig = AppConfig(), current: RuleSet = .newest, options: ModelOptions = ModelOptions())
        -> Result<Session, PresetFailure>
    {
        resolved(app: app, current: current, options: options).map(\.session)
    }

    /// The preset resolved and played once: its session and the frames the resolution took (the
    /// install first), so a consumer reads what the steps caused instead of playing them again
    /// (the explorer logs these frames; `play` reads their last state and outcomes).
    public func resolved(app: AppConfig = AppConfig(), current: RuleSet = .newest, options: ModelOptions = ModelOptions())
        -> Result<(session: Session, frames: [ReplayFrame<Step>]), PresetFailure>
    {
        let target = ruleSet(for: current)
        var app = app
        if appClip { app.appClip = true }
        if let allows = allowsBackgroundLocationUpdates { app.allowsBackgroundLocationUpdates = allows }
        if withoutLocationMode {
            let others = app.infoPlist.backgroundModes?.filter { $0 != "location" } ?? []
            app.infoPlist.backgroundModes = others.isEmpty ? nil : others
        }
        // C2: `appClip` is an app key of the extension, so a clip's session plays extended, as the
        // file it saves reads back.
        let setup = Setup(ruleSet: installOn ?? target, app: app, device: device, options: options, extended: app.appClip)
        // One step at a time: each tap is resolved from the prompt the steps before it left, so
        // the flow is taken here, each step once, and its frames handed on.
        var stepper = Simulation.Stepper(notInstalled: setup)
        var frames = [stepper.step(.install(setup))]
        var actions: [Step] = []
        for (index, step) in steps.enumerated() {
            let sim = stepper.simulation
            let action: Action
            switch step {
            case .action(let given): action = given
            case .updateSystem:
                guard target > sim.ruleSet else {
                    return .failure(PresetFailure(preset: name, step: index + 1, reason: "cannot update \(sim.ruleSet.releases) to \(target.releases)"))
                }
                action = .updateSystem(to: IOSVersion(target))
            case .tap(let outcome):
                guard let button = sim.prompt?.buttons.first(where: { $0.outcome == outcome }) else {
                    return .failure(PresetFailure(preset: name, step: index + 1, reason: "no button with that outcome is on screen"))
                }
                action = .tap(button.label)
            }
            frames.append(stepper.step(.action(action)))
            actions.append(.action(action))
        }
        return .success((Session(name: "preset \(name): \(summary)", setup: setup, steps: actions), frames))
    }

    /// Plays the preset headless: the final state and every step's outcome (the launch first),
    /// read from the frames of its one resolution, or the reason a step could not be resolved.
    public func play(app: AppConfig = AppConfig(), current: RuleSet = .newest, options: ModelOptions = ModelOptions())
        -> Result<(Simulation, [StepOutcome]), PresetFailure>
    {
        resolved(app: app, current: current, options: options).map { ($0.frames[$0.frames.count - 1].after, $0.frames.map(\.outcome)) }
    }
}

/// A preset step that could not be applied (an Info.plist without the keys its requests need).
public struct PresetFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var preset: String
    /// One-based.
    public var step: Int
    public var reason: String
    public var description: String { "preset \(preset), step \(step): \(reason)" }
}
