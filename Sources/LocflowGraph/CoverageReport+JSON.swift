import LocflowScenario

extension CoverageReport {
    /// The report as one JSON object (`locflow coverage --format json`): the counts and lists of
    /// the text report under stable keys, for scripts and CI dashboards. At most `limit`
    /// never-taken transitions are named (nil: all), as in the text; `missingCount` always has
    /// the full number.
    public func json(files: [String], transitionLimit limit: Int?) -> String {
        func part(_ part: Part, limit: Int? = nil) -> String {
            let named = limit.map { Array(part.missing.prefix($0)) } ?? part.missing
            return "{\"total\":\(part.total),\"covered\":\(part.covered),\"percent\":\((part.percent * 100).rounded() / 100)"
                + ",\"missingCount\":\(part.missingCount),\"missing\":[\(named.map(JSONText.quoted).joined(separator: ","))]}"
        }
        var out = "{\"ios\":\(JSONText.quoted(ruleSet.rawValue)),\"releases\":\(JSONText.quoted(ruleSet.releases))"
        if modern { out += ",\"modern\":true" }  // only then: delegate reports are unchanged
        out += ",\"files\":[\(files.map(JSONText.quoted).joined(separator: ","))]"
        out += ",\"steps\":\(steps),\"unchangedSteps\":\(unchangedSteps),\"outsideSteps\":\(outsideSteps)"
        out += ",\"states\":{\"total\":\(stateCount),\"covered\":\(statesVisited)}"
        out += ",\"prompts\":\(part(prompts)),\"buttons\":\(part(buttons)),\"statuses\":\(part(statuses))"
        out += ",\"moves\":\(part(moves)),\"transitions\":\(part(transitions, limit: limit))}"
        return out
    }
}
