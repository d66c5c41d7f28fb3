import Foundation
import LocflowTestSupport
import Testing

/// Inputs that never end or are built to exhaust memory get a clear error and exit status 2,
/// through the real binary (docs/reliability.md, "What locflow promises about files").
@Suite("Hostile inputs", .locflowBuilt)
struct HostileInputTests {
    @Test("an endless device is refused at the size limit, not read until memory runs out", arguments: ["/dev/zero", "/dev/urandom"])
    func endlessDevice(_ path: String) throws {
        let result = try runLocflow(["run", path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(path): error: cannot read: is larger than 64 MiB"), "\(result.err)")
    }

    @Test("a regular file over the limit is refused by its size before it is read")
    func largeFile() throws {
        let path = NSTemporaryDirectory() + "locflow-large-\(UUID().uuidString).json"
        FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 65 << 20)  // sparse: no disk used
        try handle.close()
        let result = try runLocflow(["run", path])
        #expect(result.status == 2)
        #expect(result.err.contains("is larger than 64 MiB, the most locflow reads whole (65 MiB)"), "\(result.err)")
    }

    @Test("the Info.plist given is an input: no output replaces it, even with --force")
    func infoPlistIsProtected() throws {
        let directory = NSTemporaryDirectory() + "locflow-plist-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plist = directory + "/Info.plist", flow = directory + "/flow.yaml"
        let original = "NSLocationWhenInUseUsageDescription: Near you\n"
        try original.write(toFile: plist, atomically: false, encoding: .utf8)
        try "steps:\n  - requestWhenInUseAuthorization\n".write(toFile: flow, atomically: false, encoding: .utf8)
        let result = try runLocflow(["storyboard", flow, "--info-plist", plist, "-o", plist, "--force"])
        #expect(result.status == 2)
        #expect(result.err.contains("is also the --info-plist file"), "\(result.err)")
        #expect(try String(contentsOfFile: plist, encoding: .utf8) == original)
    }

    @Test("a --bundle that is not a bundle identifier is refused before anything is written", arguments: [
        "com.example'; touch /tmp/pwned; '", "com.example\"$(id)\"", "com.example`id`", "com example",
    ])
    func bundleIdentifier(_ bundle: String) throws {
        let result = try runLocflow(["export", "simctl", "Scenarios/seeds/blog-two-step-helper.yaml", "--bundle", bundle])
        #expect(result.status == 2)
        #expect(result.err.contains("letters, digits, hyphens and periods only"), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test("--info-plist names the real reason a file cannot be used")
    func infoPlistMessages() throws {
        let directory = NSTemporaryDirectory() + "locflow-plistmsg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let flow = directory + "/flow.yaml", big = directory + "/big.plist"
        try "steps:\n  - requestWhenInUseAuthorization\n".write(toFile: flow, atomically: false, encoding: .utf8)
        try """
            <?xml version="1.0"?><plist version="1.0"><dict><key>NSLocationWhenInUseUsageDescription</key>\
            <integer>999999999999999999999999</integer></dict></plist>
            """.write(toFile: big, atomically: false, encoding: .utf8)
        for (plist, message) in [
            (directory, "cannot read: is a directory"), ("/dev/zero", "is larger than 8 MiB"),
            ("-", "standard input is not read for an Info.plist"), (big, "an integer beyond 64 bits"),
        ] {
            let result = try runLocflow(["storyboard", flow, "--info-plist", plist])
            #expect(result.status == 2)
            #expect(result.err.contains(message), "\(plist): \(result.err)")
        }
    }

    @Test("locflow sessions shows a record path's controls made visible, and a full disk is an error")
    func sessionsOutput() throws {
        let state = NSTemporaryDirectory() + "locflow-sessions-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: state + "/locflow/sessions", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let header = "{\"locflowJournal\":2,\"pid\":12466,\"record\":\"/tmp/notes\\u001b]52;c;cHdu\\u0007.yaml\",\"setup\":{\"app\":{\"infoPlist\":{\"alwaysAndWhenInUseUsage\":\"Alerts you when you arrive at a store.\",\"alwaysUsage\":\"Alerts you when you arrive at a store.\",\"backgroundModes\":[\"location\"],\"defaultAccuracyReduced\":false,\"temporaryUsage\":[{\"description\":\"Precise location helps the courier find you.\",\"key\":\"Delivery\"}],\"whenInUseUsage\":\"Shows nearby offers while you use the app.\"},\"name\":\"Demo\",\"recreateOnLaunch\":true},\"device\":{\"locationServices\":true,\"restricted\":false},\"extended\":false,\"ios\":{\"ruleSet\":\"18\",\"text\":\"18\"},\"options\":{\"allowOnceExpiry\":600,\"alsoCallDeprecatedDelegate\":false,\"askNextTimeRestoresAlwaysRequest\":true,\"forceQuitRelaunches\":false,\"resumeReportsUnchanged\":false,\"temporaryAccuracyExpiry\":600,\"updateResetsAlways\":false}},\"started\":\"2026-11-28T08:21:24Z\"}"
        try (header + "\n").write(toFile: state + "/locflow/sessions/20261128-090000-1.journal", atomically: false, encoding: .utf8)
        chmod(state + "/locflow/sessions", 0o700)
        let result = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": state])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("20261128-090000-1") && result.out.contains("/tmp/notes"), "\(result.out)")
        #expect(!result.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "a raw control reached the terminal")
        let full = try runToCompletion("/bin/sh", ["-c", "exec \"$0\" sessions > /dev/full", locflowBinary!], environment: ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": state]) { $1 })
        #expect(full.status == 2 && full.err.contains("no space left on device"), "\(full.status) \(full.err)")
    }
}
