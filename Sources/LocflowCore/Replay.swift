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

/// A state and the outcome that led to it, shared between the replay and the frames it hands
/// out, copied only when a frame is still held as the next step changes it: a consumer that lets
/// each frame go costs no copy. Kept behind a pointer so that a frame lends its state and outcome
/// without copying them (a frame holding them by value cost a tenth more instructions per step
/// of a long `locflow run`).
@usableFromInline final class SharedState {
    @usableFromInline struct Entry {
        @usableFromInline var sim: Simulation
        @usableFromInline var outcome: StepOutcome
    }

    @usableFromInline let entry: UnsafeMutablePointer<Entry>

    @usableFromInline init(_ sim: Simulation, _ outcome: StepOutcome) {
        entry = .allocate(capacity: 1)
        entry.initialize(to: Entry(sim: sim, outcome: outcome))
    }

    deinit {
        entry.deinitialize(count: 1)
        entry.deallocate()
    }
}

/// One position of a replay: the step (or reading), the state before it, what it caused and the
/// state after it.
public struct ReplayFrame<Element: FlowElement> {
    /// 0 for the first install (the flow's setup), then the elements' positions from 1.
    public let number: Int
    /// The element at this position; nil at step 0, which is the setup's install.
    public let element: Element?
    @usableFromInline let beforeState: SharedState?
    @usableFromInline let afterState: SharedState

    @usableFromInline init(number: Int, element: Element?, before: SharedState?, after: SharedState) {
        self.number = number
        self.element = element
        beforeState = before
        afterState = after
    }

    /// The step played here; nil for a reading. Computed, not stored: a step is a large value, and
    /// a long run asks for it rarely.
    @inlinable public var step: Step? {
        guard let element else { return .install(afterState.entry.pointee.sim.setup) }
        return element.step
    }

    /// What the step caused. For a reading: the latest step's outcome, which `expect`'s
    /// `callbacks` and `yields` mean (D29).
    @inlinable public var outcome: StepOutcome {
        unsafeAddress { UnsafePointer(afterState.entry).pointer(to: \.outcome)! }
    }

    /// The state after the step (for a reading: the state it reads).
    @inlinable public var after: Simulation {
        unsafeAddress { UnsafePointer(afterState.entry).pointer(to: \.sim)! }
    }

    /// The state just before the step, when the replay keeps it (`keepingBefore`); at step 0, the
    /// fresh install before its launch.
    @inlinable public var before: Simulation? {
        beforeState?.entry.pointee.sim
    }
}

/// The one loop that applies a flow's steps: a fresh install of the flow's setup, launched, as
/// step 0 (contract "Initial state"), then every element in order through `Simulation.play`.
///
/// A lazy sequence, so a run of a million steps holds one state at a time.
public struct Replay<Elements: IteratorProtocol>: Sequence, IteratorProtocol where Elements.Element: FlowElement {
    // Inlinable, so that a consumer in another module (the runner's million-step loop) gets a
    // version specialised for its own elements.
    @usableFromInline var state: SharedState
    @usableFromInline var elements: Elements
    @usableFromInline var first: Setup?
    @usableFromInline var number = 0
    @usableFromInline let keepsBefore: Bool

    @inlinable init(setup: Setup, elements: Elements, keepingBefore: Bool) {
        state = SharedState(Simulation(setup), StepOutcome())
        self.elements = elements
        first = setup
        keepsBefore = keepingBefore
    }

    /// The next frame, or nil at the end of the flow.
    @inlinable public mutating func next() -> ReplayFrame<Elements.Element>? {
        let step: Step
        let element: Elements.Element?
        if let setup = first {
            first = nil
            step = .install(setup)
            element = nil
        } else {
            guard let next = elements.next() else { return nil }
            number += 1
            guard let played = next.step else {
                return ReplayFrame(number: number, element: next, before: keepsBefore ? state : nil, after: state)
            }
            step = played
            element = next
        }
        // The state before is the one the frames so far hold; the step changes a copy of it then.
        let before = keepsBefore ? state : nil
        if keepsBefore || !isKnownUniquelyReferenced(&state) { state = SharedState(state.entry.pointee.sim, StepOutcome()) }
        state.entry.pointee.outcome = state.entry.pointee.sim.play(step)
        return ReplayFrame(number: number, element: element, before: before, after: state)
    }
}

extension Simulation {
    /// Replays a flow: `setup`'s install as step 0, then `elements` (steps, or a scenario's steps
    /// and readings). Every consumer that walks a flow reads it through here.
    @inlinable public static func replay<Elements: Sequence>(
        from setup: Setup, _ elements: Elements, keepingBefore: Bool = false
    ) -> Replay<Elements.Iterator> where Elements.Element: FlowElement {
        Replay(setup: setup, elements: elements.makeIterator(), keepingBefore: keepingBefore)
    }
}
