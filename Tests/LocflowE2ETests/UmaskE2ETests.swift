import Foundation
import LocflowTestSupport
import Testing

/// Modes under a umask, in a child process that sets its own: changing the test process's umask
/// raced every other test creating files (a directory made 0777 meanwhile was refused as
/// others-writable).
@Suite("Modes under a umask", .locflowBuilt)
struct UmaskE2ETests {
    @Test func aNewExportIs0644MinusTheUmask() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scenario = directory + "/flow.yaml", out = directory + "/Flow.swift"
        try "steps: [requestWhenInUseAuthorization]\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let result = try runToCompletion("/bin/sh", ["-c", "umask 027 && exec \"$0\" export xcuitest \"$1\" --out \"$2\"", locflowBinary!, scenario, out])
        #expect(result.status == 0, "\(result.err)")
        var info = stat()
        #expect(stat(out, &info) == 0 && info.st_mode & 0o7777 == 0o640)
    }

    @Test(.tmuxInstalled("the state directory's mode under a umask is not checked"))
    func stateDirectoriesAreCreatedPrivateWhateverTheUmask() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // 0277 would make mkdir(0700) give 0500: locflow states the mode again.
        let tmux = try Tmux.launch(
            ["/bin/sh", "-c", "umask 0277 && exec \"$0\"", locflowBinary!], environment: ["XDG_STATE_HOME": directory + "/state"],
            waitingFor: Tmux.firstFrame)
        defer { tmux.kill() }
        try tmux.quit()
        for path in [directory + "/state/locflow", directory + "/state/locflow/sessions"] {
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o700, "\(path)")
        }
    }
}
