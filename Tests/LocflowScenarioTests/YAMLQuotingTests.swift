import Testing
@testable import LocflowFormats
@testable import LocflowScenario

/// `YAMLText.quoted` skips the scalar loop for printable ASCII without a quote or backslash; the
/// result is the loop's for every text, and `list` is the quoted items joined.
@Suite struct YAMLQuotingTests {
    @Test func theByteCheckGivesTheScalarLoopsText() {
        var texts = ["", "Demo", "Allow While Using App", "Don't Allow", "a\"b", "c\\d", "tab\there", "line\nbreak",
                     "Ünïcödé", "💥", "\u{85}", "\u{2028}", "\u{FEFF}x", "\u{7F}", "~ } { [ ]"]
        texts += (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 0...12, using: &generator)
            texts.append(String((0..<count).map { _ in Character(UnicodeScalar(UInt8.random(in: 0...127, using: &generator))) }))
        }
        for text in texts { #expect(YAMLText.quoted(text) == YAMLText.quotedByScalars(text), "\(text.debugDescription)") }
    }

    @Test func aListIsItsQuotedItems() {
        #expect(YAMLText.list([]) == "[]")
        #expect(YAMLText.list(["location", "fetch"]) == #"["location", "fetch"]"#)
        #expect(YAMLText.list(["a\"b", "ö"]) == #"["a\"b", "ö"]"#)
    }
}
