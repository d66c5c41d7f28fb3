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

    @Option(name: .customLong("cast"), help: ArgumentHelp(
        "Record the session into this asciicast v2 file: a frame per draw, a marker per key.",
        valueName: "out.cast"))
    var cast: String?

    func validate() throws {
        if let ios, RuleSet(rawValue: ios) == nil {
            throw ValidationError("unsupported --ios \u{201C}\(ios)\u{201D}; supported: \(RuleSet.allCases.map(\.rawValue).joined(separator: ", "))")
        }
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
        let status = ExplorerLoop.run(ExplorerState(config: config, scenario: progress), recorder: recorder)
        if status != 0 { throw ExitCode(status) }
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
