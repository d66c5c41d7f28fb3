import Foundation
import LocflowExport
import Testing

/// Runs the generated simctl script with a stand-in `xcrun` that records its arguments.
private func runScript(_ script: String, step: String?, bundle: String? = nil) throws -> (status: Int32, calls: [String], out: String, err: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-simctl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("calls").path
    let xcrun = directory.appendingPathComponent("xcrun")
    try writeExecutable("#!/bin/sh\necho \"$*\" >> '\(log)'\n", to: xcrun.path)
    let file = directory.appendingPathComponent("flow.sh")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [file.path] + (step.map { [$0] } ?? [])
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = directory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment.removeValue(forKey: "BUNDLE")
    environment.removeValue(forKey: "DEVICE")
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile(), errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let calls = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    return (process.terminationStatus, calls, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Writes an executable file through a close-on-exec descriptor.
///
/// Why: tests run in parallel and start processes. A descriptor open for writing that a child
/// inherits makes exec of the file fail with ETXTBSY ("Text file busy", status 126) — the flake
/// this replaced (`String.write(to:atomically:)` then `setAttributes` left that window open).
private func writeExecutable(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
}

@Suite("The simctl script runs", .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "no /bin/sh"))
struct SimctlScriptTests {
    @Test("each reachable step runs exactly its simctl command; the bundle comes from --bundle")
    func reachable() throws {
        let played = try flow("Scenarios/seeds/cheat-sheet-deny-is-sticky.yaml")
        let script = export(.simctl, played, bundle: "com.example.Tracker")
        let expected = [
            "0": "simctl privacy booted reset location com.example.Tracker",
            "2": "simctl privacy booted revoke location com.example.Tracker",
            "8": "simctl privacy booted grant location com.example.Tracker",
        ]
        for (step, call) in expected {
            let run = try runScript(script, step: step)
            #expect(run.status == 0, "step \(step): \(run.err)")
            #expect(run.calls == [call], "step \(step)")
        }
    }

    @Test("every step of every seed and of the tour runs: a command, or exit 3 with the reason")
    func everyStep() throws {
        for file in seedFiles + ["Tests/LocflowExportTests/Fixtures/every-action.yaml", ModernExportTests.fixture] {
            let played = try flow(file)
            let script = export(.simctl, played)
            for step in [played.launch] + played.actionSteps {
                let run = try runScript(script, step: "\(step.number)")
                let plan = SimctlExporter.plan(step.after, trigger: nil)
                if run.status == 3 {
                    #expect(run.calls.isEmpty && run.err.contains("step \(step.number): simctl cannot"), "\(file) step \(step.number)")
                } else {
                    #expect(run.status == 0, "\(file) step \(step.number): \(run.err)")
                    #expect(run.calls.count == 1 && plan.commands.count == 1, "\(file) step \(step.number)")
                }
            }
        }
    }

    @Test("an unreachable step runs nothing, exits 3 and explains on stderr")
    func unreachable() throws {
        let played = try flow("Scenarios/seeds/blog-allow-once-looks-like-while-using.yaml")
        let run = try runScript(export(.simctl, played), step: "2")
        #expect(run.status == 3)
        #expect(run.calls.isEmpty)
        #expect(run.err.contains("step 2: simctl cannot put the Simulator into this state"))
        #expect(run.err.contains("step 2: tap \u{201C}Allow Once\u{201D} on the alert"))
    }

    @Test("a step out of reach after a reinstall is played by hand from that install, not from step 0")
    func byHandFromTheInstall() throws {
        // A reinstall on the same version wipes out the Allow Once and the real 10-minute wait
        // before it: replaying those by hand would only waste the tester's time.
        let played = try flow(yaml: """
            ios: "18"
            steps:
              - requestWhenInUseAuthorization
              - tap Allow Once
              - wait 10m
              - install: { ios: "18" }
              - requestWhenInUseAuthorization
              - tap Allow Once
            """)
        let run = try runScript(export(.simctl, played), step: "6")
        #expect(run.status == 3)
        let listed = run.err.split(separator: "\n").filter { $0.hasPrefix("  step ") }.map { String($0.prefix(8)) }
        #expect(listed == ["  step 4", "  step 5", "  step 6"], "\(run.err)")
        #expect(!run.err.contains("wait 10m") && !run.err.contains("step 0"), "\(run.err)")
    }

    @Test("without a step it lists the steps; the placeholder bundle is used and marked")
    func listing() throws {
        let played = try flow("Scenarios/seeds/ios10-always-two-buttons.yaml")
        let script = export(.simctl, played)
        #expect(script.contains("BUNDLE=\"${BUNDLE:-com.example.YourApp}\"  # PLACEHOLDER"))
        let list = try runScript(script, step: nil)
        #expect(list.status == 0)
        #expect(list.out.contains("  3  tap Allow → authorizationStatus .authorizedAlways"))
        let run = try runScript(script, step: "3")
        #expect(run.calls == ["simctl privacy booted grant location-always com.example.YourApp"])
        let unknown = try runScript(script, step: "99")
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("no step 99"))
    }
}
