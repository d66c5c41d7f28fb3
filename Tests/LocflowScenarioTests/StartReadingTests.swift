import Foundation
import Testing
@testable import LocflowFiles
@testable import LocflowFormats
@testable import LocflowScenario
@testable import LocflowSessions

/// The byte-level fast paths the explorer's starts read through give what the character-level
/// readings gave: scenario text (`InputText.decode`) and a journal's lines (`JournalContents.lines`).
@Suite struct StartReadingTests {
    private static func outcome(_ body: () throws(ScenarioError) -> String) -> String {
        do { return "text " + (try body()).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") } catch { return error.description }
    }

    static let texts: [[UInt8]] = {
        var vectors: [[UInt8]] = [
            [], Array("steps:\n  - requestWhenInUseAuthorization\n".utf8), Array("a:\tb\r\n".utf8), Array("Café ☕ é\n".utf8),
            [0x61, 0x1B, 0x62], [0x00], [0x7F], [0x0B], [0x0C], [0x1F], [0x09, 0x0A, 0x0D], Array("\u{80}\u{9F}\u{A0}\u{85}".utf8),
            [0xC2, 0x80], [0xC2, 0x9F], [0xC2, 0xA0], [0xC2], [0xFF, 0x0A], [0x61, 0x0A, 0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], Array("x\n\u{1B}".utf8),
        ]
        // Random bytes, mostly text-like, with a seeded generator so a failure repeats.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; return seed }
        let alphabet: [UInt8] = Array("ab \n\t\r:-".utf8) + [0x00, 0x1B, 0x7F, 0xC2, 0x80, 0x9F, 0xA0, 0xE2, 0x98, 0x95, 0xFF]
        for _ in 0..<300 { vectors.append((0..<Int(next() % 12)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }) }
        return vectors
    }()

    @Test func decodeGivesWhatTheScalarLoopGives() {
        for bytes in Self.texts {
            #expect(Self.outcome { () throws(ScenarioError) in try InputText.decode(bytes, file: "f.yaml") }
                == Self.outcome { () throws(ScenarioError) in try InputText.decodeByScalars(bytes, file: "f.yaml") }, "\(bytes)")
        }
    }

    @Test(arguments: ["", "\n", "a", "a\n", "a\nb", "a\n\nb\n", "\n\n", "h\u{301}\ne\u{301}\n", "\n\u{301}x", "é\n☕\n", "a\r\nb\n", "a\rb\nc", "x\r"])
    func journalLinesAreSplitAsCharactersSplitThem(_ text: String) {
        #expect(JournalContents.lines(text) == text.split(separator: "\n", omittingEmptySubsequences: false))
    }
}

/// A journal's resume records are read by hand in the form they are written, to what the JSON
/// decoder reads; every other spelling is left to the decoder.
@Suite struct ResumeRecordTests {
    private struct Record: Decodable, Equatable {
        var pid: Int32
        var at: String
    }

    @Test(arguments: [
        #"{"at":"2026-11-28T12:13:56Z","pid":31399}"#, #"{"at":"2026-11-28T12:13:56Z","pid":0}"#, #"{"at":"2026-11-28T12:13:56Z","pid":-1}"#,
        #"{"at":"2026-11-28T12:13:56Z","pid":2147483647}"#, #"{"at":"","pid":7}"#, #"{"at":"é☕","pid":7}"#,
    ])
    func theWrittenFormReadsByHandAsTheDecoderReadsIt(_ text: String) throws {
        let byHand = try #require(JournalEntry.resumedByHand(text))
        let decoded = try JSONDecoder().decode(Record.self, from: Data(text.utf8))
        #expect(Record(pid: byHand.pid, at: byHand.at) == decoded)
    }

    @Test(arguments: [
        #"{"pid":31399,"at":"2026-11-28T12:13:56Z"}"#, #"{ "at":"2026-11-28T12:13:56Z","pid":1}"#, #"{"at":"2026\/11","pid":1}"#,
        #"{"at":"a\"b","pid":1}"#, #"{"at":"x","pid":2147483648}"#, #"{"at":"x","pid":01}"#, #"{"at":"x","pid":+1}"#, #"{"at":"x","pid":1.0}"#,
        #"{"at":"x","pid":}"#, #"{"at":"x","pid":-}"#, #"{"at":"x","pid":1,"more":2}"#, #"{"at":"x"}"#, "", "{}", #"{"at":"x","pid":1} "#,
    ])
    func anyOtherSpellingIsTheDecoders(_ text: String) {
        #expect(JournalEntry.resumedByHand(text) == nil)
    }

    @Test func aResumeRecordRoundTrips() throws {
        let entry = JournalEntry.resumed(pid: 4242, at: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try JournalEntry(line: entry.line) == entry)
        #expect(JournalEntry.resumedByHand(String(entry.line.dropFirst("resumed ".count))) != nil)
    }
}
