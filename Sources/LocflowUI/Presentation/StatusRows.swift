import CellGrid
import LocflowCore

/// One label–value row of the status panel.
struct StatusRow: Equatable {
    var label: String
    var value: String
    var tint: Tint?
}

/// What the status panel says: the three values the app reads, then the hidden truth.
enum StatusRows {
    /// The full rows, for a roomy screen.
    static func rows(_ sim: Simulation) -> [StatusRow] {
        var rows = apiRows(sim)
        rows.append(StatusRow(label: "Settings", value: sim.settingsLabel ?? "(blank: not asked yet)", tint: nil))
        rows.append(StatusRow(label: "Provisional", value: provisionalText(sim), tint: sim.provisional ? .warning : nil))
        rows.append(StatusRow(label: "Allow Once", value: allowOnceText(sim), tint: sim.temporary ? .warning : nil))
        rows.append(StatusRow(label: "Always asked", value: sim.alwaysRequestSpent ? "yes: the one request is spent" : "no", tint: nil))
        rows.append(StatusRow(label: "Held events", value: heldText(sim), tint: sim.held.isEmpty ? nil : .warning))
        rows.append(StatusRow(label: "App", value: lifecycleText(sim), tint: nil))
        return rows
    }

    /// Four rows for a compact screen: the three API values and a one-line hidden truth.
    static func compactRows(_ sim: Simulation) -> [StatusRow] {
        var flags: [String] = []
        if sim.provisional { flags.append("provisional") }
        if sim.temporary { flags.append(sim.allowOnceExpiresIn.map { "Allow Once \(Duration.clock($0)) left" } ?? "Allow Once") }
        if sim.alwaysRequestSpent { flags.append("Always spent") }
        if sim.secondPromptAnswered { flags.append("2nd prompt answered") }
        if !sim.held.isEmpty { flags.append("\(sim.held.count) held") }
        return apiRows(sim) + [StatusRow(label: "Hidden truth", value: flags.isEmpty ? "nothing special" : flags.joined(separator: " · "), tint: flags.isEmpty ? nil : .warning)]
    }

    private static func apiRows(_ sim: Simulation) -> [StatusRow] {
        let status = sim.authorizationStatus
        var accuracy = "." + sim.accuracyAuthorization.rawValue
        if sim.temporaryFullAccuracy {
            accuracy += sim.temporaryAccuracyExpiresIn.map { " (temporary, \(Duration.clock($0)) left)" } ?? " (temporary)"
        }
        return [
            StatusRow(label: "authorizationStatus", value: "." + status.rawValue, tint: status.isAuthorized ? .good : status == .notDetermined ? nil : .bad),
            StatusRow(label: "accuracyAuthorization", value: accuracy, tint: sim.accuracyAuthorization == .fullAccuracy ? nil : .warning),
            StatusRow(label: "locationServicesEnabled()", value: sim.locationServicesEnabled ? "true" : "false", tint: sim.locationServicesEnabled ? nil : .bad),
        ]
    }

    private static func provisionalText(_ sim: Simulation) -> String {
        if sim.provisional { return "yes (Settings: While Using)" }
        return sim.secondPromptAnswered ? "no (2nd prompt answered)" : "no"
    }

    private static func allowOnceText(_ sim: Simulation) -> String {
        guard sim.temporary else { return "no" }
        if let left = sim.allowOnceExpiresIn { return "yes: expires in \(Duration.clock(left))" }
        return "yes: ends \(Duration.text(seconds: sim.options.allowOnceExpiry)) out of use"
    }

    private static func heldText(_ sim: Simulation) -> String {
        sim.held.isEmpty ? "none" : sim.held.map(\.rawValue).joined(separator: ", ")
    }

    /// The lifecycle and whether the app counts as in use (D15); a suspended app says so, and
    /// whether a change waits for it (D22, D36).
    static func lifecycleText(_ sim: Simulation) -> String {
        switch sim.lifecycleReading {
        case .terminated: return "terminated"
        case .suspended: return sim.hasHeldChange ? "suspended, change held" : "suspended"
        case .foreground, .background: return sim.lifecycle.rawValue + (sim.isInUse ? ", in use" : ", not in use")
        }
    }

    /// Lifecycle, in-use and the live managers, for the header.
    static func appText(_ sim: Simulation) -> String {
        let managers = sim.managers.isEmpty ? "no manager" : (sim.managers.count == 1 ? "manager " : "managers ")
            + sim.managers.map { "#\($0)" }.joined(separator: " ")
        return "\(lifecycleText(sim)), \(managers)"
    }
}
