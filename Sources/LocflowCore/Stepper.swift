/// The replay taken one step at a time, for a consumer that learns each step only when it is
/// taken (the explorer's key, the simulated phone's call, the monkey's draw): each step goes
/// through the same `play` as the replay's and comes back as the same `ReplayFrame`.
///
/// With `Simulation.replay`, the only way into the reducer from outside the core (`play` and
/// `apply` are internal): a step is applied where a frame is made, so whoever consumes it reads
/// what was caused instead of applying the step again.
extension Simulation {
    public struct Stepper: Equatable, Sendable {
        /// The state after the latest step (before the first: where the stepper started).
        public private(set) var simulation: Simulation
        /// How many steps were taken: the next frame's `number`.
        public private(set) var count: Int

        /// A stepper from `simulation` (by default the app installed from its setup and not yet
        /// launched, which a first `.install` step launches); `count` numbers the frames on from
        /// a flow already taken.
        public init(_ simulation: Simulation, count: Int = 0) {
            self.simulation = simulation
            self.count = count
        }

        /// A stepper on the app installed from `setup`, not yet launched: step it `.install(setup)`
        /// for the contract's step 0.
        public init(notInstalled setup: Setup) {
            self.init(Simulation(setup))
        }

        /// Takes one step, as the replay would at this position, and returns its frame: the step,
        /// what it caused and the state after it (the state before, with `keepingBefore`).
        /// The frame shares the state it lends until the next step changes it (`SharedState`).
        public mutating func step(_ step: Step, keepingBefore: Bool = false) -> ReplayFrame<Step> {
            let before = keepingBefore ? SharedState(simulation, StepOutcome()) : nil
            let outcome = simulation.play(step)
            defer { count += 1 }
            return ReplayFrame(number: count, element: step, before: before, after: SharedState(simulation, outcome))
        }

        /// Moves on to a frame a replay or another stepper took from this stepper's state (a
        /// preset resolved once, a flow replayed on a new setup), without taking its step again.
        /// Only the core makes frames, so the state is still one the reducer reached.
        public mutating func adopt<Element>(_ frame: ReplayFrame<Element>) {
            simulation = frame.after
            count += 1
        }
    }

    /// A what-if: the frame `action` would make from this state, which stays as it is (the lens's
    /// "what the sample would do", a tap tried on a copy).
    public func applying(_ action: Action) -> ReplayFrame<Step> {
        var stepper = Stepper(self)
        return stepper.step(.action(action))
    }

    /// The state `action` leads to, for a consumer that reads the state alone (the graph tries
    /// 800,000 actions): the same transition as `applying`, without the callbacks, notes and
    /// console lines nobody reads (QuietReducerTests).
    @inlinable public func advanced(by action: Action) -> Simulation {
        var next = self
        next.advance(action)
        return next
    }
}
