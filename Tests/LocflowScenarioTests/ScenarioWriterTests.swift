import Foundation
import LocflowChecks
@testable import LocflowCore
import Testing
@testable import LocflowFormats
@testable import LocflowScenario

/// Text that has broken YAML writers: quotes, indicators, reserved words, controls, wide text.
let hostileTexts = [
    "Don't Allow", "Don’t Allow", "a: b", "key:value", "#not a comment", "a #b", "- dash", "* star", "&anchor",
    "!tag", "%percent", "@at", "`tick", "'single'", "\"double\"", "back\\slash", "new\nline", "cr\r\nlf", "tab\there",
    "bell\u{7}", "esc\u{1B}[2J", "nel\u{85}", "sep\u{2028}para\u{2029}", "bom\u{FEFF}", "del\u{7F}", "nul\u{0}",
    "地図アプリ", "🚀 Rocket 👩‍👩‍👧", "ünïcödé", "", " leading", "trailing ", "yes", "No", "null", "~", "123", "0x1F",
    "1e3", "[x]", "{y: 1}", "|", ">", "?", ",", "...", "---", "{{templ}}", "Tracker",
]


/// Sessions written as scenarios read back as the same session and replay green.
@Suite struct ScenarioWriterTests {
    /// Writes, parses and runs `session`; every expect must hold and the setup and actions must
    /// read back equal.
    private func roundTrip(_ session: Session, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = ScenarioWriter.yaml(session)
        let parsed: Scenario
        do {
            parsed = try ScenarioParser.parse(text, file: "\(label).yaml")
        } catch {
            Issue.record("\(label): the written scenario does not parse: \(error)\n\(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(parsed.session == session, "\(label): read back differently\n\(text)", sourceLocation: sourceLocation)
        let result = Runner.run(parsed)
        #expect(result.expectationCount == session.steps.count + 1, "\(label): an expect per step and one for the launch", sourceLocation: sourceLocation)
        for record in result.records where !record.failures.isEmpty {
            Issue.record("\(label):\(record.line ?? 0): \(record.failures.joined(separator: "; "))\n\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test("every library scenario, rewritten, replays green with the same steps", arguments: ScenarioLibraryTests.files)
    func library(file: String) throws {
        let text = try String(contentsOf: ScenarioLibraryTests.root.appendingPathComponent(file), encoding: .utf8)
        roundTrip(try ScenarioParser.parse(text, file: file).session, file)
    }

    @Test("random sessions with hostile text round-trip", arguments: 0..<8)
    func randomSessions(batch: Int) {
        var rng = SplitMix(state: 0x10CF_1000 + UInt64(batch))
        for index in 0..<40 {
            roundTrip(Self.randomSession(&rng), "batch \(batch) session \(index)")
        }
    }

    @Test func hostileTextReadsBackExactly() throws {
        for text in hostileTexts {
            let yaml = "name: \(YAMLText.quoted(text))\nsteps: []\n"
            let parsed = try ScenarioParser.parse(yaml, file: "t.yaml")
            #expect(parsed.name == text, "\(yaml)")
            #expect(!yaml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a raw control character in \(yaml.debugDescription)")
        }
    }

    @Test func plainOnlyWhereUnambiguous() {
        #expect(YAMLText.plainIfSafe("tap Don't Allow") == "tap Don't Allow")
        #expect(YAMLText.plainIfSafe("wait 10m") == "wait 10m")
        #expect(YAMLText.plainIfSafe("tap a: b") == "\"tap a: b\"")
        #expect(YAMLText.plainIfSafe("yes") == "\"yes\"")
        #expect(YAMLText.plainIfSafe("- x") == "\"- x\"")
        #expect(YAMLText.plainIfSafe("tap x #y") == "\"tap x #y\"")
        #expect(YAMLText.quoted("a\"b\\c\u{1B}\u{85}\u{2028}") == "\"a\\\"b\\\\c\\e\\x85\\u2028\"")
    }

    @Test func writesTheContractShape() {
        let session = Session(setup: Setup(ruleSet: .iOS14), steps: [.action(.requestWhenInUseAuthorization), .action(.tap("Don't Allow"))])
        let text = ScenarioWriter.yaml(session)
        #expect(text.contains("ios: \"14\"\n"))
        #expect(text.contains("    NSLocationWhenInUseUsageDescription: \"Shows nearby offers while you use the app.\"\n"))
        #expect(text.contains("      \"Delivery\": \"Precise location helps the courier find you.\"\n"))
        #expect(text.contains("    UIBackgroundModes: [\"location\"]\n"))
        #expect(!text.contains("model:"), "default model options are left out")
        #expect(text.contains("  - tap Don't Allow\n"))
        #expect(text.contains("  - requestWhenInUseAuthorization\n  - expect:\n      prompt: whenInUse\n      buttons: [\"Allow Once\", \"Allow While Using App\", \"Don't Allow\"]\n      callbacks: []\n"))
        #expect(text.contains("  - tap Don't Allow\n  - expect:\n      status: denied\n      prompt: none\n      settings: \"Never\"\n      callbacks: [\"didChangeAuthorization(denied)\"]\n"))
        let changed = ScenarioWriter.yaml(Session(setup: Setup(options: ModelOptions(allowOnceExpiry: 90))))
        #expect(changed.contains("model:\n  allowOnceExpiry: 90s\nsteps:"))
        let bare = ScenarioWriter.yaml(Session(setup: Setup(app: AppConfig(name: "Bare", infoPlist: InfoPlist()))))
        #expect(bare.contains("  infoPlist: {}\n"))
    }

    @Test func theFirstExpectAfterAnInstallListsEverythingTheRestOnlyWhatChanged() {
        let session = Session(setup: Setup(ruleSet: .iOS14), steps: [.action(.background), .install(Setup(ruleSet: .iOS12))])
        let text = ScenarioWriter.yaml(session)
        let full = "      status: notDetermined\n      accuracy: fullAccuracy\n      prompt: none\n      settings: \"Ask Next Time\"\n      callbacks: [\"didChangeAuthorization(notDetermined)\"]\n      provisional: false\n      temporary: false\n      lifecycle: foreground\n"
        #expect(text.contains("steps:\n  - expect:\n" + full), "\(text)")
        #expect(text.contains("  - background\n  - expect:\n      callbacks: []\n      lifecycle: "), "only the lifecycle changed, and no callback:\n\(text)")
        #expect(text.contains("      ios: \"12\"\n"), "\(text)")
        let afterInstall = text.components(separatedBy: "  - install:\n").last ?? ""
        #expect(afterInstall.contains("  - expect:\n      status: notDetermined\n      prompt: none\n"), "everything again after an install (no accuracy before iOS 14):\n\(afterInstall)")
    }

    @Test func aSwitchTurnedBackOnIsWrittenThoughItIsNormallyLeftOut() {
        let session = Session(steps: [.action(.setLocationServices(false)), .action(.setLocationServices(true))])
        let text = ScenarioWriter.yaml(session)
        let parts = text.components(separatedBy: "  - settings locationServices ")
        #expect(parts.count == 3, "\(text)")
        #expect(!parts[0].contains("locationServicesEnabled"), "left out while on")
        #expect(parts[1].contains("locationServicesEnabled: false\n"), "\(text)")
        #expect(parts[2].contains("locationServicesEnabled: true\n"), "and written when it comes back on:\n\(text)")
    }

    @Test func theCoresNotesAreCommentsAboveTheirStep() throws {
        let session = Session(steps: [.action(.requestWhenInUseAuthorization), .action(.tap("Allow Once")), .action(.background), .action(.wait(seconds: 900))])
        let text = ScenarioWriter.yaml(session)
        let notes = session.play().1.last!.notes
        #expect(!notes.isEmpty)
        #expect(text.contains("  # \(notes.last!.line)\n  - wait 15m\n"), "\(text)")
        let parsed = try ScenarioParser.parse(text, file: "n.yaml")
        #expect(parsed.session == session, "comments change nothing")
    }

    @Test func callbacksSayTheirManagerWhereThereAreSeveral() throws {
        let session = Session(steps: [.action(.createManager), .action(.requestWhenInUseAuthorization), .action(.tap("Allow While Using App"))])
        let text = ScenarioWriter.yaml(session)
        #expect(text.contains("      callbacks:\n        - \"didChangeAuthorization(authorizedWhenInUse)\"  # manager #1\n        - \"didChangeAuthorization(authorizedWhenInUse)\"  # manager #2\n"), "\(text)")
        let single = ScenarioWriter.yaml(Session(steps: [.action(.requestWhenInUseAuthorization), .action(.tap("Allow While Using App"))]))
        #expect(!single.contains("# manager"), "one manager: no comment")
        let result = Runner.run(try ScenarioParser.parse(text, file: "m.yaml"))
        #expect(result.failureCount == 0)
    }

    @Test func commentsCannotBreakTheFile() {
        #expect(YAMLText.commentText("a\nb\r\u{85}c\u{2028}d\u{1B}") == "a b  c d ")
    }

    // MARK: - Random sessions

    static func randomSession(_ rng: inout SplitMix) -> Session {
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &rng) ? value() : nil }
        func text() -> String { hostileTexts.randomElement(using: &rng)! }
        var plist = InfoPlist()
        plist.whenInUseUsage = maybe(text())
        plist.alwaysAndWhenInUseUsage = maybe(text())
        plist.alwaysUsage = maybe(text())
        plist.defaultAccuracyReduced = maybe(Bool.random(using: &rng))
        if Bool.random(using: &rng) {
            let keys = Set((0..<Int.random(in: 0...3, using: &rng)).map { _ in text() } + ["Delivery"])
            plist.temporaryUsage = keys.sorted().map { TemporaryPurpose(key: $0, description: text()) }
        }
        plist.backgroundModes = maybe([["location"], [], ["fetch", text()]].randomElement(using: &rng)!)
        let options = ModelOptions(
            allowOnceExpiry: [600, 60, 90, 3_600].randomElement(using: &rng)!,
            temporaryAccuracyExpiry: [600, 61, 7_200].randomElement(using: &rng)!,
            alsoCallDeprecatedDelegate: Bool.random(using: &rng),
            askNextTimeRestoresAlwaysRequest: Bool.random(using: &rng))
        var session = Session(
            name: maybe(text()), setup: Setup(ruleSet: RuleSet.delegate.randomElement(using: &rng)!,
            app: AppConfig(name: text(), infoPlist: plist),
            device: DeviceConfig(locationServices: Int.random(in: 0..<5, using: &rng) > 0, restricted: Int.random(in: 0..<6, using: &rng) == 0),
            options: options))
        // Action arguments lose surrounding spaces when read (contract: one argument after the
        // name), and an empty one is no argument; those are not sessions the core can produce.
        let arguments = hostileTexts.filter { !$0.isEmpty && $0.first != " " && $0.last != " " }
        var sim = Simulation.play(session.setup).0
        for _ in 0..<Int.random(in: 0...40, using: &rng) {
            let action: Action
            if let prompt = sim.prompt, Int.random(in: 0..<3, using: &rng) > 0 {
                action = .tap(prompt.buttons.randomElement(using: &rng)!.label)
            } else {
                let purpose = (plist.temporaryUsage?.map(\.key) ?? []) + arguments
                let vocabulary: [Action] = [
                    .createManager, .requestWhenInUseAuthorization, .requestAlwaysAuthorization,
                    .requestTemporaryFullAccuracy(purposeKey: purpose.randomElement(using: &rng)!),
                    .start(Service.startable.randomElement(using: &rng)!), .stop(Service.startable.randomElement(using: &rng)!),
                    .background, .foreground, .terminate, .launch, .togglePrecise, .tap(arguments.randomElement(using: &rng)!),
                    .setLocationServices(Bool.random(using: &rng)), .setRestricted(Bool.random(using: &rng)),
                    .setApp(AppSetting.allCases.randomElement(using: &rng)!), .setPrecise(Bool.random(using: &rng)),
                    .resetLocationAndPrivacy, .wait(seconds: Int.random(in: 0...300_000, using: &rng)),
                    .event(WorldEvent.allCases.randomElement(using: &rng)!), .showReminder,
                ]
                action = vocabulary.randomElement(using: &rng)!
            }
            // Now and then a fresh install on another version or build: a session holds them all.
            if Int.random(in: 0..<25, using: &rng) == 0 {
                let versions = ["11", "13.2", "15.4", "17", "18.1", "25"] + RuleSet.delegate.map(\.rawValue)
                var setup = session.setup
                setup.ios = IOSVersion(versions.randomElement(using: &rng)!)!
                setup.app.name = text()
                session.steps.append(.install(setup))
                _ = sim.play(.install(setup))
                continue
            }
            _ = sim.apply(action)
            session.steps.append(.action(action))
        }
        return session
    }
}
