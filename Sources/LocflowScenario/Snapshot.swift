import LocflowCore

/// The state a transcript line reports: what the app reads, what Settings shows, the prompt
/// and the services (contract "JSONL transcript").
public struct Snapshot: Equatable, Sendable {
    public var status: AuthorizationStatus
    public var accuracy: AccuracyAuthorization
    public var locationServicesEnabled: Bool
    public var settings: String?
    public var provisional: Bool
    public var temporary: Bool
    public var prompt: Prompt? {
        get { storedPrompt.value }
        set { storedPrompt = OutOfLine(newValue) }
    }
    /// `prompt`, out of line: a prompt is up for few steps, and testing a `Prompt?` for nil
    /// went through its value witnesses (the text writer tests it several times a step).
    private(set) var storedPrompt: OutOfLine<Prompt>
    public var services: ServiceAvailabilities
    /// Where the app is in its lifecycle (D36), from the core's one reading.
    public var lifecycle: LifecycleReading
    /// The background location indicator (D57), only in a flow that uses the app's manager
    /// additions (`Setup.configuresManager`); nil elsewhere, so other transcripts are unchanged.
    public var backgroundIndicator: Bool?
    /// The modern objects, in an extended file only (modern-apis.md C1, C2).
    public var modern: ModernSnapshot? {
        get { storedModern.value }
        set { storedModern = OutOfLine(newValue) }
    }
    /// `modern`, out of line: a snapshot is taken every step, and most files have none.
    private(set) var storedModern: OutOfLine<ModernSnapshot>

    /// Reads `sim` without copying it (`borrowing`: an initializer would otherwise take its
    /// argument owned, and a long run copied the whole simulation twice a step).
    public init(_ sim: borrowing Simulation) {
        status = sim.authorizationStatus
        accuracy = sim.accuracyAuthorization
        locationServicesEnabled = sim.locationServicesEnabled
        settings = sim.settingsLabel
        provisional = sim.provisional
        temporary = sim.temporary
        storedPrompt = OutOfLine(sim.prompt)
        services = ServiceAvailabilities(sim)
        lifecycle = sim.lifecycleReading
        backgroundIndicator = sim.configuresManager ? sim.backgroundIndicator : nil
        storedModern = sim.modern.extended ? .some(ModernSnapshot(copy sim)) : .none
    }

    /// Equal when every observable field reads the same, the prompt is the same and every
    /// service is as available.
    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        ObservableField.all.allSatisfy { $0.reading(a) == $0.reading(b) }
            && a.prompt == b.prompt && a.services == b.services
            && a.modern == b.modern
    }

    /// Checks an expectation against this state and the callbacks of the latest action step;
    /// returns one readable line per mismatch, in the contract's key order (contract
    /// "Expectations", D29).
    public func failures(of e: Expectation, callbacks: [String], yields: [Yield] = [], note: String? = nil) -> [String] {
        var failures: [String] = []
        for field in ObservableField.all {
            guard let expected = e.values[field.key] else { continue }
            let actual = field.reading(self, callbacks: callbacks)
            if actual != expected {
                failures.append("\(field.key): expected \(field.failureText(expected)), got \(field.failureText(actual))")
            }
        }
        for (service, expected) in e.services ?? [] {
            let actual = services[service]
            if actual != expected { failures.append("services.\(service.rawValue): expected \(expected.rawValue), got \(actual.rawValue)") }
        }
        // The structured keys of modern-apis.md §5: only an extended file has them (C2).
        if let modern { failures += modern.failures(of: e.modern, yields: yields) }
        for piece in e.noteContains where !(note ?? "").contains(piece) {
            failures.append("note: expected to contain \u{201C}\(piece)\u{201D}, got \(note.map { "\u{201C}\($0)\u{201D}" } ?? "none")")
        }
        return failures
    }
}

/// Every service's availability (contract "Services"), in `Service.allCases` order, held in one
/// integer: a snapshot is taken per step, and an array of seven pairs was a heap allocation each
/// time. Reads as a collection of `(service, availability)` pairs.
public struct ServiceAvailabilities: RandomAccessCollection, Equatable, Sendable {
    private static let services = Service.allCases
    private static let availabilities = Availability.allCases
    /// Two bits a service: its availability's index in `Availability.allCases`.
    private var packed: UInt32 = 0

    /// The availability of each service in `sim`.
    public init(_ sim: borrowing Simulation) {
        var shift: UInt32 = 0, packed: UInt32 = 0
        // `Simulation.availabilities` goes through `Service.allCases` in order, as `services` does.
        sim.availabilities { _, availability in
            packed |= Self.code(availability) << shift
            shift += 2
        }
        self.packed = packed
    }

    /// The index of `availability` in `Availability.allCases` (a test checks the two agree).
    static func code(_ availability: Availability) -> UInt32 {
        switch availability {
        case .available: 0
        case .whileInUse: 1
        case .unavailable: 2
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Self.services.count }

    public subscript(position: Int) -> (service: Service, availability: Availability) {
        (Self.services[position], Self.availabilities[Int(packed >> (2 * position)) & 3])
    }

    /// The availability of `service`.
    public subscript(service: Service) -> Availability {
        self[Self.services.firstIndex(of: service)!].availability
    }
}
