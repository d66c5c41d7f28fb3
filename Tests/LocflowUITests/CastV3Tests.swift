import Foundation
import LocflowCore
import LocflowScenario
import Testing
@testable import LocflowUI

/// asciicast v3 (`--cast-format v3`, asciinema 3's default): a header with `"version": 3` and a
/// `term` object, events whose times are intervals since the previous event, and an exit event.
/// https://docs.asciinema.org/manual/asciicast/v3/
@Suite("Casts: asciicast v3")
struct CastV3Tests {
    /// A parsed v3 cast: the header and the events with their intervals.
    struct Cast {
        var header: [String: Any]
        var events: [(interval: Double, code: String, data: String)]
        /// The time of each event since the start: the running sum of the intervals.
        var times: [Double] { events.reduce(into: []) { $0.append(($0.last ?? 0) + $1.interval) } }
    }

    /// Parses a v3 file line by line, checking the format's shape on the way (`#` lines are comments).
    static func parse(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Cast {
        let first = try #require(lines.first, sourceLocation: sourceLocation)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        #expect(header["version"] as? Int == 3, sourceLocation: sourceLocation)
        let term = try #require(header["term"] as? [String: Any], "v3 keeps the size in `term`", sourceLocation: sourceLocation)
        #expect((term["cols"] as? Int ?? 0) > 0 && (term["rows"] as? Int ?? 0) > 0, sourceLocation: sourceLocation)
        #expect(header["width"] == nil && header["height"] == nil, "v2's keys are gone in v3", sourceLocation: sourceLocation)
        var events: [(Double, String, String)] = []
        for line in lines.dropFirst() where !line.hasPrefix("#") {
            let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], sourceLocation: sourceLocation)
            #expect(array.count == 3, sourceLocation: sourceLocation)
            let interval = try #require((array[0] as? NSNumber)?.doubleValue, sourceLocation: sourceLocation)
            let code = try #require(array[1] as? String, sourceLocation: sourceLocation)
            #expect(interval >= 0, "an interval is never negative", sourceLocation: sourceLocation)
            #expect(["o", "i", "m", "r", "x"].contains(code), sourceLocation: sourceLocation)
            events.append((interval, code, try #require(array[2] as? String, sourceLocation: sourceLocation)))
        }
        return Cast(header: header, events: events)
    }

    static func scenario() throws -> Scenario {
        try ScenarioParser.parse("""
            name: v3
            ios: "14"
            steps:
              - requestWhenInUseAuthorization
              - expect: {prompt: whenInUse}
              - tap Allow Once
            """, file: "v3.yaml")
    }

    @Test("a scenario cast in v3: the same events as v2, times as intervals that add up to v2's, then an exit event")
    func scenarioCast() throws {
        let scenario = try Self.scenario()
        var v2: [String] = [], v3: [String] = []
        ScenarioCast(size: .comfortable, interval: 1.5).record(scenario) { v2.append($0) }
        ScenarioCast(size: .comfortable, interval: 1.5, format: .v3).record(scenario) { v3.append($0) }
        let old = try CastTests.parse(v2), new = try Self.parse(v3)
        let term = try #require(new.header["term"] as? [String: Any])
        #expect(term["cols"] as? Int == old.header["width"] as? Int && term["rows"] as? Int == old.header["height"] as? Int)
        #expect(new.header["title"] as? String == "locflow: v3")
        #expect(new.events.last.map { [$0.code, $0.data] } == ["x", "0"])
        let events = Array(new.events.dropLast())
        #expect(events.map(\.code) == old.events.map(\.code) && events.map(\.data) == old.events.map(\.data))
        for (sum, time) in zip(new.times, old.events.map(\.time)) { #expect(abs(sum - time) < 1e-6) }
        #expect(new.events.map(\.interval).filter { $0 == 1.5 }.count == scenario.steps.count + 1, "one interval per step, and the last frame's hold")
    }

    @Test("a live session in v3: a resize event, a clock that went back gives a zero interval")
    func live() throws {
        var lines: [String] = []
        let recorder = LiveCast(timestamp: 1_700_000_000, format: .v3, emit: { lines.append($0) })
        var state = ExplorerState()
        recorder.frame(Explorer.render(state, size: roomy), state: state, key: nil, time: 0.25)
        state.handle(.char("w"), size: roomy)
        recorder.frame(Explorer.render(state, size: roomy), state: state, key: .char("w"), time: 0.75)
        recorder.frame(Explorer.render(state, size: roomy), state: state, key: .char("?"), time: 0.5)  // clock went back
        recorder.frame(Explorer.render(state, size: compact), state: state, key: .resize, time: 1.0)
        recorder.finish(time: 1.5)
        let cast = try Self.parse(lines)
        #expect(cast.header["timestamp"] as? Int == 1_700_000_000)
        #expect(cast.events.map(\.code) == ["o", "m", "o", "m", "o", "m", "r", "o", "o", "x"])
        #expect(cast.events.map(\.interval) == [0.25, 0, 0.5, 0, 0, 0, 0.25, 0, 0.5, 0])
        #expect(cast.events.first { $0.code == "r" }?.data == "80x25")
    }
}
