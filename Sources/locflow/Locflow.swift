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
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                // Arguments are echoed in usage errors: Stderr makes control characters visible.
                if code == .success { Stdout.write(message + "\n") } else { Stderr.write(message) }
            }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
