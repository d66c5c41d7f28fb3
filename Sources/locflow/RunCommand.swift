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
            Actions, expectations and the file format: docs/scenarios.md. A file named `-` is \
            read from standard input.

            Examples:
              locflow run Scenarios/*.yaml
              locflow run flow.yaml --ios 12 --format jsonl | jq .status
              cat flow.yaml | locflow run -
              locflow run flow.yaml --cast flow.cast --cast-format v3   # asciinema 3
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
        "Use this iOS version instead of the file's `ios:`.",
        discussion: IOSOption.discussion,
        valueName: "version"), completion: IOSOption.completion)
    var ios: String?

    @OptionGroup(title: "Recording")
    var cast: CastOptions

    @OptionGroup var force: ForceOption

    func validate() throws {
        try StandardInput.validate(files)
        if cast.file != nil, files.count != 1 {
            throw ValidationError("--cast records one scenario: give exactly one file")
        }
        _ = try IOSOption.version(ios)
    }

    func run() throws {
        let override = ios.flatMap(IOSVersion.init)
        IOSOption.announce(override)
        var status: Int32 = 0
        let out = OutputBuffer()
        // Claimed before anything runs: an existing file (without --force) or the scenario
        // itself is refused with nothing written.
        var castFile: CastFile?
        if let castPath = cast.file {
            do {
                castFile = try CastFile(path: castPath, force: force.force, others: files.map { ($0, "scenario") })
            } catch {
                Stderr.write("locflow: --cast: cannot write \(error)")
                throw ExitCode(2)
            }
        }
        for file in files {
            let scenario: Scenario
            do {
                scenario = try ScenarioParser.parse(try InputText.read(file), file: file)
            } catch {
                out.flush()
                Stderr.write("\(error)")
                status = max(status, 2)
                continue
            }
            let result = Runner.run(scenario, ios: override)
            if let castFile { status = max(status, writeCast(scenario, ios: override, to: castFile)) }
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

    /// Renders the scenario into an asciicast; 0, or 2 if the file could not be written.
    private func writeCast(_ scenario: Scenario, ios: IOSVersion?, to file: CastFile) -> Int32 {
        let recipe = ScenarioCast(size: cast.screenSize ?? .comfortable, interval: cast.interval, colors: !CastOptions.noColor, format: cast.format)
        recipe.record(scenario, ios: ios, emit: file.write)
        guard let failure = file.finish() else { return 0 }
        Stderr.write("locflow: --cast: cannot write \(failure)")
        return 2
    }
}
