import LocflowCore

extension ExportFlow {
    /// The flow cut where an `install` step changes the iOS rule set: a test, a script section or
    /// a device runs on one iOS version, so each part stands alone and starts with its own fresh
    /// install (the first part with step 0, the others with their `install` step). A flow on one
    /// version is one part, itself.
    public var parts: [ExportFlow] {
        var parts: [ExportFlow] = []
        var current = ExportFlow(name: name, file: file, ruleSet: ruleSet, appName: appName, launch: launch, steps: [])
        for step in steps {
            if let installed = step.installed, installed.ruleSet != current.ruleSet {
                parts.append(current)
                current = ExportFlow(name: name, file: file, ruleSet: installed.ruleSet, appName: installed.app.name, launch: step, steps: [])
            } else {
                current.steps.append(step)
            }
        }
        parts.append(current)
        return parts
    }

    /// "iOS 14–15 → iOS 16–17 → iOS 18+": the versions a flow runs on, in order.
    public var versionsText: String {
        parts.map(\.ruleSet.releases).joined(separator: " → ")
    }

    /// The launch's heading: step 0 of a flow, or the `install` step that starts a later part.
    var launchHeading: String {
        launch.number == 0
            ? "Step 0 · launch: a fresh install (contract \u{201C}Initial state\u{201D})."
            : "Step \(launch.number) · \(ExportText.oneLine(launch.text))\(launch.line.map { " (line \($0))" } ?? ""): a fresh install on \(ruleSet.releases); run this part on a device or Simulator with that version."
    }
}
