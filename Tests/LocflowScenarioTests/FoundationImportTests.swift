import Foundation
import Testing

/// The shipped modules import FoundationEssentials, never the whole Foundation: on Linux the
/// static binary then links neither Foundation nor ICU, whose size and start-up (static
/// initialisers, thousands of protocol conformances scanned at run time) the explorer's first
/// frame paid for (docs/performance.md). Foundation may be imported only in the
/// `#else` of `#if canImport(FoundationEssentials)`, for platforms without it (macOS).
@Suite struct FoundationImportTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Files not (yet) held to the rule, with why.
    static let exempt: Set<String> = []
    /// Targets that are not shipped: the long robustness runs (`locflow-stress`) check every JSONL
    /// line with Foundation's `JSONSerialization`, a JSON reader independent of locflow's own.
    /// LocflowTesting is linked only into apps' test targets, never into the binary, and its
    /// locks for the app's async loops are Foundation's (`NSRecursiveLock`).
    static let unshipped = ["locflow-stress/", "LocflowTesting/"]

    @Test func noShippedSourceImportsFoundation() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 100, "Sources/ not found at \(Self.sources.path)")
        var offences: [String] = []
        for file in files where !Self.exempt.contains(file) && !Self.unshipped.contains(where: file.hasPrefix) {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            offences += Self.plainFoundationImports(text).map { "Sources/\(file):\($0): imports Foundation outside `#else` of `#if canImport(FoundationEssentials)`" }
        }
        #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
    }

    @Test func theScanSeesEveryFormOfTheImport() {
        let text = """
            #if canImport(FoundationEssentials)
            import FoundationEssentials
            #else
            import Foundation
            #endif
            import Foundation
            @preconcurrency import Foundation
            public import struct Foundation.Date
            #if canImport(Glibc)
            import Glibc
            #else
            import FoundationNetworking
            #endif
            import FoundationInternationalization
            #if canImport(FoundationEssentials)
            #if os(Linux)
            #else
            import Foundation
            #endif
            #endif
            import FoundationEssentials
            """
        #expect(Self.plainFoundationImports(text) == [6, 7, 8, 12, 14, 18])
    }

    /// The 1-based lines of `text` that import Foundation (or its ICU or networking parts) other
    /// than in the `#else` branch of `#if canImport(FoundationEssentials)`.
    static func plainFoundationImports(_ text: String) -> [Int] {
        var stack: [(essentials: Bool, inElse: Bool)] = []
        var lines: [Int] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                stack.append((line.replacingOccurrences(of: " ", with: "") == "#ifcanImport(FoundationEssentials)", false))
            } else if line.hasPrefix("#elseif") {
                if !stack.isEmpty { stack[stack.count - 1].essentials = false }
            } else if line.hasPrefix("#else") {
                if !stack.isEmpty { stack[stack.count - 1].inElse = true }
            } else if line.hasPrefix("#endif") {
                _ = stack.popLast()
            } else if let module = importedModule(line), module != "FoundationEssentials", module.hasPrefix("Foundation") {
                if !(stack.last.map { $0.essentials && $0.inElse } ?? false) { lines.append(index + 1) }
            }
        }
        return lines
    }

    /// The module an `import` line names (`@preconcurrency public import struct Foundation.Date`
    /// → `Foundation`), or nil.
    private static func importedModule(_ line: String) -> String? {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package", "fileprivate", "private"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let path = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }
}
