import LocflowCore

/// A state of the model as a person reasons about it: a `Simulation` without what makes the
/// space infinite (the clock, absolute timestamps, manager ids and counts, background-use count).
///
/// Kept: what the app reads, the Settings label, the hidden truth, the prompt on screen, the
/// lifecycle, the device switches and which services are registered. Two simulations with the
/// same abstract state answer every action of the alphabet alike, except where docs/graph.md
/// says otherwise (the approximations). Identity is one packed integer, so that hashing hundreds
/// of thousands of successors stays cheap; the readable fields are derived from it. The Settings
/// label is a function of the grant, its flags and the rule set; `StateGraph.settings` keeps it
/// per state, read from the core rather than recomputed here.
public struct AbstractState: Hashable, Sendable {
    /// Every field packed into bits; equality and hashing use only this.
    public let key: UInt64

    /// Projects a simulation (the projection is documented in docs/graph.md).
    ///
    /// Borrowed, not consumed: the graph projects every successor it tries (hundreds of
    /// thousands), and a consumed argument cost a copy and a release of the whole simulation each.
    /// `modern` projects onto the modern graph a simulation that is not (yet) extended: its
    /// modern objects are none, which is what an extended flow before its first modern step holds.
    public init(_ sim: borrowing Simulation, modern: Bool = false) {
        var bits = Bits()
        bits.put(Self.ordinal(sim.authorizationStatus), width: 3)
        bits.put(sim.accuracyAuthorization == .reducedAccuracy)
        bits.put(Self.ordinal(sim.grant), width: 2)
        bits.put(sim.provisional)
        bits.put(sim.temporary)
        bits.put(sim.alwaysRequestSpent)
        bits.put(sim.secondPromptAnswered)
        bits.put(sim.temporaryFullAccuracy)
        bits.put(sim.precise)
        bits.put(!sim.held.isEmpty)
        // Whether the disuse clock of Allow Once / temporary full accuracy runs (D2, D12).
        bits.put(sim.outOfUseSince != nil)
        // Whether the reminder's three days have passed (D26): the wait that shows it depends on it.
        let now = sim.now
        bits.put(sim.reminderClockStart.map { now - $0 >= ModelOptions.reminderInterval } ?? false)
        if let prompt = sim.prompt {
            bits.put(Self.ordinal(prompt.kind) + 1, width: 3)
            bits.put(prompt.origin == .system)
            bits.put(prompt.precise.map { $0 ? 2 : 1 } ?? 0, width: 2)
            // iOS 13+ shows one first prompt for both requests; only its Allow While Using App
            // tells them apart (T21), so it is part of the state (as `PromptShown.forAlways`).
            bits.put(prompt.buttons.contains { $0.outcome == .allowWhileUsingProvisionally })
        } else {
            bits.put(0, width: 7)
        }
        // The lifecycle as D36 reads it: suspended is a fourth value (D22).
        bits.put(Self.ordinal(sim.lifecycleReading), width: 2)
        bits.put(sim.device.locationServices)
        bits.put(sim.device.restricted)
        bits.put(sim.locationServicesAlertShown)
        // One pass over the registered services (a lookup per service would hash seven times).
        var services: UInt64 = 0
        for service in sim.running.keys { services |= 1 << Self.ordinal(service) }
        bits.put(services, width: Self.serviceBits)
        // D22: what a suspended app was last told decides what it is told on wake; a running app
        // was told what it reads, so the field is kept only while suspended.
        if sim.suspended, let told = sim.lastToldAuthorization {
            bits.put(Self.ordinal(told.status) + 1, width: 3)
            bits.put(told.accuracy == .reducedAccuracy)
        } else {
            bits.put(0, width: 4)
        }
        bits.put(!sim.heldCompletions.isEmpty)
        // The modern graph only (StateGraph(modern: true)); zero bits otherwise, so the delegate
        // API's keys are unchanged.
        if modern || sim.modern.extended { bits.put(ModernFacts(sim).packed, width: ModernFacts.width) }
        key = bits.value
    }

    /// The modern part of the state (39 bits in, after D22's fields): see `ModernFacts`.
    public var modern: ModernFacts { ModernFacts(packed: UInt64(field(39, Int(ModernFacts.width)))) }

    /// Same key, same state.
    public static func == (a: AbstractState, b: AbstractState) -> Bool { a.key == b.key }
    /// Hashes the key alone.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    // MARK: Fields, read back from the key (the order of `init`).

    static let statuses = AuthorizationStatus.allCases
    /// One bit per service (`allCases` builds an array at every call: read it once).
    static let serviceBits = UInt64(Service.allCases.count)
    static let grants: [Grant] = [.notDetermined, .denied, .whenInUse, .always]
    static let lifecycles: [LifecycleReading] = [.foreground, .background, .terminated, .suspended]

    // Positions in the lists above (and in `allCases`), by a switch rather than a search: the
    // graph packs every successor it tries. AbstractStateTests checks them against the lists.
    static func ordinal(_ status: AuthorizationStatus) -> UInt64 {
        switch status {
        case .notDetermined: 0
        case .restricted: 1
        case .denied: 2
        case .authorizedWhenInUse: 3
        case .authorizedAlways: 4
        }
    }

    static func ordinal(_ grant: Grant) -> UInt64 {
        switch grant {
        case .notDetermined: 0
        case .denied: 1
        case .whenInUse: 2
        case .always: 3
        }
    }

    static func ordinal(_ lifecycle: LifecycleReading) -> UInt64 {
        switch lifecycle {
        case .foreground: 0
        case .background: 1
        case .terminated: 2
        case .suspended: 3
        }
    }

    static func ordinal(_ kind: Prompt.Kind) -> UInt64 {
        switch kind {
        case .whenInUse: 0
        case .always: 1
        case .upgrade: 2
        case .reminder: 3
        case .temporaryFullAccuracy: 4
        case .locationServicesOff: 5
        case .locationButton: 6
        }
    }

    static func ordinal(_ service: Service) -> UInt64 { UInt64(service.ordinal) }

    private func field(_ offset: Int, _ width: Int) -> Int { Int((key >> UInt64(offset)) & ((1 << UInt64(width)) - 1)) }
    private func flag(_ offset: Int) -> Bool { field(offset, 1) == 1 }

    /// What the app reads: `authorizationStatus`.
    public var status: AuthorizationStatus { Self.statuses[field(0, 3)] }
    /// What the app reads: `accuracyAuthorization`.
    public var accuracy: AccuracyAuthorization { flag(3) ? .reducedAccuracy : .fullAccuracy }
    /// The stored grant behind the switch and restriction (§1.3).
    public var grant: Grant { Self.grants[field(4, 2)] }
    /// Provisional Always (T21).
    public var provisional: Bool { flag(6) }
    /// Allow Once (T12).
    public var temporary: Bool { flag(7) }
    /// The one-time Always request is spent (T31).
    public var alwaysRequestSpent: Bool { flag(8) }
    /// The provisional second prompt has been answered (T24).
    public var secondPromptAnswered: Bool { flag(9) }
    /// Temporary full accuracy is granted (T62).
    public var temporaryFullAccuracy: Bool { flag(10) }
    /// The app's Precise Location switch (T60).
    public var precise: Bool { flag(11) }
    /// Events are held for a provisional app (D4).
    public var holdsEvents: Bool { flag(12) }
    /// The disuse clock of Allow Once or temporary full accuracy runs (D2, D12).
    public var expiryClockRunning: Bool { flag(13) }
    /// The reminder's three-day clock has run out (D26).
    public var reminderDue: Bool { flag(14) }
    /// The bits of `prompt` (kind, origin, Precise switch, request), zero without one: equal bits,
    /// equal prompt.
    var promptBits: UInt64 { UInt64(field(15, 7)) }
    /// What `choice` and `prompt` are made of: the grant, provisional, Allow Once and the prompt's
    /// bits. Equal bits, equal authorization-view node.
    var nodeBits: UInt64 { UInt64(field(4, 4)) | promptBits << 4 }
    /// The prompt on screen: kind, origin and the Precise switch on its map.
    public var prompt: PromptShown? {
        let kind = field(15, 3)
        guard kind > 0 else { return nil }
        let preciseBits = field(19, 2)
        return PromptShown(
            kind: Prompt.Kind.allCases[kind - 1], origin: flag(18) ? .system : .app,
            precise: preciseBits == 0 ? nil : preciseBits == 2, forAlways: flag(21))
    }
    /// Foreground, background (running), suspended (D22) or terminated, as transcripts read it (D36).
    public var lifecycleReading: LifecycleReading { Self.lifecycles[field(22, 2)] }
    /// Foreground, background (running or suspended) or terminated.
    public var lifecycle: Lifecycle {
        switch lifecycleReading {
        case .foreground: .foreground
        case .background, .suspended: .background
        case .terminated: .terminated
        }
    }
    /// The app is suspended (D22).
    public var suspended: Bool { lifecycleReading == .suspended }
    /// The global Location Services switch.
    public var locationServices: Bool { flag(24) }
    /// A restriction (Screen Time, management).
    public var restricted: Bool { flag(25) }
    /// The Turn On Location Services alert was shown this launch (D6: at most once per launch).
    public var locationServicesAlertShown: Bool { flag(26) }
    /// The services registered with the system, in `Service.allCases` order.
    public var services: [Service] { Service.allCases.enumerated().filter { flag(27 + $0.offset) }.map(\.element) }
    /// What a suspended app was last told (D22); nil while it runs or is terminated.
    public var lastTold: (status: AuthorizationStatus, accuracy: AccuracyAuthorization)? {
        let told = field(34, 3)
        guard told > 0 else { return nil }
        return (Self.statuses[told - 1], flag(37) ? .reducedAccuracy : .fullAccuracy)
    }
    /// A temporary-accuracy completion waits for the suspended app (D22, D21).
    public var holdsCompletion: Bool { flag(38) }
    /// A suspended app with something it has not been told: an authorization change or a
    /// completion, delivered when it runs again (D22).
    public var heldChange: Bool {
        guard let told = lastTold else { return false }
        return told.status != status || told.accuracy != accuracy || holdsCompletion
    }
}

/// The prompt part of an abstract state: which prompt, who raised it, and its Precise switch.
public struct PromptShown: Hashable, Sendable, Comparable {
    /// Which prompt.
    public var kind: Prompt.Kind
    /// Who raised it: the app's request or the system (D20).
    public var origin: Prompt.Origin
    /// The Precise switch on the first prompt's map (iOS 14+); nil where there is none.
    public var precise: Bool?
    /// The iOS 13+ first prompt raised by requestAlways: Allow While Using App grants
    /// provisional Always (T20, T21).
    public var forAlways = false

    /// A prompt from its parts.
    public init(kind: Prompt.Kind, origin: Prompt.Origin, precise: Bool? = nil, forAlways: Bool = false) {
        self.kind = kind
        self.origin = origin
        self.precise = precise
        self.forAlways = forAlways
    }

    /// The prompt on screen in a simulation, as the abstract state keeps it.
    public init(_ prompt: Prompt) {
        self.init(
            kind: prompt.kind, origin: prompt.origin, precise: prompt.precise,
            forAlways: prompt.buttons.contains { $0.outcome == .allowWhileUsingProvisionally })
    }

    /// `whenInUse`, `upgrade (system)`: the origin is named only where it is the system's.
    public var name: String { origin == .system ? "\(kind.rawValue) (system)" : kind.rawValue }
    /// The name, and which request raised the iOS 13+ first prompt: `whenInUse (Always request)`.
    public var fullName: String { forAlways ? "\(name) (Always request)" : name }

    /// Kind, origin, request, switch: a stable order for lists.
    public static func < (a: PromptShown, b: PromptShown) -> Bool {
        let ak = Prompt.Kind.allCases.firstIndex(of: a.kind)!, bk = Prompt.Kind.allCases.firstIndex(of: b.kind)!
        if ak != bk { return ak < bk }
        if a.origin != b.origin { return a.origin == .app }
        if a.forAlways != b.forAlways { return !a.forAlways }
        return (a.precise.map { $0 ? 2 : 1 } ?? 0) < (b.precise.map { $0 ? 2 : 1 } ?? 0)
    }
}

/// Appends fixed-width fields to a 64-bit key.
private struct Bits {
    var value: UInt64 = 0
    var offset: UInt64 = 0
    mutating func put(_ field: UInt64, width: UInt64) {
        value |= field << offset
        offset += width
    }
    mutating func put(_ flag: Bool) { put(flag ? 1 : 0, width: 1) }
}

/// The modern objects as the graph keeps them (StateGraph `modern`): suspension (D22), the
/// live-updates stream, the one `.always` session the graph's alphabet starts, and whether Always
/// reaches the new APIs while the app is not in use (M30, D42).
public struct ModernFacts: Hashable, Sendable {
    /// The app is suspended.
    public var suspended = false
    /// `none`, `running`, `outstanding`.
    public var liveUpdates = "none"
    /// The `.always` session: `none`, `active`, `inactive`, `outstanding`.
    public var alwaysSession = "none"
    /// The app reads Always, is not in use, and the new APIs may deliver (an active `.always`
    /// session is held): "Always effective only while the `.always` session is held".
    public var alwaysEffective = false
    /// The person confirmed the location button once (D48): later taps grant at once.
    public var locationButtonApproved = false
    /// Rule set 26: the app was force-quit, so no location event relaunches it until `launch` (D45, M56).
    public var relaunchBlocked = false

    static let width: UInt64 = 8
    static let streams = ["none", "running", "outstanding"]
    static let sessions = ["none", "active", "inactive", "outstanding"]

    init(_ sim: borrowing Simulation) {
        suspended = sim.isSuspended
        liveUpdates = sim.modern.updates?.stateWord ?? "none"
        alwaysSession = sim.modern.sessions.last { $0.goal == .always }?.state.rawValue ?? "none"
        alwaysEffective = sim.authorizationStatus == .authorizedAlways && !sim.isInUse && sim.lifecycle != .terminated
            && sim.alwaysReachesNewAPIs
        locationButtonApproved = sim.modern.locationButtonApproved
        relaunchBlocked = sim.modern.relaunchBlockedByForceQuit
    }

    init(packed: UInt64) {
        suspended = packed & 1 == 1
        liveUpdates = Self.streams[Int((packed >> 1) & 3) % 3]
        alwaysSession = Self.sessions[Int((packed >> 3) & 3)]
        alwaysEffective = (packed >> 5) & 1 == 1
        locationButtonApproved = (packed >> 6) & 1 == 1
        relaunchBlocked = (packed >> 7) & 1 == 1
    }

    var packed: UInt64 {
        (suspended ? 1 : 0) | UInt64(Self.streams.firstIndex(of: liveUpdates)!) << 1
            | UInt64(Self.sessions.firstIndex(of: alwaysSession)!) << 3 | (alwaysEffective ? 1 : 0) << 5
            | (locationButtonApproved ? 1 : 0) << 6 | (relaunchBlocked ? 1 : 0) << 7
    }
}

