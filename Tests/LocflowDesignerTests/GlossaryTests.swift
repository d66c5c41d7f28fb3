import Foundation
import Testing
@testable import LocflowGlossary

@Suite struct GlossaryTests {
    @Test func looksUpEachKindOfCode() throws {
        #expect(try #require(Glossary.lookup("D22")).text.contains("suspended"))
        #expect(try #require(Glossary.lookup("T10")).text.contains("P-WIU-13"))
        #expect(try #require(Glossary.lookup("P-WIU-13")).source == "docs/behavior.md, “Prompts”")
        #expect(try #require(Glossary.lookup("[DOC A17]")).text.contains("didFailWithError"))
        #expect(try #require(Glossary.lookup("DEV D14")).text.contains("expo"))
        #expect(try #require(Glossary.lookup("§4")).text == "Prompt catalog (English, US)")
        #expect(try #require(Glossary.lookup("hidden truth")).code == "Hidden truth")
        #expect(try #require(Glossary.lookup("UNC")).text.contains("§4 [UNC]"))
        #expect(try #require(Glossary.lookup("u-3")).code == "U-3")
        #expect(try #require(Glossary.lookup("M6")).source.hasPrefix("docs/behavior.md"))
        #expect(try #require(Glossary.lookup("A17")).source == "Apple: locationManager(_:didFailWithError:) — https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didfailwitherror:)")
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

    /// Every citation leads to something a checkout has: Apple's page (named and linked), another
    /// page's address, or a section of docs/ that exists; never the spec or the reference, which
    /// live beside the project, not in it.
    @Test("every citation explain prints resolves to Apple's page or a docs/ section")
    func everyCitationResolves() throws {
        let entries = Glossary.codes.compactMap { Glossary.lookup($0) } + Glossary.terms
        #expect(entries.count > 300)
        var headings: [String: Set<String>] = [:]
        for entry in entries {
            let source = entry.source
            let words = source.components(separatedBy: " — http").first ?? source  // a page's address may hold any path
            #expect(!words.contains("spec/") && !words.contains("reference/") && !words.contains("shared/") && !words.contains("seeds/"),
                    "\(entry.code): \(source)")
            if source.hasPrefix("Apple: ") {
                #expect(source.contains(" — https://developer.apple.com/"), "\(entry.code): Apple's page is named and linked: \(source)")
            } else if source.hasPrefix("docs/") {
                // `docs/behavior.md, “Callbacks”`: the file exists and has that heading.
                let parts = source.components(separatedBy: ", “")
                let file = parts[0]
                if headings[file] == nil {
                    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                    headings[file] = Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) })
                }
                #expect(parts.count == 2, "\(entry.code): a docs citation names its section: \(source)")
                if parts.count == 2 {
                    let heading = String(parts[1].dropLast())  // the closing ”
                    #expect(headings[file]?.contains(heading) == true, "\(entry.code): \(file) has no heading “\(heading)”")
                }
            } else {
                #expect(source.contains(" — https://") || source.contains(" — http://"), "\(entry.code): neither Apple's page, a page's address nor a docs section: \(source)")
            }
        }
    }

    /// docs/glossary.md cites no file a checkout lacks as the place to read a code.
    @Test func docsGlossaryCitesWhatACheckoutHas() throws {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/glossary.md"), encoding: .utf8)
        let families = try #require(doc.components(separatedBy: "## Code families").last?.components(separatedBy: "## Evidence tags").first)
        for file in ["spec/", "reference/", "shared/"] {
            #expect(!families.contains("`\(file)"), "docs/glossary.md cites \(file)")
        }
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
