import Foundation
import LocflowScenario
import Testing
@testable import LocflowDesigner

/// The designer's page in headless Chromium: the text a reader sees has no
/// engineer's words, the two maps are painted differently, and the SVG's title fits its width.
@Suite(.serialized, .enabled(if: chromium != nil, "chromium is not installed: the storyboard browser tests are skipped"))
struct PlainBoardBrowserTests {
    private let flow = """
        name: A very long storyboard title that a designer typed for the review of the onboarding flow of the app, longer still
        ios: "18"
        steps:
          - requestWhenInUseAuthorization
          - tap Allow While Using App
          # The first card's map shows a point (Precise: On); `togglePrecise` would only redraw
          # it. The other map: the reduced-accuracy key's prompt, whose map shows an area (D54).
          - install:
              ios: "18"
              app:
                infoPlist:
                  NSLocationWhenInUseUsageDescription: "Shows nearby offers while you use the app."
                  NSLocationDefaultAccuracyReduced: true
          - requestWhenInUseAuthorization
        """

    private func page(_ text: String, named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-plain-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func theHTMLPageReadsPlainAndItsMapsDiffer() throws {
        let board = Storyboard(try ScenarioParser.parse(flow, file: "t.yaml"))
        // A probe writes what the reader sees and how each map is painted into the DOM.
        let html = HTMLBoard.render(board).replacingOccurrences(of: "</body>", with: """
            <script>
            const out = document.createElement('pre'); out.id = 'probe';
            out.textContent = JSON.stringify({ text: document.body.innerText,
              maps: [...document.querySelectorAll('.map')].map(m => getComputedStyle(m).backgroundImage + '|' + getComputedStyle(m, '::after').content) });
            document.body.appendChild(out);
            </script></body>
            """)
        let file = try page(html, named: "board.html")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let dom = try headless(["--dump-dom", file.absoluteString])
        let probe = try #require(dom.firstMatch(of: /<pre id="probe">(.*?)<\/pre>/.dotMatchesNewlines())?.1, "\(dom.prefix(400))")
        let json = String(probe).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let text = try #require(seen["text"] as? String)
        for word in ["requestWhenInUseAuthorization", "NSLocationDefaultAccuracyReduced", "(line ", "Delegate callbacks", "Rule:", "P-WIU"] {
            #expect(!text.contains(word), "\u{201C}\(word)\u{201D} is on the designer's page")
        }
        let maps = try #require(seen["maps"] as? [String])
        #expect(maps.count == 2 && maps[0] != maps[1], "the Precise on and off maps are painted alike: \(maps)")
    }

    @Test func theSVGTitleFitsItsWidth() throws {
        let board = Storyboard(try ScenarioParser.parse(flow, file: "t.yaml"))
        let svg = SVGBoard.render(board)
        let html = """
            <!DOCTYPE html><html><body>\(svg)<script>
            const s = document.querySelector('svg'); const w = s.getAttribute('width');
            const right = Math.max(...[...s.querySelectorAll('text')].map(t => { const b = t.getBBox(); return b.x + b.width; }));
            document.body.setAttribute('data-fit', right <= w ? 'yes' : 'no ' + right + ' > ' + w);
            </script></body></html>
            """
        let file = try page(html, named: "board-svg.html")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let dom = try headless(["--dump-dom", file.absoluteString])
        let fit = dom.firstMatch(of: /data-fit="([^"]*)"/).map { String($0.1) }
        #expect(fit == "yes", "the SVG's text runs past its width: \(fit ?? String(dom.prefix(300)))")
    }
}
