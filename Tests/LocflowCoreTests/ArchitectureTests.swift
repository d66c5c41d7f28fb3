import Foundation
import Testing

/// The promises of docs/architecture.md, kept by scanning the sources: where the design says
/// "one", a second place fails here.
@Suite struct ArchitectureTests {
    /// The package's `Sources/` folder, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under `Sources/`, as (path relative to `Sources/`, text).
    static func swiftFiles() throws -> [(path: String, text: String)] {
        let root = sources.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, String)] = []
        while let name = walker.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            files.append((name, try String(contentsOfFile: root + "/" + name, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The code of a file without its comments' lines, so a comment that names a symbol is no use.
    static func code(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }
    }

    @Test func theScanSeesTheSources() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100)
        #expect(files.contains { $0.path == "LocflowCore/Reducer.swift" })
    }

    /// The core is pure: it imports nothing, so it cannot read a clock, a file or the terminal;
    /// nor do the format readers, which only turn text into a tree. Package.swift gives both no
    /// dependency, so the compiler refuses any other locflow module; this is for the system's
    /// (Foundation, Glibc), which no package graph can forbid.
    @Test func theCoreImportsNothing() throws {
        let pure = try Self.swiftFiles().filter { $0.path.hasPrefix("LocflowCore/") || $0.path.hasPrefix("LocflowFormats/") }
        #expect(pure.contains { $0.path.hasPrefix("LocflowFormats/") })
        let imports = pure.flatMap { file in
            Self.code(file.text).filter { $0.hasPrefix("import ") }.map { "\(file.path): \($0)" }
        }
        #expect(imports.isEmpty, "\(imports)")
    }

    /// A simulation is made only by the core: consumers read `Simulation.replay` (or
    /// `Simulation.play`), and the explorer, which takes one step per key, starts from
    /// `Simulation.notInstalled`. No `Simulation(` outside LocflowCore.
    @Test func simulationsAreMadeByTheCore() throws {
        let makers = try Self.swiftFiles().filter { !$0.path.hasPrefix("LocflowCore/") }.filter { file in
            Self.code(file.text).contains { $0.contains("Simulation(") }
        }.map(\.path)
        #expect(makers.isEmpty, "build a Simulation outside the core: \(makers)")
    }
}

extension ArchitectureTests {
    /// One loop applies a flow's steps: `Simulation.replay`. Outside the core a step is applied
    /// only where a person or a generator decides it from the state on screen, one at a time, or
    /// as a what-if on a copy; each such file is listed with its reason. A loop over a known list
    /// of steps elsewhere fails here: it must read the replay.
    @Test func stepsAreAppliedByTheOneReplay() throws {
        let oneAtATime: [String: String] = [
            "LocflowUI/ExplorerState.swift": "the explorer takes one step per key",
            "LocflowScenario/ScenarioWriter.swift": "--record appends the step just taken",
            "LocflowScenario/Preset.swift": "each tap is resolved from the prompt the previous step left",
            "locflow-stress/Monkey.swift": "each action is drawn at random from the state",
            "LocflowTesting/SimulatedPhone.swift": "an app's unit test: each call of the app's code or the test is one step",
        ]
        // A step or an action handed to `apply`/`play`: `.apply(action)`, `.play(.install(…))`,
        // `.apply(graph.edges[e].action)`; what-ifs on a copy (`copy.apply(…)`) are not steps.
        let stepCall = try Regex(#"\.(apply|play)\((\.|action\b|step\b|\w+\.edges)"#)
        let appliers = try Self.swiftFiles().filter { !$0.path.hasPrefix("LocflowCore/") }.compactMap { file -> String? in
            Self.code(file.text).contains { $0.contains(stepCall) && !$0.contains("copy.apply(") } ? file.path : nil
        }
        #expect(appliers.contains("LocflowUI/ExplorerState.swift"), "the scan finds the explorer's own step")
        #expect(Set(appliers).isSubset(of: Set(oneAtATime.keys)), "apply steps outside the replay: \(Set(appliers).subtracting(oneAtATime.keys).sorted())")
    }

    /// Caches are passed in, not held as singletons: a frame's caches live in the explorer's
    /// `RenderCache`. The one shared value is the enumerated graph per rule set, which never
    /// changes once built (`CoverageGraphs`).
    @Test func noSharedMutableCaches() throws {
        let allowed: Set<String> = ["LocflowUI/Coverage/CoverageGraphs.swift"]
        let holders = try Self.swiftFiles().compactMap { file -> String? in
            Self.code(file.text).contains { $0.contains("static let shared") || $0.contains("static var shared") }
                && !file.text.contains("(\"  static let shared") ? file.path : nil
        }
        #expect(Set(holders).isSubset(of: allowed), "singletons: \(Set(holders).subtracting(allowed).sorted())")
    }
}
