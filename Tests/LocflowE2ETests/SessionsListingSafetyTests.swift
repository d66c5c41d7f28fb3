import Foundation
import LocflowCore
import LocflowScenario
import LocflowSessions
import LocflowTestSupport
import Testing

/// `locflow sessions` never hides sessions and never sends a journal's raw name to the terminal:
/// a sessions directory that cannot be listed is an error (status 2), not "No sessions"; a file
/// name holding ESC, OSC, C1, bidi controls or a newline is escaped on the table's last line and
/// in the JSON.
@Suite("Sessions listing: unreadable directories and hostile names")
struct SessionsListingSafetyTests {
    @Test func aStateHomeThatIsAFileIsAnError() throws {
        let dir = try makeTemporaryDirectory("lf-sessions-file")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "not a directory\n".write(toFile: dir + "/state", atomically: false, encoding: .utf8)
        for format in ["text", "json"] {
            let result = try runLocflow(["sessions", "--format", format], environment: ["XDG_STATE_HOME": dir + "/state"])
            #expect(result.status == 2, "\(result)")
            #expect(!result.out.contains("No sessions"))
            #expect(result.err.contains("not a directory"), "\(result.err)")
        }
    }

    /// The sessions directory a link to nothing, or a link to itself (ELOOP): as root, a mode
    /// 000 directory is still readable, so these stand in for the directory that cannot be read.
    @Test(arguments: ["/nowhere/at/all", "sessions"])
    func aSessionsDirectoryThatCannotBeOpenedIsAnError(target: String) throws {
        let dir = try makeTemporaryDirectory("lf-sessions-link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/locflow", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/locflow/sessions", withDestinationPath: target)
        let result = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": dir])
        #expect(result.status == 2, "\(result)")
        #expect(result.err.contains("cannot be listed"), "\(result.err)")
        let resume = try runLocflow(["--resume"], environment: ["XDG_STATE_HOME": dir, "TERM": "xterm"])
        #expect(resume.status == 2)
        #expect(resume.err.contains("cannot be listed"), "--resume says why, not \"no session\": \(resume.err)")
    }

    @Test func aMissingDirectoryIsNoSessions() throws {
        let dir = try makeTemporaryDirectory("lf-sessions-none")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": dir])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("No sessions in "))
    }

    @Test func aHostileJournalNameIsEscaped() throws {
        let dir = try makeTemporaryDirectory("lf-sessions-name")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sessions = dir + "/locflow/sessions"
        let id = "20270101-000000-1\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}\u{2066}\nforged line"
        try JournalWriter(path: sessions + "/\(id).journal", header: JournalHeader(setup: Setup())).append(["action background"])
        let table = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": dir])
        #expect(table.status == 0, "\(table)")
        let lastLine = try #require(table.out.split(separator: "\n").last)
        #expect(lastLine.hasPrefix("locflow --resume resumes "), "\(table.out)")
        #expect(table.out.split(separator: "\n").count == 3, "the heading, the session and the last line; no line from the name")
        for raw: Unicode.Scalar in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{2066}"] {
            #expect(!table.out.unicodeScalars.contains(raw), "raw U+\(String(raw.value, radix: 16)) in the table")
        }
        let json = try runLocflow(["sessions", "--format", "json"], environment: ["XDG_STATE_HOME": dir])
        #expect(json.status == 0, "\(json)")
        for raw: Unicode.Scalar in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{2066}"] {
            #expect(!json.out.unicodeScalars.contains(raw), "raw U+\(String(raw.value, radix: 16)) in the JSON")
        }
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(rows.first?["id"] as? String == id, "the JSON reads back as the name")
        #expect(rows.first?["steps"] as? Int == 1)
    }
}
