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
}
