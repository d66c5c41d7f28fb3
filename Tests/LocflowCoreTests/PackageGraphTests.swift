import Foundation
import Testing

/// The package graph is the architecture: which module may use which is what Package.swift
/// declares, and the compiler refuses a use the graph does not allow. These tests keep the graph
/// the one docs/architecture.md draws, keep the programs' and the checks' modules
/// out of every library product, and close the one gap the compiler leaves (an import SwiftPM
/// lets through because a sibling module happens to be built already).
@Suite struct PackageGraphTests {
    /// The package's root folder, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A target of Package.swift (test targets included): its kind and what it depends on, each
    /// dependency a target's name or a product as `Product (package)`.
    struct Target: Equatable {
        var kind: String
        var dependencies: [String]
    }

    /// Package.swift's text without its comments' lines.
    static func manifest() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
    }

    /// The targets Package.swift declares, by name. Read from the manifest's text: a test that ran
    /// `swift package dump-package` would compile the manifest again (seconds, and a toolchain on
    /// the path) for what a few patterns read.
    static func declaredTargets() throws -> [String: Target] {
        let text = try manifest()
        let start = try Regex(#"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let matches = text.matches(of: start)
        var targets: [String: Target] = [:]
        for (index, match) in matches.enumerated() {
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : text.endIndex
            let body = text[match.range.upperBound..<end]
            let kind = String(match.output[1].substring ?? "")
            let name = String(match.output[2].substring ?? "")
            targets[name] = Target(kind: Self.kindWord[kind] ?? kind, dependencies: try dependencies(in: body))
        }
        return targets
    }

    /// The words the table uses for SwiftPM's kinds of target.
    static let kindWord = ["target": "library", "executableTarget": "executable", "testTarget": "test", "systemLibrary": "system library"]

    /// The list after `dependencies:` in a target's declaration, if it has one.
    static func dependencies(in body: Substring) throws -> [String] {
        guard let list = body.prefixMatch(of: try Regex(#"\s*,?\s*dependencies:\s*\[([^\]]*)\]"#)) else { return [] }
        let items = list.output[1].substring ?? ""
        let product = try Regex(#"\.product\(\s*name:\s*"([^"]+)",\s*package:\s*"([^"]+)"\s*\)|"([^"]+)""#)
        return items.matches(of: product).map { item in
            if let name = item.output[1].substring, let package = item.output[2].substring { return "\(name) (\(package))" }
            return String(item.output[3].substring ?? "")
        }
    }

    /// The library products and the targets each one is made of.
    static func libraryProducts() throws -> [String: [String]] {
        let text = try manifest()
        let library = try Regex(#"\.library\(\s*name:\s*"([^"]+)",\s*targets:\s*\[([^\]]*)\]"#)
        var products: [String: [String]] = [:]
        for match in text.matches(of: library) {
            let targets = (match.output[2].substring ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            products[String(match.output[1].substring ?? "")] = targets
        }
        return products
    }

    /// The table between the markers of docs/architecture.md: each target's kind and
    /// dependencies, as the picture there draws them.
    static func documentedTargets() throws -> [String: Target] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let begin = text.range(of: "<!-- package-graph -->"), let end = text.range(of: "<!-- /package-graph -->") else { return [:] }
        var targets: [String: Target] = [:]
        for line in text[begin.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let unquote = { (cell: String) in cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            let dependencies = cells[3] == "—" ? [] : cells[3].components(separatedBy: ", ").map(unquote)
            targets[unquote(cells[1])] = Target(kind: cells[2], dependencies: dependencies)
        }
        return targets
    }

    /// Every target reachable from `names` through the declared dependencies, `names` included.
    static func closure(of names: [String], in targets: [String: Target]) -> Set<String> {
        var seen = Set<String>(), stack = names
        while let name = stack.popLast() {
            guard seen.insert(name).inserted else { continue }
            stack += targets[name]?.dependencies ?? []
        }
        return seen
    }

    @Test func theManifestReadingSeesTheTargets() throws {
        let targets = try Self.declaredTargets()
        #expect(targets["LocflowCore"] == Target(kind: "library", dependencies: []))
        #expect(targets["locflow"]?.dependencies.contains("ArgumentParser (swift-argument-parser)") == true)
        #expect(targets["CNCursesW"]?.kind == "system library")
        #expect(try Self.libraryProducts()["LocflowTesting"] == ["LocflowTesting"])
    }

    /// docs/architecture.md's table is Package.swift's graph, target for target
    /// (test targets aside: what a test links is not the architecture). A new dependency is a
    /// change of the architecture, so it changes the picture and the table with it.
    @Test func thePackageGraphIsTheOneDocumented() throws {
        let declared = try Self.declaredTargets().filter { $0.value.kind != "test" }
        let documented = try Self.documentedTargets()
        #expect(!documented.isEmpty, "the table between <!-- package-graph --> markers in docs/architecture.md")
        for name in Set(declared.keys).union(documented.keys).sorted() {
            let (code, doc) = (declared[name], documented[name])
            #expect(
                code.map { Set($0.dependencies) } == doc.map { Set($0.dependencies) } && code?.kind == doc?.kind,
                "\(name): Package.swift says \(code.map { "\($0.kind) on \($0.dependencies)" } ?? "nothing"), the table \(doc.map { "\($0.kind) on \($0.dependencies)" } ?? "nothing")")
        }
    }

    /// What only the programs or only the checks may use never reaches a library product, so no
    /// app or other package links it: standard streams that call `exit` (LocflowCommandLine), the
    /// monkey's generator and invariants (LocflowChecks), the docs tables (LocflowDocs), the tmux
    /// driver (LocflowTestSupport).
    @Test func noLibraryProductReachesTheProgramsOrTheChecks() throws {
        let targets = try Self.declaredTargets()
        let neverShipped: [String: String] = [
            "LocflowCommandLine": "ends the program (exit 2) when a write to standard output fails",
            "LocflowChecks": "the monkey's generator, vocabulary and invariants: code the shipped flows never run",
            "LocflowDocs": "the docs tables, generated by tests",
            "LocflowTestSupport": "the tmux driver of the terminal and end-to-end tests",
        ]
        for (product, made) in try Self.libraryProducts() {
            let reached = Self.closure(of: made, in: targets).intersection(neverShipped.keys)
            #expect(reached.isEmpty, "the library product \(product) reaches \(reached.sorted().map { "\($0) (\(neverShipped[$0] ?? ""))" })")
        }
        #expect(targets["locflow"]?.dependencies.contains("LocflowCommandLine") == true, "the check sees the program's own use")
    }

    /// A source file imports only modules its target declares as direct dependencies. The compiler
    /// alone does not hold this: SwiftPM puts every built module on one search path, so an import
    /// of an undeclared sibling compiles whenever the sibling happens to be built first. Modules
    /// that are not this package's targets or its dependencies' products (Foundation, Glibc,
    /// CoreLocation) are not the graph's to decide and are not checked here.
    @Test func everyImportIsADeclaredDependency() throws {
        let targets = try Self.declaredTargets()
        // A module's name is its target's or product's with `-` made `_` (`locflow-stress`).
        var moduleOwner: [String: String] = [:]
        for (name, target) in targets {
            moduleOwner[name.replacingOccurrences(of: "-", with: "_")] = name
            for dependency in target.dependencies where dependency.hasSuffix(")") {
                moduleOwner[String(dependency.prefix { $0 != " " })] = dependency
            }
        }
        let importLine = try Regex(#"^\s*(?:@\w+\s+)*import\s+(\w+)\s*$"#)
        var undeclared: [String] = []
        var checked = 0
        for file in try ArchitectureTests.swiftFiles() {
            let folder = String(file.path.prefix { $0 != "/" })
            guard let target = targets[folder] else { continue }
            for line in ArchitectureTests.code(file.text) {
                guard let match = line.firstMatch(of: importLine),
                    let module = match.output[1].substring, let owner = moduleOwner[String(module)], owner != folder
                else { continue }
                checked += 1
                if !target.dependencies.contains(owner) { undeclared.append("\(file.path): import \(module)") }
            }
        }
        #expect(checked > 100, "the scan sees the imports")
        #expect(undeclared.isEmpty, "imports Package.swift does not declare: \(undeclared)")
    }
}
