import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The presenter and the QA tester with the real binary: a stray key during a
/// `--scenario` demo is undone by the next `n`; another session's notice stays out of the log
/// (and away entirely with `--scenario`); the quit question names the id `--resume` takes.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end stray-key tests are skipped"))
struct StrayKeyE2ETests {
    private let scenario = """
        name: upgrade demo
        ios: "18"
        app: { name: Demo }
        steps:
          - expect: { status: notDetermined, prompt: none }
          - requestWhenInUseAuthorization
          - expect: { prompt: whenInUse }
          - tap Allow While Using App
          - expect: { status: authorizedWhenInUse }
          - requestAlwaysAuthorization
          - expect: { prompt: upgrade }
        """

    /// A state directory with one unfinished session of two steps (a killed explorer's).
    private func stateWithAnUnfinishedSession() throws -> String {
        let state = try makeTemporaryDirectory()
        let tmux = try Tmux.explorer(environment: ["XDG_STATE_HOME": state])
        defer { tmux.kill() }
        try tmux.allowWhileUsing()
        try tmux.signal(SIGKILL)
        _ = tmux.waitForExit()
        return state
    }

    @Test func aStrayDigitIsUndoneByTheNextNAndNoOtherSessionIsMentioned() throws {
        let state = try stateWithAnUnfinishedSession()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = state + "/demo.yaml"
        try scenario.write(toFile: file, atomically: true, encoding: .utf8)
        // Tall enough that the log still shows the line written before the step `n` played.
        let tmux = try Tmux.explorer(["--scenario", file], cols: 160, rows: 50, environment: ["XDG_STATE_HOME": state],
                                     waitingFor: "n: requestWhenInUseAuthorization (1/3)")
        defer { tmux.kill() }
        try tmux.sendKeys("n")
        tmux.expectScreen("n: tap Allow While Using App (2/3)")  // one press, one count: no jump
        try tmux.sendKeys("3")  // Don't Allow, by mistake
        tmux.expectScreen("off script after \u{2018}3\u{2019}: n goes back")
        try tmux.sendKeys("n")
        tmux.expectScreen("n: requestAlwaysAuthorization (3/3)")
        let screen = tmux.expectScreen("the screen left the scenario after your \u{2018}3\u{2019}")
        #expect(screen.contains("authorizationStatus   .authorizedWhenInUse"), "\(screen)")
        #expect(!screen.contains("expect failed") && !screen.contains("unfinished session"), "\(screen)")
        // The designer view keeps the hint.
        try tmux.sendKeys("D")
        tmux.expectScreen("n: requestAlwaysAuthorization (3/3)")
        try tmux.sendKeys("n")
        tmux.expectScreen("scenario done")
        try tmux.quit()
    }

    @Test func theNoticeIsOverTheFooterOnceAndTheQuitQuestionNamesTheID() throws {
        let state = try stateWithAnUnfinishedSession()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let tmux = try Tmux.explorer(cols: 80, rows: 24, environment: ["XDG_STATE_HOME": state], waitingFor: nil)
        defer { tmux.kill() }
        let first = tmux.expectScreen("unfinished session")
        // Over the footer (the last two rows), not in the delegate log.
        let rows = first.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(rows.suffix(2).contains { $0.contains("unfinished session") }, "\(first)")
        #expect(!rows.dropLast(2).contains { $0.contains("unfinished session") }, "\(first)")
        try tmux.sendKeys("w")
        let gone = tmux.waitUntil { !$0.contains("unfinished session") }
        #expect(gone.found, "the notice stayed: \(gone)")
        try tmux.sendKeys("q")
        let question = tmux.expectScreen("brings it back")
        #expect(question.contains(/--resume \d{8}-\d{6}-\d+ brings it back/), "\(question)")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        // Quitting marked it finished: a bare --resume takes the killed session (two steps), the
        // newest unfinished one with steps.
        let again = try Tmux.explorer(["--resume"], environment: ["XDG_STATE_HOME": state], waitingFor: "resumed 2 steps from")
        defer { again.kill() }
        try again.quit()
    }

    /// Point 7: a designer's session killed and resumed opens in the designer view.
    @Test func aResumedDesignerSessionOpensInTheDesignerView() throws {
        let state = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = try Tmux.explorer(["--designer"], environment: ["XDG_STATE_HOME": state], waitingFor: "designer view")
        defer { first.kill() }
        try first.sendKeys("w")
        first.expectScreen("If they tap")
        try first.signal(SIGKILL)
        _ = first.waitForExit()
        let again = try Tmux.explorer(["--resume"], environment: ["XDG_STATE_HOME": state], waitingFor: "If they tap")
        defer { again.kill() }
        again.expectScreen("designer view")
        try again.quit()
    }
}

/// The modeline of a file locflow writes names a schema that exists.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end schema tests are skipped"))
struct SchemaModelineE2ETests {
    @Test func aRecordingsModelineNamesTheInstalledSchema() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let environment = ["XDG_STATE_HOME": dir + "/state", "XDG_DATA_HOME": dir + "/data"]
        let record = dir + "/qa.yaml"
        let tmux = try Tmux.explorer(["--record", record], environment: environment)
        defer { tmux.kill() }
        try tmux.allowWhileUsing()
        try tmux.quit()
        let first = try String(contentsOfFile: record, encoding: .utf8).prefix { $0 != "\n" }
        let schema = dir + "/data/locflow/locflow-scenario.schema.json"
        #expect(first == "# yaml-language-server: $schema=\(schema)", "\(first)")
        let printed = try runLocflow(["schema"])
        #expect(try String(contentsOfFile: schema, encoding: .utf8) == printed.out)
        #expect(printed.out.contains("\"$schema\""))
        // paths --out files carry it too.
        let paths = try runLocflow(["paths", "--ios", "18", "--to", "status=authorizedAlways", "--out", dir + "/p"], environment: environment)
        #expect(paths.status == 0, "\(paths)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir + "/p")
        let text = try String(contentsOfFile: dir + "/p/" + (written.first ?? ""), encoding: .utf8)
        #expect(text.hasPrefix("# yaml-language-server: $schema=\(schema)\n"), "\(text.prefix(200))")
    }
}

/// Whether python3 can import jsonschema and yaml (Debian: python3-jsonschema, python3-yaml).
private let pythonHasJSONSchema: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", "import jsonschema, yaml"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

/// The docs' scenarios pass an independent validator (python jsonschema)
/// and play with `locflow run`; .ci/run runs the same script.
@Suite(.locflowBuilt, .enabled(if: pythonHasJSONSchema, "python3 with jsonschema and yaml is not installed: the docs' scenarios are not checked"))
struct DocsScenarioTests {
    @Test func everyScenarioInTheDocsIsValidAndPlays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root.appendingPathComponent("scripts/check-docs-scenarios.py").path, locflowBinary!]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}

/// Did-you-mean for presets, explain codes and export formats; explain's
/// list as JSON; help ends with examples.
@Suite(.locflowBuilt) struct DidYouMeanTests {
    @Test func typosGetTheirLikelyIntent() throws {
        let preset = try runLocflow(["--preset", "restrcted"])
        #expect(preset.status == 2 && preset.err.contains("did you mean \u{201C}restricted\u{201D}?"), "\(preset.err)")
        let explain = try runLocflow(["explain", "D222"])
        #expect(explain.status == 2 && explain.err.contains("did you mean D22?"), "\(explain.err)")
        let export = try runLocflow(["export", "xcuitst", "f.yaml"])
        #expect(export.status == 2 && export.err.contains("did you mean \u{201C}xcuitest\u{201D}?"), "\(export.err)")
    }

    @Test func explainListsAsJSON() throws {
        let list = try runLocflow(["explain", "--list", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [[String: String]])
        #expect(rows.contains { $0["code"] == "D22" && $0["text"]?.isEmpty == false && $0["source"]?.isEmpty == false })
    }

    @Test(arguments: ["sessions", "storyboard", "explain", "schema", "run", "export", "presets", "graph", "paths", "coverage"])
    func helpEndsWithExamples(command: String) throws {
        let help = try runLocflow([command, "--help"])
        #expect(help.out.contains("Examples:"), "locflow \(command) --help has no examples")
    }
}
