#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any property list value, read with FoundationEssentials' `PropertyListDecoder` (XML or
/// binary), for `InfoPlistFile`.
///
/// `PropertyListSerialization` is Foundation's, which with ICU is most of the static binary and
/// its start-up; the shipped modules import only FoundationEssentials. `plain` gives
/// the values `PropertyListSerialization` gave, as `InfoPlistFile` checks them: a number 0 or 1
/// reads as true/false, as an `NSNumber` did (`<integer>1</integer>` is a true
/// `NSLocationDefaultAccuracyReduced`). `InfoPlistFileTests` compares the two on every kind of value.
enum PropertyListValue: Decodable {
    case text(String)
    case flag(Bool)
    case integer(Int)
    case big(UInt64)
    case real(Double)
    case date(Date)
    case data(Data)
    case list([PropertyListValue])
    case dictionary([String: PropertyListValue])

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var entries: [String: PropertyListValue] = [:]
            for key in keyed.allKeys { entries[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key) }
            self = .dictionary(entries)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [PropertyListValue] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(PropertyListValue.self)) }
            self = .list(items)
        } else {
            // Most specific first: a <string> never reads as a number, a <true/> never as text.
            let single = try decoder.singleValueContainer()
            if let flag = try? single.decode(Bool.self) {
                self = .flag(flag)
            } else if let text = try? single.decode(String.self) {
                self = .text(text)
            } else if let integer = try? single.decode(Int.self) {
                self = .integer(integer)
            } else if let big = try? single.decode(UInt64.self) {
                self = .big(big)
            } else if let real = try? single.decode(Double.self) {
                self = .real(real)
            } else if let date = try? single.decode(Date.self) {
                self = .date(date)
            } else if let data = try? single.decode(Data.self) {
                self = .data(data)
            } else {
                // The decoder's own words would say "expected value of type Data" for all of these.
                let place = decoder.codingPath.map(\.stringValue).joined(separator: " › ")
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a value that is neither text, a number, a date nor data\(place.isEmpty ? "" : " at \(place)"): a string that is not UTF-8, an integer beyond 64 bits, or a key that is not text"))
            }
        }
    }

    /// As `PropertyListSerialization` gave it: text `String`, numbers `Int` or `Double` (0 and 1
    /// `Bool`), lists `[Any]`, dictionaries `[String: Any]`.
    var plain: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .integer(let integer): integer == 0 || integer == 1 ? integer == 1 : integer
        case .big(let big): Double(big)
        case .real(let real): real == 0 || real == 1 ? real == 1 : real
        case .date(let date): date
        case .data(let data): data
        case .list(let items): items.map(\.plain)
        case .dictionary(let entries): entries.mapValues(\.plain)
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
