import CellGrid
import LocflowCore

/// One command of the key table: its keys, its group, its words for the footer and help, its
/// family, whether the footer lists it, what it does to a presented scenario, and the step it
/// plays. `Command.row` is the one place a command is described; keys, footer, help, the docs'
/// tables and the stray-key table all read it, so a new command is one case and one row here
/// (plus its handler in `update`, unless it plays a step).
public struct CommandRow: Sendable {
    /// The keys that run the command; the first is the one footers and help show.
    public let keys: [Key]
    /// Who the command speaks for; a step's group is who acts in it, read from its action's row.
    public let group: CommandGroup
    /// A few words for the footer: "When-In-Use", "+1 min".
    public let label: String
    /// One line for the help overlay and the docs.
    public var help: String { helpText() }
    /// The help line, worked out when asked: the footer of the first frame needs few of them.
    private let helpText: @Sendable () -> String
    /// The family it shares a footer and help entry with, if it has siblings.
    public let family: CommandFamily?
    /// Whether the footer may list it (the Settings group never: its keys stand beside its rows).
    public let footer: Bool
    /// What it does while a `--scenario` is presented.
    public let duringScenario: ScenarioEffect
    /// It only applies in a mode (help open, a search applied), so it may share a key with an
    /// everyday command and takes the key first while it applies.
    public let isModal: Bool
    /// The step it plays in a state; nil for the explorer's own commands.
    let step: (@Sendable (Simulation) -> Action)?

    init(
        _ keys: [Key], _ group: CommandGroup, _ label: String, _ help: @autoclosure @escaping @Sendable () -> String, family: CommandFamily? = nil, footer: Bool = true,
        scenario: ScenarioEffect, modal: Bool = false, step: (@Sendable (Simulation) -> Action)? = nil
    ) {
        self.keys = keys
        self.group = group
        self.label = label
        self.helpText = help
        self.family = family
        self.footer = footer
        self.duringScenario = scenario
        self.isModal = modal
        self.step = step
    }

    /// A step of the action table: its group is who acts in it (`kind`'s row), and a step the
    /// file does not contain takes the presented scenario off script.
    static func step(
        _ kind: ActionKind, _ keys: [Key], _ label: String, _ help: @autoclosure @escaping @Sendable () -> String, family: CommandFamily? = nil, footer: Bool = true,
        _ step: @escaping @Sendable (Simulation) -> Action
    ) -> CommandRow {
        CommandRow(keys, CommandGroup(ActionTable.rows[kind.ordinal].actor), label, help(), family: family, footer: footer, scenario: .offScript, step: step)
    }

    /// The explorer's own command: it changes what is shown unless it says otherwise.
    static func explorer(
        _ keys: [Key], _ label: String, _ help: @autoclosure @escaping @Sendable () -> String, family: CommandFamily? = nil, footer: Bool = true, scenario: ScenarioEffect = .view,
        modal: Bool = false
    ) -> CommandRow {
        CommandRow(keys, .explorer, label, help(), family: family, footer: footer, scenario: scenario, modal: modal)
    }
}

extension CommandGroup {
    /// The group of a step: who acts in it, as its row of the action table says.
    init(_ actor: ActionRow.Actor) {
        switch actor {
        case .app: self = .app
        case .person: self = .person
        case .world: self = .world
        }
    }
}

extension Command {
    /// The command's row, built once per command of `allCases`. The footer reads a field or two
    /// of many rows for every frame: `keys`, `label`, `group` … read one field of the cached row
    /// in place, never a copy of the whole row.
    public var row: CommandRow {
        guard let index = ordinal else { return definition }
        return Self.rows[index]
    }

    /// Every command's row, in the order of `allCases`.
    static let rows: [CommandRow] = {
        var rows: [CommandRow] = []
        rows.reserveCapacity(allCases.count)
        for (index, command) in allCases.enumerated() {
            precondition(command.ordinal == index, "Command: \(command) sits at \(index) of allCases, its ordinal says \(String(describing: command.ordinal))")
            rows.append(command.definition)
        }
        return rows
    }()

    /// The command's place in `allCases` (nil for one outside it, such as a wait of another
    /// length): the footer reads rows for every frame, so by index, without hashing. The
    /// families' places follow from their sizes, so a new service, setting or world event moves
    /// the commands after it by itself; `rows` checks every command sits at its ordinal.
    var ordinal: Int? {
        typealias at = Places
        return switch self {
        case .choose(let n): (1...9).contains(n) ? n - 1 : nil
        case .selectPrevious: 9
        case .selectNext: 10
        case .activate: 11
        case .togglePromptPrecise: 12
        case .requestWhenInUse: 13
        case .requestAlways: 14
        case .requestTemporaryFullAccuracy: 15
        case .requestLocation: 16
        case .createManager: 17
        case .toggleService(let service): at.services.firstIndex(of: service).map { 18 + $0 }
        case .background: at.lifecycle
        case .foreground: at.lifecycle + 1
        case .terminate: at.lifecycle + 2
        case .launch: at.lifecycle + 3
        case .toggleLocationServices: at.lifecycle + 4
        case .setApp(let choice): at.lifecycle + 5 + at.settings.firstIndex(of: choice)!
        case .toggleSettingsPrecise: at.afterSettings
        case .toggleRestriction: at.afterSettings + 1
        case .resetLocationAndPrivacy: at.afterSettings + 2
        case .wait(let seconds): Self.waitSteps.firstIndex(of: seconds).map { at.afterSettings + 3 + $0 }
        case .waitUntilMorning: at.events - 1
        case .event(let event): at.events + at.worldEvents.firstIndex(of: event)!
        case .showReminder: at.rest
        case .chooseSystemUpdate: at.rest + 1
        case .help: at.rest + 2
        case .close: at.rest + 3
        case .quit: at.rest + 4
        case .quitNow: at.rest + 5
        case .chooseIOSVersion: at.rest + 6
        case .editInfoPlist: at.rest + 7
        case .resetSimulation: at.rest + 8
        case .nextScenarioStep: at.rest + 9
        case .rewindScenario: at.rest + 10
        case .choosePreset: at.rest + 11
        case .toggleLens: at.rest + 12
        case .switchLensSample: at.rest + 13
        case .toggleCoverage: at.rest + 14
        case .scrollLogUp: at.rest + 15
        case .scrollLogDown: at.rest + 16
        case .undo: at.rest + 17
        case .redo: at.rest + 18
        case .toggleTimeline: at.rest + 19
        case .saveSession: at.rest + 20
        case .toggleDesigner: at.rest + 21
        case .editPurposeString: at.rest + 22
        case .search: at.rest + 23
        case .searchNext: at.rest + 24
        case .searchPrevious: at.rest + 25
        case .clearSearch: at.rest + 26
        case .scrollHelpUp(let page): at.rest + (page ? 29 : 27)
        case .scrollHelpDown(let page): at.rest + (page ? 30 : 28)
        case .modernMenu: at.rest + 31
        }
    }

    /// Where each run of commands begins in `allCases`, worked out once from the families' sizes.
    private enum Places {
        static let services = Service.startable
        static let settings = AppSetting.allCases
        static let worldEvents = WorldEvent.allCases
        static let lifecycle = 18 + services.count
        static let afterSettings = lifecycle + 5 + settings.count
        static let events = afterSettings + 3 + Command.waitSteps.count + 1
        static let rest = events + worldEvents.count
    }

    /// The command's row as written: the one switch that describes every command.
    var definition: CommandRow {
        switch self {
        // The prompt
        case .choose(let n): CommandRow([.char(Character(String(n)))], .prompt, "button \(n)", "tap button n (or pick menu row n)", family: .choose, scenario: .offScript)
        case .selectPrevious: CommandRow([.left, .up], .prompt, "previous", "highlight the previous button", family: .select, scenario: .view)
        case .selectNext: CommandRow([.right, .down], .prompt, "next", "highlight the next button", family: .select, scenario: .view)
        case .activate: CommandRow([.enter], .prompt, "tap", "tap the highlighted button", scenario: .offScript)
        // The person's switch on the alert, grouped with the prompt it is on.
        case .togglePromptPrecise:
            CommandRow([.char("p")], .prompt, "Precise", "flip Precise on the prompt's map", scenario: .offScript, step: { _ in .togglePrecise })

        // The app
        case .requestWhenInUse: .step(.requestWhenInUseAuthorization, [.char("w")], "When-In-Use", "requestWhenInUseAuthorization()") { _ in .requestWhenInUseAuthorization }
        case .requestAlways: .step(.requestAlwaysAuthorization, [.char("a")], "Always", "requestAlwaysAuthorization()") { _ in .requestAlwaysAuthorization }
        // The first purpose key of the app's dictionary; without one the core explains.
        case .requestTemporaryFullAccuracy:
            .step(.requestTemporaryFullAccuracy, [.char("t")], "full accuracy", "temporary full accuracy (1st key)") { sim in
                .requestTemporaryFullAccuracy(purposeKey: sim.app.infoPlist.temporaryUsage?.first?.key ?? "Delivery")
            }
        // One Fix; every lower-case letter is taken. Help, the README and docs/explorer.md list
        // it; the footer keeps its room for the everyday keys (D58).
        case .requestLocation: .step(.requestLocation, [.char("F")], "one fix", "requestLocation(): one fix, once", footer: false) { _ in .requestLocation }
        case .createManager: .step(.createManager, [.char("m")], "manager", "create another CLLocationManager") { _ in .createManager }
        // `u` starts the standard location service when it is not running and stops it when it is.
        // The services panel prints the keys beside its rows.
        case .toggleService(let service):
            .step(.start(service), [.char(Self.serviceKey(service))], service.title, "start/stop \(service.title.lowercased())", family: .service, footer: false) {
                $0.running[service] == nil ? .start(service) : .stop(service)
            }
        case .background: .step(.background, [.char("b")], "background", "the app moves to the background", family: .lifecycle) { _ in .background }
        case .foreground: .step(.foreground, [.char("f")], "foreground", "the app returns to the foreground", family: .lifecycle) { _ in .foreground }
        case .terminate: .step(.terminate, [.char("k")], "terminate", "the app is terminated", family: .lifecycle) { _ in .terminate }
        case .launch: .step(.launch, [.char("l")], "launch", "the app is launched", family: .lifecycle) { _ in .launch }
        case .modernMenu: CommandRow([.char("M")], .app, "modern APIs", "sessions, liveUpdates, monitor, button…", scenario: .offScript)

        // Settings (the person): the footer never lists them, the Settings panel prints the keys beside its rows.
        case .toggleLocationServices:
            .step(.setLocationServices, [.char("S")], "Location Services", "Location Services switch on/off") { .setLocationServices(!$0.device.locationServices) }
        case .setApp(let choice):
            .step(.setApp, [.char(Self.settingKey(choice))], Self.settingName(choice), "app row: \(Self.settingName(choice))", family: .appRow) { _ in .setApp(choice) }
        case .toggleSettingsPrecise: .step(.setPrecise, [.char("P")], "Precise", "the app's Precise switch on/off") { .setPrecise(!$0.precise) }
        case .toggleRestriction: .step(.setRestricted, [.char("X")], "restriction", "restriction (Screen Time) on/off") { .setRestricted(!$0.device.restricted) }
        case .resetLocationAndPrivacy: .step(.resetLocationAndPrivacy, [.char("E")], "reset privacy", "Reset Location & Privacy") { _ in .resetLocationAndPrivacy }

        // The world
        case .wait(let seconds):
            .step(.wait, [.char(Self.waitKey(seconds))], "+" + Self.waitName(seconds), "\(Self.waitName(seconds)) passes", family: .time) { _ in .wait(seconds: seconds) }
        // Played as an ordinary `wait`: one key to "tomorrow morning" in a demo (D52).
        case .waitUntilMorning: .step(.wait, [.char(";")], "next 04:00", "to the next 04:00 (a clip's grant ends, D52)") { .wait(seconds: $0.secondsToMorning) }
        // D59's pause and resume are not deliveries of a service: brackets, as a player's pause.
        // Help, the README and docs/explorer.md list them; the footer keeps its room.
        case .event(.pauseUpdates): .step(.event, [.char("[")], Self.eventName(.pauseUpdates), "world: \(Self.eventName(.pauseUpdates))", family: .pause, footer: false) { _ in .event(.pauseUpdates) }
        case .event(.resumeUpdates): .step(.event, [.char("]")], Self.eventName(.resumeUpdates), "world: \(Self.eventName(.resumeUpdates))", family: .pause, footer: false) { _ in .event(.resumeUpdates) }
        // The service's key shifted (an ASCII letter: upper case is 32 below).
        case .event(let event):
            .step(.event, [.char(Character(Unicode.Scalar(Self.serviceKey(event.service).asciiValue! - 32)))], Self.eventName(event), "world: \(Self.eventName(event))", family: .event) { _ in .event(event) }
        case .showReminder: .step(.showReminder, [.char("!")], "reminder", "the background-use reminder now") { _ in .showReminder }
        // `o` installs another iOS fresh; shifted, the phone updates. Rare in a session: help lists
        // it, the iOS menu's hint points to it, the footer does not.
        case .chooseSystemUpdate: CommandRow([.char("O")], .world, "update iOS", "update iOS, keeping the app (D50)", footer: false, scenario: .offScript)

        // The explorer; help and quit lead the footer as core keys (`FooterView.core`).
        case .help: .explorer([.char("?")], "help", "open or close this help", footer: false)
        case .close: .explorer([.escape], "close", "close help or a menu")
        case .quit: .explorer([.char("q")], "quit", "quit (asks; q or y again confirms)", footer: false, scenario: .asks)
        case .quitNow: .explorer([.ctrl("c")], "quit", "quit (asks; ^C again quits, status 130)", footer: false, scenario: .asks)
        case .chooseIOSVersion: .explorer([.char("o")], "iOS", "iOS version (fresh install)", scenario: .setsAside)
        case .editInfoPlist: .explorer([.char("e")], "Info.plist", "Info.plist keys (fresh install)", scenario: .setsAside)
        case .choosePreset: .explorer([.char("g")], "presets", "presets (named states)", scenario: .setsAside)
        case .toggleLens: .explorer([.char("d")], "code lens", "app-code lens on/off")
        case .toggleCoverage: .explorer([.char("x")], "coverage", "coverage panel on/off")
        case .switchLensSample: .explorer([.char("L")], "lens sample", "lens: delegate / SwiftUI sample")
        case .resetSimulation: .explorer([.ctrl("r")], "restart", "restart: fresh install, same setup", scenario: .offScript)
        case .nextScenarioStep: .explorer([.char("n")], "next", "next --scenario action and its expects", scenario: .plays)
        case .scrollLogUp: .explorer([.pageUp], "log up", "scroll the delegate log up", family: .scroll, footer: false)
        case .scrollLogDown: .explorer([.pageDown], "log down", "scroll the delegate log down", family: .scroll, footer: false)
        case .undo: .explorer([.char("z")], "undo", "undo the latest step", family: .history, scenario: .history)
        case .redo: .explorer([.char("y"), .char("Z")], "redo", "redo the step undone", family: .history, scenario: .history)
        case .toggleTimeline: .explorer([.char("j")], "timeline", "timeline of steps / delegate log")
        case .saveSession: .explorer([.char("s")], "save", "save: scenario, export or storyboard")
        case .toggleDesigner: .explorer([.char("D")], "designer view", "designer view / codes view")
        case .editPurposeString: .explorer([.tab], "edit text", "edit a purpose string (Info.plist menu)", scenario: .setsAside)
        case .rewindScenario: .explorer([.char("B")], "rewind", "rewind --scenario to step 1 (fresh install)", scenario: .rewinds)
        // Not `/` for a wait: every pager and TUI searches with it, and so does locflow.
        case .search: .explorer([.char("/")], "search", "search/filter the log (or timeline)")
        case .searchNext: .explorer([.char("n"), .enter], "next match", "next match (n or Enter)", family: .searchMatch, modal: true)
        case .searchPrevious: .explorer([.char("N")], "previous match", "previous match", family: .searchMatch, modal: true)
        case .clearSearch: .explorer([.escape], "clear search", "clear the search", modal: true)
        case .scrollHelpUp(let page):
            .explorer([page ? .pageUp : .up], page ? "page up" : "up", page ? "help: a page up" : "help: a line up", family: .helpScroll, footer: false, modal: true)
        case .scrollHelpDown(let page):
            .explorer([page ? .pageDown : .down], page ? "page down" : "down", page ? "help: a page down" : "help: a line down", family: .helpScroll, footer: false, modal: true)
        }
    }

    /// The key of a Settings choice for the app's row.
    static func settingKey(_ choice: AppSetting) -> Character {
        switch choice {
        case .never: "N"
        case .askNextTime: "K"
        case .whileUsing: "W"
        case .always: "A"
        }
    }

    /// The key of a time step.
    static func waitKey(_ seconds: Int) -> Character {
        switch seconds {
        case 60: ","
        case 600: "."
        default: "="
        }
    }
}
