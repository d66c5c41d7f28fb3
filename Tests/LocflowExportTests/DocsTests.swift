import Foundation
import LocflowExport
import Testing

/// The worked examples of docs/export.md are what `locflow export` writes today.
@Suite("docs/export.md agrees with the exporters")
struct DocsTests {
    @Test("every `<!-- export: FORMAT FILE -->` block is that export, byte for byte")
    func workedExamples() throws {
        let doc = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/export.md"), encoding: .utf8)
        let lines = doc.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var checked = Set<String>()
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- export: ") {
            let words = line.dropFirst("<!-- export: ".count).split(separator: " ")
            let format = try #require(ExportFormat(rawValue: String(words[0])), "docs/export.md:\(index + 1)")
            let file = String(words[1])
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            let expected = export(format, try flow(file))
            #expect(body.joined(separator: "\n") + "\n" == expected, "docs/export.md:\(index + 1): regenerate with `locflow export \(format.rawValue) \(file)`")
            checked.insert(format.rawValue)
        }
        #expect(checked == Set(ExportFormat.allCases.map(\.rawValue)), "one worked example per exporter")
    }

    @Test("README and the QA guide point to locflow export")
    func mentioned() throws {
        for path in ["README.md", "docs/qa-guide.md"] {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(text.contains("locflow export"), "\(path)")
            #expect(text.contains("export.md"), "\(path)")
        }
    }
}
