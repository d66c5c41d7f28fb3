import ArgumentParser
import LocflowCommandLine
import LocflowScenario

/// The command tree the completion scripts are written from: `locflow` with the explorer's
/// options at the top level, as the explorer (the default command) takes them, and every
/// subcommand. ArgumentParser writes a default subcommand's options under its own name only, so
/// `locflow --preset <Tab>` completed nothing; it is never parsed for a run.
struct CompletionRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: Locflow.configuration.commandName,
        abstract: Locflow.configuration.abstract,
        version: Locflow.version,
        subcommands: Locflow.configuration.subcommands)

    @OptionGroup var explore: ExploreOptions

    /// Whether the arguments ask for a completion script (`--generate-completion-script SHELL`
    /// or `=SHELL`), which this tree answers instead of `Locflow`'s.
    static func isAsked(_ arguments: [String]) -> Bool {
        arguments.contains { $0 == "--generate-completion-script" || $0.hasPrefix("--generate-completion-script=") }
    }

    /// Prints the script the arguments ask for and exits 0, or the usage error and exits 2. The
    /// script is written from the type whose message it is, so this tree's own.
    static func answer() -> Never {
        do {
            _ = try parseAsRoot()
            exitProcess(0)
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                Stdout.write(message + "\n")
                exitProcess(0)
            }
            // A bad shell name: the usage line of the real command, not of this tree.
            Stderr.write(Locflow.fullMessage(for: error))
            exitProcess(2)
        }
    }
}
