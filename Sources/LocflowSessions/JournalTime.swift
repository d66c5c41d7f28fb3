#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal's times in plain Swift: ISO 8601 in UTC to the second (`2026-11-23T13:02:11Z`),
/// and the local date and time of a session id.
///
/// The explorer writes a journal header before its first frame; `ISO8601DateFormatter` and
/// `Calendar.current` there loaded ICU's date formats and time zones, ~10 % of the time to the
/// first frame (docs/performance.md). The proleptic Gregorian calendar in UTC needs
/// only arithmetic (days from a civil date: H. Hinnant, "chrono-Compatible Low-Level Date
/// Algorithms"); local time comes from the C library, which reads `TZ` and /etc/localtime as ICU does.
public enum JournalTime {
    /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, seconds rounded down (as `ISO8601DateFormatter` with
    /// `.withInternetDateTime` wrote it).
    public static func timestamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, time) = floorDivide(seconds, 86_400)
        let (year, month, day) = civil(fromDays: days)
        return "\(four(year))-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// Reads `yyyy-MM-ddTHH:mm:ss` then `Z`, `±HH:MM` or `±HHMM` (RFC 3339 without fractions,
    /// what `.withInternetDateTime` read); nil for anything else.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[from..<from + count] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func byte(_ at: Int, is character: Character) -> Bool { bytes[at] == character.asciiValue! }
        guard let year = number(0, 4), byte(4, is: "-"), let month = number(5, 2), byte(7, is: "-"), let day = number(8, 2),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
              let hour = number(11, 2), byte(13, is: ":"), let minute = number(14, 2), byte(16, is: ":"), let second = number(17, 2),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        var offset = 0
        let zone = bytes[19...]
        if zone.count == 1, zone.first == UInt8(ascii: "Z") || zone.first == UInt8(ascii: "z") {
            offset = 0
        } else if zone.count == 6 || zone.count == 5, let sign = zone.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            let colon = zone.count == 6
            guard let hours = number(20, 2), !colon || byte(22, is: ":"), let minutes = number(colon ? 23 : 22, 2), hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (sign == UInt8(ascii: "+") ? 1 : -1)
        } else {
            return nil
        }
        let seconds = days(fromCivil: year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// The local date and time of `date` as `yyyyMMdd-HHmmss` (a session id's first part).
    static func localStamp(_ date: Date) -> String {
        guard let t = localTime(date) else { return "00000000-000000" }
        return "\(four(t.year))\(two(t.month))\(two(t.day))-\(two(t.hour))\(two(t.minute))\(two(t.second))"
    }

    /// The local date and time of `date` as `yyyy-MM-dd HH:mm:ss` (`locflow sessions`; what a
    /// `DateFormatter` with that format wrote, without ICU).
    public static func localDateTime(_ date: Date) -> String {
        let t = local(date)
        return "\(four(t.year))-\(two(t.month))-\(two(t.day)) \(two(t.hour)):\(two(t.minute)):\(two(t.second))"
    }

    /// The local date and time of `date`, seconds rounded down (what `Calendar.current` gave);
    /// all zero in the unlikely case the C library cannot convert it.
    public static func local(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        localTime(date) ?? (0, 0, 0, 0, 0, 0)
    }

    private static func localTime(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)? {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return nil }
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400).quotient
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097).quotient
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> (quotient: Int, remainder: Int) {
        let q = a >= 0 ? a / b : -((-a + b - 1) / b)
        return (q, a - q * b)
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    private static func four(_ n: Int) -> String {
        let text = "\(abs(n))"
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
