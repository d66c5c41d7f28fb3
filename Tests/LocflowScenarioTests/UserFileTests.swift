import Foundation
import Testing
import LocflowCore
import LocflowTestSupport
@testable import LocflowFiles
@testable import LocflowFormats
@testable import LocflowScenario
@testable import LocflowSessions

#if canImport(Glibc)
import Glibc
#endif

/// One way to write a user's file: nothing is clobbered without `--force`, `--force`
/// goes through symlinks and keeps the mode, only regular files are written, the input being
/// played never is, and every failure names the path and the reason.
@Suite struct UserFileTests {
    private func directory() throws -> String {
        let path = NSTemporaryDirectory() + "locflow-userfile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func anExistingFileIsRefusedWithoutForceAndLeftAlone() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.cast"
        try "precious".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: FileError(path: path, reason: "already exists; pass --force to replace it")) {
            try UserFile(path, replacing: false).replace("new")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")
    }

    /// A link planted at the temporary name an older locflow used (`.NAME.PID.tmp`) is never
    /// followed: the temporary is made by mkstemp, exclusively, under an unpredictable name.
    @Test func aPlantedLinkAtATemporaryNameIsNotFollowed() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let victim = dir + "/victim.txt"
        try "the victim's notes".write(toFile: victim, atomically: false, encoding: .utf8)
        for pid in [getpid()] + (1...64).map({ getpid() + $0 }) {
            symlink(victim, dir + "/.flow.swift.\(pid).tmp")
        }
        try UserFile(dir + "/flow.swift", replacing: false).replace("export")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "the victim's notes")
        #expect(try String(contentsOfFile: dir + "/flow.swift", encoding: .utf8) == "export")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".flow.swift.") && !$0.hasSuffix(".tmp") }.isEmpty, "no temporary left")
    }

    /// Two writers racing for one new name: the second finds it taken when it puts its file in
    /// place, and is refused instead of replacing the first one's.
    @Test func aNameTakenMeanwhileIsNotReplacedWithoutForce() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.yaml"
        let claimed = try UserFile(path, replacing: false)
        try "the other writer's".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: FileError.self) { try claimed.replace("mine") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "the other writer's")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.yaml"], "no temporary left")
    }

    /// `--force` on a dangling symlink writes the file it names, as a live link would be written,
    /// and leaves the link a link.
    @Test func forceOnADanglingLinkWritesItsTarget() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        symlink("target.cast", dir + "/link.cast")
        try UserFile(dir + "/link.cast", replacing: true).replace("cast")
        #expect(try String(contentsOfFile: dir + "/target.cast", encoding: .utf8) == "cast")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.cast")) == "target.cast")
    }

    /// A recording that replaces a file and then fails (a full disk) leaves the old file whole;
    /// a new one that received nothing is not left behind empty.
    @Test func aFailedRecordingKeepsTheOldFileAndLeavesNoEmptyOne() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let old = dir + "/old.cast"
        try "the old cast".write(toFile: old, atomically: false, encoding: .utf8)
        let replacing = try UserFile(old, replacing: true)
        try replacing.append("half a new cast")
        replacing.abandon()
        #expect(try String(contentsOfFile: old, encoding: .utf8) == "the old cast")
        let fresh = try UserFile(dir + "/new.cast", replacing: false)
        try fresh.append("")
        fresh.abandon()
        #expect(!FileManager.default.fileExists(atPath: dir + "/new.cast"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["old.cast"])
        // A finished replacement is put in place.
        let done = try UserFile(old, replacing: true)
        try done.append("a new cast")
        try done.finish()
        #expect(try String(contentsOfFile: old, encoding: .utf8) == "a new cast")
    }

    @Test func forceKeepsTheModeOfA0600File() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/secret.yaml"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        try UserFile(path, replacing: true).replace("new")
        #expect(mode(path) == 0o600)
        let appended = dir + "/secret.cast"
        try "old".write(toFile: appended, atomically: false, encoding: .utf8)
        chmod(appended, 0o640)
        let file = try UserFile(appended, replacing: true)
        try file.append("line\n")
        try file.finish()
        #expect(mode(appended) == 0o640)
        #expect(try String(contentsOfFile: appended, encoding: .utf8) == "line\n")
    }

    @Test func forceWritesThroughASymlinkToItsTarget() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/real.yaml", link = dir + "/link.yaml"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(symlink("real.yaml", link) == 0)
        try UserFile(link, replacing: true).replace("new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.yaml", "the link was replaced by a file")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    @Test func theUmaskIsReadWithoutChangingIt() {
        // Read twice, equal, and what the system reports; the 0644-minus-umask mode of new files
        // is checked in a child process (UmaskE2ETests), which may set its own umask.
        let first = UserFile.umaskValue
        #expect(UserFile.umaskValue == first)
        let status = Array("Name:\tx\nUmask:\t0027\nState:\tR\n".utf8)
        #expect(UserFile.umaskValue(inStatus: status[...]) == 0o027)
        #expect(UserFile.umaskValue(inStatus: Array("Name:\tx\n".utf8)[...]) == nil)
    }

    @Test func devicesFIFOsAndDirectoriesAreNeverWrittenEvenWithForce() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        for (path, kind) in [("/dev/null", "a device"), (fifo, "a FIFO"), (dir, "a directory")] {
            #expect(throws: FileError(path: path, reason: "is \(kind), not a regular file; locflow writes only regular files")) {
                try UserFile(path, replacing: true).replace("x")
            }
        }
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
    }

    @Test func theInputBeingPlayedIsNeverAnOutputEvenWithForce() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = dir + "/f.yaml"
        try "steps: []\n".write(toFile: scenario, atomically: false, encoding: .utf8)
        #expect(link(scenario, dir + "/hard.yaml") == 0)
        for output in [scenario, dir + "/./f.yaml", dir + "/hard.yaml"] {
            #expect(throws: FileError(path: output, reason: "is also the scenario file; write to another path")) {
                try UserFile(output, replacing: true, others: [(scenario, "scenario")]).replace("x")
            }
        }
        #expect(try String(contentsOfFile: scenario, encoding: .utf8) == "steps: []\n")
        // Two outputs that do not exist yet but name one path.
        #expect(UserFile.same(dir + "/new.cast", dir + "/../\((dir as NSString).lastPathComponent)/new.cast"))
    }

    @Test func failuresNameThePathAndTheRealReason() throws {
        #expect(throws: FileError(path: "/nonexistent-dir/x.cast", reason: "no such file or directory")) {
            let file = try UserFile("/nonexistent-dir/x.cast", replacing: false)
            try file.append("x")
        }
    }
}

/// Reading inputs: `-`, `/dev/stdin`, FIFOs and `<(…)` are read like files; errors
/// give the real reason and, for bad content, the line and column.
@Suite struct InputTextTests {
    @Test func aFIFOIsReadToTheEnd() throws {
        let fifo = NSTemporaryDirectory() + "locflow-fifo-\(UUID().uuidString)"
        #expect(mkfifo(fifo, 0o644) == 0)
        defer { unlink(fifo) }
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            _ = "steps:\n  - background\n".withCString { write(fd, $0, 22) }
            close(fd)
        }
        writer.start()
        #expect(try InputText.read(fifo) == "steps:\n  - background\n")
    }

    @Test func unreadablePathsGiveTheRealReason() {
        #expect(throws: ScenarioError(file: "/nonexistent.yaml", message: "cannot read: no such file or directory")) { try InputText.read("/nonexistent.yaml") }
        #expect(throws: ScenarioError(file: "/tmp", message: "cannot read: is a directory")) { try InputText.read("/tmp") }
    }

    @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() {
        let bytes = Array("name: ok\nsteps: [é".utf8) + [0xFF] + Array("]\n".utf8)
        #expect(throws: ScenarioError(file: "f.yaml", line: 2, column: 10, message: "not UTF-8 text: byte 0xFF at byte offset 19")) {
            try InputText.decode(bytes, file: "f.yaml")
        }
    }

    @Test func rawControlCharactersAreErrorsAtTheirLineAndColumn() throws {
        for (text, column, name) in [("steps: []\nname: a\u{1B}[2J\n", 8, "U+001B"), ("steps: []\nname: \u{85}x\n", 7, "U+0085"), ("steps: []\nname: a\u{0}\n", 8, "U+0000")] {
            #expect(throws: ScenarioError(file: "f.yaml", line: 2, column: column, message: "a raw control character (\(name)) is not allowed in scenario text; write it as an escape in a double-quoted string")) {
                try InputText.decode(Array(text.utf8), file: "f.yaml")
            }
        }
        #expect(try InputText.decode(Array("a:\tb\r\n".utf8), file: "f.yaml") == "a:\tb\r\n")
    }
}

/// `.json` scenario files are JSON, strictly, with `file:line:col` errors.
@Suite struct StrictJSONTests {
    private func error(_ text: String) -> String { parseOutcome(text, file: "s.json") }

    @Test func trailingCommasAreErrorsAtTheirPlace() {
        #expect(error(#"{"steps": ["requestWhenInUseAuthorization",]}"#) == "s.json:1:44: error: not valid JSON: a trailing comma before `]`")
        #expect(error("{\"steps\": [],\n}") == "s.json:2:1: error: not valid JSON: a trailing comma before `}`")
    }

    @Test func duplicateKeysAreErrorsAtTheSecondKey() {
        #expect(error("{\"steps\": [],\n  \"steps\": [\"background\"]}") == "s.json:2:3: error: not valid JSON: key \u{201C}steps\u{201D} appears twice in one object")
        #expect(error(#"{"steps": [{"expect": {"status": "denied", "status": "denied"}}]}"#).contains("appears twice"))
    }

    @Test func notJSONIsAnErrorWithAPosition() {
        #expect(error("{'steps': []}") == "s.json:1:2: error: not valid JSON: expected a key in double quotes, found `'`")
        #expect(error("{\"steps\": [] // c\n}") == "s.json:1:14: error: not valid JSON: expected `,` or `}`, found `/`")
        #expect(error("{\"steps\": [background]}") == "s.json:1:12: error: not valid JSON: \u{201C}background\u{201D} is not a JSON value (strings need double quotes)")
        #expect(error("{\"steps\": [01]}").contains("not a JSON value"))
        #expect(error("") == "s.json:1:1: error: not valid JSON: the file is empty; a scenario needs at least {\"steps\": [...]}")
    }

    @Test func validJSONStillParsesWithPositions() throws {
        let scenario = try ScenarioParser.parse("{\"ios\": \"14\",\n \"steps\": [\"requestWhenInUseAuthorization\", {\"expect\": {\"status\": \"notDetermined\"}}],\n \"model\": {\"alsoCallDeprecatedDelegate\": true}}", file: "s.json")
        #expect(scenario.steps.count == 2)
        #expect(error("{\"steps\": [\"wait\\u0020-3\"]}").hasPrefix("s.json:1:12: error:"))
    }

    @Test func columnsStayRightAcrossManyValuesOnOneLine() {
        // Columns count characters, not bytes, and carry on from value to value along the line.
        #expect(error(#"{"name": "ééé", "steps": ["background", "foreground", nope]}"#) == "s.json:1:55: error: not valid JSON: \u{201C}nope\u{201D} is not a JSON value (strings need double quotes)")
        #expect(error("{\"name\": \"é\",\n \"steps\": [\"background\", x]}") == "s.json:2:26: error: not valid JSON: \u{201C}x\u{201D} is not a JSON value (strings need double quotes)")
    }

    @Test func oneLineJSONParsesInLinearTime() {
        // Every value's column was counted from the start of its line: a file on one line cost
        // its length squared (3.2 MB took 40 s). Twice the values must cost about twice the time.
        // Spaces between the values: the columns before a value grow with them, the values'
        // own cost does not, so the old cost shows clearly at sizes a debug build parses fast.
        func oneLine(_ count: Int) -> String {
            "{\"steps\": [" + Array(repeating: "\"wait 1s\"", count: count).joined(separator: "," + String(repeating: " ", count: 100)) + "]}"
        }
        let small = oneLine(1_000), large = oneLine(2_000)
        let ratio = LinearCost.doublingRatio(size: 1) { n in _ = try? StrictJSON.parse(n == 1 ? small : large, file: "s.json") }
        #expect(ratio < 3.0, "twice the values took \(ratio) times as long")
    }
}

/// Durations are capped where they are parsed (`wait 9223372036854775807s` then
/// `wait 1s` overflowed the clock).
@Suite struct DurationLimitTests {
    private func error(_ text: String) -> String { parseOutcome(text, file: "w.yaml") }

    @Test func hugeWaitsAreRefusedAtTheirLineAndColumn() {
        #expect(error("steps:\n  - wait 9223372036854775807s\n  - wait 1s\n") == "w.yaml:2:5: error: `wait 9223372036854775807s`: at most 36500d (a century) at a time")
        #expect(error("steps:\n  - wait 99999999999999999999999d\n").contains("at most 36500d"))
        #expect(error("steps:\n  - wait 36500d\n  - wait 36500d\n") == "accepted")
    }

    @Test func hugeModelExpiriesAreRefused() {
        #expect(error("model:\n  allowOnceExpiry: 106751991167301d\nsteps: []\n") == "w.yaml:2:20: error: model.allowOnceExpiry must be at most 36500d (a century); got \u{201C}106751991167301d\u{201D}")
    }

    @Test func aJournalHoldingAHugeWaitIsAnErrorNotACrash() throws {
        let path = NSTemporaryDirectory() + "locflow-journal-huge-\(UUID().uuidString).journal"
        defer { unlink(path) }
        let text = JournalHeader(setup: Setup()).line + "\naction wait 9223372036854775807s\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let read = try JournalContents.read(path)
        #expect(read.entries.isEmpty && read.losses.count == 1, "\(read.losses)")
    }
}

/// "accepted", or the error `locflow run` would print for `text` as the file `file`.
private func parseOutcome(_ text: String, file: String) -> String {
    do {
        _ = try ScenarioParser.parse(text, file: file)
        return "accepted"
    } catch {
        return error.description
    }
}
