import LocflowCore

/// One row of the services table: Apple's two columns for the rule set plus the "now" value.
struct ServiceRow: Equatable {
    var service: Service
    /// Apple's table: supported under When-In-Use on this rule set.
    var whenInUse: Bool
    /// Apple's table: supported under Always (every service is), unless the app can never hold
    /// Always (`Simulation.canHoldAlways`, an App Clip): its column reads "—".
    var always: Bool
    /// What the core says about now.
    var now: Availability
    /// Registered with the system (started and not stopped).
    var running: Bool
}

/// Which of Apple's two columns applies to the status the app reads now.
enum AppliedColumn: Equatable {
    case whenInUse, always, neither
}

/// The services table's content (seed 001, table 1), derived per rule set.
enum ServiceRows {
    /// The seven rows in Apple's order.
    ///
    /// The When-In-Use and Always columns restate Apple's table for the rule set (iOS 12 and
    /// earlier: no significant-change, visits or region monitoring with When-In-Use; iOS 13+:
    /// all supported). The "now" column is the core's `availability(of:)`, never derived here.
    static func rows(_ sim: Simulation) -> [ServiceRow] {
        Service.allCases.map { row(of: $0, sim) }
    }

    /// The row of one service (the panel draws them one by one: no array per frame).
    static func row(of service: Service, _ sim: Simulation) -> ServiceRow {
        ServiceRow(
            service: service,
            whenInUse: sim.ruleSet.tableSupports(service, whenInUse: true),
            always: sim.canHoldAlways,
            now: sim.availability(of: service),
            running: sim.running[service] != nil)
    }

    /// The column that applies to `authorizationStatus` now.
    static func appliedColumn(_ sim: Simulation) -> AppliedColumn {
        switch sim.authorizationStatus {
        case .authorizedWhenInUse: .whenInUse
        case .authorizedAlways: .always
        default: .neither
        }
    }

    /// The "now" value in a word: `yes` (available), `in use` (only while in use), `no`.
    static func nowText(_ availability: Availability) -> String {
        switch availability {
        case .available: "yes"
        case .whileInUse: "in use"
        case .unavailable: "no"
        }
    }
}
