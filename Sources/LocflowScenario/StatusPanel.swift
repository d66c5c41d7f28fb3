import LocflowCore

/// How the explorer's status panel shows an observable field, or that it does not:
/// each `ObservableField` says it once, so a new field is one entry in the registry.
public enum StatusPanel: Sendable {
    /// A labelled row of the panel.
    case row(Row)
    /// Not in the status panel; the reason names where the explorer shows it instead.
    case notShown(because: String)

    /// How a row's value reads at a glance; the explorer gives each its colour.
    public enum Tone: Sendable {
        /// Granted or healthy (location authorised).
        case good
        /// Degraded but working (approximate location, a temporary grant).
        case warning
        /// Denied, off or blocked.
        case bad
    }

    /// One label–value row: its words and tone for a simulation, and what a compact screen keeps.
    public struct Row: Sendable {
        /// What a compact screen (four rows) does with the field.
        public enum Compact: Sendable {
            /// Keeps it as its own row: the values the app reads.
            case row
            /// Folds it into the one "Hidden truth" line as these words, nil when there is nothing to say.
            case flag(@Sendable (Simulation) -> String?)
            /// Leaves it out (the header says it).
            case omitted
        }

        public let label: String
        public let value: @Sendable (Simulation) -> String
        public let tone: @Sendable (Simulation) -> Tone?
        public let compact: Compact
    }
}

extension StatusPanel {
    /// `authorizationStatus`: green when authorised, red when denied or restricted.
    static let status = row("authorizationStatus", compact: .row, value: { "." + $0.authorizationStatus.rawValue }) { sim in
        sim.authorizationStatus.isAuthorized ? .good : sim.authorizationStatus == .notDetermined ? nil : .bad
    }

    /// `accuracyAuthorization`, with a temporary full accuracy's time left.
    static let accuracy = row("accuracyAuthorization", compact: .row, value: { sim in
        let accuracy = "." + sim.accuracyAuthorization.rawValue
        guard sim.temporaryFullAccuracy else { return accuracy }
        return accuracy + (sim.temporaryAccuracyExpiresIn.map { " (temporary, \(Duration.clock($0)) left)" } ?? " (temporary)")
    }) { $0.accuracyAuthorization == .fullAccuracy ? nil : .warning }

    /// `locationServicesEnabled()`, red when off.
    static let locationServices = row("locationServicesEnabled()", compact: .row, value: { $0.locationServicesEnabled ? "true" : "false" }) {
        $0.locationServicesEnabled ? nil : .bad
    }

    /// The label Settings shows for the app; blank before the first request.
    static let settings = row("Settings", compact: .omitted, value: { $0.settingsLabel ?? "(blank: not asked yet)" }) { _ in nil }

    /// Provisional Always: Settings says While Using until the second prompt (D4).
    static let provisional = row("Provisional", compact: .flag({ $0.provisional ? "provisional" : nil }), value: { sim in
        if sim.provisional { return "yes (Settings: While Using)" }
        return sim.secondPromptAnswered ? "no (2nd prompt answered)" : "no"
    }) { $0.provisional ? .warning : nil }

    /// Allow Once and when it ends: a clock while the app is out of use, else the rule.
    static let allowOnce = row(
        "Allow Once",
        compact: .flag({ sim in sim.temporary ? sim.allowOnceExpiresIn.map { "Allow Once \(Duration.clock($0)) left" } ?? "Allow Once" : nil }),
        value: { sim in
            guard sim.temporary else { return "no" }
            if let left = sim.allowOnceExpiresIn { return "yes: expires in \(Duration.clock(left))" }
            return "yes: ends \(Duration.text(seconds: sim.options.allowOnceExpiry)) out of use"
        }
    ) { $0.temporary ? .warning : nil }

    /// The app's lifecycle (the header repeats it, so a compact screen leaves it out).
    static let lifecycle = row("App", compact: .omitted, value: lifecycleText) { _ in nil }

    /// The lifecycle and whether the app counts as in use (D15); a suspended app says so, and
    /// whether a change waits for it (D22, D36).
    public static func lifecycleText(_ sim: Simulation) -> String {
        switch sim.lifecycleReading {
        case .terminated: return "terminated"
        case .suspended: return sim.hasHeldChange ? "suspended, change held" : "suspended"
        case .foreground, .background: return sim.lifecycle.rawValue + (sim.isInUse ? ", in use" : ", not in use")
        }
    }

    private static func row(
        _ label: String, compact: Row.Compact, value: @escaping @Sendable (Simulation) -> String,
        tone: @escaping @Sendable (Simulation) -> Tone?
    ) -> StatusPanel {
        .row(Row(label: label, value: value, tone: tone, compact: compact))
    }
}
