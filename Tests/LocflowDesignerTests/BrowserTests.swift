import Foundation
import LocflowScenario
import Testing
@testable import LocflowDesigner

/// Chromium, when installed (`apt-get install chromium`): the storyboard in a real browser.
let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs headless Chromium on a file and returns what it printed.
func headless(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium!)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

@Suite(.serialized, .enabled(if: chromium != nil, "chromium is not installed: the storyboard browser tests are skipped"))
struct BrowserTests {
    /// Each seed's storyboard opens in headless Chromium with one alert per prompt, each alert
    /// laid out like the iOS one (a 270-pixel column), and the app's own copy in it.
    @Test func everySeedStoryboardRendersInChromium() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-board-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for scenario in try seeds() {
            let board = Storyboard(scenario)
            var html = HTMLBoard.render(board)
            // A probe that writes each alert's rendered width into the DOM, so --dump-dom shows layout.
            html = html.replacingOccurrences(of: "</body>", with: """
                <script>document.querySelectorAll('.alert').forEach(a => a.setAttribute('data-width', Math.round(a.getBoundingClientRect().width)));</script></body>
                """)
            let page = folder.appendingPathComponent((scenario.file as NSString).lastPathComponent + ".html")
            try html.write(to: page, atomically: true, encoding: .utf8)
            let dom = try headless(["--dump-dom", page.absoluteString])
            #expect(dom.contains("<section class=\"frame\"") || board.frames.isEmpty, "\(scenario.file): \(dom.prefix(300))")
            let alerts = dom.components(separatedBy: "class=\"alert\"").count - 1
            #expect(alerts == board.frames.count, "\(scenario.file): \(alerts) alerts for \(board.frames.count) prompts")
            let widths = dom.components(separatedBy: "data-width=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(widths.count == board.frames.count && widths.allSatisfy { $0 == "270" }, "\(scenario.file): widths \(widths)")
            for frame in board.frames {
                if let message = frame.prompt.message {
                    #expect(dom.contains(escapeForDOM(message)), "\(scenario.file): the app's copy \u{201C}\(message)\u{201D} is missing")
                }
                #expect(dom.contains(escapeForDOM(IOSText.title(frame.prompt))))
            }
        }
    }

    /// A screenshot can be taken (the file a person would look at).
    @Test func screenshotOfAStoryboard() throws {
        let scenario = try seeds().first { $0.file.contains("keep-only-while-using") }!
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-shot-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("board.html")
        try HTMLBoard.render(Storyboard(scenario)).write(to: page, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("board.png")
        _ = try headless(["--screenshot=\(shot.path)", "--window-size=1200,1400", page.absoluteString])
        let data = try Data(contentsOf: shot)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // a PNG
        #expect(data.count > 10_000)
    }

    private func escapeForDOM(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
