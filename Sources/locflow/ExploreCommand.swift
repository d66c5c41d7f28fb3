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
            for every key; q quits. Needs an interactive terminal of at least 80×24 and a TERM that \
            terminfo knows. NO_COLOR is honoured. Panels and keys: docs/explorer.md.
            """
    )

    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "The iOS rule set to start with (changeable inside with o).",
        discussion: "One of: \(RuleSet.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "version"))
    var ios: String?

    @Option(name: .customLong("app-name"), help: ArgumentHelp("The app's name, as the prompts show it.", valueName: "name"))
    var appName: String?

    @Option(help: ArgumentHelp(
        "Start from this scenario's app, device and iOS version; n plays its steps one at a time.",
        valueName: "file"), completion: .file(extensions: ["yaml", "yml", "json"]))
    var scenario: String?

    @Option(help: ArgumentHelp(
        "Start from a named state (see `locflow presets`).", valueName: "name"))
    var preset: String?

    @Option(help: ArgumentHelp(
        "Write the session to this scenario file after every step; `locflow run FILE` replays it.",
        valueName: "file"), completion: .file(extensions: ["yaml", "yml"]))
    var record: String?

    @Flag(help: ArgumentHelp(
        "Bring back the last session from the journal ($XDG_STATE_HOME/locflow/journal.yaml, or ~/.local/state/locflow/journal.yaml)."))
    var resume = false

    @Option(name: .customLong("cast"), help: ArgumentHelp(
        "Record the session into this asciicast v2 file: a frame per draw, a marker per key.",
        valueName: "out.cast"))
    var cast: String?

    func validate() throws {
        if resume, scenario != nil || ios != nil || appName != nil || preset != nil {
            throw ValidationError("--resume restores the journal's iOS version, app and steps; it takes no --scenario, --ios, --app-name or --preset")
        }
        if let record, let scenario, URL(fileURLWithPath: record).standardizedFileURL == URL(fileURLWithPath: scenario).standardizedFileURL {
            throw ValidationError("--record \(record) would overwrite the --scenario file it plays; record to another file")
        }
        if let ios, !RuleSet.allCases.map(\.rawValue).contains(ios) {  // the explorer's seven (modern: a later panel)
            throw ValidationError("unsupported --ios \u{201C}\(ios)\u{201D}; supported: \(RuleSet.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try validatePreset()
    }

    func run() throws {
        var config = ExplorerConfig()
        var progress: ScenarioProgress?
        if let scenario {
            let parsed: Scenario
            do {
                parsed = try loadScenario(scenario)
            } catch {
                Stderr.write("\(error)")
                throw ExitCode(2)
            }
            config = ExplorerConfig(ruleSet: parsed.ruleSet ?? .newest, app: parsed.app, device: parsed.device, options: parsed.options)
            progress = ScenarioProgress(parsed)
        }
        if let ios, let ruleSet = RuleSet(rawValue: ios) { config.ruleSet = ruleSet }
        if let appName { config.app.name = appName }
        let journal = Journal.path(environment: ProcessInfo.processInfo.environment)
        let initial = resume
            ? try resumed(from: journal)
            : preset.flatMap(Preset.named).map { ExplorerState(config: config, preset: $0) }
                ?? ExplorerState(config: config, scenario: progress)
        // Before curses: a pipe or an unknown TERM gets one clear line, not a broken screen.
        if let problem = Terminal.preflight() {
            Stderr.write("locflow: \(problem.message)")
            throw ExitCode(2)
        }
        var recorder: LiveCast?
        if let cast {
            do {
                let file = try CastFile(path: cast)
                let timestamp = Int(Date().timeIntervalSince1970)
                recorder = LiveCast(timestamp: timestamp, colors: !CastOptions.noColor, emit: file.write)
            } catch {
                Stderr.write("locflow: \(error.message)")
                throw ExitCode(2)
            }
        }
        var files = SessionFiles(record: record, journal: journal, initial: initial.session)
        do {
            try files.start(initial)
        } catch {
            Stderr.write("locflow: --record: cannot write \(error)")
            throw ExitCode(2)
        }
        let status = ExplorerLoop.run(initial, recorder: recorder) { files.sync(&$0) }
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
        guard let data = FileManager.default.contents(atPath: file) else {
            let why = FileManager.default.fileExists(atPath: file) ? "cannot be read (permissions?)" : "no such file"
            throw ScenarioError(file: file, message: why)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ScenarioError(file: file, message: "not UTF-8 text") }
        return try ScenarioParser.parse(text, file: file)
    }
}
