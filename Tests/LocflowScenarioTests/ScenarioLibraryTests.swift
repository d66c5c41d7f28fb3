import Foundation
import LocflowScenario
import Testing

/// The project's scenario library (Scenarios/): every file must parse and hold every expectation.
@Suite("Scenario library")
struct ScenarioLibraryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios")

    static var files: [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        let all = (enumerator?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }

    @Test("the library is there and large enough to mean something")
    func present() {
        #expect(Self.files.count >= 20, "found \(Self.files)")
    }

    @Test("every scenario passes", arguments: files)
    func passes(file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        let result = Runner.run(try ScenarioParser.parse(text, file: file))
        #expect(result.expectationCount > 0, "\(file) checks nothing")
        for record in result.records where !record.failures.isEmpty {
            Issue.record("\(file):\(record.line ?? 0): step \(record.step): \(record.failures.joined(separator: "; "))")
        }
    }
}
