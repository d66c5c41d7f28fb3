import LocflowCore
import LocflowFormats
import LocflowScenario
import Testing

@Suite("Scenario files that cannot be used name file, line, column and what was wrong")
struct ParserErrorTests {
    /// Parses `text` and returns the error, failing the test if it parsed.
    func error(_ text: String, file: String = "s.yaml") -> ScenarioError? {
        do {
            _ = try ScenarioParser.parse(text, file: file)
            Issue.record("expected a parse error for:\n\(text)")
            return nil
        } catch {
            return error
        }
    }

    @Test("bad YAML: position of the problem")
    func badYAML() {
        let e = error("steps:\n  - [launch\n")
        #expect(e?.line == 3)
        #expect(e?.description.hasPrefix("s.yaml:3:") == true)
        #expect(e?.message.contains("not valid YAML") == true)
    }

    @Test("bad JSON: Foundation's message, which names the place")
    func badJSON() {
        let e = error("{\"steps\": [\"launch\"", file: "s.json")
        #expect(e?.message.hasPrefix("not valid JSON") == true)
    }

    @Test("an empty file")
    func empty() {
        #expect(error("")?.message.contains("empty") == true)
    }

    @Test("unknown top-level key, with a suggestion")
    func unknownKey() {
        let e = error("name: x\nstep:\n  - launch\n")
        #expect(e?.line == 2 && e?.column == 1)
        #expect(e?.message == "unknown key `step` in the file; did you mean `steps`? (known: name, ios, app, device, steps, model)")
    }

    @Test("unknown Info.plist key, with a suggestion")
    func unknownPlistKey() {
        let e = error("app:\n  infoPlist:\n    NSLocationWhenInUseUsageDescriptoin: x\n")
        #expect(e?.line == 3 && e?.column == 5)
        #expect(e?.message.contains("did you mean `NSLocationWhenInUseUsageDescription`?") == true)
    }

    @Test("unknown action, with a suggestion; without one, the list")
    func unknownAction() {
        let e = error("steps:\n  - launch\n  - requestAlways\n")
        #expect(e?.line == 3 && e?.column == 5)
        #expect(e?.message == "unknown action `requestAlways`; did you mean `requestAlwaysAuthorization`?")
        #expect(error("steps: [dance]")?.message.contains("(actions: background,") == true)
    }

    @Test("bad action arguments", arguments: [
        ("wait 10x", "a duration is a whole number"), ("wait", "needs a duration"), ("tap", "needs a button label"),
        ("event earthquake", "unknown event `earthquake`"), ("settings app sometimes", "`settings app` takes one of"),
        ("settings locationServices maybe", "takes on or off"), ("launch now", "takes no argument"),
        ("settings wifi off", "unknown setting `wifi`"),
    ])
    func badArguments(step: String, message: String) {
        let e = error("steps:\n  - \(step)\n")
        #expect(e?.line == 2)
        #expect(e?.message.contains(message) == true, "\(e?.message ?? "")")
    }

    @Test("bad values", arguments: [
        ("device:\n  restricted: sometimes\n", "device.restricted must be true or false"),
        ("steps:\n  - expect: {status: authorized}\n", "expect.status: unknown value “authorized”"),
        ("steps:\n  - expect: {prompt: alert}\n", "expect.prompt: unknown value “alert”"),
        ("steps:\n  - expect: {services: {gps: available}}\n", "unknown key `gps` in expect.services"),
        ("steps:\n  - expect: {services: {region: maybe}}\n", "expect.services.region: unknown value"),
        ("steps:\n  - expect: {colour: red}\n", "unknown key `colour` in expect"),
        ("steps:\n  - expect: {buttons: Allow}\n", "expect.buttons must be a list"),
        ("steps: launch\n", "steps must be a list"),
        ("steps:\n  - {tap: Allow}\n", "a step is an action"),
        ("app: Tracker\n", "app must be a mapping"),
        ("model:\n  allowOnceExpiry: soon\n", "model.allowOnceExpiry must be a duration"),
    ])
    func badValues(text: String, message: String) {
        let e = error(text)
        #expect(e?.line != nil)
        #expect(e?.message.contains(message) == true, "\(e?.message ?? "")")
    }

    @Test("unsupported iOS lists the supported ones", arguments: ["9", "9.3", "banana", "17.", "17.4.1.2", "-17", "1e3"])
    func unsupportedIOS(_ text: String) {
        let e = error("ios: \"\(text)\"\n")
        #expect(e?.description == "s.yaml:1:6: error: unsupported ios “\(text)”; a version N, N.M or N.M.P with N ≥ 10 (e.g. 17.4), or a rule set: 10, 12, 13.0, 13.4, 14, 15, 16, 17, 18, 26")
    }

    @Test("any iOS version from 10 runs as the rule set that covers it (D37)", arguments: [
        ("10", "10"), ("10.3", "10"), ("11", "12"), ("11.4", "12"), ("12.5.7", "12"), ("13", "13.0"), ("13.3", "13.0"),
        ("13.4", "13.4"), ("13.7", "13.4"), ("14.8", "14"), ("15", "15"), ("15.4", "15"), ("16", "16"), ("17", "17"),
        ("17.4", "17"), ("18.1", "18"), ("19", "18"), ("25.0", "18"), ("26", "26"), ("26.1", "26"), ("27.1.2", "26"),
    ])
    func anyVersion(_ typed: String, _ ruleSet: String) throws {
        let unquoted = try ScenarioParser.parse("ios: \(typed)\n", file: "s.yaml")
        let quoted = try ScenarioParser.parse("ios: \"\(typed)\"\n", file: "s.yaml")
        #expect(unquoted.setup.ios.text == typed, "a YAML number is a number: its text is kept")
        #expect(quoted.setup == unquoted.setup)
        #expect(unquoted.setup.ruleSet.rawValue == ruleSet)
        let note = Runner.run(unquoted).records[0].note
        #expect(note == (typed == ruleSet ? nil : "iOS \(typed) runs as rule set \(ruleSet), \(unquoted.setup.ruleSet.releases), approximate (D37)"))
    }

    @Test("an unquoted YAML number is a number: 13.10 is 13.1, quoted it is 13.10 (modern-apis.md §8.14)")
    func unquotedNumber() throws {
        let unquoted = try ScenarioParser.parse("ios: 13.10\n", file: "s.yaml")
        let quoted = try ScenarioParser.parse("ios: \"13.10\"\n", file: "s.yaml")
        #expect(unquoted.setup.ios.text == "13.1" && unquoted.setup.ruleSet == .iOS13_0)
        #expect(quoted.setup.ios.text == "13.10" && quoted.setup.ruleSet == .iOS13_4)
        let installed = try ScenarioParser.parse("steps:\n  - install: { ios: 13.10 }\n", file: "s.yaml")
        #expect(installed.steps[0].kind == .install(unquoted.setup))
    }

    @Test("a duplicate key is an error")
    func duplicateKey() {
        #expect(error("name: a\nname: b\n") != nil)
    }

    @Test("JSON errors after parsing carry positions too")
    func jsonPositions() {
        let e = error("{\n  \"steps\": [\n    \"dance\"\n  ]\n}\n", file: "s.json")
        #expect(e?.line == 3 && e?.column == 5)
    }
}

@Suite("Scenario files that parse")
struct ParserTests {
    @Test("defaults: the contract's app and device, the newest rule set, no steps")
    func defaults() throws {
        let s = try ScenarioParser.parse("name: empty\n", file: "e.yaml")
        #expect(s.setup == Setup() && s.steps.isEmpty)
        #expect(Runner.run(s).records.count == 1)
    }

    @Test("app without infoPlist keeps the default Info.plist; infoPlist replaces it completely")
    func appBlock() throws {
        let named = try ScenarioParser.parse("app:\n  name: Tracker\n", file: "a.yaml")
        #expect(named.setup.app.name == "Tracker" && named.setup.app.infoPlist == .contractDefault)
        let bare = try ScenarioParser.parse("app:\n  infoPlist:\n    NSLocationWhenInUseUsageDescription: hi\n", file: "a.yaml")
        #expect(bare.setup.app.name == "Demo" && bare.setup.app.infoPlist == InfoPlist(whenInUseUsage: "hi"))
    }

    @Test("unquoted versions and YAML booleans are read as written")
    func scalars() throws {
        let s = try ScenarioParser.parse("ios: 13.4\ndevice:\n  locationServices: false\n", file: "v.yaml")
        #expect(s.setup.ruleSet == .iOS13_4 && s.setup.device.locationServices == false)
    }

    @Test("a `model:` block switches the decisions the simulator lets a person switch")
    func modelBlock() throws {
        let s = try ScenarioParser.parse("model:\n  allowOnceExpiry: 2m\n  alsoCallDeprecatedDelegate: true\n", file: "m.yaml")
        #expect(s.setup.options.allowOnceExpiry == 120 && s.setup.options.alsoCallDeprecatedDelegate)
    }

    @Test("every action's text parses back to the same action")
    func roundTrip() {
        var actions: [Action] = [
            .createManager, .requestWhenInUseAuthorization, .requestAlwaysAuthorization,
            .requestTemporaryFullAccuracy(purposeKey: "Delivery"), .background, .foreground, .terminate, .launch,
            .tap("Don't Allow"), .togglePrecise, .setLocationServices(false), .setRestricted(true), .setPrecise(true),
            .resetLocationAndPrivacy, .wait(seconds: 90), .wait(seconds: 600), .wait(seconds: 3 * 86_400), .showReminder,
        ]
        actions += Service.startable.flatMap { [Action.start($0), .stop($0)] }
        actions += AppSetting.allCases.map(Action.setApp) + WorldEvent.allCases.map(Action.event)
        for action in actions {
            #expect((try? ActionParser.parse(action.text).get()) == action, "\(action.text)")
        }
    }
}
