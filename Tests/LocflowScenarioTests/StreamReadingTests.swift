import Foundation
import LocflowChecks
@testable import LocflowCore
@testable import LocflowFormats
@testable import LocflowScenario
import Testing

/// The fourth round of `locflow run` speed: lines as ranges of a reused read
/// buffer, a record reused from step to step, the prompt and the modern objects out of line,
/// digits written on the stack. Each new structure against the plain way on random input.
@Suite("Streamed reading: buffers, records, digits")
struct StreamReadingTests {
    /// Every line `LineReader` hands out, as bytes, read with a buffer of `capacity` bytes.
    static func lines(of path: String, offset: Int = 0, capacity: Int) throws -> [[UInt8]] {
        let reader = try #require(LineReader(path: path, offset: offset, capacity: capacity))
        var lines: [[UInt8]] = []
        while let line = reader.next() { lines.append(reader.withBytes(line) { Array($0) }) }
        #expect(!reader.failed)
        return lines
    }

    /// Random printable lines, some empty, some longer than the small buffers below.
    static func randomText(_ random: inout SplitMix, lines: Int) -> String {
        var text = ""
        for _ in 0..<lines {
            let length = random.oneIn(10) ? random.below(300) : random.below(40)
            text += String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(0x20 + random.below(95)))) })
            text += "\n"
        }
        if random.oneIn(2) { text += "last line without a newline" }
        return text
    }

    @Test("lines from a small buffer are the file split at \\n, whatever the buffer size and offset", arguments: [1, 7, 64, 4096])
    func linesMatchASplit(capacity: Int) throws {
        var random = SplitMix(state: UInt64(capacity))
        for _ in 0..<20 {
            let text = Self.randomText(&random, lines: random.below(200))
            let path = try ScenarioSourceTests.file("lines.txt", text)
            let bytes = Array(text.utf8)
            let offset = bytes.isEmpty ? 0 : random.below(bytes.count)
            var expected = bytes[offset...].split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            if bytes.last == 0x0A || offset == bytes.count { expected.removeLast() }
            #expect(try Self.lines(of: path, offset: offset, capacity: capacity) == expected)
        }
    }

    @Test("a line kept with `keep` stays readable while later lines refill the buffer")
    func keptLineSurvivesRefills() throws {
        var random = SplitMix(state: 14)
        for _ in 0..<20 {
            let text = Self.randomText(&random, lines: 60)
            let path = try ScenarioSourceTests.file("keep.txt", text)
            let all = try Self.lines(of: path, capacity: 4096)
            let reader = try #require(LineReader(path: path, capacity: 16))
            var index = 0
            while let line = reader.next() {
                // Keep every fifth line across the next three reads, then compare its bytes.
                guard index % 5 == 0 else {
                    index += 1
                    continue
                }
                reader.keep = line.lowerBound
                var later = 0
                while later < 3, reader.next() != nil { later += 1 }
                #expect(reader.withBytes(line) { Array($0) } == all[index], "line \(index)")
                reader.keep = nil
                index += 1 + later
            }
        }
    }

    /// Items a random scenario is made of: simple lines, lines the reader hands to YAML, blank
    /// lines and comments between items, items over several lines, expectations.
    static let items = [
        "  - requestWhenInUseAuthorization\n", "  - tap Allow Once\n", "  - tap Allow While Using App   \n",
        "  - requestAlwaysAuthorization\n", "  - tap Change to Always Allow\n", "  - background\n", "  - foreground\n",
        "  - wait 10m\n", "  - terminate\n", "  - launch\n", "  - settings reset\n", "  - settings precise off\n",
        "  - startUpdatingLocation\n", "  - event regionEntry\n", "  - startMonitoringRegion\n", "  - showReminder\n",
        "\n", "  # a comment\n", "  - tap Don't Allow\n", "  - \"wait 1d\"\n", "  - background # why\n",
        "  - tap Allow\n    While Using App\n", "  - expect: { locationServicesEnabled: true }\n",
        "  - expect:\n      status: authorizedWhenInUse\n", "  - settings app never\n", "  - createManager\n",
    ]

    @Test("random files stream, through a buffer far smaller than a line, to the collecting runner's transcripts")
    func randomFilesAgree() throws {
        var random = SplitMix(state: 2026)
        for round in 0..<25 {
            var text = "name: random \(round)\nios: \"\(["12", "14", "17", "18"][random.below(4)])\"\nsteps:\n"
            for _ in 0..<random.below(120) { text += Self.items[random.below(Self.items.count)] }
            let path = try ScenarioSourceTests.file("random.yaml", text)
            for capacity in [3, 32, LineReader.defaultCapacity] {
                let source = try ScenarioSource.open(path, capacity: capacity)
                #expect(source.isStreamed, "round \(round)")
                let (streamedText, streamedJSON, summary) = try ScenarioSourceTests.transcripts(source)
                let (wholeText, wholeJSON, result) = try ScenarioSourceTests.collected(path)
                #expect(streamedText == wholeText, "round \(round), capacity \(capacity)")
                #expect(streamedJSON == wholeJSON, "round \(round), capacity \(capacity)")
                #expect(summary.expectationCount == result.expectationCount)
            }
        }
    }

    @Test("a bad step after many lines is still refused with a small buffer")
    func badStepWithSmallBuffer() throws {
        let text = "steps:\n" + String(repeating: "  - tap Allow\n    While Using App\n  - launch\n", count: 50) + "  - bogusAction\n"
        let path = try ScenarioSourceTests.file("bad.yaml", text)
        var whole: ScenarioError?
        do { _ = try ScenarioParser.parse(text, file: path) } catch { whole = error }
        do {
            _ = try ScenarioSource.open(path, capacity: 5)
            Issue.record("the bad step was not refused")
        } catch {
            #expect("\(error)" == whole.map { "\($0)" })
        }
    }

    @Test("records handed out one after another are each their own step, expectations apart")
    func reusedRecordIsPerStep() throws {
        let text = "steps:\n  - requestWhenInUseAuthorization\n  - tap Allow Once\n  - expect: {status: denied}\n  - background\n  - foreground\n"
        let scenario = try ScenarioParser.parse(text, file: "r.yaml")
        let records = Runner.run(scenario).records
        #expect(records.map(\.step) == [0, 1, 2, 3, 4, 5])
        #expect(records.map(\.action) == ["launch", "requestWhenInUseAuthorization", "tap Allow Once", "expect", "background", "foreground"])
        #expect(records.map(\.isExpectation) == [false, false, false, true, false, false])
        #expect(records[3].failures.count == 1)
        #expect(records[4].failures.isEmpty && records[4].expectation == nil)
        // The prompt of step 1 stays with step 1's record, the closed prompt with step 2's.
        #expect(records[1].snapshot.prompt?.kind == .whenInUse)
        #expect(records[2].snapshot.prompt == nil)
        #expect(records[2].notes.map(\.source) == ["T12, D2"])
        #expect(records[4].notes.allSatisfy { $0.source != "T12, D2" })
    }

    @Test("a snapshot's prompt and modern objects read back what was set")
    func outOfLineFields() throws {
        var sim = Simulation(Setup())
        _ = sim.play(.install(Setup()))
        _ = sim.apply(.requestWhenInUseAuthorization)
        var snapshot = Snapshot(sim)
        #expect(snapshot.prompt == sim.prompt)
        #expect(snapshot.storedPrompt.isSome)
        snapshot.prompt = nil
        #expect(snapshot.prompt == nil && !snapshot.storedPrompt.isSome)
        snapshot.prompt = sim.prompt
        #expect(snapshot == Snapshot(sim))
        #expect(snapshot.modern == nil && !snapshot.storedModern.isSome)
    }

    @Test("digits written on the stack are String(number), right-aligned, with spaces after")
    func decimals() {
        var random = SplitMix(state: 10)
        var numbers = [0, 1, 9, 10, 99, 100, 999, 1000, 123_456_789, Int.max, -1, -42, Int.min]
        for _ in 0..<500 { numbers.append(Int(truncatingIfNeeded: random.next()) >> random.below(63)) }
        for number in numbers {
            for (width, spaces) in [(0, 0), (3, 0), (3, 2), (25, 1), (40, 8)] {
                var out: [UInt8] = [0x41]
                out.append(decimal: number, width: width, spaces: spaces)
                let text = String(number)
                let padding = String(repeating: " ", count: max(0, width - text.count))
                #expect(String(decoding: out, as: UTF8.self) == "A" + padding + text + String(repeating: " ", count: spaces), "\(number) \(width) \(spaces)")
            }
        }
    }

    @Test("services hash by case: equal cases hash equally, and a table keyed by them holds all seven")
    func servicesHash() {
        var table: [Service: Int] = [:]
        for (index, service) in Service.allCases.enumerated() { table[service] = index }
        #expect(table.count == Service.allCases.count)
        for (index, service) in Service.allCases.enumerated() {
            #expect(table[service] == index)
            var a = Hasher(), b = Hasher()
            a.combine(service)
            b.combine(Service(rawValue: service.rawValue)!)
            #expect(a.finalize() == b.finalize())
        }
    }
}
