import Foundation
import Testing

/// The `locflow-stress` binary that `swift test` builds next to the test bundle (this target
/// depends on it); nil if it cannot be found.
let stressBinary: String? = {
    var directory = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        .deletingLastPathComponent()
    for _ in 0..<6 {
        let path = directory.appendingPathComponent("locflow-stress").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        directory.deleteLastPathComponent()
    }
    return nil
}()

/// `locflow-stress` reports a failed write to standard output or error (a full disk, a closed
/// descriptor) with status 2 and one line on the other stream, as `locflow` does, instead of
/// losing its report (`print`) or crashing (`FileHandle.write`).
@Suite(.enabled(if: stressBinary != nil, "the locflow-stress binary was not found next to the test bundle"))
struct StressOutputTests {
    /// Runs `script` under bash with `$S` the binary; its standard output and error together.
    private func bash(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ["S": stressBinary!, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aFullDiskOnStandardOutputIsReported() throws {
        let out = try bash("\"$S\" monkey --steps 70 >/dev/full; echo \"status=$?\"")
        #expect(out == ("locflow-stress: cannot write standard output: no space left on device\nstatus=2\n"), "\(out)")
        #expect(!out.contains("Fatal error"), "\(out)")
    }

    @Test func aClosedStandardErrorIsReportedOnStandardOutput() throws {
        let out = try bash("\"$S\" nonsense 2>&-; echo \"status=$?\"")
        #expect(out == "locflow-stress: cannot write standard error: bad file descriptor\nstatus=2\n", "\(out)")
    }
}
