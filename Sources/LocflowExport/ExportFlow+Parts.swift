import LocflowCore

extension ExportFlow {
    /// The flow cut where the iOS rule set changes: an `install` step on another version, or a
    /// `systemUpdate` that moves the phone to a newer rule set (D50). A test, a script section or
    /// a device runs on one iOS version, so each part stands alone: the first starts with step
    /// 0, an install's part with its own fresh install, an update's part on the same device once
    /// updated, the app's grant kept. A flow on one version is one part, itself.
    public var parts: [ExportFlow] {
        var parts: [ExportFlow] = []
        var current = ExportFlow(name: name, file: file, ruleSet: ruleSet, appName: appName, launch: launch, steps: [])
        for step in steps {
            if let changed = step.changedRuleSet, changed != current.ruleSet {
                parts.append(current)
                current = ExportFlow(name: name, file: file, ruleSet: changed, appName: step.installed?.app.name ?? appName, launch: step, steps: [])
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

    /// Whether this part begins with a system update: the device of the part before, updated,
    /// with the app's grant kept (D50), rather than a fresh install.
    var startsWithUpdate: Bool { launch.updatedTo != nil }

    /// The launch's heading: step 0 of a flow, the `install` step that starts a later part, or
    /// the `systemUpdate` that does.
    var launchHeading: String {
        let step = "Step \(launch.number) · \(ExportText.oneLine(launch.text))\(launch.line.map { " (line \($0))" } ?? "")"
        if launch.number == 0 { return "Step 0 · launch: a fresh install (contract \u{201C}Initial state\u{201D})." }
        if startsWithUpdate {
            return step + ": the phone is updated to \(ruleSet.releases), keeping the app (D50); run this part on that device once updated."
        }
        return step + ": a fresh install on \(ruleSet.releases); run this part on a device or Simulator with that version."
    }
}

extension FlowStep {
    /// The rule set this step moves the flow to: an `install`'s, or the newer one a
    /// `systemUpdate` reached (D50); nil for any other step, or an update that changed nothing.
    public var changedRuleSet: RuleSet? {
        installed?.ruleSet ?? updatedTo
    }

    /// The newer rule set a `systemUpdate` moved the phone to; nil for another step, or for an
    /// update to a version that is not newer, which changes nothing (D50).
    public var updatedTo: RuleSet? {
        guard case .updateSystem? = action, after.ruleSet != before.ruleSet else { return nil }
        return after.ruleSet
    }
}
