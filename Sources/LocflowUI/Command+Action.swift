import LocflowCore

extension Command {
    /// The step a command plays in this state, an action of the action table (`ActionTable`);
    /// nil for the explorer's own commands (help, menus, undo …) and for answering a prompt by
    /// its position (`choose`, `activate`: the button decides the label). Toggles read the state:
    /// `u` starts the standard location service when it is not running and stops it when it is.
    /// The one map from keys to actions: `run(_:size:)` plays it.
    public func action(in sim: Simulation) -> Action? {
        switch self {
        case .togglePromptPrecise: .togglePrecise
        case .requestWhenInUse: .requestWhenInUseAuthorization
        case .requestAlways: .requestAlwaysAuthorization
        // The first purpose key of the app's dictionary; without one the core explains.
        case .requestTemporaryFullAccuracy: .requestTemporaryFullAccuracy(purposeKey: sim.app.infoPlist.temporaryUsage?.first?.key ?? "Delivery")
        case .requestLocation: .requestLocation
        case .createManager: .createManager
        case .toggleService(let service): sim.running[service] == nil ? .start(service) : .stop(service)
        case .background: .background
        case .foreground: .foreground
        case .terminate: .terminate
        case .launch: .launch
        case .toggleLocationServices: .setLocationServices(!sim.device.locationServices)
        case .setApp(let choice): .setApp(choice)
        case .toggleSettingsPrecise: .setPrecise(!sim.precise)
        case .toggleRestriction: .setRestricted(!sim.device.restricted)
        case .resetLocationAndPrivacy: .resetLocationAndPrivacy
        case .wait(let seconds): .wait(seconds: seconds)
        case .waitUntilMorning: .wait(seconds: sim.secondsToMorning)
        case .event(let event): .event(event)
        case .showReminder: .showReminder
        default: nil
        }
    }
}
