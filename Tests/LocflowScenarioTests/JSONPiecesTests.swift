import Foundation
import LocflowCore
@testable import LocflowFiles
@testable import LocflowScenario
import Testing

/// The JSONL writer reuses encoded parts of earlier lines (`JSONTranscript.Pieces`):
/// whatever order records come in, each line must be the line written without them.
@Suite("JSONL pieces")
struct JSONPiecesTests {
    /// The streamed lines of `records` through one writer.
    static func streamed(_ records: [StepRecord]) -> [String] {
        var writer = JSONTranscript.Writer(), out: [UInt8] = []
        for record in records { writer.write(record, into: &out) }
        return String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("every library scenario, forwards and backwards through one writer: the lines written without pieces")
    func libraryBothWays() throws {
        let root = ScenarioLibraryTests.root
        var all: [StepRecord] = []
        for file in ScenarioLibraryTests.files {
            let path = root.appendingPathComponent(file).path
            all += Runner.run(try ScenarioParser.parse(try InputText.read(path), file: path)).records
        }
        #expect(all.count > 100)
        // Backwards, states and prompts come back out of order: the tables' older entries are used.
        for records in [all, all.reversed()] {
            #expect(Self.streamed(records) == records.map(JSONTranscript.line))
        }
    }

    @Test("more states and service sets than a table keeps, then the first ones again, then text to escape")
    func fullTables() throws {
        let result = Runner.run(try ScenarioParser.parse("ios: \"14\"\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow Once\n", file: "f.yaml"))
        var records: [StepRecord] = []
        for round in 0..<2 {
            for i in 0..<150 {
                var record = result.records[i % result.records.count]
                record.step = round * 150 + i
                record.snapshot.settings = i % 3 == 0 ? nil : "label \(i)"
                record.snapshot.provisional = i % 2 == 0
                if var prompt = result.records[1].snapshot.prompt, i % 5 == 0 {
                    prompt.title = "title \(i % 10) \"quoted\"\u{7}"
                    record.snapshot.prompt = prompt
                }
                records.append(record)
            }
        }
        let lines = Self.streamed(records)
        #expect(lines == records.map(JSONTranscript.line))
        #expect(lines[1].contains("\"settings\":\"label 1\""))
        #expect(lines[5].contains("\"title\":\"title 5 \\\"quoted\\\"\\u0007\""))
    }
}
