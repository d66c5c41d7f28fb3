import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocflowCommandLine
import LocflowCore
import LocflowScenario

/// The `locflow` command: the explorer by default, `locflow run` for scripted runs.
@main
struct Locflow: ParsableCommand {
    /// The one source of the version: CHANGELOG.md's latest entry, the docs' `from:` line and the
    /// tag a release is cut at must agree with it (LocflowTestingTests' VersionTests).
    static let version = "0.3.0"

    static let configuration = CommandConfiguration(
        commandName: "locflow",
        abstract: "Walk and script iOS location-permission flows in the terminal.",
        discussion: """
            With no subcommand, opens the full-screen explorer: `locflow [--ios VERSION] \
            [--app-name NAME] [--scenario FILE] [--preset NAME] [--record FILE] [--resume [ID]]` (see \
            `locflow explore --help`). `locflow run` plays scenario files headless, for QA scripts and CI \
            (see `locflow run --help`); `locflow presets` lists the presets; `locflow sessions` the explorer's \
            sessions, which `locflow --resume [ID]` brings back; `locflow export` turns a \
            flow into an XCUITest, simctl commands or a Maestro flow for the real device; `locflow \
            storyboard FILE -o board.html` draws every prompt of a flow for a design review; `locflow \
            explain CODE` defines a code the screen shows (T10, D22, P-WIU-13 …); `locflow schema` prints \
            the scenario files' JSON Schema. `-` reads a scenario \
            from standard input. The manual: `man ./docs/man/locflow.1`.

            Examples:
              locflow                                   # the explorer, newest iOS
              locflow --ios 13.4 --preset denied-then-fixed
              locflow sessions                          # then: locflow --resume ID
              locflow run Scenarios/*/*.yaml            # exit 1 if an expect fails
              locflow run - --format jsonl < flow.yaml  # from standard input
              locflow export xcuitest flow.yaml --out FlowTests.swift
              locflow storyboard flow.yaml -o board.html
              locflow explain D22
              locflow schema > locflow-scenario.schema.json
              locflow graph --format dot | dot -Tsvg > flow.svg
              locflow coverage Scenarios/*/*.yaml --format json
              locflow --generate-completion-script zsh > _locflow
            """,
        version: version,
        subcommands: [
            Explore.self, Run.self, Presets.self, Sessions.self, Graph.self, Paths.self, CoverageCommand.self, Export.self,
            StoryboardCommand.self, ExplainCommand.self, SchemaCommand.self,
        ],
        defaultSubcommand: Explore.self
    )

    /// Parses and runs, mapping usage errors to exit status 2 like bad input files
    /// (the contract reserves 1 for failed expectations), instead of ArgumentParser's 64.
    static func main() {
        StandardStreams.prepare()
        // The modeline of the files written names the data directory's schema (SchemaFile):
        // only a lookup here, nothing read or written until a file is.
        SchemaFile.lookup = { getenv($0).map { String(cString: $0) } }
        do {
            // Plain `locflow` (the explorer, the common start) skips ArgumentParser: building the
            // command tree looks up every subcommand's name and conformances at run time, a
            // quarter of the start-up CPU of the static binary, and even `Explore.parse([])`
            // builds its option set by reflection (docs/performance.md).
            // `argc`, not `CommandLine.arguments`: building that array of strings was 3 % of the
            // first frame's CPU (its metadata found by mangled name).
            if CommandLine.argc == 1 {
                try ExplorerLaunch().run()
                return
            }
            if let launch = fastPath(Array(CommandLine.arguments.dropFirst())) {
                try launch()
                return
            }
            if let problem = unknownSubcommand(Array(CommandLine.arguments.dropFirst())) ?? unknownExportFormat(Array(CommandLine.arguments.dropFirst())) {
                Stderr.write("locflow: \(problem)")
                exitProcess(2)
            }
            if CompletionRoot.isAsked(Array(CommandLine.arguments.dropFirst())) {
                CompletionRoot.answer()
            }
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                // Arguments are echoed in usage errors: Stderr makes control characters visible.
                if code == .success { Stdout.write(message + "\n") } else { Stderr.write(message) }
            }
            exitProcess(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// What `locflow --version` and the explorer's common starts (`--ios 17`, `--preset NAME`,
    /// `--scenario FILE`, `--resume [ID]` …; `ExplorerArguments`) do, without ArgumentParser's
    /// command tree: the same output and the same explorer as through it, which every other
    /// spelling still takes (`--scenario -`, `--purpose`, `--cast`, `--help`, errors).
    static func fastPath(_ arguments: [String]) -> (() throws -> Void)? {
        if arguments == ["--version"] {
            return { Stdout.write(version + "\n") }
        }
        if let launch = ExplorerArguments.launch(arguments) {
            return { try launch.run() }
        }
        return nil
    }

    /// "did you mean" for a mistyped export format (`locflow export xcuitst flow.yaml`), which
    /// ArgumentParser would only list.
    static func unknownExportFormat(_ arguments: [String]) -> String? {
        guard arguments.count >= 2, arguments[0] == "export", !arguments[1].hasPrefix("-") else { return nil }
        let formats = ["xcuitest", "simctl", "maestro"]
        let word = arguments[1]
        guard !formats.contains(word), let guess = Suggest.closest(to: word, among: formats) else { return nil }
        return "export: unknown format \u{201C}\(word)\u{201D}; did you mean \u{201C}\(guess)\u{201D}? Formats: \(formats.joined(separator: ", ")). See locflow export --help."
    }

    /// "did you mean" for a mistyped subcommand (clig.dev): the explorer, the default command,
    /// takes no positional argument, so a first word that names no subcommand is a typo; without
    /// this check ArgumentParser reports it as an unexpected argument of the explorer.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !word.isEmpty else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        let list = names.dropLast().joined(separator: ", ")
        // Edit distance, then swapped letters (`grpah`), which it counts as two edits.
        let swapped = names.first { $0.count == word.count && $0.sorted() == word.lowercased().sorted() }
        if let guess = Suggest.closest(to: word, among: names) ?? swapped {
            return "unknown command \u{201C}\(word)\u{201D}; did you mean \u{201C}\(guess)\u{201D}? Commands: \(list). See locflow --help."
        }
        return "unknown command \u{201C}\(word)\u{201D}. Commands: \(list). See locflow --help."
    }
}

/// Ends the process with `code`: the C library's `exit` (inside the command, `exit` is ArgumentParser's).
func exitProcess(_ code: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(code)
    #else
    Darwin.exit(code)
    #endif
}
