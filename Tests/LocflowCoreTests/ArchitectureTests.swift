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
    /// One loop applies a flow's steps: `Simulation.replay`. The compiler keeps most of it:
    /// `apply`, `advance` and `play(_ step:)` are internal to the core, so outside it a step is a
    /// frame of the replay or of `Simulation.Stepper`, and a what-if is `applying`/`advanced(by:)`
    /// on a value. What it cannot see is a stepper walking a list of steps known in advance, which
    /// should read the replay instead. So every file that steps a stepper is named here, and says
    /// why in the code, on a comment line beginning `One step at a time:` beside the stepping.
    @Test func stepsAreAppliedByTheOneReplay() throws {
        let oneAtATime: Set<String> = [
            "LocflowUI/ExplorerState.swift",
            "LocflowUI/ScenarioRecording.swift",
            "LocflowUI/Lens/AppCodeLens.swift",
            "LocflowScenario/Preset.swift",
            "locflow-stress/Monkey.swift",
            "LocflowTesting/SimulatedPhone.swift",
        ]
        // A stepper stepped: `stepper.step(.install(…))`, `copy.step(.action(…))`, `stepper.step(step)`,
        // in a file that holds a stepper (a journal's `.step(step)` entry is no step taken).
        let stepCall = try Regex(#"\.step\((\.|step\b|action\b)"#)
        let files = try Self.swiftFiles().filter { !$0.path.hasPrefix("LocflowCore/") }
        let steppers = files.compactMap { file -> String? in
            let code = Self.code(file.text)
            return code.contains { $0.contains(stepCall) } && code.contains { $0.contains("Stepper") || $0.contains("stepper") } ? file.path : nil
        }
        #expect(steppers.contains("LocflowUI/ExplorerState.swift"), "the scan finds the explorer's own step")
        #expect(Set(steppers).isSubset(of: oneAtATime), "steps taken outside the replay: \(Set(steppers).subtracting(oneAtATime).sorted())")
        let unexplained = files.filter { oneAtATime.contains($0.path) && !$0.text.contains("// One step at a time: ") }.map(\.path)
        #expect(unexplained.isEmpty, "a stepper without its reason beside it: \(unexplained)")
    }

    /// Caches are passed in, not held as singletons: a frame's caches live in the explorer's
    /// `RenderCache`. The one shared value is the enumerated graph per rule set, which never
    /// changes once built (`CoverageGraphs`, the executable's, which hands coverage to the explorer).
    ///
    /// Nor does a library module hold shared mutable state: no stored `static var`, no
    /// `nonisolated(unsafe)`, no lock made, except in the files named here, where each such
    /// declaration carries its reason on a comment beginning `Shared mutable state:` (on the line,
    /// or in the comments above it; a run of such declarations may share one). The executables
    /// (`locflow`, `locflow-stress`) own the process and may hold it.
    @Test func noSharedMutableCaches() throws {
        let allowed: Set<String> = ["locflow/CoverageGraphs.swift"]
        let holders = try Self.swiftFiles().compactMap { file -> String? in
            Self.code(file.text).contains { $0.contains("static let shared") || $0.contains("static var shared") }
                && !file.text.contains("(\"  static let shared") ? file.path : nil
        }
        #expect(Set(holders).isSubset(of: allowed), "singletons: \(Set(holders).subtracting(allowed).sorted())")

        let explained: Set<String> = [
            "LocflowCommandLine/StandardStreams.swift",
            "LocflowScenario/SchemaFile.swift",
            "LocflowTerminal/TerminalGuard.swift",
            "LocflowTerminal/CursesBlitter.swift",
            "LocflowTesting/ModernLoops.swift",
            "LocationManaging/CLLocationManager+LocationManaging.swift",
        ]
        let libraries = try Self.swiftFiles().filter { !$0.path.hasPrefix("locflow/") && !$0.path.hasPrefix("locflow-stress/") }
        var found: [String: [Int]] = [:]
        var unexplained: [String] = []
        for file in libraries {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let hits = Set(lines.indices.filter { Self.isSharedMutableState(lines[$0]) })
            for hit in hits.sorted() {
                found[file.path, default: []].append(hit + 1)
                // The declaration's line, then upward through comments, attributes and the run of
                // declarations it belongs to.
                var line = hit, reason = false
                while line >= 0 {
                    let text = lines[line].drop { $0 == " " }
                    guard line == hit || hits.contains(line) || text.hasPrefix("//") || text.hasPrefix("@") else { break }
                    if text.contains("Shared mutable state: ") { reason = true; break }
                    line -= 1
                }
                if !reason { unexplained.append("\(file.path):\(hit + 1)") }
            }
        }
        #expect(found["LocflowTerminal/TerminalGuard.swift"] != nil, "the scan finds the signal handlers' state")
        #expect(Set(found.keys).isSubset(of: explained), "shared mutable state in a library: \(found.filter { !explained.contains($0.key) })")
        #expect(unexplained.isEmpty, "shared mutable state without its reason beside it: \(unexplained)")
    }

    /// A line of code that declares shared mutable state: a stored `static var` (no `{`, or an
    /// `=` before it; a computed property has neither), anything `nonisolated(unsafe)`, or a lock made.
    static func isSharedMutableState(_ line: Substring) -> Bool {
        let code = line.drop { $0 == " " }
        guard !code.hasPrefix("//") else { return false }
        // Up to a trailing comment, and not inside a string literal (sample code the lens shows).
        let statement = code.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? code
        func declares(_ word: String) -> Bool {
            guard let range = statement.range(of: word) else { return false }
            return !statement[..<range.lowerBound].contains("\"")
        }
        if declares("nonisolated(unsafe)") { return true }
        if declares("static var "), let range = statement.range(of: "static var ") {
            let declaration = statement[range.upperBound...]
            let brace = declaration.firstIndex(of: "{") ?? declaration.endIndex
            if brace == declaration.endIndex || declaration[..<brace].contains("=") { return true }
        }
        return ["Lock()", "NSLock()", "NSRecursiveLock()", "Mutex(", "pthread_mutex_init", "OSAllocatedUnfairLock("].contains(where: declares)
    }
}
