import Foundation
import LocflowTestSupport
import Testing

/// docs/man/locflow.1 is generated (scripts/man-page.sh, ArgumentParser's generate-manual plugin);
/// this test catches a page left behind by a change to the commands: every command, its
/// abstract and every option the binary has must be in it. `scripts/man-page.sh --check`
/// compares the whole page.
@Suite("The man page is current", .locflowBuilt)
struct ManPageTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/man/locflow.1")

    @Test("every command, abstract and option of `locflow --experimental-dump-help` is in docs/man/locflow.1")
    func current() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let dump = try runLocflow(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.out.utf8)) as? [String: Any])
        var missing: [String] = []
        func visit(_ command: [String: Any], path: String) {
            if let abstract = command["abstract"] as? String, !page.contains(Self.escaped(abstract)) { missing.append("\(path): abstract “\(abstract)”") }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    let long = name["name"] as? String ?? ""
                    // `Fl o , -output` when a short name comes first.
                    if !page.contains("Fl -\(long)") && !page.contains(" , -\(long)") { missing.append("\(path): --\(long)") }
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                let name = sub["commandName"] as? String ?? ""
                if name == "help" { continue }
                if !page.contains(".It Em \(name)") { missing.append("command \(name)") }
                visit(sub, path: "\(path) \(name)")
            }
        }
        visit(try #require(root["command"] as? [String: Any]), path: "locflow")
        #expect(missing.isEmpty, "docs/man/locflow.1 is out of date (run scripts/man-page.sh): missing \(missing.joined(separator: ", "))")
    }

    /// `text` as the page carries it: each character outside ASCII as groff's `\[uXXXX]`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII { out.unicodeScalars.append(scalar) } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }

    /// Every character of the help survives into what `man` shows (`≥`, `…`
    /// and `·` vanished, "with N  10").
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is not installed"))
    func manShowsEveryCharacter() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
        process.arguments = ["-l", Self.page.path]
        process.environment = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "MANWIDTH": "2000", "MANPAGER": "cat", "PAGER": "cat", "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for piece in ["with N \u{2265} 10", "P-WIU-13 \u{2026})", "key=value,\u{2026}"] {
            #expect(text.contains(piece), "man does not show \u{201C}\(piece)\u{201D}")
        }
        #expect(!text.contains("with N  10"))
    }
}
