/// What a flow holds at each position: a step to play, or a reading that plays nothing (a
/// scenario's `expect`), which the replay hands on with the state it reads (D29).
public protocol FlowElement {
    /// The step to play, or nil for a reading.
    var step: Step? { get }
}

extension Step: FlowElement {
    /// A session step always plays.
    public var step: Step? { self }
}

/// One position of a replay: the step (or reading), the state before it, what it caused and the
/// state after it.
public struct ReplayFrame<Element>: Sendable where Element: Sendable {
    /// 0 for the first install (the flow's setup), then the elements' positions from 1.
    public let number: Int
    /// The element at this position; nil at step 0, which is the setup's install.
    public let element: Element?
    /// The step played here; nil for a reading.
    public let step: Step?
    /// The state just before the step, when the replay keeps it (`keepingBefore`); at step 0, the
    /// fresh install before its launch.
    public let before: Simulation?
    /// What the step caused. For a reading: the latest step's outcome, which `expect`'s
    /// `callbacks` and `yields` mean (D29).
    public let outcome: StepOutcome
    /// The state after the step (for a reading: the state it reads).
    public let after: Simulation

    @usableFromInline init(number: Int, element: Element?, step: Step?, before: Simulation?, outcome: StepOutcome, after: Simulation) {
        self.number = number
        self.element = element
        self.step = step
        self.before = before
        self.outcome = outcome
        self.after = after
    }
}

/// The one loop that applies a flow's steps: a fresh install of the flow's setup, launched, as
/// step 0 (contract "Initial state"), then every element in order through `Simulation.play`.
///
/// A lazy sequence, so a run of a million steps holds one state at a time. A frame's `after` is a
/// copy of the replay's state; a consumer that lets each frame go before asking for the next one
/// costs no copy of the state's storage.
public struct Replay<Elements: IteratorProtocol>: Sequence, IteratorProtocol where Elements.Element: FlowElement & Sendable {
    // Inlinable, so that a consumer in another module (the runner's million-step loop) gets a
    // version specialised for its own elements.
    @usableFromInline var sim: Simulation
    @usableFromInline var elements: Elements
    @usableFromInline var first: Setup?
    @usableFromInline var latest = StepOutcome()
    @usableFromInline var number = 0
    @usableFromInline let keepsBefore: Bool

    @inlinable init(setup: Setup, elements: Elements, keepingBefore: Bool) {
        sim = Simulation(setup)
        self.elements = elements
        first = setup
        keepsBefore = keepingBefore
    }

    /// The next frame, or nil at the end of the flow.
    @inlinable public mutating func next() -> ReplayFrame<Elements.Element>? {
        if let setup = first {
            first = nil
            let before = keepsBefore ? sim : nil
            latest = sim.play(.install(setup))
            return ReplayFrame(number: 0, element: nil, step: .install(setup), before: before, outcome: latest, after: sim)
        }
        guard let element = elements.next() else { return nil }
        number += 1
        guard let step = element.step else {
            return ReplayFrame(number: number, element: element, step: nil, before: keepsBefore ? sim : nil, outcome: latest, after: sim)
        }
        let before = keepsBefore ? sim : nil
        latest = sim.play(step)
        return ReplayFrame(number: number, element: element, step: step, before: before, outcome: latest, after: sim)
    }
}

extension Simulation {
    /// Replays a flow: `setup`'s install as step 0, then `elements` (steps, or a scenario's steps
    /// and readings). Every consumer that walks a flow reads it through here.
    @inlinable public static func replay<Elements: Sequence>(
        from setup: Setup, _ elements: Elements, keepingBefore: Bool = false
    ) -> Replay<Elements.Iterator> where Elements.Element: FlowElement & Sendable {
        Replay(setup: setup, elements: elements.makeIterator(), keepingBefore: keepingBefore)
    }
}
