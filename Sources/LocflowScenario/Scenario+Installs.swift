import LocflowCore

/// A run of a scenario's steps under one install: the setup it starts from and the steps until
/// the next `install`.
public struct InstallSegment: Sendable {
    /// The install that starts it: the file's top-level setup, or an `install` step's.
    public var setup: Setup
    /// The steps after that install, up to (not including) the next one.
    public var steps: ArraySlice<ScenarioStep>

    /// The rule sets the segment runs on, in order: its install's, then each newer one a
    /// `systemUpdate` moves the phone to (D50; an update to a version not newer changes nothing).
    public var ruleSets: [RuleSet] {
        var seen = [setup.ruleSet]
        guard steps.contains(where: { if case .action(.updateSystem) = $0.kind { true } else { false } }) else { return seen }
        for frame in Simulation.replay(from: setup, steps) where frame.after.ruleSet != seen.last {
            seen.append(frame.after.ruleSet)
        }
        return seen
    }
}

/// A scenario step is a flow element: an action or install plays, an `expect` reads (D29).
extension ScenarioStep: FlowElement {}

extension Scenario {
    /// The scenario cut at each fresh install, so that every part can be read on the iOS version
    /// it runs on: a flow that crosses versions is several flows, one per install.
    ///
    /// `ios`, when given, replaces the version of the first install only, as `locflow run --ios`
    /// does; later installs keep their own.
    public func installSegments(ios override: IOSVersion? = nil) -> [InstallSegment] {
        var first = setup
        if let override { first.ios = override }
        var segments: [InstallSegment] = []
        var start = steps.startIndex, current = first
        for index in steps.indices {
            guard case .install(let installed) = steps[index].kind else { continue }
            segments.append(InstallSegment(setup: current, steps: steps[start..<index]))
            current = installed
            start = index + 1
        }
        segments.append(InstallSegment(setup: current, steps: steps[start...]))
        return segments
    }
}
