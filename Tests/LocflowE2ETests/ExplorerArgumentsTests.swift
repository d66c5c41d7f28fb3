import Foundation
import LocflowTestSupport
import Testing
@testable import locflow

/// The explorer's arguments have one meaning, whichever reader takes them: the hand reader
/// (`ExplorerArguments`, the fast start) either declines a vector, leaving it to ArgumentParser,
/// or yields the very start ArgumentParser's `Explore` yields for it.
@Suite("Explorer arguments: the hand reader and ArgumentParser agree")
struct ExplorerArgumentsTests {
    /// Valid and invalid vectors: every option the hand reader takes, both spellings, flags in
    /// every order, and each way a vector can be wrong or beyond it.
    static let vectors: [[String]] = [
        [],
        ["--ios", "17"], ["--ios=17"], ["--ios", "17.4"], ["--ios", "13.4"], ["--ios", "9"], ["--ios", "x"], ["--ios"], ["--ios="],
        ["--ios", "-3"], ["--ios=-3"], ["--ios", "17", "--ios", "18"],
        ["--preset", "allow-once-relaunched"], ["--preset=denied-then-fixed"], ["--preset", "nope"],
        ["--ios", "12", "--preset", "allow-once-relaunched"], ["--ios", "13.4", "--preset", "allow-once-relaunched"],
        ["--preset", "fresh-install", "--scenario", "a.yaml"],
        ["--scenario", "Scenarios/contract/01-when-in-use-then-upgrade.yaml"], ["--scenario=flow.yaml"], ["--scenario", "-"],
        ["--scenario", "-flow.yaml"], ["--scenario", ""],
        ["--resume"], ["--resume", "20261123-130211-4242"], ["--resume", "--designer"], ["--designer", "--resume", "20261123-130211-4242"],
        ["--resume", "--ios", "17"], ["--resume", "--app-clip"], ["--resume", "--info-plist", "Info.plist"], ["--resume", "--scenario", "a.yaml"],
        ["--resume", "--preset", "restricted"], ["--resume", "--app-name", "Tracker"], ["--resume", "--record", "r.yaml"],
        ["--resume=20261123-130211-4242"], ["--resume", "run"], ["20261123-130211-4242"], ["--ios", "17", "20261123-130211-4242"],
        ["--designer"], ["--designer", "--ios", "26"], ["--designer=true"], ["--designer", "--designer"],
        ["--app-clip"], ["--app-clip", "--ios", "14"], ["--app-name", "Tracker"], ["--app-name=Tracker", "--app-clip"], ["--app-name", "Café ☕"],
        ["--info-plist", "Info.plist"], ["--info-plist=Info.plist", "--app-name", "Tracker"],
        ["--info-plist", "Info.plist", "--purpose", "whenInUse=Finds you"], ["--purpose", "whenInUse=Finds you"],
        ["--record", "/tmp/x.yaml"], ["--record=/tmp/x.yaml", "--force"], ["--force"], ["--record", "-"],
        ["--record", "same.yaml", "--cast", "same.yaml"], ["--cast", "x.cast"], ["--cast-format", "v3"],
        ["--theme", "high-contrast"], ["--theme=default"], ["--theme", "loud"],
        ["--help"], ["-h"], ["--version"], ["--unknown"], ["-ios", "17"], ["--", "--ios"], ["explore", "--ios", "17"],
        ["--ios", "17", "--preset", "allow-once-relaunched", "--app-name", "Tracker", "--record", "r.yaml", "--designer", "--theme", "high-contrast"],
    ]

    /// What ArgumentParser makes of `arguments`: the start, or nil when it refuses them.
    static func parsed(_ arguments: [String]) -> ExplorerLaunch? {
        guard let explore = try? Explore.parse(arguments) else { return nil }
        return explore.options.launch(sessionID: explore.sessionID)
    }

    /// Starts ArgumentParser takes that the hand reader leaves to it on purpose: options it does
    /// not read (`--cast`, `--cast-format`, `--purpose`), a repeated option, standard output as
    /// the recording, an empty scenario path and a session ID ArgumentParser reads as a word.
    /// Any other declined start must be one ArgumentParser refuses too.
    static let beyondHandReader: Set<[String]> = [
        ["--cast", "x.cast"], ["--cast-format", "v3"], ["--purpose", "whenInUse=Finds you"],
        ["--info-plist", "Info.plist", "--purpose", "whenInUse=Finds you"],
        ["--designer", "--designer"], ["--ios", "17", "--ios", "18"],
        ["--record", "-"], ["--scenario", ""], ["--resume", "run"],
    ]

    @Test("the hand reader declines or yields ArgumentParser's start", arguments: vectors)
    func sameStart(_ arguments: [String]) {
        let parsed = Self.parsed(arguments)
        if let fast = ExplorerArguments.launch(arguments) {
            #expect(parsed == fast, "\(arguments): \(String(describing: parsed)) ≠ \(fast)")
        } else {
            // Declined: a start ArgumentParser refuses too, or one listed as beyond the hand reader.
            #expect(parsed == nil || Self.beyondHandReader.contains(arguments),
                    "\(arguments): a valid start the hand reader declines; take it, or list it in beyondHandReader")
        }
    }

    /// Every start the brief measures, in the spellings people type, takes the fast path: a
    /// declined one would pay ArgumentParser's reflection before its first frame.
    @Test(
        "the common starts take the fast path",
        arguments: [
            ["--ios", "17"], ["--ios=17"], ["--preset", "allow-once-relaunched"], ["--scenario", "Scenarios/contract/01-when-in-use-then-upgrade.yaml"],
            ["--resume"], ["--resume", "20261123-130211-4242"], ["--designer"], ["--info-plist", "Info.plist"], ["--record", "/tmp/x.yaml"],
            ["--app-name", "Tracker", "--app-clip"], ["--theme", "high-contrast"], ["--record", "r.yaml", "--force"],
        ])
    func commonStartsAreFast(_ arguments: [String]) throws {
        let fast = try #require(ExplorerArguments.launch(arguments), "\(arguments) declined")
        #expect(Self.parsed(arguments) == fast)
    }

    /// Both readers check a start with one function: the hand reader refuses what it refuses.
    @Test("the shared checks refuse a bad start with ArgumentParser's message")
    func sharedChecks() {
        let resumeWithIOS = ExplorerLaunch(ios: "17", resume: true)
        #expect(throws: (any Error).self) { try resumeWithIOS.validate() }
        #expect(ExplorerArguments.launch(["--resume", "--ios", "17"]) == nil)
        let unknownPreset = ExplorerLaunch(preset: "nope")
        #expect(throws: (any Error).self) { try unknownPreset.validate() }
        #expect(throws: Never.self) { try ExplorerLaunch(ios: "17", preset: "allow-once-relaunched").validate() }
    }
}

/// Through the binary, without a terminal, so each start ends before the screen (at the terminal
/// check, or earlier at a file it reads): the fast start says and returns what the same start
/// through ArgumentParser (`locflow explore …`) does.
@Suite("Explorer arguments: fast starts end as parsed ones", .locflowBuilt)
struct ExplorerArgumentsBinaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "locflow ARGS ends as locflow explore ARGS",
        arguments: [
            ["--ios", "17"], ["--ios", "17.4"], ["--preset", "allow-once-relaunched"], ["--designer", "--theme", "high-contrast"],
            ["--resume"], ["--resume", "20261123-130211-4242"], ["--info-plist", "missing.plist"], ["--info-plist", "bad.plist"],
            ["--record", "out.yaml"], ["--app-name", "Tracker", "--app-clip", "--ios", "14"],
        ])
    func sameEnd(_ arguments: [String]) throws {
        #expect(ExplorerArguments.launch(arguments) != nil, "\(arguments) should take the fast path")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-args-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "<plist><dict><key>NSLocation".write(to: directory.appendingPathComponent("bad.plist"), atomically: true, encoding: .utf8)
        let paths = arguments.map { $0.hasSuffix(".plist") || $0.hasSuffix(".yaml") ? directory.appendingPathComponent($0).path : $0 }
        let environment = ["HOME": directory.path, "XDG_STATE_HOME": ""]
        let fast = try runLocflow(paths, environment: environment)
        let parsed = try runLocflow(["explore"] + paths, environment: environment)
        #expect(fast.status == 2 && !fast.err.isEmpty, "\(fast.err)")
        #expect(fast.status == parsed.status && fast.out == parsed.out && fast.err == parsed.err, "\(fast.err) | \(parsed.err)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.yaml").path))
    }
}
