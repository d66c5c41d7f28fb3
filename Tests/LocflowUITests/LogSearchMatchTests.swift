import Foundation
import Testing
@testable import LocflowUI

/// The `/` search ignores case as Foundation's `range(of:options: .caseInsensitive)` did before
/// LocflowUI dropped Foundation.
@Suite struct LogSearchMatchTests {
    static let lines = [
        "locationManagerDidChangeAuthorization(_:) → authorizedWhenInUse", "T10 prompt P-WIU-13 shown", "≈ approximate: D22",
        "Allow While Using App", "manager #2 · didUpdateLocations", "", "Straße", "CAFÉ near you", "café’s door", "İstanbul",
        "ΣΊΣΥΦΟΣ", "ﬁle", "Kelvin \u{212A}", "日本語のテキスト", "emoji 🙂 here", "tab\there",
    ]
    static let queries = [
        "AUTHORIZ", "authorizedwheninuse", "p-wiu", "≈ APPROX", "#2", "did", "x", "", "allow while using app!", "straße", "STRASSE",
        "café", "CAFÉ", "É", "’S DOOR", "istanbul", "σίσυφοσ", "Σίσυφος", "テキスト", "FILE", "k", "SS", "🙂", "\t", "T", "here",
    ]

    @Test func matchesAsFoundationDid() {
        for line in Self.lines {
            for query in Self.queries where !query.isEmpty {
                let foundation = line.range(of: query, options: [.caseInsensitive]) != nil
                #expect(line.containsIgnoringCase(query) == foundation, "\(line) / \(query)")
            }
        }
    }

    @Test func asciiAndFoldedText() {
        #expect("authorizedWhenInUse".containsIgnoringCase("WHENINUSE"))
        #expect(!"authorizedAlways".containsIgnoringCase("WHENINUSE"))
        #expect("STRASSE".containsIgnoringCase("straße"))
        #expect(!"ab".containsIgnoringCase("abc"))
    }
}
