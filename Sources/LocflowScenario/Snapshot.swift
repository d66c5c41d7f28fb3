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
    public var prompt: Prompt?
    public var services: [(service: Service, availability: Availability)]
    /// Where the app is in its lifecycle (D36), from the core's one reading.
    public var lifecycle: LifecycleReading
    /// The modern objects, in an extended file only (modern-apis.md C1, C2).
    public var modern: ModernSnapshot?

    public init(_ sim: Simulation) {
        status = sim.authorizationStatus
        accuracy = sim.accuracyAuthorization
        locationServicesEnabled = sim.locationServicesEnabled
        settings = sim.settingsLabel
        provisional = sim.provisional
        temporary = sim.temporary
        prompt = sim.prompt
        services = Service.allCases.map { ($0, sim.availability(of: $0)) }
        lifecycle = sim.lifecycleReading
        modern = sim.modern.extended ? ModernSnapshot(sim) : nil
    }

    /// Equal when every observable field reads the same, the prompt is the same and every
    /// service is as available.
    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        ObservableField.all.allSatisfy { $0.reading(a) == $0.reading(b) }
            && a.prompt == b.prompt && a.services.map(\.availability) == b.services.map(\.availability)
            && a.modern == b.modern
    }

    /// Whether every stored property is the same: `==` without reading each field through
    /// `ObservableField`, so that the text transcript can skip rebuilding an unchanged state line
    /// (issue 14). A new stored property must be compared here too; a test counts them
    /// (`storedProperties`).
    func isIdentical(to other: Snapshot) -> Bool {
        status == other.status && accuracy == other.accuracy && locationServicesEnabled == other.locationServicesEnabled
            && settings == other.settings && provisional == other.provisional && temporary == other.temporary
            && prompt == other.prompt && lifecycle == other.lifecycle
            && services.elementsEqual(other.services) { $0.service == $1.service && $0.availability == $1.availability }
    }

    /// How many stored properties `isIdentical(to:)` compares.
    static let storedProperties = 9

    /// Checks an expectation against this state and the callbacks of the latest action step;
    /// returns one readable line per mismatch, in the contract's key order (contract
    /// "Expectations", D29).
    public func failures(of e: Expectation, callbacks: [String], yields: [String] = []) -> [String] {
        var failures: [String] = []
        for field in ObservableField.all {
            guard let expected = e.values[field.key] else { continue }
            let actual = field.reading(self, callbacks: callbacks)
            if actual != expected {
                failures.append("\(field.key): expected \(field.failureText(expected)), got \(field.failureText(actual))")
            }
        }
        for (service, expected) in e.services ?? [] {
            let actual = services.first { $0.service == service }!.availability
            if actual != expected { failures.append("services.\(service.rawValue): expected \(expected.rawValue), got \(actual.rawValue)") }
        }
        // The structured keys of modern-apis.md §5: only an extended file has them (C2).
        if let modern { failures += modern.failures(of: e.modern, yields: yields) }
        return failures
    }
}
