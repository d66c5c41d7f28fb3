import Foundation
import Testing
@testable import LocflowGlossary

@Suite struct GlossaryTests {
    @Test func looksUpEachKindOfCode() throws {
        #expect(try #require(Glossary.lookup("D22")).text.contains("suspended"))
        #expect(try #require(Glossary.lookup("T10")).text.contains("P-WIU-13"))
        #expect(try #require(Glossary.lookup("P-WIU-13")).source.contains("§4"))
        #expect(try #require(Glossary.lookup("[DOC A17]")).text.contains("didFailWithError"))
        #expect(try #require(Glossary.lookup("DEV D14")).text.contains("expo"))
        #expect(try #require(Glossary.lookup("§4")).text == "Prompt catalog (English, US)")
        #expect(try #require(Glossary.lookup("hidden truth")).code == "Hidden truth")
        #expect(try #require(Glossary.lookup("UNC")).text.contains("§4 [UNC]"))
        #expect(try #require(Glossary.lookup("u-3")).code == "U-3")
        #expect(try #require(Glossary.lookup("M6")).source.contains("modern"))
        #expect(Glossary.lookup("Z99") == nil)
        #expect(Glossary.lookupAll("§4 [UNC]").map(\.code) == ["§4", "UNC"])
        #expect(Glossary.lookupAll("T10, P-WIU-13").map(\.code) == ["T10", "P-WIU-13"])
        #expect(Glossary.lookupAll("[DOC A2][DEV D6]").map(\.code) == ["A2", "DEV D6"])
        #expect(Glossary.suggestions("D4").contains("D4"))
    }

    /// Every decision D1–D51 and every T-row of the reference is in the binary's table.
    @Test func tableCoversEveryDecision() {
        for n in 1...51 {
            #expect(Glossary.lookup("D\(n)") != nil, "D\(n)")
        }
        #expect(Glossary.codes.filter { $0.hasPrefix("T") }.count >= 40)
    }

    /// The embedded table is what the generator makes from ../shared today (skipped without it).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedFolder.path), "../shared is not here: the generated table is not compared"))
    func embeddedTableIsInStep() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("tools/glossary/generate-explain-table.py").path, sharedFolder.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let generated = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 could not run the generator")
        let committed = try String(contentsOf: root.appendingPathComponent("Sources/LocflowGlossary/ExplainTable+Generated.swift"), encoding: .utf8)
        #expect(generated == committed, "regenerate: python3 tools/glossary/generate-explain-table.py ../shared > Sources/LocflowGlossary/ExplainTable+Generated.swift")
    }

    /// docs/glossary.md defines every hand-written term.
    @Test func docsListEveryTerm() throws {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/glossary.md"), encoding: .utf8)
        for term in Glossary.terms {
            #expect(doc.contains("**\(term.code)**"), "docs/glossary.md lacks **\(term.code)**")
        }
    }
}

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
/// ../shared beside the package (the project's layout); worktrees find it two levels up too.
private let sharedFolder: URL = {
    let candidates = [root.deletingLastPathComponent().appendingPathComponent("shared"), root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
}()
