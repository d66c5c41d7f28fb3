import Testing
@testable import LocflowScenario

/// JSON output never carries a character a terminal would act on: C1 controls (8-bit
/// CSI), bidi controls and separators are `\u` escapes, like C0 controls always were.
@Suite struct OutputEscapingTests {
    @Test func c1AndBidiControlsAreEscapedInJSON() {
        #expect(JSONText.quoted("a\u{9B}2J\u{202E}b\u{85}\u{2066}\u{200F}\u{61C}") == #""a\u009b2J\u202eb\u0085\u2066\u200f\u061c""#)
        #expect(JSONText.quoted("地図 “Demo” é") == "\"地図 “Demo” é\"")  // other non-ASCII stays UTF-8
        #expect(JSONText.quoted("tab\tq\"b\\") == #""tab\tq\"b\\""#)
    }
}
