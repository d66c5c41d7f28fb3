import CellGrid
import LocflowCore
import LocflowScenario

/// One label–value row of the status panel.
struct StatusRow: Equatable {
    var label: String
    var value: String
    var tint: Tint?
}

extension Tint {
    /// The colour of a status row's tone (the registry says how a value reads, the explorer colours it).
    init(_ tone: StatusPanel.Tone) {
        switch tone {
        case .good: self = .good
        case .warning: self = .warning
        case .bad: self = .bad
        }
    }
}

/// What the status panel says: the three values the app reads, then the hidden truth.
///
/// The observable fields' rows come from the registry (`ObservableField.panel`), in its order;
/// only the panel's own facts, which no `expect` reads, are listed here.
enum StatusRows {
    /// The full rows, for a roomy screen.
    static func rows(_ sim: Simulation) -> [StatusRow] {
        var rows: [StatusRow] = []
        forEachRow(sim) { rows.append($0) }
        return rows
    }

    /// The full rows one by one, in order: the panel draws them so, with no array per frame.
    static func forEachRow(_ sim: Simulation, _ body: (StatusRow) -> Void) {
        for field in ObservableField.all {
            if case .row(let row) = field.panel { body(StatusRow(label: row.label, value: row.value(sim), tint: row.tone(sim).map(Tint.init))) }
            // The panel's own hidden truth (whether the one Always request is spent and what is
            // held; no `expect` reads it) sits with Allow Once, before the app's lifecycle.
            if field == .temporary {
                if !sim.canHoldAlways {
                    // A clip never gets Always (D52), so the one Always request says nothing; when
                    // its When-In-Use grant ends does.
                    body(StatusRow(label: "Clip grant", value: sim.clipGrantEnds.map { "ends \(Simulation.clockText(at: $0))" } ?? "none yet (never Always)", tint: nil))
                } else {
                    body(StatusRow(label: "Always asked", value: sim.alwaysRequestSpent ? "yes: the one request is spent" : "no", tint: nil))
                }
                body(StatusRow(
                    label: "Held events", value: sim.held.isEmpty ? "none" : sim.held.map(\.rawValue).joined(separator: ", "),
                    tint: sim.held.isEmpty ? nil : .warning))
            }
        }
    }

    /// Rows for a compact screen: the values the app reads and a one-line hidden truth.
    static func compactRows(_ sim: Simulation) -> [StatusRow] {
        var rows: [StatusRow] = []
        var flags: [String] = []
        for case .row(let row) in ObservableField.all.map(\.panel) {
            switch row.compact {
            case .row: rows.append(StatusRow(label: row.label, value: row.value(sim), tint: row.tone(sim).map(Tint.init)))
            case .flag(let words): if let word = words(sim) { flags.append(word) }
            case .omitted: break
            }
        }
        if sim.alwaysRequestSpent { flags.append("Always spent") }
        if sim.secondPromptAnswered { flags.append("2nd prompt answered") }
        if !sim.held.isEmpty { flags.append("\(sim.held.count) held") }
        if let ends = sim.clipGrantEnds { flags.append("clip grant ends \(Simulation.clockText(at: ends))") }  // D52
        return rows + [StatusRow(label: "Hidden truth", value: flags.isEmpty ? "nothing special" : flags.joined(separator: " · "), tint: flags.isEmpty ? nil : .warning)]
    }

    /// Lifecycle, in-use and the live managers, for the header.
    ///
    /// The labels stop once they pass `limit` characters: the header shows only `room` columns
    /// and falls back to a short form when the text does not fit, which a cut text does not
    /// either, so the frame is the same; drawing it then costs the width, not the number of
    /// managers (a cast of thousands of `createManager` steps cost its steps times its managers).
    /// A live manager's label is its place among the live ones (`ManagerLabel`): `#1` to `#n`.
    static func appText(_ sim: Simulation, limit: Int = .max) -> String {
        var managers = sim.managers.isEmpty ? "no manager" : (sim.managers.count == 1 ? "manager" : "managers")
        for place in sim.managers.indices {
            if managers.utf8.count > limit { break }
            managers += " #\(place + 1)"
        }
        return "\(StatusPanel.lifecycleText(sim)), \(managers)"
    }
}
