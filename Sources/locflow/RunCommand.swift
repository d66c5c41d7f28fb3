import ArgumentParser
import CellGrid
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCommandLine
import LocflowCore
import LocflowFiles
import LocflowFormats
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
            do {
                // With --cast the explorer replays the whole scenario, so it is read whole.
                let source = cast.file == nil ? try ScenarioSource.open(file) : ScenarioSource(whole: try ScenarioParser.parse(try InputText.read(file), file: file))
                if let castFile { status = max(status, writeCast(source.scenario, ios: override, to: castFile)) }
                let summary = switch format {
                case .text: try stream(source, ios: override, into: out, TextTranscript.Writer(extended: source.scenario.setup.extended))
                case .jsonl: try stream(source, ios: override, into: out, JSONTranscript.Writer())
                }
                out.flush()
                for failure in summary.failures {
                    let place = failure.line.map { "\(file):\($0)" } ?? file
                    for message in failure.messages { Stderr.write("\(place): step \(failure.step): expect failed: \(message)") }
                    status = max(status, 1)
                }
            } catch {
                out.flush()
                Stderr.write("\(error)")
                status = max(status, 2)
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Plays `source`, writing each record as it comes (nothing is kept but the failures).
    private func stream<Writer: TranscriptWriter>(
        _ source: ScenarioSource, ios: IOSVersion?, into out: OutputBuffer, _ writer: Writer
    ) throws(ScenarioError) -> RunSummary {
        var writer = writer
        // The buffer is borrowed into a local array for the run: appending to the object's
        // property checked exclusive access on every record. It goes back, with
        // what is not written yet, however the run ends.
        var bytes: [UInt8] = []
        swap(&bytes, &out.buffer)
        defer { swap(&bytes, &out.buffer) }
        writer.begin(file: source.scenario.file, name: source.scenario.name, ruleSet: Runner.ruleSet(source.scenario.setup, ios: ios), into: &bytes)
        let summary = try source.play(ios: ios) { record in
            writer.write(record, into: &bytes)
            OutputBuffer.flushIfFull(&bytes)
        }
        writer.end(summary, into: &bytes)
        return summary
    }

    /// Renders the scenario into an asciicast; 0, or 2 if the file could not be written.
    private func writeCast(_ scenario: Scenario, ios: IOSVersion?, to file: CastFile) -> Int32 {
        var recipe = ScenarioCast(size: cast.screenSize ?? .comfortable, interval: cast.interval, colors: !CastOptions.noColor, format: cast.format)
        recipe.support = .standard
        recipe.record(scenario, ios: ios, emit: file.write)
        guard let failure = file.finish() else { return 0 }
        Stderr.write("locflow: --cast: cannot write \(failure)")
        return 2
    }
}
