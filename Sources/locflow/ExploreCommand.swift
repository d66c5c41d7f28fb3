import ArgumentParser
import LocflowCore
import LocflowScenario
import LocflowTerminal
import LocflowUI

/// The full-screen explorer (the default command).
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the full-screen explorer (the default).",
        discussion: """
            Act as the app, the phone's owner and the world, and watch iOS respond. Press ? inside \
            for every key; q asks before quitting, and so does Ctrl-C (a second Ctrl-C quits with status 130). Needs an interactive terminal of at least 80x24 and a TERM that \
            terminfo knows. NO_COLOR is honoured. Panels and keys: docs/explorer.md.

            Examples:
              locflow explore --ios 12 --app-name Tracker
              locflow --preset allow-once-relaunched    # see `locflow presets`
              locflow --scenario flow.yaml              # n plays its steps
              locflow --record session.yaml             # then: locflow run session.yaml
              locflow --resume                          # the newest unfinished session
              locflow --resume 20261123-130211-4242     # one that locflow sessions lists
            """
    )

    @OptionGroup var options: ExploreOptions

    @Argument(help: ArgumentHelp(
        "With --resume: the session to resume (an id from `locflow sessions`); the newest unfinished one with steps, if omitted.",
        valueName: "ID"))
    var sessionID: String?

    func validate() throws {
        if let sessionID, !options.resume {
            throw ValidationError("unexpected argument \(sessionID): a session id goes with --resume (`locflow --resume \(sessionID)`)")
        }
    }

    func run() throws {
        try options.launch(sessionID: sessionID).run()
    }
}

/// The explorer's options, declared once: `locflow explore` parses them, the completion
/// scripts offer them at the top level too (`locflow --preset <Tab>`; `CompletionRoot`), and
/// `ExplorerArguments` reads their common spellings by hand to the same `ExplorerLaunch`. The
/// session id `--resume` takes is the command's positional argument, outside this group: at the
/// top level a positional would stand where the subcommand's name goes.
struct ExploreOptions: ParsableArguments {
    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "The iOS version to start with (changeable inside with o).",
        discussion: IOSOption.discussion,
        valueName: "version"), completion: IOSOption.completion)
    var ios: String?

    @Option(name: .customLong("app-name"), help: ArgumentHelp("The app's name, as the prompts show it.", valueName: "name"))
    var appName: String?

    @Option(help: ArgumentHelp(
        "Start from this scenario's app, device and iOS version; n plays its steps one at a time.",
        valueName: "file"), completion: .file(extensions: ["yaml", "yml", "json"]))
    var scenario: String?

    @Option(help: ArgumentHelp(
        "Start from a named state (see `locflow presets`).", valueName: "name"),
        completion: .list(Preset.all.map(\.name)))
    var preset: String?

    @Option(help: ArgumentHelp(
        "Write the session to this scenario file after every step; `locflow run FILE` replays it.",
        valueName: "file"), completion: .file(extensions: ["yaml", "yml"]))
    var record: String?

    @Flag(help: ArgumentHelp(
        "Bring back a session from its journal, undo history included: the newest unfinished one with steps (a crashed or killed explorer's), or the one named by ID, finished or not (see `locflow sessions`)."))
    var resume = false

    @Option(name: .customLong("cast"), help: ArgumentHelp(
        "Record the session into this asciicast file: a frame per draw, a marker per key.",
        valueName: "out.cast"))
    var cast: String?

    @Option(name: .customLong("cast-format"), help: CastFormat.help)
    var castFormat: CastFormat = .v2
    @Option(help: ArgumentHelp(
        "Colours: default, or high-contrast (bold, bright) for a projector. NO_COLOR still turns colour off.",
        valueName: "name"))
    var theme: Theme = .standard

    @Flag(help: ArgumentHelp("Open in the designer view: the prompt as the person sees it (D shows the codes)."))
    var designer = false

    @Flag(name: .customLong("app-clip"), help: ArgumentHelp(
        "Make the app an App Clip (D52): never Always, and a When-In-Use grant that ends at 04:00 the next day; the clock shows the day."))
    var appClip = false

    @OptionGroup var copy: CopyOptions

    @OptionGroup var force: ForceOption

    /// The start's own checks, shared with the hand reader (`ExplorerArguments`).
    func validate() throws { try launch(sessionID: nil).validate() }

    /// The start these options describe, with the session `--resume` names, if any.
    func launch(sessionID: String?) -> ExplorerLaunch {
        ExplorerLaunch(
            ios: ios, appName: appName, scenario: scenario, preset: preset, record: record, resume: resume, sessionID: sessionID,
            cast: cast, castFormat: castFormat, theme: theme, designer: designer, appClip: appClip,
            infoPlist: copy.infoPlist, purposes: copy.purposes, force: force.force)
    }
}

extension Theme: ExpressibleByArgument {}
