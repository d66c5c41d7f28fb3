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

    /// One module talks to curses: LocflowTerminal.
    @Test func onlyTheTerminalModuleImportsCurses() throws {
        let importers = try Self.swiftFiles().filter { file in
            Self.code(file.text).contains { $0.hasPrefix("import CNCursesW") }
        }.map(\.path)
        #expect(!importers.isEmpty)
        #expect(importers.allSatisfy { $0.hasPrefix("LocflowTerminal/") }, "\(importers)")
    }

    /// The core is pure: it imports nothing, so it cannot read a clock, a file or the terminal.
    @Test func theCoreImportsNothing() throws {
        let imports = try Self.swiftFiles().filter { $0.path.hasPrefix("LocflowCore/") }.flatMap { file in
            Self.code(file.text).filter { $0.hasPrefix("import ") }.map { "\(file.path): \($0)" }
        }
        #expect(imports.isEmpty, "\(imports)")
    }

    /// Views are pure functions into a cell grid: the explorer's model and views never reach
    /// the terminal module or curses.
    @Test func theExplorersViewsDoNotTouchTheTerminal() throws {
        let offenders = try Self.swiftFiles().filter { $0.path.hasPrefix("LocflowUI/") || $0.path.hasPrefix("CellGrid/") }.filter { file in
            Self.code(file.text).contains { $0.hasPrefix("import LocflowTerminal") || $0.hasPrefix("import CNCursesW") }
        }.map(\.path)
        #expect(offenders.isEmpty, "\(offenders)")
    }

    /// A simulation is made only by the core (`Simulation.play`, `Simulation(_:)` inside
    /// LocflowCore). The files below still build one themselves; the one-replay work removes them
    /// (docs/architecture.md, "Where it is going"). The list may only shrink: a new file that
    /// builds a simulation fails here.
    @Test func simulationsAreMadeByTheCore() throws {
        let known: Set<String> = [
            "LocflowGraph/TargetPredicate.swift", "LocflowScenario/Runner.swift", "LocflowScenario/ScenarioWriter.swift",
            "LocflowDesigner/Storyboard.swift", "LocflowExport/FlowPlayer.swift", "locflow-stress/Monkey.swift",
            "LocflowUI/ExplorerState.swift",
        ]
        let makers = try Self.swiftFiles().filter { !$0.path.hasPrefix("LocflowCore/") }.filter { file in
            Self.code(file.text).contains { $0.contains("Simulation(") }
        }.map(\.path)
        #expect(Set(makers).isSubset(of: known), "new places build a Simulation: \(Set(makers).subtracting(known).sorted())")
    }
}
