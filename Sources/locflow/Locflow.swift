import ArgumentParser
import Foundation

/// The `locflow` command: the explorer by default, `locflow run` for scripted runs.
@main
struct Locflow: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "locflow",
        abstract: "Walk and script iOS location-permission flows in the terminal.",
        discussion: """
            With no subcommand, opens the full-screen explorer: `locflow [--ios VERSION] \
            [--app-name NAME] [--scenario FILE] [--preset NAME] [--record FILE] [--resume]` (see \
            `locflow explore --help`). `locflow run` plays scenario files headless, for QA scripts and CI \
            (see `locflow run --help`); `locflow presets` lists the presets.
            """,
        version: version,
        subcommands: [Explore.self, Run.self, Presets.self, Graph.self, Paths.self, CoverageCommand.self],
        defaultSubcommand: Explore.self
    )

    /// Parses and runs, mapping usage errors to exit status 2 like bad input files
    /// (the contract reserves 1 for failed expectations), instead of ArgumentParser's 64.
    static func main() {
        do {
            // Plain `locflow` (the explorer, the common start) skips the command tree: building it
            // looks up every subcommand's name and conformances at run time, a quarter of the
            // start-up CPU of the static binary (issue 14; docs/performance.md).
            var command: any ParsableCommand = CommandLine.arguments.count == 1 ? try Explore.parse([]) : try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                stream.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
