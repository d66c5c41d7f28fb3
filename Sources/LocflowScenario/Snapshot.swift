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
    /// The modern objects and lifecycle, in an extended file only (C1, C2).
    public var modern: ModernSnapshot?
    /// `foreground`, `background`, `suspended` or `terminated` (D36).
    public var lifecycle: String

    public init(_ sim: Simulation) {
        status = sim.authorizationStatus
        accuracy = sim.accuracyAuthorization
        locationServicesEnabled = sim.locationServicesEnabled
        settings = sim.settingsLabel
        provisional = sim.provisional
        temporary = sim.temporary
        prompt = sim.prompt
        services = Service.allCases.map { ($0, sim.availability(of: $0)) }
        modern = sim.modern.extended ? ModernSnapshot(sim) : nil
        lifecycle = sim.isSuspended ? "suspended" : sim.lifecycle.rawValue
    }

    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        a.status == b.status && a.accuracy == b.accuracy && a.locationServicesEnabled == b.locationServicesEnabled
            && a.settings == b.settings && a.provisional == b.provisional && a.temporary == b.temporary
            && a.prompt == b.prompt && a.services.map(\.availability) == b.services.map(\.availability)
            && a.modern == b.modern
    }

    /// Checks an expectation against this state and the callbacks of the latest action step;
    /// returns one readable line per mismatch (contract "Expectations", D29).
    public func failures(of e: Expectation, callbacks: [String], yields: [String] = []) -> [String] {
        var failures: [String] = []
        func check<T: Equatable>(_ key: String, _ expected: T?, _ actual: T, _ show: (T) -> String) {
            if let expected, expected != actual { failures.append("\(key): expected \(show(expected)), got \(show(actual))") }
        }
        check("status", e.status, status) { $0.rawValue }
        check("accuracy", e.accuracy, accuracy) { $0.rawValue }
        check("locationServicesEnabled", e.locationServicesEnabled, locationServicesEnabled) { "\($0)" }
        check("prompt", e.prompt, prompt?.kind) { $0?.rawValue ?? "none" }
        check("buttons", e.buttons, prompt?.labels ?? []) { Self.list($0) }
        check("settings", e.settings, settings) { $0.map { "\u{201C}\($0)\u{201D}" } ?? "null" }
        check("callbacks", e.callbacks, callbacks) { Self.list($0) }
        check("provisional", e.provisional, provisional) { "\($0)" }
        check("temporary", e.temporary, temporary) { "\($0)" }
        for (service, expected) in e.services ?? [] {
            let actual = services.first { $0.service == service }!.availability
            if actual != expected { failures.append("services.\(service.rawValue): expected \(expected.rawValue), got \(actual.rawValue)") }
        }
        // A file without the new vocabulary has no modern snapshot: its app is foreground or
        // background as before (suspension D22 is the fidelity branch's).
        if let modern {
            failures += modern.failures(of: e.modern, yields: yields)
        } else if let expected = e.modern.lifecycle, expected != lifecycle {
            failures.append("lifecycle: expected \(expected), got \(lifecycle)")
        }
        return failures
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
