import LocflowCore

/// The model per iOS rule set as Markdown tables, produced by driving the simulator itself, so
/// that docs/behavior.md cannot drift from the code (a test compares them).
public enum BehaviorTables {
    public static func markdown() -> String {
        var out: [String] = []
        out.append("### Prompts\n")
        out.append("| rule set | call (from) | prompt | title | message key | buttons, in order | approximate |")
        out.append("|---|---|---|---|---|---|---|")
        for ruleSet in RuleSet.delegate {
            for (call, setup) in promptCases {
                if let reason = notApplicable(call, ruleSet) {
                    out.append("| \(ruleSet.rawValue) | \(call) | — | \(reason) | | | |")
                    continue
                }
                let (sim, outcomes) = Simulation.play(Setup(ruleSet: ruleSet, app: AppConfig(name: "NAME")), setup.map(Step.action))
                let outcome = setup.isEmpty ? StepOutcome() : outcomes.last!
                let row: String
                if let p = sim.prompt {
                    row = "\(p.kind.rawValue) | \(p.title) | \(p.messageKey.map { "`\($0)`" } ?? "—") | \(p.labels.joined(separator: " · "))\(p.precise != nil ? " (+ Precise switch)" : "") | \(p.approximate ?? "")"
                } else {
                    row = "none | \(outcome.noteLine ?? "") | | | "
                }
                out.append("| \(ruleSet.rawValue) | \(call) | \(row) |")
            }
        }
        out.append("\n### Keys, labels, callbacks\n")
        out.append("| rule set | requestWhenInUse needs | requestAlways needs | Settings label at notDetermined | Settings choices (all keys) | authorization callback |")
        out.append("|---|---|---|---|---|---|")
        for ruleSet in RuleSet.delegate {
            let sim = Simulation.play(Setup(ruleSet: ruleSet)).0
            let callback = Callback(manager: 1, event: .didChangeAuthorization, status: .authorizedWhenInUse, accuracy: .fullAccuracy)
            out.append("| \(ruleSet.rawValue) | `\(InfoPlistKey.whenInUseUsage.rawValue)` | \(ruleSet.alwaysRequestKeys.map { "`\($0.rawValue)`" }.joined(separator: " + ")) | \(sim.settingsLabel ?? "(none)") | \(sim.offeredSettings.map(sim.label(of:)).joined(separator: " · ")) | `\(callback.signature(on: ruleSet))` |")
        }
        out.append("\n### Services (contract values: available / whileInUse / unavailable)\n")
        out.append("| rule set | authorization | " + Service.allCases.map(\.rawValue).joined(separator: " | ") + " |")
        out.append("|---|---|" + String(repeating: "---|", count: Service.allCases.count))
        for ruleSet in RuleSet.delegate {
            for (label, setting, precise) in serviceCases where precise || ruleSet.hasAccuracy {
                let sim = Simulation.play(Setup(ruleSet: ruleSet), [.action(.setApp(setting))] + (precise ? [] : [.action(.setPrecise(false))])).0
                out.append("| \(ruleSet.rawValue) | \(label) | " + Service.allCases.map { sim.availability(of: $0).rawValue }.joined(separator: " | ") + " |")
            }
        }
        // The one table of approximate readings: a note citing one of these codes ends
        // "≈ approximate: CODE" (Note.approximateMark).
        out.append("\n### Approximate readings (a note citing the code ends “≈ approximate: CODE”)\n")
        out.append("| code | what locflow does | the evidence it follows | why it stays a reading |")
        out.append("|---|---|---|---|")
        for r in ApproximateReadings.all {
            out.append("| `\(r.code)` | \(cell(r.reading)) | \(cell(r.evidence)) | \(cell(r.against)) |")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Text for a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }

    /// Why a prompt case does not exist on a rule set, if it does not.
    private static func notApplicable(_ call: String, _ ruleSet: RuleSet) -> String? {
        if call.contains("provisional") && !ruleSet.hasProvisionalAlways { return "no provisional Always before iOS 13 (§3.3)" }
        return nil
    }

    private static let promptCases: [(String, [Action])] = [
        ("requestWhenInUseAuthorization (notDetermined)", [.requestWhenInUseAuthorization]),
        ("requestAlwaysAuthorization (notDetermined)", [.requestAlwaysAuthorization]),
        ("requestAlwaysAuthorization (When-In-Use)", [.setApp(.whileUsing), .requestAlwaysAuthorization]),
        ("Always event, provisional, background", [
            .requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .background, .event(.regionEntry),
        ]),
        ("3 days of Always with a background service", [.setApp(.always), .start(.region), .wait(seconds: 3 * 86_400)]),
        ("requestTemporaryFullAccuracyAuthorization Delivery (approximate)", [
            .setApp(.whileUsing), .setPrecise(false), .requestTemporaryFullAccuracy(purposeKey: "Delivery"),
        ]),
        ("any request, Location Services off", [.setLocationServices(false), .requestWhenInUseAuthorization]),
    ]

    private static let serviceCases: [(String, AppSetting, Bool)] = [
        ("none (notDetermined, denied, restricted)", .askNextTime, true),
        ("When-In-Use", .whileUsing, true),
        ("Always (and provisional)", .always, true),
        ("When-In-Use, approximate", .whileUsing, false),
        ("Always, approximate", .always, false),
    ]
}
