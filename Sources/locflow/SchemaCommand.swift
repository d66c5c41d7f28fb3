import ArgumentParser
import LocflowCommandLine
import LocflowScenario

#if canImport(Glibc)
import Glibc
#endif

/// `locflow schema`: the JSON Schema of scenario files this binary was built with.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scenario files, as this locflow reads them.",
        discussion: """
            Every file locflow writes (a saved session, a --record file, paths --out) starts with \
            a `# yaml-language-server: $schema=…` line naming the copy locflow keeps in its data \
            directory ($XDG_DATA_HOME/locflow, else ~/.local/share/locflow), written there the first \
            time it is needed, so VS Code's YAML extension checks the file with no setup. --path \
            prints where that copy is (and writes it if missing).

            Examples:
              locflow schema > locflow-scenario.schema.json
              locflow schema --path
              check-jsonschema --schemafile <(locflow schema) flow.json
            """
    )

    @Flag(help: "Print the path of the copy in the data directory instead (written there if missing or older).")
    var path = false

    func run() throws {
        guard path else {
            Stdout.write(SchemaFile.text + "\n")
            return
        }
        guard let file = SchemaFile.path(variable: { getenv($0).map { String(cString: $0) } }) else {
            Stderr.write("locflow schema: no data directory: neither XDG_DATA_HOME nor HOME names an absolute directory")
            throw ExitCode(2)
        }
        do {
            try SchemaFile.installing(at: file)
        } catch {
            Stderr.write("locflow schema: cannot write \(file): \(error)")
            throw ExitCode(2)
        }
        Stdout.write(file + "\n")
    }
}
