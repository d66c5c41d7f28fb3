import LocflowCore

/// A run of a scenario's steps under one install: the setup it starts from and the steps until
/// the next `install`.
public struct InstallSegment: Sendable {
    /// The install that starts it: the file's top-level setup, or an `install` step's.
    public var setup: Setup
    /// The steps after that install, up to (not including) the next one.
    public var steps: ArraySlice<ScenarioStep>
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
