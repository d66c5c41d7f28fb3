import ArgumentParser
import Foundation
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
            for every key; q asks before quitting (Ctrl-C quits at once). Needs an interactive terminal of at least 80x24 and a TERM that \
            terminfo knows. NO_COLOR is honoured. Panels and keys: docs/explorer.md.

            Examples:
              locflow explore --ios 12 --app-name Tracker
              locflow --preset allow-once-relaunched    # see `locflow presets`
              locflow --scenario flow.yaml              # n plays its steps
              locflow --record session.yaml             # then: locflow run session.yaml
              locflow --resume                          # the last session
            """
    )

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
        "Bring back the last session from the journal ($XDG_STATE_HOME/locflow/journal.yaml, or ~/.local/state/locflow/journal.yaml)."))
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

    @OptionGroup var copy: CopyOptions

    @OptionGroup var force: ForceOption

    func validate() throws {
        if resume, scenario != nil || ios != nil || appName != nil || preset != nil || copy.infoPlist != nil || !copy.purposes.isEmpty {
            throw ValidationError("--resume restores the journal's iOS version, app and steps; it takes no --scenario, --ios, --app-name, --preset, --info-plist or --purpose")
        }
        if let record, let cast, UserFile.same(record, cast) {
            throw ValidationError("--record and --cast name the same file; give each its own")
        }
        _ = try IOSOption.version(ios)
        try validatePreset()
    }

    func run() throws {
        var config = Setup()
        var progress: ScenarioProgress?
        if let scenario {
            let parsed: Scenario
            do {
                parsed = try loadScenario(scenario)
            } catch {
                Stderr.write("\(error)")
                throw ExitCode(2)
            }
            config = parsed.setup
            progress = ScenarioProgress(parsed)
        }
        if let version = ios.flatMap(IOSVersion.init) {
            config.ios = version
            IOSOption.announce(version)
        }
        try copy.apply(to: &config.app, keepName: appName != nil)
        if let appName { config.app.name = appName }
        let journal = Journal.path(environment: ProcessInfo.processInfo.environment)
        var initial = resume
            ? try resumed(from: journal)
            : preset.flatMap(Preset.named).map { ExplorerState(config: config, preset: $0) }
                ?? ExplorerState(config: config, scenario: progress)
        if designer { initial.showDesignerView() }
        // Before curses: a pipe or an unknown TERM gets one clear line, not a broken screen.
        if let problem = Terminal.preflight() {
            Stderr.write("locflow: \(problem.message)")
            throw ExitCode(2)
        }
        // The files being played; the outputs must never be one of them, even with --force.
        let inputs = [(scenario, "--scenario"), (resume ? journal : nil, "journal")].compactMap { path, role in path.map { ($0, role) } }
        let castOthers = inputs + (record.map { [($0, "--record")] } ?? [])
        var files = SessionFiles(record: record, force: force.force, others: inputs, journal: journal, initial: initial.session)
        do {
            // Both outputs are checked before either is written, so a refused --cast leaves no
            // new --record file behind (and the other way round).
            if let cast { _ = try UserFile(cast, replacing: force.force, others: castOthers) }
            try files.start(initial)
        } catch {
            Stderr.write("locflow: \(cast.map { error.path == $0 ? "--cast" : "--record" } ?? "--record"): cannot write \(error)")
            throw ExitCode(2)
        }
        var recorder: LiveCast?
        var castFile: CastFile?
        if let cast {
            do {
                let file = try CastFile(path: cast, force: force.force, others: castOthers)
                let timestamp = Int(Date().timeIntervalSince1970)
                recorder = LiveCast(timestamp: timestamp, colors: !CastOptions.noColor, format: castFormat, emit: file.write)
                castFile = file
            } catch {
                Stderr.write("locflow: --cast: cannot write \(error)")
                throw ExitCode(2)
            }
        }
        var status = ExplorerLoop.run(initial, recorder: recorder, theme: theme) { files.sync(&$0) }
        if let failure = castFile?.finish() {
            Stderr.write("locflow: --cast: cannot write \(failure)")
            status = max(status, 2)
        }
        if let problem = files.problem {
            Stderr.write("locflow: \(problem)")
            status = max(status, 2)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The explorer with the journal's session replayed; a missing or unreadable journal is one
    /// line on stderr and exit status 2.
    private func resumed(from journal: String?) throws -> ExplorerState {
        guard let journal else {
            Stderr.write("locflow: --resume: no journal: neither XDG_STATE_HOME nor HOME names an absolute directory")
            throw ExitCode(2)
        }
        do {
            return ExplorerState(resuming: try Journal.load(journal), from: journal)
        } catch {
            Stderr.write("locflow: --resume: \(error)")
            throw ExitCode(2)
        }
    }

    private func loadScenario(_ file: String) throws -> Scenario {
        try ScenarioParser.parse(try InputText.read(file), file: file)
    }
}

extension Theme: ExpressibleByArgument {}
