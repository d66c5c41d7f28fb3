import Foundation
import LocflowCore
import LocflowExport
import Testing

/// Compares an export with its golden file under `__Goldens__/`; a missing golden, or
/// `RECORD_SNAPSHOTS=1`, writes it and fails, so a new recording is never silently green.
func assertGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__/" + name)
    let golden = try? String(contentsOf: file, encoding: .utf8)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" || golden == nil {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded golden \(name); check it and run again", sourceLocation: sourceLocation)
        return
    }
    if golden != text {
        let lines = (golden ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = (0..<min(lines.count, actual.count)).first { lines[$0] != actual[$0] } ?? min(lines.count, actual.count)
        Issue.record("""
            golden \(name) differs from line \(first + 1) (RECORD_SNAPSHOTS=1 re-records)
            --- expected: \(first < lines.count ? String(lines[first]) : "(end)")
            --- actual:   \(first < actual.count ? String(actual[first]) : "(end)")
            """, sourceLocation: sourceLocation)
    }
}

/// The golden file's name: `simctl/blog-two-step-helper@16.sh`.
private func goldenName(_ format: ExportFormat, _ file: String, _ ruleSet: RuleSet) -> String {
    let stem = String(file.split(separator: "/").last!.split(separator: ".").first!)
    let ext = switch format { case .xcuitest: "swift"; case .simctl: "sh"; case .maestro: "yaml" }
    return "\(format.rawValue)/\(stem)@\(ruleSet.rawValue).\(ext)"
}

@Suite("Exports match their golden files")
struct GoldenTests {
    @Test("every seed flow on its own iOS version", arguments: ExportFormat.allCases)
    func seeds(_ format: ExportFormat) throws {
        #expect(seedFiles.count >= 10)
        for file in seedFiles {
            let played = try flow(file)
            assertGolden(export(format, played), named: goldenName(format, file, played.ruleSet))
        }
    }

    @Test("a tour of every kind of action", arguments: ExportFormat.allCases)
    func everyAction(_ format: ExportFormat) throws {
        let file = "Tests/LocflowExportTests/Fixtures/every-action.yaml"
        assertGolden(export(format, try flow(file)), named: goldenName(format, file, .iOS18))
    }

    /// The modern rule sets play the contract's actions as 14, 16 and 18 do, but their Settings
    /// paths are their own releases' (Reset moved in iOS 15, T47).
    @Test("a tour of every kind of action on iOS 15, 17 and 26", arguments: ExportFormat.allCases)
    func everyActionModern(_ format: ExportFormat) throws {
        let file = "Tests/LocflowExportTests/Fixtures/every-action.yaml"
        for ruleSet in [RuleSet.iOS15, .iOS17, .iOS26] {
            let played = try flow(file, ios: ruleSet)
            let text = export(format, played)
            // simctl resets with `simctl privacy reset`; the others tell a person where to tap.
            if format != .simctl {
                #expect(text.contains("Transfer or Reset iPhone › Reset › Reset Location & Privacy"), "\(ruleSet.rawValue)")
            }
            assertGolden(text, named: goldenName(format, file, ruleSet))
        }
    }

    @Test("two seed flows across iOS 12, 13.4, 14 and 18", arguments: ExportFormat.allCases)
    func versions(_ format: ExportFormat) throws {
        for file in ["Scenarios/seeds/blog-two-step-helper.yaml", "Scenarios/seeds/cheat-sheet-deny-is-sticky.yaml"] {
            for ruleSet in [RuleSet.iOS12, .iOS13_4, .iOS14, .iOS18] {
                // The scenario's taps name iOS 13+ buttons: on iOS 12 some find no such button,
                // which the export must say rather than invent one.
                let played = try flow(file, ios: ruleSet)
                assertGolden(export(format, played), named: goldenName(format, file, ruleSet))
            }
        }
    }
}
