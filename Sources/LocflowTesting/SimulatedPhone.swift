import LocflowCore

/// A phone running locflow's model of Core Location, with the app under test installed: the
/// handle a unit test holds for the person and the world (`tap`, `settings`, `background`,
/// `wait`, `event`), and the system the app's `SimulatedLocationManager`s talk to.
///
/// Every change is a step of the core's stepper (its one reducer), so a request prompts,
/// a tap answers and a callback arrives exactly when the model says, for the iOS version chosen.
/// Callbacks are delivered after the step that caused them, in the model's order, like the run
/// loop delivers them after the call returns; a call the app makes from a delegate method is
/// applied at once and its callbacks follow those already queued.
public final class SimulatedPhone {
    // One step at a time: each call of the app's code or the test is one step, known only when made.
    /// Takes the phone's steps: the only way its state changes, each step a replay frame.
    private var stepper: Simulation.Stepper
    /// The model's whole state (read-only: the phone changes it only through its steps).
    public var simulation: Simulation { stepper.simulation }
    /// Every step taken, the app's calls and the person's and world's, in order.
    public private(set) var steps: [PlayedStep] = []
    /// Every callback that reached a delegate or completion, in delivery order.
    public private(set) var delivered: [DeliveredCallback] = []
    /// Everything the modern objects were handed (session diagnostics, live updates, monitor
    /// events), in order; `Yield.text` writes each as locflow does (`session1(authorizationDenied)`).
    public private(set) var yields: [Yield] = []
    /// The app's launch code: called after every launch (the first, `launch()`, and a relaunch by
    /// the system for an event), so the app creates its managers and objects as it does at launch.
    public var onLaunch: ((SimulatedPhone) -> Void)?

    /// Manager objects by the model's manager number (weak: an app that lets one go loses it).
    var objects: [Int: WeakManager] = [:]
    /// Managers a launch made that no `SimulatedLocationManager` has taken yet (the first object
    /// the app creates after a launch is the launch's manager, contract "Initial state").
    var unclaimed: [Int] = []
    /// Callbacks for a manager whose delegate is not set yet: delivered when it is, or dropped at
    /// the next step of the person or the world (the run loop turn is over).
    var held: [Int: [Queued]] = [:]
    /// The app process: a new one at every launch; objects of an older one are dead.
    private(set) var process = 0
    /// The model's step outcome being delivered, and the callback on its way.
    private var queue: [Queued] = []
    private var draining = false
    /// The callback being delivered: the delegate reads what it carries (§7 rule 5).
    private(set) var inDelivery: Callback?
    /// The regions the app's managers monitor, in the order they were started (the model has one
    /// region service). Like Core Location's `monitoredRegions`, they outlive the app's process (D16).
    var regions: [LocationRegion] = []
    /// The region the next entry names: the one a test's `event(.regionEntry(_:))` named, else the
    /// region started last.
    var enteredRegion: String?
    /// The beacon constraint the app ranges with.
    var rangedConstraint: BeaconConstraintValue?
    /// The world: what the next delivery of each kind carries (the test sets it with `event(_:)`
    /// and a `PhoneEvent`); a fixed point until then (the model has no geography).
    var world = World()
    /// The location delivered last (Core Location's `location`); nil before any.
    var lastLocation: LocationValue?
    /// A temporary-accuracy request's completion by the step the request was: an answer the model
    /// gives in that same step (a decline without a prompt, T63, D21) goes to that request's own
    /// closure.
    var requestCompletions: [Int: (@Sendable ((any Error)?) -> Void)?] = [:]
    /// The completion of the request whose prompt is on screen: the person's answer goes to it.
    var promptCompletion: (@Sendable ((any Error)?) -> Void)??
    /// Live modern objects that receive yields.
    var modernObjects = ModernObjects()
    /// The app's loops over the phone's sequences (`services`), and the lock every step takes:
    /// the app's async code may call in from another thread than the test's.
    let loops = Loops()
    /// The app's `liveUpdates()` loops, fed every update the model yields.
    var updateFeeds: [Feed<LiveUpdateValue>] = []
    /// The app's loops over a session's diagnostics, by the model's session number.
    var sessionFeeds: [Int: [Feed<ServiceSessionDiagnosticValue>]] = [:]
    /// Sessions' first feeds already taken by a loop.
    var claimedSessionFeeds: Set<ObjectIdentifier> = []
    /// The app's loops over its monitors' events (`services.monitor(named:)`), fed every event.
    var monitorFeeds: [Feed<MonitorEventValue>] = []

    /// A fresh install of `setup`, launched (the contract's step 0). `onLaunch` runs once now.
    public init(_ setup: Setup = Setup(), onLaunch: ((SimulatedPhone) -> Void)? = nil) {
        stepper = Simulation.Stepper(notInstalled: setup)
        self.onLaunch = onLaunch
        install(setup, text: "launch")
    }

    /// A fresh install on iOS `ios` (`"18"`, `"17.4"`, `"12"`); the app's Info.plist is the
    /// contract's default (every usage description) unless given.
    /// `modern`: the app uses the modern family (service sessions, live updates, the monitor,
    /// iOS 17+), which the model follows only when told at install (modern-apis.md C2).
    public convenience init(
        ios: String, app: AppConfig = AppConfig(), device: DeviceConfig = DeviceConfig(), options: ModelOptions = ModelOptions(),
        modern: Bool = false, onLaunch: ((SimulatedPhone) -> Void)? = nil
    ) {
        let version = IOSVersion(ios) ?? {
            misuse("SimulatedPhone(ios: \"\(ios)\"): \(IOSVersion.accepted); the phone runs iOS \(Setup().ios.text) instead")
            return Setup().ios
        }()
        self.init(Setup(ios: version, app: app, device: device, options: options, extended: modern), onLaunch: onLaunch)
    }

    /// The iOS rule set the phone runs.
    public var ruleSet: RuleSet { simulation.ruleSet }

    /// The system alert on screen: its kind, title and buttons (`prompt?.labels`).
    public var prompt: Prompt? { simulation.prompt }

    /// What `authorizationStatus` reads now.
    public var authorizationStatus: AuthorizationStatus { simulation.authorizationStatus }

    /// What `accuracyAuthorization` reads now.
    public var accuracyAuthorization: AccuracyAuthorization { simulation.accuracyAuthorization }

    /// The app's Settings row as the person sees it ("While Using the App"), nil before iOS 13
    /// while nothing is chosen.
    public var settingsLabel: String? { simulation.settingsLabel }

    /// foreground, background, suspended or terminated (D36).
    public var lifecycle: LifecycleReading { simulation.lifecycleReading }

    /// The callbacks delivered so far, by their canonical names (`didChangeAuthorization(denied)`).
    public var callbacks: [String] { delivered.map(\.canonical) }

    /// A position in `delivered`, to ask later what arrived since (`callbacks(since:)`).
    public func mark() -> Int { delivered.count }

    /// The canonical names of the callbacks delivered since `mark`.
    public func callbacks(since mark: Int) -> [String] { delivered[checked(mark)...].map(\.canonical) }

    /// `mark` as an index into `delivered`: a negative one (no `mark()` gives it) is a mistake in
    /// the test, read as 0; one past the end reads as the end.
    func checked(_ mark: Int, _ caller: String = "callbacks(since:)") -> Int {
        if mark < 0 { misuse("\(caller): \(mark) is not a mark (marks come from phone.mark() and are 0 or more); read as 0") }
        return max(0, min(mark, delivered.count))
    }

    /// Deletes the app and installs it again with `setup`, launched (a scenario's `install:`).
    public func reinstall(_ setup: Setup) {
        install(setup, text: "install")
    }

    private func install(_ setup: Setup, text: String) {
        loops.lock.lock()
        defer { loops.lock.unlock() }
        endProcess()
        regions = []  // a deleted app's regions go with it
        rangedConstraint = nil
        let outcome = stepper.step(.install(setup)).outcome
        unclaimed = simulation.managers
        let step = record(text, outcome, appsOwn: false)
        queue += outcome.callbacks.map { Queued(callback: $0, step: step.number) }
        // An app that crashed at launch (D56) runs no more of its launch code.
        if simulation.lifecycle != .terminated { onLaunch?(self) }
        drain()
    }

    /// Applies one action through the model and delivers what it caused. `appsOwn`: the app's
    /// code made it (through a manager or a modern object).
    @discardableResult
    func perform(_ action: Action, appsOwn: Bool = false) -> PlayedStep {
        loops.lock.lock()
        defer { loops.lock.unlock() }
        if !appsOwn { held = [:] }  // a turn of the run loop has passed
        let wasRunning = simulation.lifecycle != .terminated
        let before = Set(simulation.managers)
        let outcome = stepper.step(.action(action)).outcome
        let nowRunning = simulation.lifecycle != .terminated
        if wasRunning && !nowRunning { endProcess() }
        if action != .createManager {
            // Managers the system made (a launch, a relaunch for an event) wait for the app's code.
            unclaimed += simulation.managers.filter { !before.contains($0) }
        }
        let step = record(action.text, outcome, appsOwn: appsOwn)
        queue += outcome.callbacks.map { Queued(callback: $0, step: step.number) }
        if !wasRunning && nowRunning { onLaunch?(self) }
        drain()
        return step
    }

    /// A step of the person or the world the test took through the typed API (`tap`,
    /// `background`, `systemUpdate`, …): one the model ignores (a button not on screen, a tap with
    /// no prompt, `foreground` in the foreground) is a mistake in the test, recorded with the
    /// model's note. (A world event no service listens for is not: iOS delivers nothing, which
    /// is what such a test checks; and scenario files may hold ignored steps on purpose, with
    /// their `expect`.)
    @discardableResult
    func take(_ action: Action, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> PlayedStep {
        let step = perform(action)
        if let note = step.notes.first(where: { $0.text.hasPrefix(action.text + " ignored") }) {
            misuse("`\(action.text)` did nothing on iOS \(simulation.setup.ios.text): \(note.line)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return step
    }

    /// The app's process ends: its managers and objects are gone (`terminate`, a reinstall).
    private func endProcess() {
        process += 1
        objects = [:]
        unclaimed = []
        held = [:]
        queue = []
        requestCompletions = [:]
        promptCompletion = nil
        loops.finishAll()  // the app's loops end with its process
        updateFeeds = []
        sessionFeeds = [:]
        for feed in monitorFeeds { feed.finish() }  // a monitor's first feed may have no loop yet
        monitorFeeds = []
    }

    @discardableResult
    private func record(_ text: String, _ outcome: StepOutcome, appsOwn: Bool) -> PlayedStep {
        let step = PlayedStep(
            number: steps.count, text: text, appsOwn: appsOwn, callbacks: outcome.callbacks, notes: outcome.notes,
            yields: outcome.yields, prompt: simulation.prompt, after: simulation)
        steps.append(step)
        yields += outcome.yields
        modernObjects.route(outcome.yields)
        feed(outcome.yields)
        return step
    }

    /// Hands the step's yields to the app's loops (`services`), in order.
    private func feed(_ yields: [Yield]) {
        for element in yields {
            switch element {
            case .update:
                let update = LiveUpdate(element)
                if update.hasLocation { lastLocation = world.location }
                for feed in updateFeeds { feed.deliver(value(update, location: world.location)) }
            case .session(let number, let flags):
                guard let feeds = sessionFeeds[number] else { continue }
                let diagnostic = SessionDiagnostic(text: element.text, flags: flags)
                for feed in feeds { feed.deliver(value(diagnostic)) }
            case .event:
                let event = value(MonitorEvent(element), now: simulation.now)
                for feed in monitorFeeds { feed.deliver(event) }
            case .backgroundActivity, .locationButton:
                continue  // no loop of the app's takes these (the button's action is its handler)
            }
        }
    }

    // MARK: Managers

    /// Registers a new manager object: the launch's manager if one is waiting, else a new one
    /// (`createManager`). Nil when the app runs no code (suspended, D22) or is not running.
    func attach(_ object: SimulatedLocationManager) -> (manager: Int, process: Int)? {
        if !unclaimed.isEmpty {
            let number = unclaimed.removeFirst()
            objects[number] = WeakManager(object)
            return (number, process)
        }
        // No process, no code: a manager made while the app is not running (after a crash at
        // launch, D56) is no step of the app's.
        guard simulation.lifecycle != .terminated else { return nil }
        // The creation callback is held until the object has its delegate (`delegateSet`).
        let before = Set(simulation.managers)
        perform(.createManager, appsOwn: true)  // ignored by the model when no code runs (D28, D22)
        guard let number = simulation.managers.first(where: { !before.contains($0) }) else { return nil }
        objects[number] = WeakManager(object)
        return (number, process)
    }

    /// Whether `object` still belongs to a running process.
    func isAlive(_ process: Int) -> Bool { process == self.process && simulation.lifecycle != .terminated }

    /// A delegate was set: deliver what was held for it.
    func delegateSet(manager: Int) {
        guard let waiting = held.removeValue(forKey: manager) else { return }
        queue.insert(contentsOf: waiting, at: 0)
        drain()
    }

    /// Delivers the queued callbacks in order; a call made from a delegate method queues its
    /// own after them (the run loop's order).
    private func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while !queue.isEmpty {
            let next = queue.removeFirst(), callback = next.callback
            guard let object = objects[callback.manager]?.object, object.delegate != nil || callback.isCompletion else {
                held[callback.manager, default: []].append(next)
                continue
            }
            inDelivery = callback
            let method = object.deliver(callback, ruleSet: simulation.ruleSet, step: next.step)
            inDelivery = nil
            delivered.append(DeliveredCallback(callback: callback, method: method, step: next.step))
        }
    }
}

extension Callback {
    /// The temporary-accuracy completion: it goes to the closure, not to the delegate.
    var isCompletion: Bool {
        if case .temporaryFullAccuracyCompletion = event { return true }
        return false
    }
}

/// A callback on its way, with the step that caused it.
struct Queued {
    var callback: Callback
    var step: Int
}

/// A weak reference to a manager object.
struct WeakManager {
    weak var object: SimulatedLocationManager?
    init(_ object: SimulatedLocationManager) { self.object = object }
}

/// One step the phone took: the action as a scenario line, and what it caused.
public struct PlayedStep: Sendable, Equatable {
    /// 0 for the first launch.
    public var number: Int
    /// The scenario line (`tap Allow Once`, `requestAlwaysAuthorization`): the same vocabulary.
    public var text: String
    /// The app's code made it (a request, a start, a stop, a manager).
    public var appsOwn: Bool
    /// The callbacks the model sent, in order (delivered right after the step).
    public var callbacks: [Callback]
    /// Why, in the model's words, with the rule (`T31`, `D22`).
    public var notes: [Note]
    public var yields: [Yield]
    /// The prompt on screen after it.
    public var prompt: Prompt?
    /// The whole state right after it (before any call the app made from its callbacks).
    public var after: Simulation
}

/// A callback as it reached the app.
public struct DeliveredCallback: Sendable, Equatable {
    public var callback: Callback
    /// The delegate method (or completion) called, Core Location's name:
    /// `locationManagerDidChangeAuthorization(_:)`.
    public var method: String
    /// The step (`SimulatedPhone.steps`) that caused it.
    public var step: Int
    /// `didChangeAuthorization(authorizedWhenInUse)`: the name `locflow run` prints.
    public var canonical: String { callback.canonical }
    /// The manager number (1 = the first manager ever created).
    public var manager: Int { callback.manager }
}
