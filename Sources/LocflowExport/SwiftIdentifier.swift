/// Swift identifiers made from any name (a flow's, a file's) for the exported XCUITest: UpperCamelCase
/// words, unique for different names and the same for the same name on every run and machine.
///
/// Letters and digits of every script Swift accepts in an identifier are kept (`Заказ1`,
/// `位置情報`); spaces and punctuation only separate words. Anything else (emoji, symbols,
/// combining marks, scripts Swift refuses) is dropped, and so are words past about 48
/// characters; then two names could give one identifier (`🗺 Map` and `🚗 Map`), so a short
/// hash of the whole name follows (`Map_5e3c1a`), stable because it is FNV-1a of its UTF-8.
enum SwiftIdentifier {
    /// The identifier for `text`, or nil when `text` holds nothing at all (no word, nothing
    /// dropped): the caller then falls back to another name.
    static func make(_ text: String) -> String? {
        var words: [String] = [], word = "", dropped = false
        for scalar in text.unicodeScalars {
            if isKept(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                if !isSeparator(scalar) { dropped = true }
                if !word.isEmpty { words.append(word) }
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var name = ""
        for word in words {
            let piece = word.prefix(1).uppercased() + word.dropFirst()
            if !name.isEmpty && name.count + piece.count > 48 {
                dropped = true
                break
            }
            name += piece
        }
        guard !name.isEmpty || dropped else { return nil }
        // Swift's identifiers start with a letter (an ASCII digit cannot start one).
        if name.isEmpty || name.unicodeScalars.first!.properties.numericType != nil && name.unicodeScalars.first!.isASCII {
            name = "Flow" + name
        }
        return dropped ? name + "_" + hash(text) : name
    }

    /// Whether `scalar` is kept in a word: an ASCII letter or digit, or a letter or number of
    /// another script that Swift accepts at the head of an identifier (The Swift Programming
    /// Language, Lexical Structure, "identifier-head"): a letter or number outside those ranges
    /// would not compile.
    static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return false }
        return swiftHead.contains { $0.contains(scalar.value) }
    }

    /// Whether `scalar` only separates words: ASCII that is not a letter or digit, white space
    /// and punctuation of any script.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// Six hex digits of the 32-bit FNV-1a hash of `text`'s UTF-8.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let hex = String(value & 0xFF_FFFF, radix: 16)
        return String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// Swift's identifier-head ranges beyond ASCII (bidi and other format controls left out:
    /// only letters and numbers are kept anyway).
    private static let swiftHead: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
        0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
        0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
        0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
}
