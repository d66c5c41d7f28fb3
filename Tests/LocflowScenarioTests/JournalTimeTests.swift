import Foundation
import Testing
@testable import LocflowScenario
@testable import LocflowSessions

/// The journal's times in plain Swift agree with what Foundation's ISO 8601 formatter and
/// calendar wrote and read before (they were taken off the explorer's start, which paid for them).
@Suite struct JournalTimeTests {
    /// Foundation's formatter, as `Journal.timestamp` and `Journal.date` used it.
    private static func formatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }

    /// Seconds around epochs, leap days, century rules and year ends, and a spread of others.
    private static let instants: [Double] = {
        var values: [Double] = [0, -1, 59, 86_399, 86_400, 951_782_400, 951_868_799, 951_868_800, 1_709_164_800,
                                4_107_542_399, 4_107_542_400, 1_800_000_000.75, -0.25, 253_402_300_799]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(Int64(bitPattern: seed >> 1) % 8_000_000_000) / 2 + 1_000_000_000)
        }
        return values
    }()

    @Test func timestampsMatchFoundationsFormatter() {
        let formatter = Self.formatter()
        for seconds in Self.instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(JournalTime.timestamp(date) == formatter.string(from: date), "\(seconds)")
        }
    }

    @Test func timestampsReadBackToTheWholeSecond() {
        for seconds in Self.instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(JournalTime.date(JournalTime.timestamp(date)) == Date(timeIntervalSince1970: seconds.rounded(.down)), "\(seconds)")
        }
    }

    @Test func offsetsAreReadAsFoundationReadThem() {
        let formatter = Self.formatter()
        for text in ["2026-11-23T13:02:11Z", "2026-11-23T14:02:11+01:00", "2026-11-23T08:32:11-04:30", "2024-02-29T23:59:59Z", "2026-11-23T14:02:11+0100"] {
            #expect(JournalTime.date(text) == formatter.date(from: text), "\(text)")
            #expect(JournalTime.date(text) != nil, "\(text)")
        }
    }

    @Test func malformedTimesAreRefused() {
        for text in ["", "2026-11-23", "2026-11-23T13:02:11", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2025-02-29T00:00:00Z",
                     "2026-11-23T24:00:00Z", "2026-11-23T13:60:00Z", "2026-11-23 13:02:11Z", "2026-11-23T13:02:11Zjunk", "２０２６-11-23T13:02:11Z",
                     "2026-11-23T13:02:11+1:00", "2026-11-23T13:02:11*01:00"] {
            #expect(JournalTime.date(text) == nil, "\(text)")
        }
    }

    @Test func sessionIDsUseTheLocalTimeAsTheCalendarDid() {
        let calendar = Calendar.current
        for seconds in Self.instants.prefix(300) where seconds >= 0 && seconds < 4_102_444_800 {
            let date = Date(timeIntervalSince1970: seconds)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = String(format: "%04d%02d%02d-%02d%02d%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!)
            #expect(JournalTime.localStamp(date) == expected, "\(seconds)")
        }
    }

    /// `locflow sessions` wrote its STARTED column with a `DateFormatter`; the C library's local
    /// time gives the same text (the formatter follows the same TZ rules).
    @Test func sessionTimesMatchTheDateFormatter() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let calendar = Calendar.current
        for seconds in Self.instants.prefix(300) where seconds >= 0 && seconds < 4_102_444_800 {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(JournalTime.localDateTime(date) == formatter.string(from: date), "\(seconds)")
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let local = JournalTime.local(date)
            #expect([local.year, local.month, local.day, local.hour, local.minute, local.second]
                == [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0! }, "\(seconds)")
        }
    }
}
