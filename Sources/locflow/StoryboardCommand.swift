import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCommandLine
import LocflowDesigner
import LocflowFiles
import LocflowScenario

/// `locflow storyboard FILE`: every prompt of a flow as a picture of the iOS alert, for review.
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Draw every prompt of a scenario as an iOS alert, with what each answer leads to.",
        discussion: """
            Plays the scenario and draws each prompt that appears with the app's copy, the step \
            that raised it, each button and what the app reads after it, and the delegate callbacks \
            in plain words. HTML (one self-contained page: open it in a browser), SVG or Markdown. \
            The page speaks plain words for a design review; --codes adds the engineer's side (each \
            step as the file writes it, with its line, the delegate callbacks by name, and the rule \
            behind each prompt).

            Examples:
              locflow storyboard Scenarios/seeds/blog-keep-only-while-using.yaml -o board.html
              locflow storyboard flow.yaml --format svg > board.svg
              locflow storyboard flow.yaml --codes -o board-for-engineers.html
              locflow storyboard flow.yaml --format md --info-plist MyApp/Info.plist
              locflow storyboard flow.yaml --ios 13.4 -o board-ios13.html
            """
    )

    @Argument(help: ArgumentHelp("The scenario file (YAML or JSON).", valueName: "file"), completion: .file(extensions: ["yaml", "yml", "json"]))
    var file: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write here instead of standard output (never over an existing file without --force).", valueName: "board.html"))
    var output: String?

    @Option(help: ArgumentHelp("html, svg or md; by default from the output's extension, else html.", valueName: "format"))
    var format: BoardFormat?

    @Option(name: .customLong("app-name"), help: ArgumentHelp("The app's name, as the prompts show it.", valueName: "name"))
    var appName: String?

    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "Use this iOS version instead of the file's `ios:`.",
        discussion: IOSOption.discussion,
        valueName: "version"))
    var ios: String?

    @Flag(help: "Show the engineer's side too: steps as the file writes them, delegate callbacks by name, the rules (T10, P-WIU-13).")
    var codes = false

    @OptionGroup var copy: CopyOptions

    @OptionGroup var force: ForceOption

    func validate() throws {
        _ = try IOSOption.version(ios)
    }

    func run() throws {
        var scenario: Scenario
        do {
            // Read as `locflow run` reads it: `-` and FIFOs, UTF-8 and control characters checked
            // at line:col, the real reason for an unreadable path (InputText).
            scenario = try ScenarioParser.parse(try InputText.read(file), file: file)
        } catch {
            Stderr.write("\(error)")
            throw ExitCode(2)
        }
        // As `locflow run` and `export` take it: the first install's version, the file's `ios:`.
        let version = try IOSOption.version(ios)
        IOSOption.announce(version)
        if let version { scenario.setup.ios = version }
        try copy.apply(to: &scenario.setup.app, keepName: appName != nil)
        if let appName { scenario.setup.app.name = appName }
        let chosen = format ?? output.flatMap { BoardFormat(rawValue: URL(fileURLWithPath: $0).pathExtension.lowercased()) } ?? .html
        let text = chosen.page(of: scenario, codes: codes)  // the one way a board is made, the save menu's too
        guard let output else {
            Stdout.write(text)
            return
        }
        do {
            // Every input is protected, the Info.plist as much as the scenario.
            let inputs = [(file, "scenario")] + (copy.infoPlist.map { [($0, "--info-plist")] } ?? [])
            try UserFile(output, replacing: force.force, others: inputs).replace(text)
        } catch {
            Stderr.write("locflow storyboard: cannot write \(error)")
            throw ExitCode(2)
        }
    }
}

/// `--format html|svg|md`.
extension BoardFormat: ExpressibleByArgument {}
