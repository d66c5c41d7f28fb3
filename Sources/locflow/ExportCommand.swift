import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCommandLine
import LocflowCore
import LocflowExport
import LocflowFiles
import LocflowScenario

/// `locflow export xcuitest|simctl|maestro FILE [--out FILE] [--ios VERSION] [--bundle ID] [--force]`.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turn a scenario into an XCUITest, simctl commands or a Maestro flow for the real device.",
        discussion: """
            The flow is played through the same model as `locflow run`; every alert label and its order \
            come from the prompt catalog of the iOS version. What a tool cannot express (Allow Once, \
            provisional Always, Precise off, a restriction, the reminder …) is said in the output, with what \
            to do by hand instead. Formats: \
            \(ExportFormat.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")). \
            Exit status: 0 written; 2 the file or an option could not be used. Details: docs/export.md.

            Examples:
              locflow export xcuitest session.yaml --out FlowTests.swift
              locflow export simctl session.yaml --bundle com.example.App --out states.sh
              sh states.sh 3    # the booted Simulator in the state after step 3
              locflow export maestro session.yaml --ios 13.4 --out flow.yaml
              maestro test flow.yaml
            """
    )

    @Argument(help: ArgumentHelp("What to write.", valueName: "format"))
    var format: ExportFormat

    @Argument(help: "A scenario file (.yaml, .yml or .json), e.g. a session saved with `s` in the explorer.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var file: String

    @Option(help: ArgumentHelp("Write to this file instead of standard output (never over an existing file without --force).", valueName: "file"))
    var out: String?

    @Flag(help: "Replace the --out file if it exists.")
    var force = false

    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "Use this iOS version instead of the file's `ios:`.",
        discussion: IOSOption.discussion,
        valueName: "version"))
    var ios: String?

    @Option(help: ArgumentHelp(
        "The app's bundle identifier for simctl and maestro (default: a placeholder, marked in the output).",
        valueName: "id"))
    var bundle: String?

    func validate() throws {
        _ = try IOSOption.version(ios)
        if let bundle, !ExportText.isBundleIdentifier(bundle) {
            throw ValidationError("--bundle needs a bundle identifier such as com.example.App: letters, digits, hyphens and periods only")
        }
        if format == .xcuitest, bundle != nil {
            throw ValidationError("--bundle is for simctl and maestro; an XCUITest finds its app through the test target")
        }
    }

    func run() throws {
        let scenario: Scenario
        do {
            // Read as `locflow run` reads it: `-` and FIFOs, UTF-8 and control characters checked
            // at line:col, the real reason for an unreadable path (InputText).
            scenario = try ScenarioParser.parse(try InputText.read(file), file: file)
        } catch {
            Stderr.write("\(error)")
            throw ExitCode(2)
        }
        let version = try IOSOption.version(ios)
        IOSOption.announce(version)
        let flow = ExportFlow.play(scenario, ios: version)
        let command = (["locflow", "export", format.rawValue, file] + (ios.map { ["--ios", $0] } ?? []) + (bundle.map { ["--bundle", $0] } ?? []))
            .joined(separator: " ")
        if let refusal = format.refusal(flow) {
            Stderr.write("locflow export: \(file): \(refusal)")
            throw ExitCode(2)
        }
        if let warning = flow.failureWarning { Stderr.write("locflow export: \(file): \(warning)") }
        let text = format.render(flow, source: "`\(command)`", bundle: bundle)
        guard let out else {
            Stdout.write(text)
            return
        }
        try writeExport(text, to: out)
        Stderr.write("locflow export: wrote \(out)")
    }

    /// Writes the export through the one way locflow writes a user's file: an existing file only
    /// with --force, never the scenario being exported.
    private func writeExport(_ text: String, to path: String) throws {
        do {
            try UserFile(path, replacing: force, others: [(file, "scenario")]).replace(text)
        } catch {
            Stderr.write("locflow export: cannot write \(error)")
            throw ExitCode(2)
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
