import Foundation
import LocflowCore
import LocflowScenario
import LocflowTesting
import Testing

/// Every shared example and every file of Scenarios/, played by `ScriptedApp` through
/// `SimulatedLocationManager` and the modern objects, gives step by step the callbacks (as the
/// app's delegate heard them) and the prompts `locflow run` reports.
@Suite("LocflowTesting differential: the stand-in against the runner")
struct DifferentialTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// ../shared/spec beside the package (or two up, for a worktree), or nil in a clone with
    /// nothing beside it: then only Scenarios/ is compared, and the count asked for is the library's.
    static let sharedSpec: String? = [repository.deletingLastPathComponent(), repository.deletingLastPathComponent().deletingLastPathComponent()]
        .map { $0.appendingPathComponent("shared/spec").path }
        .first { FileManager.default.fileExists(atPath: $0) }

    /// The files: ../shared/spec/examples*/ (beside the package, or two up for a worktree; when
    /// present) and Scenarios/. Found from the package, never at a fixed path, so a clone elsewhere
    /// checks its own neighbours.
    static var files: [String] {
        var found: [String] = []
        let manager = FileManager.default
        var roots = [repository.appendingPathComponent("Scenarios").path]
        if let shared = sharedSpec, let names = try? manager.contentsOfDirectory(atPath: shared) {
            roots += names.filter { $0.hasPrefix("examples") }.sorted().map { shared + "/" + $0 }
        }
        for root in roots {
            let all = (manager.enumerator(atPath: root)?.allObjects as? [String]) ?? []
            found += all.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
        }
        return found
    }

    /// Plays `file` both ways; returns why it was skipped, or nil when it was compared.
    static func compare(_ file: String) throws -> String? {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let scenario = try ScenarioParser.parse(text, file: file)
        let reference = Runner.run(scenario).records.filter { !$0.isExpectation }
        let app = ScriptedApp(scenario.setup)
        var records = reference.makeIterator()
        func check(_ line: Int?, _ what: String, _ heard: ArraySlice<String>) {
            guard let expected = records.next() else {
                Issue.record("\(file):\(line ?? 0): the runner has no record for `\(what)`")
                return
            }
            let runner = expected.callbacks.map(\.canonical)
            #expect(Array(heard) == runner, "\(file):\(line ?? 0): `\(what)`: the delegate heard \(Array(heard)), locflow run reports \(runner)")
            let prompt = app.phone.prompt, want = expected.snapshot.prompt
            #expect(
                prompt?.kind == want?.kind && prompt?.title == want?.title && prompt?.labels == want?.labels,
                "\(file):\(line ?? 0): `\(what)`: prompt \(prompt.map { "\($0.kind) \($0.labels)" } ?? "none"), locflow run \(want.map { "\($0.kind) \($0.labels)" } ?? "none")")
        }
        check(0, "launch", app.heard[...])
        for step in scenario.steps {
            let before = app.heard.count
            switch step.kind {
            case .expect: continue
            case .install(let setup):
                app.phone.reinstall(setup)
                app.launched()
            case .action(let action) where action.isTheAppsOwn || isAppCall(action):
                if let why = app.cannotExpress(action) { return "line \(step.line ?? 0): \(action.text): \(why)" }
                app.perform(action)
            case .action(let action):
                _ = try app.phone.perform(action.text)
            }
            check(step.line, step.text ?? "step", app.heard[before...])
        }
        return nil
    }

    /// Plays `file` with the app's modern calls made through `phone.services` and a loop of the
    /// app's own over every sequence: after each step (and the loops' settling) the delegate
    /// heard the runner's callbacks and the loops took the runner's yields for the step.
    static func compareThroughServices(_ file: String) async throws -> String? {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let scenario = try ScenarioParser.parse(text, file: file)
        let reference = Runner.run(scenario).records.filter { !$0.isExpectation }
        let app = ScriptedApp(scenario.setup)
        app.viaServices = true
        var records = reference.makeIterator()
        _ = records.next()  // the launch: no loop yet
        for step in scenario.steps {
            let heardBefore = app.heard.count, loopedBefore = app.looped.all.count
            switch step.kind {
            case .expect: continue
            case .install(let setup):
                app.phone.reinstall(setup)
                app.launched()
            case .action(let action) where action.isTheAppsOwn || isAppCall(action):
                if let why = app.cannotExpress(action) { return "line \(step.line ?? 0): \(action.text): \(why)" }
                if await !app.performMonitorThroughServices(action) { app.perform(action) }
            case .action(let action):
                _ = try app.phone.perform(action.text)
            }
            await app.phone.settled(loops: app.loopCount)
            guard let expected = records.next() else {
                Issue.record("\(file):\(step.line ?? 0): the runner has no record")
                return nil
            }
            let where_ = "\(file):\(step.line ?? 0): `\(step.text ?? "step")`"
            #expect(Array(app.heard[heardBefore...]) == expected.callbacks.map(\.canonical), "\(where_): callbacks")
            let took = app.looped.all[loopedBefore...].sorted()
            // Only what reaches objects this process holds: a session or loop the model re-creates
            // at a relaunch has no object of the app's here (the launch code would make a new one).
            let sessions = Set(app.serviceSessions.keys)
            let held = expected.yields.filter { element in
                switch element {
                case .event: app.serviceMonitor != nil
                case .update: app.liveLoop != nil
                case .session(let number, _): sessions.contains(number)
                case .backgroundActivity, .locationButton: false
                }
            }
            let yielded = held.compactMap(LoopLog.normalized).sorted()
            #expect(took == yielded, "\(where_): the app's loops took \(took), locflow run yields \(yielded)")
        }
        return nil
    }

    @Test("every shared example and scenario through the app-side modern protocols and the app's own loops", .timeLimit(.minutes(5)))
    func everyFileThroughServices() async throws {
        let files = Self.files
        var skipped: [String] = []
        for file in files {
            if let why = try await Self.compareThroughServices(file) { skipped.append("\(file): \(why)") }
        }
        print("LocflowTesting differential through the modern protocols: \(files.count - skipped.count) of \(files.count) files compared, \(skipped.count) skipped")
        for line in skipped { print("  skipped \(line)") }
        #expect(skipped.count <= 3, "\(skipped)")
    }

    static func isAppCall(_ action: Action) -> Bool {
        guard case .modern(let m) = action else { return false }
        switch m {
        case .liveUpdates, .sessionStart, .sessionEnd, .backgroundActivity, .monitorAdd, .monitorRemove: return true
        default: return false
        }
    }

    @Test("every shared example and scenario gives the runner's callbacks and prompts")
    func everyFile() throws {
        let files = Self.files
        // The library alone has 98; the shared examples add 19 where ../shared is beside the clone.
        #expect(files.count >= (Self.sharedSpec == nil ? 90 : 100), "found \(files.count) files")
        var skipped: [String] = []
        for file in files {
            if let why = try Self.compare(file) { skipped.append("\(file): \(why)") }
        }
        print("LocflowTesting differential: \(files.count - skipped.count) of \(files.count) files compared, \(skipped.count) skipped")
        for line in skipped { print("  skipped \(line)") }
        // The skip list stays small: only what a location manager cannot express (CLGeocoder).
        #expect(skipped.count <= 3, "\(skipped)")
    }

    /// Plays `file` with `phone.play`, the scripted app making each call when the file reaches it;
    /// returns why it was skipped, or nil when it played through (every `expect` held).
    static func playThrough(_ file: String) throws -> String? {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let scenario = try ScenarioParser.parse(text, file: file)
        let app = ScriptedApp(scenario.setup)
        var skip: String?
        do {
            try app.phone.play(file) { action in
                // A file may have the app call while it is not running (the model ignores it): no
                // code of the app's can make that call here.
                let notRunning = app.phone.simulation.lifecycle == .terminated ? "the app is not running: no code of its makes the call" : nil
                if let why = app.cannotExpress(action) ?? notRunning { skip = "\(action.text): \(why)" } else { app.perform(action) }
            }
        } catch {
            if let skip { return skip }
            Issue.record("\(error)")
        }
        return nil
    }

    @Test("every shared example and scenario plays through phone.play with its expectations")
    func everyFilePlays() throws {
        let files = Self.files
        var skipped: [String] = []
        for file in files {
            if let why = try Self.playThrough(file) { skipped.append("\(file): \(why)") }
        }
        print("LocflowTesting playback: \(files.count - skipped.count) of \(files.count) files played through, \(skipped.count) skipped")
        for line in skipped { print("  skipped \(line)") }
        #expect(skipped.count <= 3, "\(skipped)")
    }
}
