import Foundation
import LocflowTestSupport
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
    /// Runs `script` under bash with `$S` the binary: its standard output and error.
    private func bash(_ script: String) throws -> (out: String, err: String) {
        let result = try runToCompletion(
            "/bin/bash", ["-c", script], environment: ["S": stressBinary!, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"])
        return (result.out, result.err)
    }

    @Test func aFullDiskOnStandardOutputIsReported() throws {
        let result = try bash("\"$S\" monkey --steps 70 >/dev/full; echo \"status=$?\"")
        #expect(result.err == "locflow-stress: cannot write standard output: no space left on device\n", "\(result)")
        #expect(result.out == "status=2\n", "\(result)")
    }

    @Test func aClosedStandardErrorIsReportedOnStandardOutput() throws {
        let result = try bash("\"$S\" nonsense 2>&-; echo \"status=$?\"")
        #expect(result.out == "locflow-stress: cannot write standard error: bad file descriptor\nstatus=2\n", "\(result)")
    }
}
