import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The headless commands against a hostile environment: outputs that exist, outputs
/// that are the input, standard streams that fail, inputs that are not plain files, arguments
/// with escape sequences. Each runs the real binary under bash, as a person would.
@Suite(.locflowBuilt)
struct HardeningCLITests {
    /// Runs `script` in bash in a fresh directory holding `f.yaml`, with `$L` the binary.
    private func bash(_ script: String) throws -> (status: Int32, out: String, err: String, dir: String) {
        let dir = NSTemporaryDirectory() + "locflow-harden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "steps:\n  - requestWhenInUseAuthorization\n".write(toFile: dir + "/f.yaml", atomically: false, encoding: .utf8)
        let environment = ["L": locflowBinary!, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
        let result = try runToCompletion("/bin/bash", ["-c", script], environment: environment, directory: dir)
        return (result.status, result.out, result.err, dir)
    }

    @Test func theScenarioIsNeverTheCastEvenWithForce() throws {
        for force in ["", " --force"] {
            let result = try bash("\"$L\" run f.yaml --cast f.yaml\(force); echo \"status=$?\"; cat f.yaml")
            defer { try? FileManager.default.removeItem(atPath: result.dir) }
            #expect(result.out.contains("status=2"), "\(result)")
            #expect(result.out.hasSuffix("steps:\n  - requestWhenInUseAuthorization\n"), "the scenario was overwritten: \(result.out)")
            #expect(result.err.contains("f.yaml: is also the scenario file"), "\(result.err)")
        }
    }

    @Test func anExistingCastNeedsForceWhichKeepsItsMode() throws {
        let result = try bash("""
            echo precious > out.cast; chmod 600 out.cast
            "$L" run f.yaml --cast out.cast >/dev/null; echo "first=$?"; cat out.cast
            "$L" run f.yaml --cast out.cast --force >/dev/null; echo "forced=$? mode=$(stat -c %a out.cast)"; head -c 12 out.cast; echo
            mkfifo fifo; "$L" run f.yaml --cast fifo --force >/dev/null; echo "fifo=$?"
            """)
        defer { try? FileManager.default.removeItem(atPath: result.dir) }
        #expect(result.out.contains("first=2\nprecious\n"), "\(result)")
        #expect(result.out.contains("forced=0 mode=600\n{\"version\":"), "\(result)")
        #expect(result.out.contains("fifo=2"), "\(result)")
        #expect(result.err.contains("out.cast: already exists; pass --force to replace it"), "\(result.err)")
        #expect(result.err.contains("fifo: is a FIFO, not a regular file"), "\(result.err)")
    }

    @Test("a failed write to standard output ends with status 2 and one line, never a crash",
          arguments: ["run f.yaml", "presets", "--help", "--version", "graph --ios 18", "coverage f.yaml", "run --format jsonl f.yaml"])
    func failedStdout(command: String) throws {
        let result = try bash("""
            "$L" \(command) >/dev/full; echo "full=$?" >&2
            "$L" \(command) >&-; echo "closed=$?" >&2
            """)
        defer { try? FileManager.default.removeItem(atPath: result.dir) }
        #expect(result.err.contains("locflow: cannot write standard output: no space left on device\nfull=2"), "\(result.err)")
        #expect(result.err.contains("locflow: cannot write standard output: bad file descriptor\nclosed=2"), "\(result.err)")
        #expect(!result.err.contains("Fatal error") && !result.err.contains("Backtrace"), "\(result.err)")
    }

    /// `locflow run … | head -1` ends as `cat … | head -1` does: by SIGPIPE, with no message.
    @Test func aClosedPipeEndsQuietlyAsCatDoes() throws {
        let files = Array(repeating: "f.yaml", count: 400).joined(separator: " ")
        let result = try bash("""
            "$L" run \(files) | head -1 >/dev/null; echo "status=${PIPESTATUS[0]}"
            yes f.yaml | head -100000 | cat | head -c 1 >/dev/null; echo "cat=${PIPESTATUS[2]}"
            """)
        defer { try? FileManager.default.removeItem(atPath: result.dir) }
        let cat = try #require(result.out.firstMatch(of: /cat=(\d+)/)?.1, "\(result)")
        #expect(result.out.contains("status=\(cat)"), "\(result)")
        #expect(result.err.isEmpty, "\(result.err)")
    }

    @Test func aClosedStderrIsReportedOnStdout() throws {
        let result = try bash("printf 'steps: [nope]\\n' > bad.yaml; \"$L\" run bad.yaml 2>&-; echo \"status=$?\"")
        defer { try? FileManager.default.removeItem(atPath: result.dir) }
        #expect(result.out.contains("locflow: cannot write standard error: bad file descriptor\nstatus=2"), "\(result)")
    }

    @Test func standardInputFIFOsAndProcessSubstitutionAreInputs() throws {
        let result = try bash("""
            "$L" run - < f.yaml | head -1
            "$L" run /dev/stdin < f.yaml | head -1
            "$L" run <(cat f.yaml) | head -1 | sed 's|/dev/fd/[0-9]*|FD|'
            "$L" run missing.yaml; "$L" run .
            """)
        defer { try? FileManager.default.removeItem(atPath: result.dir) }
        #expect(result.out.hasPrefix("-  [iOS 18+, rule set 18]\n/dev/stdin  [iOS 18+, rule set 18]\nFD  [iOS 18+, rule set 18]\n"), "\(result)")
        #expect(result.err == "missing.yaml: error: cannot read: no such file or directory\n.: error: cannot read: is a directory\n", "\(result.err)")
    }

    @Test func argumentsEchoedInErrorsCarryNoEscapeSequence() throws {
        let result = try bash("\"$L\" run --cast-size $'\\e]0;pwn\\a\\e[31m' f.yaml; \"$L\" run $'\\e[2Jx.yaml'")
        defer { try? FileManager.default.removeItem(atPath: result.dir) }
        #expect(!result.err.contains("\u{1B}") && !result.err.contains("\u{7}"), "\(result.err)")
        #expect(result.err.contains("␛]0;pwn␇␛[31m") && result.err.contains("␛[2Jx.yaml: error: cannot read"), "\(result.err)")
    }
}
