import LocflowCore

/// The lines of the SwiftUI/async sample (`ModernSample`) that ran in the latest step: the
/// action's own lines when the app's code made it, and the lines each yield (D44) reached,
/// branch by branch. Built from what the app sees (its calls and what is delivered to it),
/// like `AppCodeMemory`.
public struct ModernSampleTrace: Equatable, Sendable {
    /// The step, as a scenario line.
    public var step = ""
    /// The indices into `ModernSample.lines` that ran, in order.
    public var lit: [Int] = []
    /// Why nothing (or not everything) lights, when that is worth saying.
    public var note: String?

    /// No step yet.
    public init() {}

    /// The trace of one step: the action, the yields it delivered, and the simulation before
    /// and after (a launch re-creates what the app held, D45).
    public init(_ action: Action, yields: [Yield], before: Simulation, after: Simulation) {
        step = action.text
        var hooks: [ModernSample.Hook] = []
        // A suspended or terminated app runs no code of its own (D22); the person's and the
        // world's steps are not the app's code at all.
        let called = before.lifecycle != .terminated && !before.suspended
        if case .modern(let modern) = action, called {
            hooks += Self.hooks(of: modern, before: before)
        }
        let launched = before.lifecycle == .terminated && after.lifecycle != .terminated
        if launched { hooks += Self.relaunchHooks(before: before, after: after) }
        var lit = Self.lines(with: hooks)
        for element in yields { lit += Self.lines(reached: element) }
        var seen = Set<Int>()
        self.lit = lit.filter { seen.insert($0).inserted }
        note = Self.note(action, called: called, launched: launched, lit: !self.lit.isEmpty)
    }

    /// What the app's code does for a modern action (modern-apis.md §3).
    static func hooks(of action: ModernAction, before: Simulation) -> [ModernSample.Hook] {
        switch action {
        case .sessionStart(let goal, let key):
            return [goal == .whenInUse && key != nil ? .sessionFullAccuracy : .session(goal), .hold]
        case .sessionEnd: return [.release]
        case .liveUpdates(let start): return [start ? .startUpdates : .stopUpdates]
        case .backgroundActivity(let start): return [start ? .keepRunning : .stopRunning]
        case .monitorAdd(let type, _):
            // The first add creates the monitor and starts awaiting its events (D47).
            let opens = !before.modern.awaitingEvents
            return [.watch(type), .add] + (opens ? [.openMonitor] : [])
        case .monitorRemove: return [.unwatch]
        case .tapLocationButton: return [.buttonTap]
        case .condition, .forceQuit: return []  // the world and the person, not the app's code
        }
    }

    /// A launch runs the entry point, which re-creates what the last run held (D45, M19, M33).
    static func relaunchHooks(before: Simulation, after: Simulation) -> [ModernSample.Hook] {
        guard after.modern.extended else { return [] }
        var hooks: [ModernSample.Hook] = [.launch]
        let outstanding = before.modern.sessions.filter { $0.state == .outstanding }.map(\.id)
        if outstanding.contains(where: { id in after.modern.sessions.contains { $0.id == id && $0.state != .outstanding } }) {
            hooks.append(.recreateSessions)
        }
        if before.modern.backgroundActivity?.state == .outstanding, let now = after.modern.backgroundActivity, now.state != .outstanding {
            hooks.append(.recreateActivity)
        }
        if before.modern.updates?.state == .outstanding, let now = after.modern.updates, now.state != .outstanding {
            hooks.append(.recreateUpdates)
        }
        if !before.modern.awaitingEvents, after.modern.awaitingEvents, !before.modern.conditions.isEmpty {
            hooks.append(.recreateMonitor)
        }
        return hooks
    }

    /// The lines that carry any of `hooks`, in order.
    static func lines(with hooks: [ModernSample.Hook]) -> [Int] {
        guard !hooks.isEmpty else { return [] }
        return ModernSample.lines.indices.filter { index in ModernSample.lines[index].hooks.contains(where: hooks.contains) }
    }

    /// The lines a yield runs: its loop, then the first branch of its chain whose test holds and
    /// that branch's one line of body (an `if … else if` chain runs one branch).
    public static func lines(reached element: Yield) -> [Int] {
        guard let chain = element.chain else { return lines(with: [.buttonAction]) }
        var out = lines(with: [.receive(chain)])
        for (index, line) in ModernSample.lines.enumerated() {
            for case .test(let c, let test) in line.hooks where c == chain {
                if element.passes(test) {
                    out += [index, index + 1]
                    return out
                }
            }
        }
        return out
    }

    /// A few words when the step lights nothing of the sample, or runs elsewhere.
    static func note(_ action: Action, called: Bool, launched: Bool, lit: Bool) -> String? {
        if case .modern(let modern) = action {
            switch modern {
            case .condition: return lit ? nil : "the world changes a condition; no event is delivered now (D44)"
            case .forceQuit: return "the person swipes Nearby away: no code runs"
            default: return called ? nil : "Nearby is not running, so this code is not called (D22)"
            }
        }
        if lit { return launched ? "the launch re-creates what the last run held (D45)" : nil }
        switch action {
        case .requestWhenInUseAuthorization, .requestAlwaysAuthorization, .requestTemporaryFullAccuracy, .start, .stop, .createManager:
            return "a delegate-API call: not in this sample (L shows the delegate samples)"
        default:
            return "no line of Nearby runs for this step"
        }
    }
}

extension Yield {
    /// Whose loop receives it; nil for the location button's action (M47).
    fileprivate var chain: ModernSample.Chain? {
        switch self {
        case .session: .session
        case .update: .update
        case .event: .event
        case .backgroundActivity: .backgroundActivity
        case .locationButton: nil
        }
    }

    /// Whether a branch's test holds for it.
    fileprivate func passes(_ test: ModernSample.Test) -> Bool {
        switch test {
        case .flag(let flag): flags.contains(flag)
        case .location:
            if case .update(location: true, _) = self { true } else { false }
        case .satisfied:
            if case .event(_, .satisfied, _) = self { true } else { false }
        case .never: false
        case .otherwise: true
        }
    }
}
