import Testing
@testable import LocflowUI

/// LocflowUI's own `[String].joined(separator:)` (no conformance scan at the first
/// frame) gives what the standard library's gives.
@Suite struct JoinedStringsTests {
    /// The standard library's join: inside a generic function the protocol extension is chosen.
    static func standard<C: BidirectionalCollection>(_ strings: C, _ separator: String) -> String where C.Element == String {
        strings.joined(separator: separator)
    }

    @Test(arguments: [[], [""], ["a"], ["", ""], ["a", "b", "c"], ["é", "", "👩‍👩‍👧", "e\u{301}"], Array(repeating: "xy", count: 40)])
    func sameAsTheStandardLibrary(_ strings: [String]) {
        for separator in ["", "; ", " ", "\u{301}", "—"] {
            #expect(strings.joined(separator: separator) == Self.standard(strings, separator), "\(strings) \(separator)")
        }
    }
}
