import ArgumentParser
import CellGrid
import Foundation
import LocflowCore
import LocflowScenario
import LocflowUI

/// `locflow run FILE... [--format text|jsonl] [--ios VERSION]` (scenario contract "Command").
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play scenario files headless and check their expectations.",
        discussion: """
            Each file runs from its initial state: the app just launched with one manager (step 0). \
            Exit status: 0 every expectation held; 1 at least one failed (each failure is reported \
            on stderr); 2 a file could not be used (nothing runs from it).
            Actions, expectations and the file format: docs/scenarios.md.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, jsonl
    }

    @Argument(help: "Scenario files (.yaml, .yml or .json).", completion: .file(extensions: ["yaml", "yml", "json"]))
    var files: [String]

    @Option(help: "Transcript format: text (readable) or jsonl (one JSON object per step).")
    var format: Format = .text

    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "Use this iOS rule set instead of the file's `ios:`.",
        discussion: "One of: \(RuleSet.every.map(\.rawValue).joined(separator: ", ")), or any version 10 or newer (17.4 runs as 17, D37).",
        valueName: "version"))
    var ios: String?

    @OptionGroup(title: "Recording")
    var cast: CastOptions

    func validate() throws {
        if cast.file != nil, files.count != 1 {
            throw ValidationError("--cast records one scenario: give exactly one file")
        }
        if let ios, RuleSet.mapping(ios) == nil {
            throw ValidationError("unsupported --ios \u{201C}\(ios)\u{201D}; supported: \(RuleSet.every.map(\.rawValue).joined(separator: ", ")), or any version 10 or newer")
        }
    }

    func run() throws {
        let override = ios.flatMap { RuleSet.mapping($0)?.ruleSet }
        var status: Int32 = 0
        let out = OutputBuffer()
        for file in files {
            var scenario: Scenario
            do {
                scenario = try ScenarioParser.parse(try readText(file), file: file)
                if let ios { scenario.versionNote = RuleSet.mappingNote(ios) }  // --ios wins (D37)
                if let note = scenario.versionNote { Stderr.write("\(file): note: \(note) (D37)") }
            } catch {
                out.flush()
                Stderr.write("\(error)")
                status = max(status, 2)
                continue
            }
            let result = Runner.run(scenario, ruleSet: override)
            if let castPath = cast.file { status = max(status, writeCast(scenario, ruleSet: override, to: castPath)) }
            switch format {
            case .text: out.write(TextTranscript.render(result))
            case .jsonl: for line in JSONTranscript.lines(result) { out.write(line + "\n") }
            }
            out.flush()
            for record in result.records where !record.failures.isEmpty {
                let place = record.line.map { "\(file):\($0)" } ?? file
                for failure in record.failures { Stderr.write("\(place): step \(record.step): expect failed: \(failure)") }
                status = max(status, 1)
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Renders the scenario into an asciicast; 0, or 2 if the file cannot be written.
    private func writeCast(_ scenario: Scenario, ruleSet: RuleSet?, to path: String) -> Int32 {
        do {
            let file = try CastFile(path: path)
            let recipe = ScenarioCast(size: cast.screenSize ?? .comfortable, interval: cast.interval, colors: !CastOptions.noColor)
            recipe.record(scenario, ruleSet: ruleSet, emit: file.write)
            return 0
        } catch {
            Stderr.write("locflow: \(error.message)")
            return 2
        }
    }

    private func readText(_ file: String) throws(ScenarioError) -> String {
        guard let data = FileManager.default.contents(atPath: file) else {
            let why = FileManager.default.fileExists(atPath: file) ? "cannot be read (permissions?)" : "no such file"
            throw ScenarioError(file: file, message: why)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: file, message: "not UTF-8 text")
        }
        return text
    }
}

/// Standard error, one line at a time.
enum Stderr {
    /// Writes one line; text from scenario files is in it, so control characters are made visible.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((TextSanitizer.sanitize(line) + "\n").utf8))
    }
}

/// Buffers standard output so that a long transcript is written in large chunks.
final class OutputBuffer {
    private var buffer = ""
    func write(_ text: String) {
        buffer += text
        if buffer.utf8.count > 1 << 16 { flush() }
    }
    func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer.utf8))
        buffer = ""
    }
}
