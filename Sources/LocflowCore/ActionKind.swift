/// Which row of the action table (`ActionTable`) reads and prints an action: one case per row,
/// so a switch over kinds is exhaustive exactly when it covers every row. `Action.kind` is the
/// one switch over `Action` that names them; parse, print, actor, API, menus and the schema
/// find a row by its kind (`ActionTable.row(of:)`), never by its text.
public enum ActionKind: Hashable, Sendable, CaseIterable {
    // The contract's plain rows, in the table's order
    case createManager, requestWhenInUseAuthorization, requestAlwaysAuthorization, requestTemporaryFullAccuracy, requestLocation
    case togglePrecise, background, foreground, terminate, launch, showReminder
    /// A service's start and stop rows, one pair per `Service` (the table generates them).
    case start(Service), stop(Service)
    case tap, setLocationServices, setRestricted, setApp, setPrecise, resetLocationAndPrivacy
    case wait, event, updateSystem
    // The modern vocabulary (modern-apis.md §3)
    case liveUpdates, backgroundActivity, sessionStart, sessionEnd, monitorAdd, monitorRemove
    case conditionSatisfied, conditionUnsatisfied, tapLocationButton, forceQuit

    /// Every kind, in the table's order (its rows' kinds).
    public static var allCases: [ActionKind] { ActionTable.rows.map(\.kind) }

    /// The kind's row's place in `ActionTable.rows`: printing a step indexes the table with it
    /// (no lookup by text). The table checks every row sits at its kind's ordinal when it is built.
    public var ordinal: Int {
        switch self {
        case .createManager: 0
        case .requestWhenInUseAuthorization: 1
        case .requestAlwaysAuthorization: 2
        case .requestTemporaryFullAccuracy: 3
        case .requestLocation: 4
        case .togglePrecise: 5
        case .background: 6
        case .foreground: 7
        case .terminate: 8
        case .launch: 9
        case .showReminder: 10
        case .start(let service): 11 + 2 * service.ordinal
        case .stop(let service): 12 + 2 * service.ordinal
        case .tap: Self.afterServices
        case .setLocationServices: Self.afterServices + 1
        case .setRestricted: Self.afterServices + 2
        case .setApp: Self.afterServices + 3
        case .setPrecise: Self.afterServices + 4
        case .resetLocationAndPrivacy: Self.afterServices + 5
        case .wait: Self.afterServices + 6
        case .event: Self.afterServices + 7
        case .updateSystem: Self.afterServices + 8
        case .liveUpdates: Self.afterServices + 9
        case .backgroundActivity: Self.afterServices + 10
        case .sessionStart: Self.afterServices + 11
        case .sessionEnd: Self.afterServices + 12
        case .monitorAdd: Self.afterServices + 13
        case .monitorRemove: Self.afterServices + 14
        case .conditionSatisfied: Self.afterServices + 15
        case .conditionUnsatisfied: Self.afterServices + 16
        case .tapLocationButton: Self.afterServices + 17
        case .forceQuit: Self.afterServices + 18
        }
    }

    /// The first ordinal after the services' start and stop rows.
    private static let afterServices = 11 + 2 * Service.allCases.count

    /// The kind's row of the action table: its name, who acts, Apple's API, its help.
    public var row: ActionRow { ActionTable.row(self) }
}

extension Action {
    /// The row of the action table this action is read and printed by. The one switch over
    /// every action that names its row: a new case does not compile until it has one.
    public var kind: ActionKind {
        switch self {
        case .createManager: .createManager
        case .requestWhenInUseAuthorization: .requestWhenInUseAuthorization
        case .requestAlwaysAuthorization: .requestAlwaysAuthorization
        case .requestTemporaryFullAccuracy: .requestTemporaryFullAccuracy
        case .requestLocation: .requestLocation
        case .start(let service): .start(service)
        case .stop(let service): .stop(service)
        case .background: .background
        case .foreground: .foreground
        case .terminate: .terminate
        case .launch: .launch
        case .tap: .tap
        case .togglePrecise: .togglePrecise
        case .setLocationServices: .setLocationServices
        case .setRestricted: .setRestricted
        case .setApp: .setApp
        case .setPrecise: .setPrecise
        case .resetLocationAndPrivacy: .resetLocationAndPrivacy
        case .wait: .wait
        case .event: .event
        case .showReminder: .showReminder
        case .updateSystem: .updateSystem
        case .modern(let modern):
            switch modern {
            case .liveUpdates: .liveUpdates
            case .sessionStart: .sessionStart
            case .sessionEnd: .sessionEnd
            case .backgroundActivity: .backgroundActivity
            case .monitorAdd: .monitorAdd
            case .monitorRemove: .monitorRemove
            case .condition(.satisfied, _): .conditionSatisfied
            // No line reads `unknown` (a condition's state before any event, M10): the world
            // can only take one back out of `satisfied`, so that is the row it prints as.
            case .condition(.unsatisfied, _), .condition(.unknown, _): .conditionUnsatisfied
            case .tapLocationButton: .tapLocationButton
            case .forceQuit: .forceQuit
            }
        }
    }

    /// Who acts, as the action's row says.
    public var actor: ActionRow.Actor { ActionTable.row(kind).actor }
}
