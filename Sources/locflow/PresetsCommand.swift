import ArgumentParser
import LocflowCommandLine
import LocflowScenario

/// `locflow presets`: the named starting points `--preset` takes, one per line.
struct Presets: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the presets: named starting points for the explorer (--preset NAME).",
        discussion: """
            Each preset is a fresh install and the steps that reach its state. \
            docs/presets-and-lens.md describes them.

            Examples:
              locflow presets
              locflow presets --format json | jq -r '.[].name'
              locflow --preset denied-then-fixed --ios 14
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Output format: text (name and summary) or json (an array of {name, summary, minimumIOS}).")
    var format: Format = .text

    func run() {
        Stdout.write((format == .json ? Self.json() : Self.listing()) + "\n")
    }

    /// The presets as a JSON array: each name, its summary and the oldest `--ios` it takes.
    static func json() -> String {
        "[" + Preset.all.map { preset in
            "{\"name\":\(JSONText.quoted(preset.name)),\"summary\":\(JSONText.quoted(preset.summary)),\"minimumIOS\":\(JSONText.quoted(preset.minimum.rawValue))}"
        }.joined(separator: ",\n") + "]"
    }

    /// The listing: each name padded to one column, then its one-line description.
    static func listing() -> String {
        let width = Preset.all.map(\.name.count).max() ?? 0
        return Preset.all.map { $0.name + String(repeating: " ", count: width + 2 - $0.name.count) + $0.summary }
            .joined(separator: "\n")
    }
}
