import Foundation
import LocflowCore
import LocflowExport
import LocflowScenario
import Testing

/// The repository root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The seeds' flows, as paths relative to the repository root (as the CLI would be given them).
let seedFiles: [String] = {
    let directory = repositoryRoot.appendingPathComponent("Scenarios/seeds")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenarios/seeds/" + $0 }
}()

/// Reads and plays a scenario of the repository.
func flow(_ relativePath: String, ios: RuleSet? = nil) throws -> ExportFlow {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    return ExportFlow.play(try ScenarioParser.parse(text, file: relativePath), ios: ios.map(IOSVersion.init))
}

/// Plays a scenario written inline.
func flow(yaml: String, file: String = "inline.yaml") throws -> ExportFlow {
    ExportFlow.play(try ScenarioParser.parse(yaml, file: file))
}

/// The export as the CLI writes it (the header names the command).
func export(_ format: ExportFormat, _ flow: ExportFlow, bundle: String? = nil) -> String {
    format.render(flow, source: "`locflow export \(format.rawValue) \(flow.file)`", bundle: bundle)
}
