import CellGrid
import LocflowCore

/// Who a command speaks for; the help overlay and the docs list commands by group.
public enum CommandGroup: String, CaseIterable, Sendable {
    /// Answering the prompt on screen (the person, on the alert).
    case prompt = "Prompt"
    /// The app's code: requests, services, lifecycle.
    case app = "App"
    /// The phone's owner in the Settings app.
    case person = "Settings (the person)"
    /// The world: time passing and location events.
    case world = "World"
    /// The explorer itself.
    case explorer = "Explorer"
}

/// Every key the explorer understands: the one table behind key handling, the footer and `?` help.
/// Each command is described once, by its row (`Command.row`, CommandRow.swift): keys, group,
/// label, help, family, footer, what it does to a presented scenario and the step it plays.
/// What a command needs of the state (`isAvailable`) and the explorer's own handlers stay apart.
///
/// Four modes read keys before it (`reduce` in Update.swift): the quit question takes the next
/// key as its answer (ExplorerState+Demo), a text field with focus takes every key (TextEdit),
/// the open coverage panel takes PgUp/PgDn (ExplorerState+Coverage) and the open timeline its
/// arrows and Enter (ExplorerState+Branches); a mouse click is not a key of the table. Keys are
/// case-sensitive by design: lower case is the app (`F` and `M` too: every lower-case letter is
/// taken), upper case is the person in Settings or the world's event for a service (the
/// service's own key, shifted), symbols are time and the system's pauses.
public enum Command: Hashable, Sendable, CaseIterable {
    /// Tap button n (1-based) of the prompt, or pick row n of an open menu.
    case choose(Int)
    /// Move the highlight to the previous button or menu row.
    case selectPrevious
    /// Move the highlight to the next button or menu row.
    case selectNext
    /// Tap the highlighted button, or apply the highlighted menu row.
    case activate
    /// Flip the Precise switch on the prompt's map.
    case togglePromptPrecise

    /// `requestWhenInUseAuthorization()`.
    case requestWhenInUse
    /// `requestAlwaysAuthorization()`.
    case requestAlways
    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)` with the first purpose key.
    case requestTemporaryFullAccuracy
    /// `requestLocation()`: one fix, once (D58).
    case requestLocation
    /// Create another `CLLocationManager`.
    case createManager
    /// Start the service if it is not registered, else stop it.
    case toggleService(Service)
    /// The app moves to the background.
    case background
    /// The app comes to the foreground.
    case foreground
    /// The app is terminated.
    case terminate
    /// The app is launched.
    case launch

    /// Settings › Privacy › Location Services on or off.
    case toggleLocationServices
    /// The app's row in Settings: one of its choices.
    case setApp(AppSetting)
    /// The app's Precise Location switch in Settings.
    case toggleSettingsPrecise
    /// A Screen Time / management restriction on location, on or off.
    case toggleRestriction
    /// Settings › General › Reset Location & Privacy.
    case resetLocationAndPrivacy

    /// Simulated time passes.
    case wait(seconds: Int)
    /// Time passes until the next 04:00, when an App Clip's While Using grant of the day before
    /// ends (D52): one key to "tomorrow morning" in a demo. Played as an ordinary `wait`.
    case waitUntilMorning
    /// The world produces an event for a running service.
    case event(WorldEvent)
    /// The system shows the background-use reminder now.
    case showReminder
    /// Open the system update menu: the phone moves to a newer iOS, keeping the app (D50).
    case chooseSystemUpdate

    /// Open or close the help overlay.
    case help
    /// Close the open menu or help.
    case close
    /// Ask to quit: a second `q` (or `y`) confirms, any other key cancels.
    case quit
    /// Ctrl-C: asks as `q` does (a stray chord must not end a demo); a second Ctrl-C quits with
    /// status 130, as an interrupted program does.
    case quitNow
    /// Open the iOS version menu.
    case chooseIOSVersion
    /// Open the Info.plist keys menu.
    case editInfoPlist
    /// Open the presets menu: named starting points.
    case choosePreset
    /// Show or hide the app-code lens.
    case toggleLens
    /// Show or hide the coverage panel (in the lens's place: the two exclude each other).
    case toggleCoverage
    /// While the lens is open: switch between its samples (the delegate API's, the SwiftUI/async one).
    case switchLensSample
    /// Start over: a fresh install with the current configuration.
    case resetSimulation
    /// Play the next step of the `--scenario` file.
    case nextScenarioStep
    /// Scroll the delegate log towards older entries.
    case scrollLogUp
    /// Scroll the delegate log towards the newest entry.
    case scrollLogDown
    /// Step back to the state before the latest step.
    case undo
    /// Bring back the step that undo took away.
    case redo
    /// Show the session's timeline in place of the delegate log, or the log again.
    case toggleTimeline
    /// Save the session as a scenario file.
    case saveSession
    /// Show the designer view (the prompt as the person sees it) or the normal view with its codes.
    case toggleDesigner
    /// In the Info.plist menu: edit the highlighted purpose string in place.
    case editPurposeString
    /// Rewind the `--scenario` file to its start: a fresh install, the pointer at step 1.
    case rewindScenario
    /// Open the search line: filter the delegate log (or the timeline) by a text.
    case search
    /// While a search is applied: the next (older) match.
    case searchNext
    /// While a search is applied: the previous (newer) match.
    case searchPrevious
    /// While a search is applied: clear it and show everything again.
    case clearSearch
    /// While help is open: scroll it a line (or a page) up.
    case scrollHelpUp(page: Bool)
    /// While help is open: scroll it a line (or a page) down.
    case scrollHelpDown(page: Bool)
    /// Open the modern Core Location menu: sessions, live updates, monitor, location button.
    case modernMenu

    /// The time steps, in seconds: a minute, ten minutes, a day.
    public static let waitSteps = [60, 600, 86_400]

    /// Commands that only apply in a mode (help open, a search applied) and so may share a key
    /// with an everyday command; while they apply they take the key first (see `bound(to:in:)`).
    public var isModal: Bool { if let index = ordinal { Self.rows[index].isModal } else { definition.isModal } }

    /// Every command, in the order help and the docs list them. Appended into one array sized
    /// ahead: joining the groups with `+` allocated 22 arrays (18 KB) before the first frame.
    public static let allCases: [Command] = {
        var all: [Command] = []
        all.reserveCapacity(80)
        for n in 1...9 { all.append(.choose(n)) }
        all.append(contentsOf: [.selectPrevious, .selectNext, .activate, .togglePromptPrecise])
        all.append(contentsOf: [.requestWhenInUse, .requestAlways, .requestTemporaryFullAccuracy, .requestLocation, .createManager])
        for service in Service.startable { all.append(.toggleService(service)) }
        all.append(contentsOf: [.background, .foreground, .terminate, .launch])
        all.append(.toggleLocationServices)
        for choice in AppSetting.allCases { all.append(.setApp(choice)) }
        all.append(contentsOf: [.toggleSettingsPrecise, .toggleRestriction, .resetLocationAndPrivacy])
        for seconds in waitSteps { all.append(.wait(seconds: seconds)) }
        all.append(.waitUntilMorning)
        for event in WorldEvent.allCases { all.append(.event(event)) }
        all.append(contentsOf: [.showReminder, .chooseSystemUpdate])
        all.append(contentsOf: [.help, .close, .quit, .quitNow, .chooseIOSVersion, .editInfoPlist, .resetSimulation, .nextScenarioStep])
        all.append(contentsOf: [.rewindScenario, .choosePreset, .toggleLens, .switchLensSample, .toggleCoverage])
        all.append(contentsOf: [.scrollLogUp, .scrollLogDown])
        all.append(contentsOf: [.undo, .redo, .toggleTimeline, .saveSession, .toggleDesigner, .editPurposeString])
        all.append(contentsOf: [.search, .searchNext, .searchPrevious, .clearSearch])
        all.append(contentsOf: [.scrollHelpUp(page: false), .scrollHelpDown(page: false), .scrollHelpUp(page: true), .scrollHelpDown(page: true)])
        all.append(.modernMenu)
        return all
    }()

    /// The modal commands (`isModal`), in the order of `allCases`.
    static let modalCases = allCases.filter(\.isModal)

    /// The keys that run the command; the first is the one footers and help show.
    public var keys: [Key] { if let index = ordinal { Self.rows[index].keys } else { definition.keys } }

    /// The lower-case key that starts or stops a service; shifted, it is the service's world event.
    public static func serviceKey(_ service: Service) -> Character {
        switch service {
        case .standard: "u"
        case .significantChange: "c"
        case .visits: "v"
        case .region: "r"
        case .beacons: "i"
        case .heading: "h"
        case .geocoding: "g"  // not startable (no authorization needed); never bound
        }
    }

    /// The group the command belongs to: a step's is who acts in it, as its row of the action
    /// table says (read when the command's row is built).
    public var group: CommandGroup { if let index = ordinal { Self.rows[index].group } else { definition.group } }

    /// A few words for the footer: "When-In-Use", "+1 min".
    public var label: String { if let index = ordinal { Self.rows[index].label } else { definition.label } }

    /// One line for the help overlay and the docs.
    public var help: String { if let index = ordinal { Self.rows[index].help } else { definition.help } }

    /// The short name of a Settings choice, as the footer and help print it.
    static func settingName(_ choice: AppSetting) -> String {
        switch choice {
        case .never: "Never"
        case .askNextTime: "Ask Next Time"
        case .whileUsing: "While Using"
        case .always: "Always"
        }
    }

    static func waitName(_ seconds: Int) -> String {
        switch seconds {
        case 60: "1 min"
        case 600: "10 min"
        case 86_400: "1 day"
        default: Duration.text(seconds: seconds)
        }
    }

    static func eventName(_ event: WorldEvent) -> String {
        switch event {
        case .regionEntry: "region entry"
        case .visit: "visit"
        case .significantChange: "significant change"
        case .locationUpdate: "location update"
        case .heading: "heading update"
        case .beacon: "beacon in range"
        case .pauseUpdates: "updates paused"
        case .resumeUpdates: "updates resumed"
        }
    }

    /// The everyday command a key runs (not a modal one); nil for unbound keys.
    public static func bound(to key: Key) -> Command? {
        keyTable[key]?.last
    }

    /// The command a key runs in this state: a modal command that applies now takes the key
    /// first (`n` is the next match while a search is applied), else the everyday one.
    public static func bound(to key: Key, in state: ExplorerState) -> Command? {
        // While a scenario is presented, `n` always plays it: the header promises the next step,
        // so no overlay or search may take the key (next match stays on Enter).
        if state.scenario != nil, nextScenarioStep.keys.contains(key) { return .nextScenarioStep }
        return keyTable[key]?.first { $0.isAvailable(in: state) }
    }

    /// Whether one of the command's keys runs it now: `keys.contains { bound(to: $0, in: state) == self }`,
    /// worked out without the key table, which the footer would otherwise build before the first
    /// frame (99 allocations). A key runs the first available command bound to it, modal
    /// ones first; no two everyday commands share a key, nor two modal ones
    /// (`CommandTableTests`), so an everyday command runs from a key that no available modal
    /// command takes, and a modal one from a key no available modal command before it takes.
    /// `CommandTableTests` checks it against `bound(to:in:)`.
    public func runsFromItsKeys(in state: ExplorerState) -> Bool {
        guard isAvailable(in: state) else { return false }
        if state.scenario != nil {
            // `bound(to:in:)` gives a presented scenario's `n` to the scenario first.
            if self == .nextScenarioStep { return true }
            if self == .searchNext { return keys.contains { !Self.nextScenarioStep.keys.contains($0) } }
        }
        return keys.contains { key in
            for modal in Self.modalCases {
                if modal == self { return true }
                if modal.isAvailable(in: state) && modal.keys.contains(key) { return false }  // rarely available: keys seldom built
            }
            return true
        }
    }

    /// Each key's commands, modal ones first.
    private static let keyTable: [Key: [Command]] = {
        var table: [Key: [Command]] = [:]
        for command in modalCases + allCases.filter({ !$0.isModal }) {
            for key in command.keys { table[key, default: []].append(command) }
        }
        return table
    }()

    /// Whether the command does anything in this state; the footer shows only these, and keys
    /// of unavailable commands are ignored.
    ///
    /// Only the explorer's own modes decide this (help, menus, a prompt to answer, a scenario to
    /// play). Simulation commands stay available whenever no overlay is open: the core, not the
    /// UI, decides what they do, and explains in the log when they do nothing. The one exception
    /// is `;`, a shortcut to an App Clip's morning: only a clip has one.
    public func isAvailable(in state: ExplorerState) -> Bool {
        let overlay = state.view.helpOpen || state.view.menu != nil
        switch self {
        case .quit, .quitNow: return true
        case .scrollHelpUp, .scrollHelpDown: return state.view.helpOpen && state.view.menu == nil
        case .search: return !overlay
        case .searchNext, .searchPrevious, .clearSearch: return !overlay && state.view.search != nil
        case .rewindScenario: return !overlay && state.scenario != nil
        case .help: return state.view.menu == nil
        case .close: return overlay
        case .choose(let n):
            if state.view.helpOpen { return false }
            if let menu = state.view.menu { return n <= menu.count }
            return n <= state.sim.prompt?.buttons.count ?? 0
        case .selectPrevious, .selectNext, .activate:
            return !state.view.helpOpen && (state.view.menu != nil || state.sim.prompt != nil)
        case .togglePromptPrecise:
            return !overlay && state.sim.prompt?.precise != nil
        case .nextScenarioStep:
            // After the end too: `n` then says the scenario is done and how to rewind. Over an
            // overlay too: `n` closes it and plays (the header promised the step).
            return state.scenario != nil
        case .scrollLogUp, .scrollLogDown:
            return !overlay
        case .undo:
            return !overlay && state.timeline.canUndo
        case .redo:
            return !overlay && state.timeline.canRedo
        case .editPurposeString:
            return !state.view.helpOpen && state.view.menu?.kind == .infoPlist && TextEdit.purposeKey(row: state.view.menu?.selection ?? -1) != nil
        case .chooseIOSVersion, .editInfoPlist, .choosePreset, .resetSimulation:
            return !overlay
        case .chooseSystemUpdate:
            // An update goes only to a newer rule set (D50): on the newest there is none.
            // From the iOS version menu too, whose hint offers it instead of a fresh install.
            let fromVersionMenu = !state.view.helpOpen && state.view.menu?.kind == .iOSVersion
            return (!overlay || fromVersionMenu) && !state.sim.ruleSet.updateTargets.isEmpty
        case .switchLensSample:
            return !overlay && state.view.lensOpen
        case .waitUntilMorning:
            // Only an App Clip has a morning that matters (D52); elsewhere `=` passes a day.
            return !overlay && state.sim.app.appClip
        default:
            return !overlay
        }
    }
}
