import Foundation
import LocflowCore
import Testing

/// The trimming the modules use instead of Foundation's `trimmingCharacters(in:)`
/// gives what Foundation gave.
@Suite struct TextTrimmingTests {
    static let blanks = [" ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "\u{180E}", "\u{FEFF}", "\u{85}"]
    static let samples: [String] = {
        var texts = ["", "a", " a ", "  ", "\ta b\t", "\n a \n", "\u{200B}a\u{200B}", " \u{301}a", "a\u{301} ", "[D22]", "- T -", "[ [x] ]", "é", "🙂 "]
        for blank in blanks { texts += [blank + "x" + blank, blank, "x" + blank + "y"] }
        return texts
    }()

    @Test(arguments: samples) func blanksAsFoundationsWhitespaces(text: String) {
        #expect(text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: samples) func aSetOfCharactersAsFoundationsCharacterSet(text: String) {
        for set in [" []", "- ", ",;[]()", "a\u{301}"] {
            #expect(text.trimming(set) == text.trimmingCharacters(in: CharacterSet(charactersIn: set)), "\(set)")
        }
    }
}
