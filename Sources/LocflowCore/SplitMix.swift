/// SplitMix64: a tiny seeded generator, so every random walk (the monkey tests, the stress
/// tool) can be replayed from its seed.
public struct SplitMix: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }

    /// True with probability `1/n`.
    public mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }
}

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
