import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowUI

/// `locflow run`'s options for recording a scenario as an asciicast (docs/demo-guide.md).
struct CastOptions: ParsableArguments {
    @Option(name: .customLong("cast"), help: ArgumentHelp(
        "Also render the scenario through the explorer's screen into this asciicast file (one scenario file only).",
        valueName: "out.cast"))
    var file: String?

    @Option(name: .customLong("cast-size"), help: ArgumentHelp(
        "The explorer's screen size in the cast, COLSxROWS (at least 80x24); the cast adds a caption row.",
        valueName: "size"))
    var size: String = "100x30"

    @Option(name: .customLong("cast-interval"), help: ArgumentHelp("Seconds between steps in the cast.", valueName: "seconds"))
    var interval: Double = 1.5

    @Option(name: .customLong("cast-format"), help: CastFormat.help)
    var format: CastFormat = .v2

    /// The parsed `--cast-size`, if valid.
    var screenSize: ScreenSize? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]) else { return nil }
        return ScreenSize(rows: rows, cols: cols)
    }

    func validate() throws {
        guard let size = screenSize, size.isUsable, size.cols <= 1000, size.rows <= 1000 else {
            throw ValidationError("--cast-size must be COLSxROWS from 80x24 to 1000x1000, such as 100x30; got \u{201C}\(size)\u{201D}")
        }
        guard interval > 0, interval <= 3600 else {
            throw ValidationError("--cast-interval must be a number of seconds above 0, such as 1.5")
        }
    }

    /// Whether colours are off: `NO_COLOR` set to anything non-empty.
    static var noColor: Bool { !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty }
}

extension CastFormat: ExpressibleByArgument {
    /// `--cast-format`'s help, shared by `run` and the explorer.
    static let help = ArgumentHelp(
        "The asciicast version: v2 (asciinema 2 and every player) or v3 (asciinema 3's default: intervals between events).",
        valueName: "v2|v3")
}
