import ArgumentParser
import LocflowScenario

/// `locflow presets`: the named starting points `--preset` takes, one per line.
struct Presets: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the presets: named starting points for the explorer (--preset NAME).",
        discussion: "Each preset is a fresh install and the steps that reach its state. docs/presets-and-lens.md describes them."
    )

    func run() {
        Stdout.write(Self.listing() + "\n")
    }

    /// The listing: each name padded to one column, then its one-line description.
    static func listing() -> String {
        let width = Preset.all.map(\.name.count).max() ?? 0
        return Preset.all.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n")
    }
}
