import Foundation
import LocflowTestSupport
import Testing

/// The designer view in a real terminal, at the three sizes the issue pins: the alert shows no
/// code, digit, Info.plist key name or highlighted button; `D` brings the codes back.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the designer end-to-end tests are skipped"))
struct DesignerE2ETests {
    /// The rows of the alert (between its rounded corners) in a plain capture, by row number.
    static func alertRows(_ screen: String) -> [Int: String] {
        let lines = screen.components(separatedBy: "\n")
        guard let top = lines.firstIndex(where: { $0.contains("╭") }), let bottom = lines.firstIndex(where: { $0.contains("╰") }),
              let left = lines[top].firstIndex(of: "╭"), let right = lines[top].firstIndex(of: "╮") else { return [:] }
        let from = lines[top].distance(from: lines[top].startIndex, to: left)
        let to = lines[top].distance(from: lines[top].startIndex, to: right)
        var rows: [Int: String] = [:]
        for row in top...bottom {
            let chars = Array(lines[row])
            rows[row] = String(chars[min(from, chars.count)..<min(to + 1, chars.count)])
        }
        return rows
    }

    /// Whether an SGR-escaped line turns on reverse video anywhere (parameter 7, not part of 38/48).
    static func hasReverse(_ line: String) -> Bool {
        var rest = Substring(line)
        while let start = rest.range(of: "\u{1B}[") {
            let tail = rest[start.upperBound...]
            guard let end = tail.firstIndex(where: { $0.isLetter }) else { break }
            if tail[end] == "m" {
                var params = tail[..<end].split(separator: ";").map(String.init)[...]
                while let p = params.popFirst() {
                    if p == "38" || p == "48" {
                        let kind = params.popFirst()
                        params = params.dropFirst(kind == "5" ? 1 : 3)
                    } else if p == "7" {
                        return true
                    }
                }
            }
            rest = tail[tail.index(after: end)...]
        }
        return false
    }

    @Test(arguments: [(80, 24), (120, 36), (200, 60)])
    func designerViewAlertIsClean(cols: Int, rows: Int) throws {
        let tmux = try Tmux.explorer(["--designer", "--app-name", "Maps4U"], cols: cols, rows: rows, waitingFor: "designer view")
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        let wait = tmux.waitFor("What the app reads now")
        #expect(tmux.waitFor("Don’t Allow").found, "\(wait)")
        let screen = tmux.capture()
        let alert = Self.alertRows(screen)
        let text = alert.values.joined(separator: "\n")
        #expect(text.contains("Allow “Maps"), "no alert found at \(cols)×\(rows):\n\(screen)")
        // The app's name has a digit; every other character inside the alert is iOS's words.
        #expect(text.replacingOccurrences(of: "Maps4U", with: "").allSatisfy { !$0.isNumber }, "a digit in the alert at \(cols)×\(rows):\n\(text)")
        for code in ["NSLocation", "UsageDescription", "T10", "P-WIU", "D9", "≈", "approximate", "›"] {
            #expect(!text.contains(code), "\(code) in the alert at \(cols)×\(rows):\n\(text)")
        }
        let escaped = tmux.capture(escapes: true).components(separatedBy: "\n")
        for row in alert.keys.sorted() where row < escaped.count {
            #expect(!Self.hasReverse(escaped[row]), "a highlight on row \(row) at \(cols)×\(rows): \(escaped[row].debugDescription)")
        }
        // The codes are one key away.
        try tmux.sendKeys("D")
        tmux.expectScreen("T10, P-WIU-13")
        try tmux.quit()
    }

    /// The checks above find the normal view's digits, codes and highlight: they can fail.
    @Test func theChecksCatchTheNormalView() throws {
        let tmux = try Tmux.explorer(cols: 80, rows: 24)
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow Once")
        let alert = Self.alertRows(tmux.capture())
        #expect(alert.values.joined().contains { $0.isNumber })
        #expect(alert.values.joined().contains("›"))
        let escaped = tmux.capture(escapes: true).components(separatedBy: "\n")
        #expect(alert.keys.contains { $0 < escaped.count && Self.hasReverse(escaped[$0]) })
        try tmux.quit()
    }

    @Test func hasReverseFindsOnlyReverse() {
        #expect(Self.hasReverse("a\u{1B}[1;7mX"))
        #expect(!Self.hasReverse("a\u{1B}[38;5;7mX\u{1B}[37m"))
        #expect(!Self.hasReverse("plain"))
    }

    @Test func infoPlistAndPurposeReachThePrompt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-plist-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        let keys: [String: Any] = ["CFBundleDisplayName": "Courier", "NSLocationWhenInUseUsageDescription": "Rings the right door."]
        try PropertyListSerialization.data(fromPropertyList: keys, format: .binary, options: 0).write(to: plist)
        let tmux = try Tmux.explorer(["--info-plist", plist.path, "--purpose", "always=Tells you when it is near."])
        defer { tmux.kill() }
        try tmux.sendKeys("w")
        tmux.expectScreen("Allow “Courier” to use your location?")
        tmux.expectScreen("Rings the right door.")
        try tmux.quit()
    }

    @Test func badInfoPlistIsOneLineAndExitTwo() throws {
        let result = try runLocflow(["--info-plist", "/nonexistent/Info.plist"])
        #expect(result.status == 2)
        #expect(result.err == "/nonexistent/Info.plist: error: cannot read: no such file or directory\n")
    }

    @Test func explainPrintsTheDecisionRow() throws {
        let result = try runLocflow(["explain", "D22"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("D22 — Point: Callbacks to an app in the background, and suspension"))
        #expect(result.out.contains("(docs/behavior.md, “Suspension (D22, D23, D36)”)"), "\(result.out)")
        let missing = try runLocflow(["explain", "D99"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("no code “D99”"))
    }

    @Test func storyboardWritesEachFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-sb-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/seeds/blog-keep-only-while-using.yaml").path
        for ext in ["html", "svg", "md"] {
            let out = folder.appendingPathComponent("board.\(ext)").path
            let result = try runLocflow(["storyboard", seed, "-o", out])
            #expect(result.status == 0, "\(result.err)")
            let text = try String(contentsOfFile: out, encoding: .utf8)
            #expect(text.contains("Keep Only While Using"))
        }
        let bad = try runLocflow(["storyboard", "/nonexistent.yaml"])
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("/nonexistent.yaml: error:"))
    }

    @Test("storyboard --ios plays the flow on that version, as run and export do")
    func storyboardTakesIOS() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/seeds/blog-keep-only-while-using.yaml").path
        let own = try runLocflow(["storyboard", seed, "--format", "md"])
        let older = try runLocflow(["storyboard", seed, "--format", "md", "--ios", "12"])
        #expect(own.status == 0 && older.status == 0, "\(own.err)\(older.err)")
        #expect(own.out.contains("| Keep Only While Using |") && own.out.contains("iOS 16–17 ·"), "\(own.out)")
        // On iOS 11–12 the flow's When-In-Use alert has two buttons and no upgrade follows.
        #expect(!older.out.contains("| Keep Only While Using |") && older.out.contains("iOS 11–12 ·"), "\(older.out)")
        let bad = try runLocflow(["storyboard", seed, "--ios", "9"])
        #expect(bad.status == 2 && bad.err.contains("unsupported --ios"), "\(bad.err)")
    }
}
