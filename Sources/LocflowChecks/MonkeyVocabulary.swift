import LocflowCore

extension Action {
    /// The actions a random walk draws from: the contract's actions and the app's manager's
    /// (D58, D59), with a few arguments each, plus taps and purpose keys that match nothing (the
    /// monkey tests). Not the modern family, `systemUpdate` or geocoding: the modern monkey
    /// (ModernMonkeyTests) walks the first, and the other two change nothing a walk checks.
    public static let monkeyVocabulary: [Action] = {
        var actions: [Action] = [
            .createManager, .requestWhenInUseAuthorization, .requestAlwaysAuthorization, .requestLocation,
            .requestTemporaryFullAccuracy(purposeKey: "Delivery"), .requestTemporaryFullAccuracy(purposeKey: "Nope"),
            .background, .foreground, .terminate, .launch, .togglePrecise, .tap("Nothing"),
            .setLocationServices(true), .setLocationServices(false), .setRestricted(true), .setRestricted(false),
            .setPrecise(true), .setPrecise(false), .resetLocationAndPrivacy, .showReminder,
            .wait(seconds: 30), .wait(seconds: 60), .wait(seconds: 600), .wait(seconds: 3_600), .wait(seconds: 86_400),
        ]
        actions += Service.startable.flatMap { [Action.start($0), .stop($0)] }
        actions += AppSetting.allCases.map(Action.setApp) + WorldEvent.allCases.map(Action.event)
        return actions
    }()
}
