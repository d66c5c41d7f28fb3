import CellGrid
import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// Recordings (`locflow run --cast`, `locflow --cast`): valid asciicast v2, a marker per step,
/// and no control character from data in what a player receives.
@Suite("Casts: asciicast v2 from the explorer's screen")
struct CastTests {
    static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios")

    /// A parsed asciicast: the header object and the events.
    struct Cast {
        var header: [String: Any]
        var events: [(time: Double, code: String, data: String)]

        var markers: [String] { events.filter { $0.code == "m" }.map(\.data) }
        var output: [String] { events.filter { $0.code == "o" }.map(\.data) }
    }

    /// Parses every line as JSON, checking the asciicast v2 shape on the way.
    static func parse(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Cast {
        let first = try #require(lines.first, sourceLocation: sourceLocation)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        #expect(header["version"] as? Int == 2, sourceLocation: sourceLocation)
        #expect((header["width"] as? Int ?? 0) > 0 && (header["height"] as? Int ?? 0) > 0, sourceLocation: sourceLocation)
        #expect(header["title"] is String && header["env"] is [String: Any], sourceLocation: sourceLocation)
        var events: [(Double, String, String)] = []
        for line in lines.dropFirst() {
            let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "not a JSON array: \(line.prefix(80))", sourceLocation: sourceLocation)
            #expect(array.count == 3, sourceLocation: sourceLocation)
            let time = try #require((array[0] as? NSNumber)?.doubleValue, sourceLocation: sourceLocation)
            let code = try #require(array[1] as? String, sourceLocation: sourceLocation)
            let data = try #require(array[2] as? String, sourceLocation: sourceLocation)
            #expect(["o", "m", "r"].contains(code), sourceLocation: sourceLocation)
            events.append((time, code, data))
        }
        let times = events.map(\.0)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "times go backwards", sourceLocation: sourceLocation)
        return Cast(header: header, events: events)
    }

    /// Output with the writer's own sequences (CSI: cursor moves, SGR, erase, cursor on/off)
    /// removed; anything control-like left over came from data.
    static func strayControls(_ output: String) -> [Unicode.Scalar] {
        let stripped = output.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        return stripped.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    static func record(_ scenario: Scenario, size: ScreenSize = .comfortable) -> [String] {
        var lines: [String] = []
        ScenarioCast(size: size, interval: 1.5).record(scenario) { lines.append($0) }
        return lines
    }

    @Test("every library scenario records as a valid cast with one marker per step", arguments: ["contract", "qa", "seeds"])
    func libraryScenarios(folder: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.library.appendingPathComponent(folder).path).sorted()
        #expect(!files.isEmpty)
        for name in files {
            let path = Self.library.appendingPathComponent(folder).appendingPathComponent(name).path
            let scenario = try ScenarioParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
            let cast = try Self.parse(Self.record(scenario))
            let expected = ["launch"] + scenario.steps.map { step -> String in
                if case .action(let action) = step.kind { return action.text }
                return "expect"
            }
            #expect(cast.markers == expected, "\(name)")
            #expect(cast.header["width"] as? Int == 100 && cast.header["height"] as? Int == 31, "\(name)")
            #expect(cast.header["timestamp"] == nil, "a scenario cast is reproducible: no timestamp")
            // A frame at each marker's time, spaced by the interval.
            let markerTimes = cast.events.filter { $0.code == "m" }.map(\.time)
            #expect(markerTimes == (0..<expected.count).map { Double($0) * 1.5 }, "\(name)")
            for data in cast.output { #expect(Self.strayControls(data).isEmpty, "\(name)") }
        }
    }

    @Test("the caption row names each step, and a failed expectation says so")
    func captions() throws {
        let steps = [
            ScenarioStep(.action(.requestWhenInUseAuthorization)),
            ScenarioStep(.expect({ var e = Expectation(); e.values["status"] = .word("denied"); return e }())),
        ]
        let cast = try Self.parse(Self.record(Scenario(file: "x.yaml", name: "Captions", steps: steps)))
        #expect(cast.output.count == 4)  // launch, two steps, the closing reset
        #expect(cast.output[1].contains("step 1/2  n  › requestWhenInUseAuthorization"))
        #expect(cast.output[2].contains("step 2/2  n  › expect  ✗ failed"))
        #expect(cast.header["title"] as? String == "locflow: Captions")
    }

    @Test("hostile app names and purpose strings never put a control character into the cast")
    func hostileText() throws {
        var app = AppConfig()
        app.name = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{08}\u{7F}地図🗺️"
        app.infoPlist.whenInUseUsage = "\u{1B}[?1049l\r\nrm -rf ~\u{202E}txt.exe" + String(repeating: "長い", count: 200)
        let steps = [ScenarioStep(.action(.requestWhenInUseAuthorization)), ScenarioStep(.action(.tap("Allow Once")))]
        let cast = try Self.parse(Self.record(Scenario(file: "evil.yaml", name: "Evil\u{1B}[31m", setup: Setup(app: app), steps: steps)))
        for data in cast.output { let stray = Self.strayControls(data).map { String($0.value, radix: 16) }; #expect(stray.isEmpty, "\(stray)") }
        // The name shows, its controls as visible pictures (a Bool, so a failure prints no raw bytes).
        let shown = cast.output.contains { $0.contains("Evil␛]0;pwned") }
        #expect(shown)
        #expect(!(cast.header["title"] as? String ?? "").isEmpty)
    }

    @Test("a live session: a marker per key that did something, a resize event, times never go back")
    func live() throws {
        var lines: [String] = []
        let recorder = LiveCast(timestamp: 1_700_000_000, emit: { lines.append($0) })
        var state = ExplorerState()
        recorder.frame(Explorer.render(state, size: roomy), state: state, key: nil, time: 0.1)
        state.handle(.char("w"), size: roomy)
        recorder.frame(Explorer.render(state, size: roomy), state: state, key: .char("w"), time: 0.5)
        state.handle(.char("?"), size: roomy)
        recorder.frame(Explorer.render(state, size: roomy), state: state, key: .char("?"), time: 0.4)  // clock went back
        recorder.frame(Explorer.render(state, size: compact), state: state, key: .resize, time: 0.9)
        recorder.finish(time: 1.0)
        let cast = try Self.parse(lines)
        #expect(cast.header["timestamp"] as? Int == 1_700_000_000)
        #expect(cast.markers == ["start", "requestWhenInUseAuthorization", "help"])
        #expect(cast.events.filter { $0.code == "r" }.map(\.data) == ["80x25"])
        #expect(cast.output[1].contains("key w  › requestWhenInUseAuthorization"))
        for data in cast.output { #expect(Self.strayControls(data).isEmpty) }
    }

    @Test("a frame is cursor moves, SGR from a reset, text, and an erase per row")
    func ansiFrame() {
        var canvas = Canvas(rows: 2, cols: 6)
        canvas.put("ab", row: 0, col: 0, style: .bold)
        canvas.put("地x", row: 1, col: 1, style: Style(tint: .bad))
        #expect(AnsiFrame.render(canvas) == "\u{1B}[1;1H\u{1B}[0;1mab\u{1B}[0m\u{1B}[K"
            + "\u{1B}[2;1H\u{1B}[0m \u{1B}[0;31m地\u{1B}[4Gx\u{1B}[0m\u{1B}[K")
        #expect(AnsiFrame.render(canvas, colors: false).hasSuffix("\u{1B}[2;1H\u{1B}[0m 地\u{1B}[4Gx\u{1B}[0m\u{1B}[K"))
    }
}

/// The cast header's title is shown raw by players: control characters from a scenario's name
/// are made visible, not escaped for JSON only.
@Suite struct CastTitleTests {
    @Test func theTitleHoldsNoControlCharacter() throws {
        let header = Asciicast.header(cols: 80, rows: 25, title: "locflow: evil\u{1B}]0;pwn\u{7}\u{9B}")
        #expect(header.contains(#""title": "locflow: evil␛]0;pwn␇�""#), "\(header)")
    }
}
