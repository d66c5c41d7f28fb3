import LocflowCore
import LocflowFiles
import LocflowScenario

/// Recorded sessions as unit tests: a scenario file's person and world steps are played on the
/// phone while the app's own code makes the calls, and every call the file says the app made
/// must be the call the app's code made, in order. (This part reads scenario files, so
/// LocflowTesting depends on LocflowScenario as well as the core.)
extension SimulatedPhone {
    /// A phone installed with the setup `path` names (its `ios:`, `app:`, `device:`, `model:`),
    /// launched; `onLaunch` is the app's launch code.
    public convenience init(scenario path: String, onLaunch: ((SimulatedPhone) -> Void)? = nil) throws {
        let scenario = try Self.read(path)
        self.init(scenario.setup, onLaunch: onLaunch)
    }

    /// Plays the steps of the scenario file at `path` on this phone (the setup it is in: see
    /// `init(scenario:onLaunch:)`). The person's and the world's steps are taken; each of the app's
    /// calls in the file (`requestAlwaysAuthorization`, `startUpdatingLocation`, `session start …`)
    /// must have been made by the app's code by then, in the file's order: calls made before
    /// `play`, at launch, or from delegate methods all count. `app`, when given, is asked to make
    /// a call the file reaches and the app has not made yet (the test's stand-in for the app's UI:
    /// a button the tester pressed). The file's `expect` steps are checked against the state after
    /// the step they follow.
    ///
    /// Throws `PhoneError` naming the line: "qa/upgrade.yaml:12: error: the app was expected to
    /// call requestAlwaysAuthorization; it did not".
    public func play(_ path: String, app: ((Action) -> Void)? = nil) throws {
        let scenario = try Self.read(path)
        // The app's calls are matched from the latest step of the person or the world on: calls
        // made at launch or by the test just before `play` are the file's first.
        var cursor = steps.lastIndex { !$0.appsOwn } ?? 0
        var latest = steps[cursor]
        cursor += 1
        func fail(_ line: Int?, _ message: String) -> PhoneError {
            PhoneError(message: "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)")
        }
        func nextAppCall() -> Int? { steps.indices.first { $0 >= cursor && steps[$0].appsOwn } }
        func noExtraCalls(before line: Int?, _ what: String) throws {
            if let extra = nextAppCall() {
                throw fail(line, "the app called \(steps[extra].text) before `\(what)`, which the file does not have there")
            }
        }
        for step in scenario.steps {
            switch step.kind {
            case .action(let action) where action.isTheAppsOwn || isModernAppCall(action):
                if nextAppCall() == nil, let app { app(action) }
                guard let index = nextAppCall() else {
                    throw fail(step.line, "the app was expected to call \(action.text); it did not")
                }
                guard steps[index].text == action.text else {
                    throw fail(step.line, "the app was expected to call \(action.text); it called \(steps[index].text)")
                }
                latest = steps[index]
                cursor = index + 1
            case .action(let action):
                try noExtraCalls(before: step.line, action.text)
                latest = perform(action)
            case .install(let setup):
                try noExtraCalls(before: step.line, "install")
                reinstall(setup)
                latest = steps.last { !$0.appsOwn }!
                cursor = latest.number + 1
            case .expect(let expectation):
                let failures = Snapshot(latest.after).failures(
                    of: expectation, callbacks: latest.callbacks.map(\.canonical), yields: latest.yields, note: Note.line(latest.notes))
                if !failures.isEmpty {
                    throw fail(step.line, "after `\(latest.text)`: " + failures.joined(separator: "; "))
                }
            }
        }
    }

    static func read(_ path: String) throws -> Scenario {
        let text: String
        do { text = try AtomicFile.read(path) } catch { throw PhoneError(message: "\(error)") }
        do { return try ScenarioParser.parse(text, file: path) } catch { throw PhoneError(message: error.description) }
    }
}
