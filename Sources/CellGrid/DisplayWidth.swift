/// How many terminal columns text occupies, computed in pure Swift.
///
/// The rules mirror glibc's `wcwidth`, which is what ncurses uses to advance the cursor; if the
/// grid and curses disagreed, every cell after a mismatch would be drawn one column off.
/// (A test cross-checks this table against `wcwidth` through the curses shim.)
/// - Width 2: East Asian Wide and Fullwidth (the table below) and emoji with default emoji
///   presentation, except regional indicators, which glibc counts as 1.
/// - Width 0: combining marks (Mn, Me), format characters (Cf) other than the soft hyphen and
///   the prepended concatenation marks, and Hangul medial vowels and final consonants.
/// - Width 1: everything else, including ambiguous-width characters and unsafe scalars (which
///   `TextSanitizer` turns into one-column placeholders before they are drawn).
/// A grapheme is as wide as its first scalar: modifiers, ZWJ, VS16 and combining marks add 0.
public enum DisplayWidth {
    /// Columns taken by a string once sanitised and drawn.
    public static func of(_ text: String) -> Int {
        if let width = ofSimple(text) { return width }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Whether `text` is at most `width` columns wide, reading only as far as it must: a huge
    /// string that does not fit is answered after `width` columns, not after its length.
    public static func fits(_ text: String, in width: Int) -> Bool {
        var total = 0
        for scalar in text.unicodeScalars {
            guard isStandalone(scalar) else { return fitsByGrapheme(text, in: width) }
            total += of(scalar)
            if total > width { return false }
        }
        return true
    }

    private static func fitsByGrapheme(_ text: String, in width: Int) -> Bool {
        var total = 0
        for character in text {
            total += of(character)
            if total > width { return false }
        }
        return true
    }

    /// The width of text made only of `isStandalone` scalars, summed scalar by scalar with no
    /// grapheme breaking (the common case: ASCII, Latin-1, punctuation, arrows, box drawing);
    /// `nil` for any other text.
    static func ofSimple(_ text: String) -> Int? {
        var total = 0
        for scalar in text.unicodeScalars {
            guard isStandalone(scalar) else { return nil }
            total += of(scalar)
        }
        return total
    }

    /// Whether `scalar` is a whole grapheme whatever surrounds it, and safe to draw as it is:
    /// printable ASCII, Latin-1 and spacing modifiers (up to U+02FF), general punctuation
    /// without the separators, bidi controls and invisible formats, and the symbol blocks from
    /// arrows to miscellaneous symbols (U+2190–U+2BFF). No combining mark, joiner, variation
    /// selector, emoji modifier or regional indicator is among them, so each scalar is one
    /// `Character` and `of(scalar)` is its width.
    public static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205F, 0x2190...0x2BFF: true
        default: false
        }
    }

    /// Columns taken by one grapheme: the width of its base scalar.
    public static func of(_ character: Character) -> Int {
        guard let base = character.unicodeScalars.first else { return 0 }
        return of(base)
    }

    /// Columns taken by a lone scalar (0, 1 or 2).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }  // ASCII and Latin-1 (controls are shown as 1-column pictures)
        // The standalone one-column scalars of U+2000–U+2BFF (the log's › ← ✓, arrows, boxes),
        // from the written-out table: no Unicode property lookup, whose code and tables the
        // first frame would otherwise fault in. NarrowScalarsTests checks the table.
        if Canvas.isNarrow(value) { return 1 }
        return computedWidth(of: scalar)
    }

    /// `of(_:)` worked out from the rules, without the table of narrow scalars (which is checked against it).
    static func computedWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if (0x2010...0x2027).contains(value) || (0x2500...0x25A0).contains(value) { return 1 }  // punctuation, boxes
        if TextSanitizer.replacement(for: scalar) != nil { return 1 }
        if isWide(value) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        return 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        if (0x1F1E6...0x1F1FF).contains(value) { return false }  // regional indicators: glibc says 1
        if Unicode.Scalar(value)?.properties.isEmojiPresentation == true { return true }
        return contains(wideRanges, value)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            return !contains(spacingFormatRanges, value)
        default:
            return false
        }
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < ranges[mid].lowerBound {
                high = mid - 1
            } else if value > ranges[mid].upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Format characters that still take a column: the soft hyphen and the prepended
    /// concatenation marks (Arabic number signs and friends), as in glibc.
    private static let spacingFormatRanges: [ClosedRange<UInt32>] = [
        0x00AD...0x00AD, 0x0600...0x0605, 0x06DD...0x06DD, 0x070F...0x070F, 0x0890...0x0891,
        0x08E2...0x08E2, 0x110BD...0x110BD, 0x110CD...0x110CD,
    ]

    /// East Asian Wide (W) and Fullwidth (F) ranges that are not emoji-presentation characters
    /// (those are handled by the scalar property), sorted for binary search. From glibc 2.36.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFB,  // CJK radicals
        0x3000...0x3029, 0x302E...0x303E,  // CJK symbols and punctuation
        0x3041...0x3096, 0x309B...0x30FF,  // Hiragana, Katakana
        0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E3, 0x31F0...0x321E,
        0x3220...0xA48C,  // enclosed CJK, CJK ideographs, Yi syllables
        0xA490...0xA4C6, 0xA960...0xA97C,
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFA6D, 0xFA70...0xFAD9,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,  // vertical/small forms
        0xFF01...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x16FE3, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
        0x18D00...0x18D08,  // Tangut, Khitan
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,  // Kana extended
        0x1B000...0x1B122, 0x1B150...0x1B152, 0x1B164...0x1B167, 0x1B170...0x1B2FB,  // Kana, Nushu
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265,  // enclosed ideographic supplement
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extension planes
    ]
}
